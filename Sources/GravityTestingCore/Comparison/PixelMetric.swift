/// One of pixelmatch's colour metrics, as the comparison and the
/// anti-aliasing detector use it. Pixels are 32-bit words of straight-alpha
/// RGBA bytes in memory order (r in the lowest byte on little-endian
/// machines); k is a pixel's byte offset in its image, which places it on
/// the checkerboard.
protocol PixelMetric {
    /// pixelmatch's `colorDelta` of two different pixels at offset k.
    func delta(_ a: UInt32, _ b: UInt32, at k: Int) -> PixelDelta
    /// pixelmatch's brightness difference of a centre pixel (at offset k)
    /// and a neighbour, for the anti-aliasing detector; 0 means "equal".
    func brightness(_ center: CenterPixel, _ neighbour: UInt32) -> Double
    /// A delta's magnitude as a distance in the threshold's units (0…1).
    func distance(_ magnitude: Double) -> Double
}

/// What a metric says of a pair of pixels.
struct PixelDelta {
    /// Above the threshold.
    var exceeds: Bool
    /// The second (actual) pixel is the darker: pixelmatch's negative sign.
    var darker: Bool
    /// Grows with the distance; `PixelMetric.distance` turns it into one.
    var magnitude: Double
}

/// The anti-aliasing detector's centre pixel, unpacked once for its 8
/// neighbours (the detector's cost is these comparisons).
struct CenterPixel {
    let pixel: UInt32
    /// Its byte offset: where it sits on the checkerboard.
    let offset: Int
    let r: Int32, g: Int32, b: Int32
    let opaque: Bool

    @inline(__always)
    init(_ pixel: UInt32, offset: Int) {
        self.pixel = pixel
        self.offset = offset
        r = Int32(pixel & 0xff)
        g = Int32((pixel >> 8) & 0xff)
        b = Int32((pixel >> 16) & 0xff)
        opaque = pixel >> 24 == 255
    }

    /// Both opaque: r, g, b differences, subtracted as integers (exact).
    @inline(__always)
    func opaqueDifferences(_ neighbour: UInt32) -> (Double, Double, Double)? {
        guard opaque && neighbour >> 24 == 255 else { return nil }
        return (Double(r &- Int32(neighbour & 0xff)), Double(g &- Int32((neighbour >> 8) & 0xff)),
                Double(b &- Int32((neighbour >> 16) & 0xff)))
    }
}

/// A pixel word's channels as numbers.
struct Channels {
    var r: Double, g: Double, b: Double, a: Double

    @inline(__always)
    init(_ pixel: UInt32) {
        r = Double(pixel & 0xff)
        g = Double((pixel >> 8) & 0xff)
        b = Double((pixel >> 16) & 0xff)
        a = Double(pixel >> 24)
    }

    @inline(__always)
    static func bothOpaque(_ a: UInt32, _ b: UInt32) -> Bool { (a & b) >> 24 == 255 }

    /// r, g, b of `a` minus those of `b`, subtracted as integers (exact, and
    /// one conversion per channel: the opaque path's whole cost).
    @inline(__always)
    static func differences(_ a: UInt32, _ b: UInt32) -> (Double, Double, Double) {
        (Double(Int32(a & 0xff) &- Int32(b & 0xff)),
         Double(Int32((a >> 8) & 0xff) &- Int32((b >> 8) & 0xff)),
         Double(Int32((a >> 16) & 0xff) &- Int32((b >> 16) & 0xff)))
    }
}

/// Rec. 601 luma with pixelmatch's coefficients (its `rgb2y`).
@inline(__always)
func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}
