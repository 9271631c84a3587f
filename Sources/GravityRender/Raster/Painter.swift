import GravityCore
import GravityText

/// A pixel buffer placed at `(originX, originY)` in canvas device pixels. Group
/// layers are only as large as what the group draws, so nested opacity and
/// clips cost in proportion to their area, not the canvas.
struct Layer {
    var buffer: PixelBuffer
    let originX: Int
    let originY: Int
    /// Where drawing may touch (canvas device pixels): the buffer, narrowed
    /// by pixel-aligned rectangular clips, which need no layer of their own.
    var limit: PixelRect

    init(buffer: PixelBuffer, originX: Int, originY: Int) {
        self.buffer = buffer
        self.originX = originX
        self.originY = originY
        limit = PixelRect(x0: originX, y0: originY, x1: originX + buffer.width, y1: originY + buffer.height)
    }

    var bounds: PixelRect {
        PixelRect(x0: originX, y0: originY, x1: originX + buffer.width, y1: originY + buffer.height)
    }

    /// Runs `body` with the pixels as packed UInt32s.
    @inline(__always)
    mutating func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        try buffer.withPackedPixels(body)
    }
}

/// Draws scene items into a layer: fills and borders with exact coverage,
/// groups through bounded layers, glyph bitmaps, resampled images.
struct Painter {
    /// Device pixels per point.
    let scale: Double
    let glyphs: GlyphRasterizer
    /// Pixels of group layers alive at once (`Limits.maxLayerPixels`).
    var layers = LayerBudget(maxPixels: Limits().maxLayerPixels)

    func draw(_ items: [SceneItem], into layer: inout Layer) throws {
        for item in items {
            switch item {
            case .fill(let shape, let color):
                fill(ShapeCoverage(shape, scale: scale), color: color, into: &layer)
            case .border(let shape, let width, let color):
                border(shape, width: width, color: color, into: &layer)
            case .group(let opacity, let clip, let children):
                try group(children, opacity: opacity, clip: clip, into: &layer)
            case .glyphs(let run):
                try drawGlyphs(run, into: &layer)
            case .image(let image):
                ImageDrawing(image: image, scale: scale).draw(into: &layer)
            }
        }
    }

    // MARK: - Shapes

    private func fill(_ shape: ShapeCoverage, color: Color, into layer: inout Layer) {
        let source = PixelBuffer.packed(color)
        let bounds = shape.pixelBounds.intersection(layer.limit)
        guard source != 0, !bounds.isEmpty else { return }
        let width = layer.buffer.width, ox = layer.originX, oy = layer.originY
        layer.withPixels { pixels in
            for y in bounds.y0..<bounds.y1 {
                let row = shape.row(y)
                let base = pixels + (y - oy) * width - ox
                let x0 = max(row.start, bounds.x0), x1 = min(row.end, bounds.x1)
                let i0 = max(row.interiorStart, x0), i1 = min(row.interiorEnd, x1)
                var x = x0
                while x < min(row.interiorStart, x1) {
                    base[x] = Compositing.over(Compositing.scale(source, Compositing.factor(shape.coverage(x: x, y: y))), base[x])
                    x += 1
                }
                if i0 < i1 {
                    let span = Compositing.scale(source, Compositing.factor(row.interior))
                    if span >> 24 == 255 {
                        for x in i0..<i1 { base[x] = span }
                    } else if span != 0 {
                        for x in i0..<i1 { base[x] = Compositing.over(span, base[x]) }
                    }
                }
                x = max(row.interiorEnd, x0, i0)
                while x < x1 {
                    base[x] = Compositing.over(Compositing.scale(source, Compositing.factor(shape.coverage(x: x, y: y))), base[x])
                    x += 1
                }
            }
        }
    }

