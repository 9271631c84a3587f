import GravityCore
import GravityText

/// The default backend: our own anti-aliased rasteriser to premultiplied
/// RGBA, encoded to PNG through libpng.
public struct RasterBackend: Backend {
    public let name = "raster"
    public let fileExtension = "png"
    let glyphs: GlyphRasterizer
    let metadata: [(String, String)]

    public init(glyphs: GlyphRasterizer, metadata: [(String, String)] = []) {
        self.glyphs = glyphs
        self.metadata = metadata
    }

    public func render(_ scene: Scene) throws -> [UInt8] {
        let buffer = try rasterize(scene)
        return try PNGCodec.encode(buffer, text: metadata)
    }

    /// The scene as pixels, before encoding.
    public func rasterize(_ scene: Scene) throws -> PixelBuffer {
        let width = Int((scene.width * scene.scale).rounded())
        let height = Int((scene.height * scene.scale).rounded())
        var layer = Layer(buffer: PixelBuffer(width: width, height: height, fill: scene.background), originX: 0, originY: 0)
        try Painter(scale: scene.scale, glyphs: glyphs).draw(scene.items, into: &layer)
        return layer.buffer
    }
}
