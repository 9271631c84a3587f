import Foundation
import GravityCore

/// The exact area of each device pixel that a rounded rectangle covers, 0…1.
///
/// Analytic, no supersampling: a rounded rectangle is its bounding
/// rectangle minus, at each corner, the corner square outside the quarter
/// disc. The area of a pixel inside a quarter disc has a closed form (the
/// integral of √(r² − u²)), so corner pixels are exact too. Rows are
/// produced as spans so the interior of a row costs nothing per pixel.
struct ShapeCoverage {
    /// The shape in device pixels.
    let left, top, right, bottom: Double
    /// Corner radii in device pixels.
    let tl, tr, br, bl: Double

    init(_ shape: RoundedRect, scale: Double) {
        left = clampedPixels(shape.rect.x * scale)
        top = clampedPixels(shape.rect.y * scale)
        right = clampedPixels(shape.rect.maxX * scale)
        bottom = clampedPixels(shape.rect.maxY * scale)
        tl = clampedPixels(shape.topLeft * scale)
        tr = clampedPixels(shape.topRight * scale)
        br = clampedPixels(shape.bottomRight * scale)
        bl = clampedPixels(shape.bottomLeft * scale)
    }

    var isEmpty: Bool { !(right > left && bottom > top) }

    /// A plain rectangle whose edges fall on whole device pixels: coverage
    /// is exactly 1 inside its pixel bounds and 0 outside.
    /// (Within 1e-6 px: snapped edges at scale 1.5 are not exact in binary.)
    var isPixelAlignedRectangle: Bool {
        tl == 0 && tr == 0 && br == 0 && bl == 0
            && [left, top, right, bottom].allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
    }

    /// The pixel bounds of a pixel-aligned rectangle.
    var alignedBounds: PixelRect {
        PixelRect(x0: Int(left.rounded()), y0: Int(top.rounded()), x1: Int(right.rounded()), y1: Int(bottom.rounded()))
    }

    /// Pixel bounds touched by the shape (canvas coordinates, unclipped).
    var pixelBounds: PixelRect {
        guard !isEmpty else { return .empty }
        return PixelRect(x0: Int(left.rounded(.down)), y0: Int(top.rounded(.down)),
                         x1: Int(right.rounded(.up)), y1: Int(bottom.rounded(.up)))
    }

    /// One row of coverage: exact per-pixel values at the two ends and a
    /// constant value over the interior `[interiorStart, interiorEnd)`.
    struct Row {
        var start = 0, end = 0
        var interiorStart = 0, interiorEnd = 0
        /// Coverage of interior pixels, 0…1 (the row's vertical overlap).
        var interior = 0.0
    }

    /// The spans of row `y` (pixels `[y, y + 1)`).
    func row(_ y: Int) -> Row {
        let py0 = Double(y), py1 = py0 + 1
        let overlapY = min(py1, bottom) - max(py0, top)
        guard overlapY > 0, !isEmpty else { return Row() }
        // The widest corner radius on each side whose corner band this row touches.
        var leftRadius = 0.0, rightRadius = 0.0
        if py0 < top + tl { leftRadius = max(leftRadius, tl) }
        if py1 > bottom - bl { leftRadius = max(leftRadius, bl) }
        if py0 < top + tr { rightRadius = max(rightRadius, tr) }
        if py1 > bottom - br { rightRadius = max(rightRadius, br) }
        var row = Row()
        row.start = Int(left.rounded(.down))
        row.end = Int(right.rounded(.up))
        row.interiorStart = Int((left + leftRadius).rounded(.up))
        row.interiorEnd = Int((right - rightRadius).rounded(.down))
        if row.interiorStart > row.interiorEnd {
            row.interiorStart = row.end
            row.interiorEnd = row.end
        }
        row.interior = overlapY
        return row
    }

