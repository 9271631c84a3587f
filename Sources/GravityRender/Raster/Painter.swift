import GravityCore
import GravityText

/// Draws scene items into a layer: fills and borders with exact coverage,
/// groups through bounded layers, glyph bitmaps, resampled images.
struct Painter {
    /// Device pixels per point.
    let scale: Double
    let glyphs: GlyphRasterizer
    /// Pixels of group layers alive at once (`Limits.maxLayerPixels`).
    var layers = LayerBudget(maxPixels: Limits().maxLayerPixels)
    /// Corner coverage shared by the shapes of every render of the backend.
    let corners: CornerCoverage
    /// Glyph bitmaps used by this render.
    let renderGlyphs: RenderGlyphs
    /// What of each item later opaque fills leave to draw (an empty plan: everything).
    var occlusion = OcclusionPlan()

    init(scale: Double, glyphs: GlyphRasterizer, corners: CornerCoverage = CornerCoverage()) {
        self.scale = scale
        self.glyphs = glyphs
        self.corners = corners
        renderGlyphs = RenderGlyphs(rasterizer: glyphs, scale: scale)
    }

    func draw(_ items: [SceneItem], into layer: inout Layer) throws {
        for item in items {
            let visible = occlusion.next()
            switch item {
            case .fill(let shape, let color):
                guard visible != .none else { continue }
                let coverage = ShapeCoverage(shape, scale: scale), tables = CornerTables(coverage, corners)
                occlusion.forEachPart(visible, limit: layer.limit) { fill(coverage, tables, color: color, within: $0, into: &layer) }
            case .border(let shape, let width, let color):
                guard visible != .none else { continue }
                let drawing = BorderDrawing(shape, width: width, color: color, scale: scale, corners: corners)
                occlusion.forEachPart(visible, limit: layer.limit) { drawing.draw(within: $0, into: &layer) }
            case .group(let opacity, let clip, let children):
                try group(children, opacity: opacity, clip: clip, visible: visible, into: &layer)
            case .glyphs(let run):
                guard visible != .none else { continue }
                try drawGlyphs(run, visible: visible, into: &layer)
            case .image(let image):
                let drawing = ImageDrawing(image: image, scale: scale)
                occlusion.forEachPart(visible, limit: layer.limit) { drawing.draw(within: $0, into: &layer) }
            case .transformed(let transform, let children):
                guard visible != .none else { continue }
                try drawTransformed(children, transform, visible: visible, into: &layer)
            case .shadow(let shadow, let children):
                guard visible != .none else { continue }
                try drawShadow(shadow, of: children, visible: visible, into: &layer)
            }
        }
    }

    // MARK: - Shapes

    /// Fills a shape in three steps, every pixel once: corners that have a
    /// table as coverage masks, the interior of each band of rows with the
    /// same spans as one block, then the remaining edge pixels (a column at
    /// a time where coverage depends on the column alone).
    private func fill(_ shape: ShapeCoverage, _ tables: CornerTables, color: Color, within part: PixelRect, into layer: inout Layer) {
        let source = PixelBuffer.packed(color)
        let bounds = shape.pixelBounds.intersection(layer.limit).intersection(part)
        guard source != 0, !bounds.isEmpty else { return }
        let (topLeft, topRight, bottomRight, bottomLeft) = (tables.topLeft, tables.topRight, tables.bottomRight, tables.bottomLeft)
        let uniform = shape.uniformRows
        layer.withPixels { pixels in
            // 1. A table's box is exactly the end of each row it holds.
            pixels.blend(corners: [topLeft, topRight, bottomRight, bottomLeft], within: bounds, color: source)
            var y = bounds.y0
            while y < bounds.y1 {
                let band = y..<min(shape.sameRows(from: y).upperBound, bounds.y1)
                let row = shape.row(y)
                let x0 = max(row.start, bounds.x0), x1 = min(row.end, bounds.x1)
                let i0 = min(max(row.interiorStart, x0), x1), i1 = max(min(row.interiorEnd, x1), i0)
                // 2. The interior of the band's rows, one block.
                pixels.blend(PixelRect(x0: i0, y0: band.lowerBound, x1: i1, y1: band.upperBound),
                             Compositing.scale(source, Compositing.factor(row.interior)))
                // 3. Ends no table holds: a column at a time over uniform rows, else row by row.
                let leftHeld = (topLeft?.box.contains(y: y) ?? false) || (bottomLeft?.box.contains(y: y) ?? false)
                let rightHeld = (topRight?.box.contains(y: y) ?? false) || (bottomRight?.box.contains(y: y) ?? false)
                var edgeRow = band.lowerBound
                while edgeRow < band.upperBound && !(leftHeld && rightHeld) {
                    let rows = uniform.contains(y) ? band : edgeRow..<(edgeRow + 1)
                    if !leftHeld { edge(x0..<i0, rows, shape, source, pixels) }
                    if !rightHeld { edge(i1..<x1, rows, shape, source, pixels) }
                    edgeRow = rows.upperBound
                }
                y = band.upperBound
            }
        }
    }

