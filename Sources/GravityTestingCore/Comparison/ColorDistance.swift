/// pixelmatch's perceptual colour distance (mapbox/pixelmatch 5.3.0,
/// index.js `colorDelta`, `blend`, `rgb2y/i/q`), after Kotsarenko & Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color
/// space in mobile applications" (2010).
///
/// Pixels are 32-bit words of straight-alpha RGBA bytes in memory order
/// (r in the lowest byte on little-endian machines).
enum ColorDistance {
    /// The largest possible squared YIQ distance (black against white);
    /// pixelmatch's `35215`. A threshold t in 0…1 admits squared distances up
    /// to `maxSquaredDistance * t * t`.
    static let maxSquaredDistance = 35215.0

    /// Squared YIQ distance of two pixels after compositing each over white.
    /// Signed as pixelmatch 5.3 signs it (negative when `a` is brighter);
    /// callers compare its magnitude.
    @inline(__always)
    static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Double {
        if a == b { return 0 }
        let (r1, g1, b1) = overWhite(a)
        let (r2, g2, b2) = overWhite(b)
        let y1 = luma(r1, g1, b1), y2 = luma(r2, g2, b2)
        let y = y1 - y2
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// A pixel's luma after compositing over white: the anti-aliasing
    /// detector's brightness differences (pixelmatch's `yOnly` deltas) are
    /// differences of these.
    @inline(__always)
    static func luma(_ pixel: UInt32) -> Double {
        let (r, g, b) = overWhite(pixel)
        return luma(r, g, b)
    }

    /// Distance in 0…1 on the same scale as the threshold.
    @inline(__always)
    static func normalized(_ squared: Double) -> Double {
        (abs(squared) / maxSquaredDistance).squareRoot()
    }

    /// pixelmatch's `blend`: c·α + 255·(1 − α), only when α < 255.
    @inline(__always)
    static func overWhite(_ pixel: UInt32) -> (Double, Double, Double) {
        let r = Double(pixel & 0xff), g = Double((pixel >> 8) & 0xff), b = Double((pixel >> 16) & 0xff)
        let alpha = pixel >> 24
        if alpha == 255 { return (r, g, b) }
        let a = Double(alpha) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
