import GravityCore

/// A border: the outer shape's coverage minus that of the shape inset by
/// the border width, so the border lies inside the bounds.
///
/// Drawn as spans, not pixel by pixel: corners that have a table
/// (`CornerCoverage`, outer minus inner) as coverage masks; the other rows
/// in bands whose spans (`ShapeCoverage.row`) are the same for both shapes,
/// each band's columns in segments cut where either shape's row changes,
/// so a segment has one coverage on every pixel (a straight stretch of
/// border, or the hole) or needs exact coverage per pixel: once per column
/// where the band's coverage depends on the column alone.
struct BorderDrawing {
    let outer: ShapeCoverage, inner: ShapeCoverage
    /// Corner tables of the border (outer minus inner), by corner.
    let topLeft, topRight, bottomRight, bottomLeft: CornerCoverage.Table?
    /// The premultiplied colour; 0 draws nothing.
    let source: UInt32

    init(_ shape: RoundedRect, width: Double, color: Color, scale: Double, corners: CornerCoverage) {
        outer = ShapeCoverage(shape, scale: scale)
        inner = ShapeCoverage(shape.inset(by: width), scale: scale)
        source = width > 0 ? PixelBuffer.packed(color) : 0
        let drawn = source != 0 && !outer.isEmpty
        topLeft = drawn ? corners.table(.topLeft, of: outer, minus: inner) : nil
        topRight = drawn ? corners.table(.topRight, of: outer, minus: inner) : nil
        bottomRight = drawn ? corners.table(.bottomRight, of: outer, minus: inner) : nil
        bottomLeft = drawn ? corners.table(.bottomLeft, of: outer, minus: inner) : nil
    }

    func draw(within part: PixelRect, into layer: inout Layer) {
        let bounds = outer.pixelBounds.intersection(layer.limit).intersection(part)
        guard source != 0, !bounds.isEmpty else { return }
        layer.withPixels { pixels in
            pixels.blend(corners: [topLeft, topRight, bottomRight, bottomLeft], within: bounds, color: source)
            var y = bounds.y0
            while y < bounds.y1 {
                let band = y..<min(outer.sameRows(from: y).upperBound, inner.sameRows(from: y).upperBound, bounds.y1)
                // A table's box is a whole band's first or last columns of the outer row.
                var columns = bounds.x0..<bounds.x1
                if let box = Self.box(holding: y, topLeft, bottomLeft) {
                    columns = min(max(columns.lowerBound, box.x1), columns.upperBound)..<columns.upperBound
                }
                if let box = Self.box(holding: y, topRight, bottomRight) {
                    columns = columns.lowerBound..<max(min(columns.upperBound, box.x0), columns.lowerBound)
                }
                drawBand(band, outer.row(y), inner.row(y), columns: columns, pixels)
                y = band.upperBound
            }
        }
    }

    /// The box of whichever of two tables holds row `y`.
    private static func box(holding y: Int, _ first: CornerCoverage.Table?, _ second: CornerCoverage.Table?) -> PixelRect? {
        if let box = first?.box, box.contains(y: y) { return box }
        if let box = second?.box, box.contains(y: y) { return box }
        return nil
    }

    /// Columns `columns` of a band of rows whose spans are `o` (outer) and `i` (inner).
    private func drawBand(_ band: Range<Int>, _ o: ShapeCoverage.Row, _ i: ShapeCoverage.Row, columns: Range<Int>,
                          _ pixels: LayerPixels) {
        let x1 = min(o.end, columns.upperBound)
        // Coverage depends on the column alone where each shape's does over
        // the band (rows with no inner pixels count: its coverage is 0).
        let byColumn = outer.uniformRows.contains(band.lowerBound)
            && (i.start == i.end || inner.uniformRows.contains(band.lowerBound))
        var a = max(o.start, columns.lowerBound)
        while a < x1 {
            // The segment [a, b): no cut of either row inside it.
            var b = x1
            func cut(_ x: Int) { if x > a && x < b { b = x } }
            cut(o.interiorStart); cut(o.interiorEnd); cut(i.start); cut(i.interiorStart); cut(i.interiorEnd); cut(i.end)
            let outerInterior = a >= o.interiorStart && a < o.interiorEnd
            let innerPixels = a >= i.start && a < i.end
            let innerInterior = innerPixels && a >= i.interiorStart && a < i.interiorEnd
            if outerInterior && (innerInterior || !innerPixels) {
                blend(o.interior - (innerInterior ? i.interior : 0), PixelRect(x0: a, y0: band.lowerBound, x1: b, y1: band.upperBound), pixels)
            } else {
                for x in a..<b {
                    func coverage(_ y: Int) -> Double {
                        (outerInterior ? o.interior : outer.coverage(x: x, y: y))
                            - (innerInterior ? i.interior : innerPixels ? inner.coverage(x: x, y: y) : 0)
                    }
                    if byColumn {
                        blend(coverage(band.lowerBound), PixelRect(x0: x, y0: band.lowerBound, x1: x + 1, y1: band.upperBound), pixels)
                    } else {
                        for y in band {
                            let coverage = coverage(y)
                            if coverage > 0 { pixels.blend(x: x, y: y, Compositing.scale(source, Compositing.factor(coverage))) }
                        }
                    }
                }
            }
            a = b
        }
    }

    @inline(__always)
    private func blend(_ coverage: Double, _ area: PixelRect, _ pixels: LayerPixels) {
        guard coverage > 0 else { return }
        pixels.blend(area, Compositing.scale(source, Compositing.factor(coverage)))
    }
}
