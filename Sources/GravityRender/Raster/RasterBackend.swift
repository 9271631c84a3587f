import GravityCore
import GravityText

/// The default backend: our own anti-aliased rasteriser to premultiplied
/// RGBA, encoded to PNG by PNGCodec (our chunk writer and deflater, or
/// libdeflate; libpng only reads the PNGs the fast decoder declines).
public struct RasterBackend: Backend {
    let glyphs: GlyphRasterizer
    let metadata: [(String, String)]
    /// The most device pixels rasterised: `Limits.maxCanvasArea`, so a canvas
    /// layout accepted under `--max-canvas` is never refused here.
    let maxPixels: UInt64
    /// The most pixels of group layers alive at once (`Limits.maxLayerPixels`).
    let maxLayerPixels: Int
    /// Skip what later opaque fills overwrite (`Occlusion`); off only to
    /// check that culling changes no pixel.
    var cullsOccludedPixels = true
    /// Corner coverage tables kept for every render of this backend and its
    /// copies (an engine passes the one it owns to each backend it makes).
    let corners: CornerCoverage

    public init(glyphs: GlyphRasterizer, metadata: [(String, String)] = [], limits: Limits = Limits(),
                corners: CornerCoverage = CornerCoverage()) {
        self.glyphs = glyphs
        self.corners = corners
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
        let bytes = pixelWidth * pixelHeight * 4, bound = PixelMemory.bound
        guard bytes <= Double(bound) else {
            throw SetupError("the canvas of \(formatNumber(pixelWidth)) × \(formatNumber(pixelHeight)) device pixels would need "
                             + "\(PixelMemory.describe(bytes)) of memory, more than the \(PixelMemory.describe(Double(bound))) it may take "
                             + "(half of this machine's memory or of ulimit -v); lower --width, --height or --scale")
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        var items = scene.items, background = scene.background
        if let first = items.first, let color = Self.opaqueCanvasColor(first, width: width, height: height, scale: scene.scale) {
            // The root's opaque background covers the canvas: it is the
            // canvas's colour, so the frame is written once, not twice
            // (source-over of an opaque colour at full coverage is that colour).
            background = color
            items.removeFirst()
        }
        var layer = Layer(buffer: PixelBuffer(width: width, height: height, fill: background), originX: 0, originY: 0)
        var painter = Painter(scale: scene.scale, glyphs: glyphs, corners: corners)
        painter.layers = LayerBudget(maxPixels: maxLayerPixels)
        if cullsOccludedPixels { painter.occlusion = Occlusion.plan(items, painter: painter, bounds: layer.bounds) }
        try painter.draw(items, into: &layer)
        return layer.buffer
    }

    /// The colour of `item` if it is an opaque fill of a square-cornered
    /// rectangle covering every pixel of a `width` × `height` canvas.
    static func opaqueCanvasColor(_ item: SceneItem, width: Int, height: Int, scale: Double) -> Color? {
        guard case .fill(let shape, let color) = item, PixelBuffer.packed(color) >> 24 == 255,
              shape.topLeft == 0, shape.topRight == 0, shape.bottomRight == 0, shape.bottomLeft == 0,
              shape.rect.x * scale <= 0, shape.rect.y * scale <= 0,
              shape.rect.maxX * scale >= Double(width), shape.rect.maxY * scale >= Double(height) else { return nil }
        return color
    }
}
