/// A rectangle of whole device pixels, `[x0, x1) × [y0, y1)`: raster clips
/// and layers, and the bounding box of an image comparison.
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    public var x0, y0, x1, y1: Int
    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    public var x: Int { x0 }
    public var y: Int { y0 }
    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    public var description: String { "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1) (\(width) x \(height) px)" }

    func contains(x: Int) -> Bool { x >= x0 && x < x1 }
    func contains(y: Int) -> Bool { y >= y0 && y < y1 }
    /// Whether `area` lies wholly inside (the bounds check of every span).
    func contains(_ area: PixelRect) -> Bool { area.y0 >= y0 && area.y1 <= y1 && area.x0 >= x0 && area.x1 <= x1 }
    /// Where canvas column 0 of row `y` falls in a row-major buffer of this
    /// rect's pixels (may lie outside it; only offsets inside are read).
    func offset(ofRow y: Int) -> Int { (y - y0) * width - x0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}

/// A device-pixel coordinate kept far outside any canvas but convertible to
/// Int: absurd sizes from the document (1e300, infinity, NaN) must not trap.
@inline(__always)
func clampedPixels(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e8), 1e8)
}
