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
        var painter = Painter(scale: scene.scale, glyphs: glyphs)
        var buffer = PixelBuffer(width: width, height: height, fill: scene.background)
        try painter.draw(scene.items, into: &buffer)
        return buffer
    }
}

/// Draws scene items into a pixel buffer.
struct Painter {
    let scale: Double
    let glyphs: GlyphRasterizer

    mutating func draw(_ items: [SceneItem], into buffer: inout PixelBuffer) throws {
        for item in items {
            switch item {
            case .fill(let shape, let color):
                fill(ShapeCoverage(shape, scale: scale), color: color, into: &buffer)
            case .border(let shape, let width, let color):
                border(shape, width: width, color: color, into: &buffer)
            case .group(let opacity, let clip, let items):
                var layer = PixelBuffer(width: buffer.width, height: buffer.height)
                try draw(items, into: &layer)
                composite(layer, opacity: opacity, clip: clip.map { ShapeCoverage($0, scale: scale) }, into: &buffer)
            case .glyphs(let run):
                try drawGlyphs(run, into: &buffer)
            }
        }
    }

    private func fill(_ shape: ShapeCoverage, color: Color, into buffer: inout PixelBuffer) {
        let (r, g, b, a) = PixelBuffer.premultiplied(color)
        let bounds = shape.pixelBounds(width: buffer.width, height: buffer.height)
        guard bounds.x0 < bounds.x1, bounds.y0 < bounds.y1 else { return }
        for y in bounds.y0..<bounds.y1 {
            for x in bounds.x0..<bounds.x1 {
                let coverage = shape.coverage(x: x, y: y)
                buffer.blend(x: x, y: y, r: r, g: g, b: b, a: a, coverage: UInt8((coverage * 255).rounded()))
            }
        }
    }

    /// Outer shape minus the inner shape inset by the border width.
    private func border(_ shape: RoundedRect, width: Double, color: Color, into buffer: inout PixelBuffer) {
        let outer = ShapeCoverage(shape, scale: scale)
        var innerShape = RoundedRect(rect: shape.rect.inset(by: Insets(top: width, right: width, bottom: width, left: width)),
                                     radius: max(0, shape.topLeft - width))
        if innerShape.rect.width <= 0 || innerShape.rect.height <= 0 { innerShape.rect = .zero }
        let inner = ShapeCoverage(innerShape, scale: scale)
        let (r, g, b, a) = PixelBuffer.premultiplied(color)
        let bounds = outer.pixelBounds(width: buffer.width, height: buffer.height)
        guard bounds.x0 < bounds.x1, bounds.y0 < bounds.y1 else { return }
        for y in bounds.y0..<bounds.y1 {
            for x in bounds.x0..<bounds.x1 {
                let coverage = max(0, outer.coverage(x: x, y: y) - inner.coverage(x: x, y: y))
                buffer.blend(x: x, y: y, r: r, g: g, b: b, a: a, coverage: UInt8((coverage * 255).rounded()))
            }
        }
    }

    /// Source-over of a whole layer, scaled by opacity and the clip's coverage.
    private func composite(_ layer: PixelBuffer, opacity: Double, clip: ShapeCoverage?, into buffer: inout PixelBuffer) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let index = (y * buffer.width + x) * 4
                guard layer.pixels[index + 3] > 0 else { continue }
                var factor = opacity
                if let clip { factor *= clip.coverage(x: x, y: y) }
                guard factor > 0 else { continue }
                buffer.blend(x: x, y: y, r: layer.pixels[index], g: layer.pixels[index + 1], b: layer.pixels[index + 2],
                             a: layer.pixels[index + 3], coverage: UInt8((factor * 255).rounded()))
            }
        }
    }

    private func drawGlyphs(_ run: GlyphRun, into buffer: inout PixelBuffer) throws {
        let (r, g, b, a) = PixelBuffer.premultiplied(run.color)
        let steps = Double(GlyphRasterizer.subpixelSteps)
        // Baselines sit on whole device pixels (SPEC §2.9).
        let baseline = Int((run.baseline * scale).rounded())
        for glyph in run.glyphs {
            let penX = (run.originX + glyph.x) * scale
            let quantized = (penX * steps).rounded() / steps
            let whole = Int(quantized.rounded(.down))
            let subpixel = Int(((quantized - Double(whole)) * steps).rounded())
            let bitmap = try glyphs.bitmap(font: run.font, scale: scale, glyph: glyph.id, subpixel: subpixel)
            let originX = whole + bitmap.left
            let originY = baseline - Int((glyph.y * scale).rounded()) + bitmap.top
            for row in 0..<bitmap.height {
                let y = originY + row
                guard y >= 0, y < buffer.height else { continue }
                for column in 0..<bitmap.width {
                    let x = originX + column
                    guard x >= 0, x < buffer.width else { continue }
                    buffer.blend(x: x, y: y, r: r, g: g, b: b, a: a, coverage: bitmap.coverage[row * bitmap.width + column])
                }
            }
        }
    }
}