    /// Row `y` and the rows after it whose `row(_:)` is the same: `row`
    /// changes only where a row starts or stops lying wholly inside the
    /// shape vertically, or enters or leaves a corner's band (the
    /// conditions of `row`, each true on one side of a whole row number).
    func sameRows(from y: Int) -> Range<Int> {
        var end = Int.max
        func limit(_ edge: Double) { if Int(edge) > y { end = min(end, Int(edge)) } }
        limit(top.rounded(.down)); limit(top.rounded(.up))
        limit((top + tl).rounded(.up)); limit((top + tr).rounded(.up))
        limit((bottom - bl).rounded(.down)); limit((bottom - br).rounded(.down))
        limit(bottom.rounded(.down)); limit(bottom.rounded(.up))
        return y..<max(y + 1, end)
    }

    /// Rows whose `row(y)` is the same and whose pixels' coverage depends on
    /// the column alone: wholly inside the shape vertically (overlap exactly
    /// 1) and clear of every corner's band (no corner term in `coverage`).
    var uniformRows: Range<Int> {
        guard !isEmpty else { return 0..<0 }
        let y0 = Int((top + max(0, tl, tr)).rounded(.up)), y1 = Int((bottom - max(0, bl, br)).rounded(.down))
        return y0..<max(y0, y1)
    }

    /// Exact coverage of pixel `(x, y)`.
    func coverage(x: Int, y: Int) -> Double {
        let px0 = Double(x), px1 = px0 + 1, py0 = Double(y), py1 = py0 + 1
        let overlapX = min(px1, right) - max(px0, left)
        let overlapY = min(py1, bottom) - max(py0, top)
        guard overlapX > 0, overlapY > 0 else { return 0 }
        var area = overlapX * overlapY
        // Subtract the part of each corner square that lies outside its disc.
        // Quadrant coordinates (u, v) grow away from the corner's centre.
        if tl > 0 { area -= outside(u0: left + tl - px1, u1: left + tl - px0, v0: top + tl - py1, v1: top + tl - py0, r: tl) }
        if tr > 0 { area -= outside(u0: px0 - (right - tr), u1: px1 - (right - tr), v0: top + tr - py1, v1: top + tr - py0, r: tr) }
        if br > 0 { area -= outside(u0: px0 - (right - br), u1: px1 - (right - br), v0: py0 - (bottom - br), v1: py1 - (bottom - br), r: br) }
        if bl > 0 { area -= outside(u0: left + bl - px1, u1: left + bl - px0, v0: py0 - (bottom - bl), v1: py1 - (bottom - bl), r: bl) }
        return min(1, max(0, area))
    }

    /// Area of `[u0, u1] × [v0, v1]` inside the corner square `[0, r]²` but
    /// outside the disc of radius `r` centred at the origin.
    private func outside(u0: Double, u1: Double, v0: Double, v1: Double, r: Double) -> Double {
        let a = max(0, u0), b = min(r, u1), c = max(0, v0), d = min(r, v1)
        guard b > a, d > c else { return 0 }
        let square = (b - a) * (d - c)
        // Most pixels of a corner square lie wholly inside or outside the disc.
        if b * b + d * d <= r * r { return 0 }
        if a * a + c * c >= r * r { return square }
        let inside = Self.discArea(b, d, r) - Self.discArea(a, d, r) - Self.discArea(b, c, r) + Self.discArea(a, c, r)
        return max(0, square - inside)
    }

    /// Area of the disc of radius `r` (centred at the origin) inside
    /// `[0, x] × [0, y]`, for x, y ≥ 0.
    static func discArea(_ x: Double, _ y: Double, _ r: Double) -> Double {
        let x = min(x, r), y = min(y, r)
        if x * x + y * y <= r * r { return x * y }
        // Below u0 the disc reaches above y; beyond it the arc bounds the area.
        let u0 = (r * r - y * y).squareRoot()
        return u0 * y + arcIntegral(x, r) - arcIntegral(u0, r)
    }

    /// ∫₀ᵘ √(r² − t²) dt.
    private static func arcIntegral(_ u: Double, _ r: Double) -> Double {
        let ratio = min(1, u / r)
        return (u * max(0, r * r - u * u).squareRoot() + r * r * asin(ratio)) / 2
    }
}
