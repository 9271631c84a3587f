import GravityCore
import GravityText

/// The default backend: our own anti-aliased rasteriser to premultiplied
/// RGBA, encoded to PNG through libpng.
public struct RasterBackend: Backend {
    let glyphs: GlyphRasterizer
    let metadata: [(String, String)]
    /// The most device pixels rasterised: `Limits.maxCanvasArea`, so a canvas
    /// layout accepted under `--max-canvas` is never refused here.
    let maxPixels: UInt64
    /// The most pixels of group layers alive at once (`Limits.maxLayerPixels`).
    let maxLayerPixels: Int

    public init(glyphs: GlyphRasterizer, metadata: [(String, String)] = [], limits: Limits = Limits()) {
        self.glyphs = glyphs
        self.metadata = metadata
        self.maxPixels = limits.maxCanvasArea
        self.maxLayerPixels = limits.maxLayerPixels
    }

    public func render(_ scene: Scene) throws -> [UInt8] {
        let buffer = try rasterize(scene)
        return try PNGCodec.encode(consume buffer, text: metadata)
    }

    /// The scene as pixels, before encoding.
    public func rasterize(_ scene: Scene) throws -> PixelBuffer {
        let pixelWidth = (scene.width * scene.scale).rounded(), pixelHeight = (scene.height * scene.scale).rounded()
        guard pixelWidth >= 0, pixelHeight >= 0, pixelWidth * pixelHeight <= Double(maxPixels) else {
            throw SetupError("canvas of \(pixelWidth) × \(pixelHeight) device pixels is too large to rasterise")
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        var layer = Layer(buffer: PixelBuffer(width: width, height: height, fill: scene.background), originX: 0, originY: 0)
        var painter = Painter(scale: scene.scale, glyphs: glyphs)
        painter.layers = LayerBudget(maxPixels: maxLayerPixels)
        try painter.draw(scene.items, into: &layer)
        return layer.buffer
    }
}
