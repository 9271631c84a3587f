import Glibc

/// pixelmatch's main-branch colour distance (mapbox/pixelmatch c6fee35,
/// 2026, index.js `colorDelta`, `oklabHyabDelta`, `toe`, `brightnessDelta`):
/// HyAB (|ΔLr| + √(Δa² + Δb²), Abasi et al. 2019) in OKLab (Ottosson 2020)
/// with toe-corrected lightness Lr; black against white is 1. Its lookup
/// tables (sRGB → linear, cube root) and their linear interpolation are
/// part of the figures, so they are reproduced as index.js builds them.
struct OKLabMetric: PixelMetric {
    let maxDelta: Double
    let checkerboard: Bool
    private let tables = OKLabTables.shared

    init(threshold: Double, checkerboard: Bool) {
        maxDelta = threshold
        self.checkerboard = checkerboard
    }

    @inline(__always)
    func delta(_ a: UInt32, _ b: UInt32, at k: Int) -> PixelDelta {
        let one: OKLabTables.Point, two: OKLabTables.Point
        if Channels.bothOpaque(a, b) {
            one = tables.point(Channels(a))
            two = tables.point(Channels(b))
        } else {
            let background = checkerboard ? Checkerboard.background(byteOffset: k) : Checkerboard.white
            one = tables.point(Self.blend(Channels(a), on: background))
            two = tables.point(Self.blend(Channels(b), on: background))
        }
        return hyab(one, two)
    }

    /// 1. Lightness first: beyond the threshold on its own, the pixel differs.
    /// 2. Else the chroma distance must fit in what is left of the threshold
    ///    (index.js compares squares, without the root; so do we).
    @inline(__always)
    func hyab(_ one: OKLabTables.Point, _ two: OKLabTables.Point) -> PixelDelta {
        let dLr = one.lr - two.lr
        let dl = one.l - two.l, dm = one.m - two.m, ds = one.s - two.s
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        let rest = maxDelta - abs(dLr)
        let within = rest > 0 && da * da + db * db <= rest * rest
        return PixelDelta(exceeds: !within, darker: dLr > 0, magnitude: abs(dLr) + (da * da + db * db).squareRoot())
    }

    /// On white (not the checkerboard: index.js says a ramp test needs a
    /// steady background); equal luma but different alpha is ordered by alpha.
    @inline(__always)
    func brightness(_ center: CenterPixel, _ neighbour: UInt32) -> Double {
        if center.pixel == neighbour { return 0 }
        if let (dr, dg, db) = center.opaqueDifferences(neighbour) { return luma(dr, dg, db) }
        let one = Channels(center.pixel), two = Channels(neighbour)
        let da = one.a - two.a
        let d = luma((one.r * one.a - two.r * two.a - 255 * da) / 255,
                     (one.g * one.a - two.g * two.a - 255 * da) / 255,
                     (one.b * one.a - two.b * two.a - 255 * da) / 255)
        return d == 0 && da != 0 ? da / 2 : d
    }

    func distance(_ magnitude: Double) -> Double { magnitude }

    @inline(__always)
    static func blend(_ c: Channels, on background: (Double, Double, Double)) -> Channels {
        var blended = c
        blended.r = (c.r * c.a + background.0 * (255 - c.a)) / 255
        blended.g = (c.g * c.a + background.1 * (255 - c.a)) / 255
        blended.b = (c.b * c.a + background.2 * (255 - c.a)) / 255
        return blended
    }
}

/// index.js's tables: LIN (sRGB byte → linear, 257 entries, the last
/// repeated for interpolation) and CBRT (∛(i / 4096) for i in 0…4097).
final class OKLabTables: Sendable {
    static let shared = OKLabTables()

    let lin: [Double]
    let cbrtTable: [Double]

    private init() {
        var lin = (0..<256).map { i -> Double in
            let c = Double(i) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        lin.append(lin[255])
        self.lin = lin
        cbrtTable = (0...4097).map { cbrt(Double($0) / 4096) }
    }

    /// Cube-rooted LMS and toe-corrected lightness of a colour.
    struct Point {
        var l: Double, m: Double, s: Double, lr: Double
    }

    /// `c`'s channels may be fractional (blended): the linear values are
    /// then interpolated, as index.js's `linLUT` does.
    @inline(__always)
    func point(_ c: Channels) -> Point {
        let r = linear(c.r), g = linear(c.g), b = linear(c.b)
        let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return Point(l: l, m: m, s: s, lr: Self.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
    }

    @inline(__always)
    func linear(_ x: Double) -> Double {
        let i = Int(x)
        return lin[i] + (lin[i + 1] - lin[i]) * (x - Double(i))
    }

    @inline(__always)
    func cubeRoot(_ x: Double) -> Double {
        let t = x * 4096
        let i = Int(t)
        return cbrtTable[i] + (cbrtTable[i + 1] - cbrtTable[i]) * (t - Double(i))
    }

    /// Ottosson's toe: lightness closer to perceived near black.
    @inline(__always)
    static func toe(_ lightness: Double) -> Double {
        let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
        let x = k3 * lightness - k1
        return 0.5 * (x + (x * x + 4 * k2 * k3 * lightness).squareRoot())
    }
}