    /// A shape's corner tables, looked up once for all the parts of it drawn.
    struct CornerTables {
        let topLeft, topRight, bottomRight, bottomLeft: CornerCoverage.Table?

        init(_ shape: ShapeCoverage, _ corners: CornerCoverage) {
            topLeft = corners.table(.topLeft, of: shape)
            topRight = corners.table(.topRight, of: shape)
            bottomRight = corners.table(.bottomRight, of: shape)
            bottomLeft = corners.table(.bottomLeft, of: shape)
        }
    }

    /// Source-over of `source` at the shape's exact coverage on columns `xs`
    /// of the rows `band` (one row, or rows whose coverage is the same).
    private func edge(_ xs: Range<Int>, _ band: Range<Int>, _ shape: ShapeCoverage, _ source: UInt32, _ pixels: LayerPixels) {
        for x in xs {
            let factor = Compositing.factor(shape.coverage(x: x, y: band.lowerBound))
            pixels.blend(PixelRect(x0: x, y0: band.lowerBound, x1: x + 1, y1: band.upperBound), Compositing.scale(source, factor))
        }
    }

    // MARK: - Groups

    /// Draws the children into a layer as large as what they draw (cut by
    /// the clip and the current layer), then composites it once at
    /// `opacity`, so overlapping children never show through each other.
    /// How a group draws (`Occlusion` follows the same choice).
    enum GroupPlacement {
        /// Nothing to draw (no opacity, or no pixels).
        case nothing
        /// Into the same layer, drawing narrowed to `limit`.
        case inPlace(limit: PixelRect)
        /// Into a layer of `bounds`, then composited at the group's opacity through the clip.
        case layer(bounds: PixelRect, clip: ShapeCoverage?)
    }