    /// The outer shape minus the shape inset by the border width: the
    /// border lies inside the bounds.
    private func border(_ shape: RoundedRect, width borderWidth: Double, color: Color, into layer: inout Layer) {
        let outer = ShapeCoverage(shape, scale: scale)
        let inner = ShapeCoverage(shape.inset(by: borderWidth), scale: scale)
        let source = PixelBuffer.packed(color)
        let bounds = outer.pixelBounds.intersection(layer.limit)
        guard source != 0, borderWidth > 0, !bounds.isEmpty else { return }
        let width = layer.buffer.width, ox = layer.originX, oy = layer.originY
        layer.withPixels { pixels in
            for y in bounds.y0..<bounds.y1 {
                let o = outer.row(y), i = inner.row(y)
                let base = pixels + (y - oy) * width - ox
                var x = max(o.start, bounds.x0)
                let x1 = min(o.end, bounds.x1)
                while x < x1 {
                    let outerCoverage = x >= o.interiorStart && x < o.interiorEnd ? o.interior : outer.coverage(x: x, y: y)
                    var innerCoverage = 0.0
                    if x >= i.start && x < i.end {
                        if x >= i.interiorStart && x < i.interiorEnd {
                            innerCoverage = i.interior
                            // Inside both interiors the coverage is constant: skip the hole.
                            if innerCoverage == outerCoverage && x < o.interiorEnd {
                                x = min(i.interiorEnd, o.interiorEnd, x1)
                                continue
                            }
                        } else {
                            innerCoverage = inner.coverage(x: x, y: y)
                        }
                    }
                    let coverage = outerCoverage - innerCoverage
                    if coverage > 0 {
                        base[x] = Compositing.over(Compositing.scale(source, Compositing.factor(coverage)), base[x])
                    }
                    x += 1
                }
            }
        }
    }

    // MARK: - Groups

