/// pixelmatch 7's colour distance (mapbox/pixelmatch v7.2.0, index.js
/// `colorDelta` and `brightnessDelta`), after Kotsarenko & Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in
/// mobile applications" (2010): the squared YIQ distance of the two colours'
/// difference, translucent pixels blended on the checkerboard first.
/// Written as index.js computes it (differences first, then YIQ), so the
/// counts equal pixelmatch's to the last bit.
struct YIQMetric: PixelMetric {
    /// The largest squared distance (black against white is not it); a
    /// threshold t admits squared distances up to this · t².
    static let maxSquaredDistance = 35215.0

    let maxDelta: Double
    let checkerboard: Bool

    init(threshold: Double, checkerboard: Bool) {
        maxDelta = Self.maxSquaredDistance * threshold * threshold
        self.checkerboard = checkerboard
    }

    @inline(__always)
    func delta(_ a: UInt32, _ b: UInt32, at k: Int) -> PixelDelta {
        let (dr, dg, db) = differences(a, b, backgroundAt: k)
        let y = luma(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return PixelDelta(exceeds: delta > maxDelta, darker: y > 0, magnitude: delta)
    }

    @inline(__always)
    func brightness(_ center: CenterPixel, _ neighbour: UInt32) -> Double {
        if center.pixel == neighbour { return 0 }
        let (dr, dg, db) = center.opaqueDifferences(neighbour) ?? differences(center.pixel, neighbour, backgroundAt: center.offset)
        return luma(dr, dg, db)
    }

    func distance(_ magnitude: Double) -> Double { (magnitude / Self.maxSquaredDistance).squareRoot() }

    /// The channels' differences after blending both pixels on the
    /// background at offset k (only when one is translucent).
    @inline(__always)
    private func differences(_ a: UInt32, _ b: UInt32, backgroundAt k: Int) -> (Double, Double, Double) {
        guard !Channels.bothOpaque(a, b) else { return Channels.differences(a, b) }
        let one = Channels(a), two = Channels(b)
        let (rb, gb, bb) = checkerboard ? Checkerboard.background(byteOffset: k) : Checkerboard.white
        let da = one.a - two.a
        return ((one.r * one.a - two.r * two.a - rb * da) / 255,
                (one.g * one.a - two.g * two.a - gb * da) / 255,
                (one.b * one.a - two.b * two.a - bb * da) / 255)
    }
}