    func placement(opacity: Double, clip: RoundedRect?, children: [SceneItem], limit: PixelRect) -> GroupPlacement {
        guard opacity > 0 else { return .nothing }
        let clipShape = clip.map { ShapeCoverage($0, scale: scale) }
        var bounds = children.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) }.intersection(limit)
        if let clipShape { bounds = bounds.intersection(clipShape.pixelBounds) }
        guard !bounds.isEmpty else { return .nothing }
        // Opaque groups without a clip, or clipped to a rectangle on whole
        // device pixels (the usual snapped frame), need no layer: narrowing
        // where drawing may go clips them exactly.
        if opacity >= 1, clipShape.map({ $0.isPixelAlignedRectangle }) ?? true {
            return .inPlace(limit: clipShape.map { limit.intersection($0.alignedBounds) } ?? limit)
        }
        return .layer(bounds: bounds, clip: clipShape)
    }

    private func group(_ children: [SceneItem], opacity: Double, clip: RoundedRect?, visible: OcclusionPlan.Visible,
                       into layer: inout Layer) throws {
        switch placement(opacity: opacity, clip: clip, children: children, limit: layer.limit) {
        case .nothing:
            return
        case .inPlace(let limit):
            let saved = layer.limit
            layer.limit = limit
            defer { layer.limit = saved }
            try draw(children, into: &layer)
        case .layer(let bounds, let clipShape):
            try layers.reserve(bounds.width * bounds.height)
            defer { layers.release(bounds.width * bounds.height) }
            // The layer holds only what later opaque fills leave to composite
            // (nothing at all when they cover the group), as `Occlusion` planned its children.
            let drawn = occlusion.extent(of: visible, within: bounds)
            guard !drawn.isEmpty else { return }
            var inner = Layer(buffer: PixelBuffer(width: drawn.width, height: drawn.height), originX: drawn.x0, originY: drawn.y0)
            try draw(children, into: &inner)
            occlusion.forEachPart(visible, limit: layer.limit) {
                composite(inner, opacity: opacity, clip: clipShape, within: $0, into: &layer)
            }
        }
    }

    private func composite(_ source: Layer, opacity: Double, clip: ShapeCoverage?, within part: PixelRect, into layer: inout Layer) {
        let bounds = source.bounds.intersection(layer.limit).intersection(part)
        guard !bounds.isEmpty else { return }
        let opacityFactor = Compositing.factor(opacity)
        source.withSourcePixels { from in
            layer.withPixels { pixels in
                guard let clip else {
                    pixels.blend(bounds, from: from, factor: opacityFactor)
                    return
                }
                for y in bounds.y0..<bounds.y1 {
                    let row = clip.row(y)
                    let x0 = max(bounds.x0, row.start), x1 = min(bounds.x1, row.end)
                    guard x0 < x1 else { continue }
                    let i0 = min(max(row.interiorStart, x0), x1), i1 = max(min(row.interiorEnd, x1), i0)
                    for x in x0..<i0 {
                        edge(x, y, Compositing.factor(clip.coverage(x: x, y: y) * opacity))
                    }
                    pixels.blend(PixelRect(x0: i0, y0: y, x1: i1, y1: y + 1), from: from, factor: Compositing.factor(row.interior * opacity))
                    for x in i1..<x1 {
                        edge(x, y, Compositing.factor(clip.coverage(x: x, y: y) * opacity))
                    }
                }
                func edge(_ x: Int, _ y: Int, _ factor: UInt32) {
                    let pixel = from.pixel(x: x, y: y)
                    guard pixel != 0 else { return }
                    pixels.blend(x: x, y: y, factor == 255 ? pixel : Compositing.scale(pixel, factor))
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
            var xs = (min: first.x, max: first.x), ys = (min: first.y, max: first.y)
            for glyph in run.glyphs {
                xs = (min(xs.min, glyph.x), max(xs.max, glyph.x))
                ys = (min(ys.min, glyph.y), max(ys.max, glyph.y))
            }
            let size = run.font.size * scale
            let minX = (run.originX + xs.min) * scale - size
            let maxX = (run.originX + xs.max) * scale + 2 * size
            let baseline = run.baseline * scale
            func pixel(_ v: Double) -> Int { Int(clampedPixels(v).rounded(.down)) }
            return PixelRect(x0: pixel(minX) - 1, y0: pixel(baseline - ys.max * scale - 2 * size) - 1,
                             x1: pixel(maxX) + 2, y1: pixel(baseline - ys.min * scale + size) + 2)
        case .image(let image):
            return ShapeCoverage(RoundedRect(rect: image.rect), scale: scale).pixelBounds
        case .transformed(let transform, let children):
            return transformedBounds(children, transform)
        case .shadow(let shadow, let children):
            return ShadowGeometry(shadow, scale: scale).cast(children.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) })
        }
    }

    // MARK: - Text

    private func drawGlyphs(_ run: GlyphRun, visible: OcclusionPlan.Visible, into layer: inout Layer) throws {
        let source = PixelBuffer.packed(run.color)
        guard source != 0 else { return }
        let steps = Double(GlyphRasterizer.subpixelSteps)
        // Baselines sit on whole device pixels (SPEC §2.9).
        let baseline = Int(clampedPixels(run.baseline * scale).rounded())
        let bounds = layer.limit
        try renderGlyphs.withFont(run.font) { bitmapOf in
            for glyph in run.glyphs {
                let placement = GlyphPlacement(penX: (run.originX + glyph.x) * scale, steps: steps)
                let bitmap = try bitmapOf(glyph.id, placement.subpixel)
                if let color = bitmap.color {
                    drawColorGlyph(color, size: run.font.size, x: placement.whole,
                                   baseline: baseline - Int(clampedPixels(glyph.y * scale).rounded()), visible: visible, into: &layer)
                    continue
                }
                let left = placement.whole + bitmap.left
                let top = baseline - Int(clampedPixels(glyph.y * scale).rounded()) + bitmap.top
                let glyphArea = PixelRect(x0: left, y0: top, x1: left + bitmap.width, y1: top + bitmap.height).intersection(bounds)
                guard !glyphArea.isEmpty else { continue }
                occlusion.forEachPart(visible, limit: glyphArea) { area in
                    guard !area.isEmpty else { return }
                    layer.withPixels { pixels in
                        pixels.blend(mask: bitmap.coverage, maskWidth: bitmap.width, left: left, top: top, area: area, color: source)
                    }
                }
            }
        }
    }
}

extension Painter {
    /// A colour glyph (emoji) scaled from its strike to `size` points, drawn
    /// as an image is (box-reduced, then bilinear; only the visible pixels),
    /// with its top-left from the pen at whole pixel `x` on `baseline`.
    fileprivate func drawColorGlyph(_ color: ColorBitmap, size: Double, x: Int, baseline: Int,
                                    visible: OcclusionPlan.Visible, into layer: inout Layer) {
        let factor = size * scale / color.ppem
        let rect = Rect(x: (Double(x) + Double(color.left) * factor) / scale,
                        y: (Double(baseline) + Double(color.top) * factor) / scale,
                        width: Double(color.width) * factor / scale, height: Double(color.height) * factor / scale)
        let image = SceneImage(pixels: PixelBuffer(width: color.width, height: color.height, premultiplied: color.rgba), rect: rect)
        let drawing = ImageDrawing(image: image, scale: scale)
        let area = ShapeCoverage(RoundedRect(rect: rect), scale: scale).pixelBounds.intersection(layer.limit)
        guard !area.isEmpty else { return }
        occlusion.forEachPart(visible, limit: area) { part in
            guard !part.isEmpty else { return }
            drawing.draw(within: part, into: &layer)
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