    /// Draws the children into a layer as large as what they draw (cut by
    /// the clip and the current layer), then composites it once at
    /// `opacity`, so overlapping children never show through each other.
    private func group(_ children: [SceneItem], opacity: Double, clip: RoundedRect?, into layer: inout Layer) throws {
        guard opacity > 0 else { return }
        let clipShape = clip.map { ShapeCoverage($0, scale: scale) }
        var bounds = children.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) }.intersection(layer.limit)
        if let clipShape { bounds = bounds.intersection(clipShape.pixelBounds) }
        guard !bounds.isEmpty else { return }
        // Opaque groups without a clip, or clipped to a rectangle on whole
        // device pixels (the usual snapped frame), need no layer: narrowing
        // where drawing may go clips them exactly.
        if opacity >= 1, clipShape.map({ $0.isPixelAlignedRectangle }) ?? true {
            let saved = layer.limit
            if let clipShape { layer.limit = layer.limit.intersection(clipShape.alignedBounds) }
            defer { layer.limit = saved }
            try draw(children, into: &layer)
            return
        }
        try layers.reserve(bounds.width * bounds.height)
        defer { layers.release(bounds.width * bounds.height) }
        var inner = Layer(buffer: PixelBuffer(width: bounds.width, height: bounds.height), originX: bounds.x0, originY: bounds.y0)
        try draw(children, into: &inner)
        composite(inner, opacity: opacity, clip: clipShape, into: &layer)
    }

    private func composite(_ source: Layer, opacity: Double, clip: ShapeCoverage?, into layer: inout Layer) {
        let bounds = source.bounds.intersection(layer.limit)
        guard !bounds.isEmpty else { return }
        let opacityFactor = Compositing.factor(opacity)
        let width = layer.buffer.width, ox = layer.originX, oy = layer.originY
        let sourceWidth = source.buffer.width
        source.buffer.withPackedPixels { (from: UnsafePointer<UInt32>) in
            layer.withPixels { pixels in
                for y in bounds.y0..<bounds.y1 {
                    let base = pixels + (y - oy) * width - ox
                    let sourceBase = from + (y - source.originY) * sourceWidth - source.originX
                    var x0 = bounds.x0, x1 = bounds.x1
                    var row = ShapeCoverage.Row()
                    if let clip {
                        row = clip.row(y)
                        x0 = max(x0, row.start)
                        x1 = min(x1, row.end)
                    }
                    guard x0 < x1 else { continue }
                    for x in x0..<x1 {
                        let pixel = sourceBase[x]
                        guard pixel != 0 else { continue }
                        var factor = opacityFactor
                        if let clip {
                            let inside = x >= row.interiorStart && x < row.interiorEnd
                            factor = Compositing.factor((inside ? row.interior : clip.coverage(x: x, y: y)) * opacity)
                        }
                        base[x] = Compositing.over(factor == 255 ? pixel : Compositing.scale(pixel, factor), base[x])
                    }
                }
            }
        }
    }

    /// Device pixels an item may touch (a cheap over-estimate for text).
    func deviceBounds(of item: SceneItem) -> PixelRect {
        switch item {
        case .fill(let shape, _), .border(let shape, _, _):
            return ShapeCoverage(shape, scale: scale).pixelBounds
        case .group(_, let clip, let children):
            let union = children.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) }
            return clip.map { union.intersection(ShapeCoverage($0, scale: scale).pixelBounds) } ?? union
        case .glyphs(let run):
            guard let first = run.glyphs.first else { return .empty }
            let xs = run.glyphs.map(\.x), ys = run.glyphs.map(\.y)
            let size = run.font.size * scale
            let minX = (run.originX + (xs.min() ?? first.x)) * scale - size
            let maxX = (run.originX + (xs.max() ?? first.x)) * scale + 2 * size
            let baseline = run.baseline * scale
            func pixel(_ v: Double) -> Int { Int(clampedPixels(v).rounded(.down)) }
            return PixelRect(x0: pixel(minX) - 1, y0: pixel(baseline - (ys.max() ?? 0) * scale - 2 * size) - 1,
                             x1: pixel(maxX) + 2, y1: pixel(baseline - (ys.min() ?? 0) * scale + size) + 2)
        case .image(let image):
            return ShapeCoverage(RoundedRect(rect: image.rect), scale: scale).pixelBounds
        }
    }

    // MARK: - Text

    private func drawGlyphs(_ run: GlyphRun, into layer: inout Layer) throws {
        let source = PixelBuffer.packed(run.color)
        guard source != 0 else { return }
        let steps = Double(GlyphRasterizer.subpixelSteps)
        // Baselines sit on whole device pixels (SPEC §2.9).
        let baseline = Int(clampedPixels(run.baseline * scale).rounded())
        let bounds = layer.limit
        let width = layer.buffer.width, ox = layer.originX, oy = layer.originY
        for glyph in run.glyphs {
            let placement = GlyphPlacement(penX: (run.originX + glyph.x) * scale, steps: steps)
            let bitmap = try glyphs.bitmap(font: run.font, scale: scale, glyph: glyph.id, subpixel: placement.subpixel)
            let left = placement.whole + bitmap.left
            let top = baseline - Int(clampedPixels(glyph.y * scale).rounded()) + bitmap.top
            let area = PixelRect(x0: left, y0: top, x1: left + bitmap.width, y1: top + bitmap.height).intersection(bounds)
            guard !area.isEmpty else { continue }
            bitmap.coverage.withUnsafeBufferPointer { coverage in
                layer.withPixels { pixels in
                    for y in area.y0..<area.y1 {
                        let base = pixels + (y - oy) * width - ox
                        let coverageRow = (y - top) * bitmap.width - left
                        for x in area.x0..<area.x1 {
                            let c = UInt32(coverage[coverageRow + x])
                            guard c > 0 else { continue }
                            base[x] = Compositing.over(c == 255 ? source : Compositing.scale(source, c), base[x])
                        }
                    }
                }
            }
        }
    }
}

/// Counts the pixels of the group layers alive at once: nested translucent
/// groups each hold a layer while their children draw, so a few bytes of
/// XML could otherwise ask for gigabytes.
final class LayerBudget {
    let maxPixels: Int
    private(set) var used = 0
    private(set) var depth = 0

    init(maxPixels: Int) { self.maxPixels = maxPixels }

    func reserve(_ pixels: Int) throws {
        guard pixels <= maxPixels - used else {
            throw SetupError("opacity groups need layers of \(groupedNumber(used + pixels)) pixels at once (\(depth + 1) nested), "
                             + "more than the limit of \(groupedNumber(maxPixels)) (raise it with --max-layer-pixels)")
        }
        used += pixels
        depth += 1
    }

    func release(_ pixels: Int) {
        used -= pixels
        depth -= 1
    }
}
