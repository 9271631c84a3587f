import SplitMix64
import XCTest
@testable import GravityTestingCore

/// The comparison's fast paths (unrolled detector away from the edges,
/// stripes of rows dealt to threads, the opaque shortcut past the
/// checkerboard) against a plain, line-by-line port of pixelmatch's index.js
/// (v7.2.0 for YIQ, main for OKLab): same counts, distance, box and diff
/// picture on images built to have anti-aliased edges, flat areas,
/// translucency and noise, for both metrics and every split into threads and stripes.
final class ComparisonFastPathTests: XCTestCase {
    func testEverySplitMatchesThePlainPort() {
        var random = SplitMix64(state: 18)
        for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 2), (3, 3), (17, 11), (40, 33), (64, 7)] {
            for variant in 0..<4 {
                let (a, b) = Self.pair(width, height, &random, variant: variant)
                for metric in ColorMetric.allCases {
                    for threshold in [0, 0.05, 0.1, 0.3] {
                        for includeAA in [false, true] {
                            let options = ComparisonOptions(threshold: threshold, metric: metric, includeAntiAliasing: includeAA,
                                                            checkerboard: variant != 1)
                            let reference = PlainPixelmatch.compare(a, b, options)
                            for (threads, stripeRows) in [(1, 16), (2, 1), (2, 4), (3, 2), (5, 1), (64, 3)] {
                                let (result, diff) = ImageComparison.compare(a, b, options: options, style: Self.style,
                                                                             threads: threads, stripeRows: stripeRows)
                                let what = "\(width)×\(height) variant \(variant) \(metric) threshold \(threshold) AA \(includeAA) "
                                    + "threads \(threads) stripes of \(stripeRows)"
                                XCTAssertEqual(result, reference.result, what)
                                XCTAssertTrue(diff == reference.diff, "diff picture: " + what)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Darker pixels in their own colour, so the sign is checked too.
    static let style = DiffStyle(darkerColor: DiffColor(0, 255, 0))

    /// The cases must exercise the detector both ways, and translucent
    /// pixels, or the test above says nothing about them.
    func testThePairsHaveAntiAliasingAndCountedPixels() {
        var random = SplitMix64(state: 18)
        let (a, b) = Self.pair(40, 33, &random, variant: 0)
        for metric in ColorMetric.allCases {
            let result = PlainPixelmatch.compare(a, b, ComparisonOptions(metric: metric)).result
            XCTAssertGreaterThan(result.antiAliasedPixels, 10, "\(metric)")
            XCTAssertGreaterThan(result.differingPixels, 10, "\(metric)")
        }
        XCTAssertGreaterThan(stride(from: 3, to: a.rgba.count, by: 4).filter { a.rgba[$0] < 255 }.count, 5)
    }

    /// An image large enough for the default split (two threads on a
    /// machine with two processors or more), compared by the public entry point.
    func testLargeImageDefaultSplitMatchesThePlainPort() {
        var random = SplitMix64(state: 7)
        let (a, b) = Self.pair(700, 400, &random, variant: 1)
        XCTAssertGreaterThan(700 * 400, ImageComparison.pixelsPerThread)
        let reference = PlainPixelmatch.compare(a, b, ComparisonOptions(threshold: 0.05), style: .standard)
        let (result, diff) = ImageComparison.compare(a, b, threshold: 0.05, diffImage: true)
        XCTAssertEqual(result, reference.result)
        XCTAssertTrue(diff == reference.diff)
        XCTAssertGreaterThan(result.antiAliasedPixels, 0)
    }

    /// A and a changed B: rectangles with blended (anti-aliased) edges on a
    /// flat background, a few translucent pixels and noise; B moves some
    /// edges by a pixel, recolours a little and flips random pixels.
    static func pair(_ width: Int, _ height: Int, _ random: inout SplitMix64, variant: Int) -> (RGBAImage, RGBAImage) {
        var a = RGBAImage.filled(width, height, (250, 250, 250, 255))
        var b = a
        for _ in 0..<max(1, width * height / 60) {
            let colour = (UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)), UInt8(255))
            let x = random.below(width), y = random.below(height)
            let w = 1 + random.below(max(1, width / 3)), h = 1 + random.below(max(1, height / 3))
            let shift = variant == 2 ? 0 : random.below(2)
            Self.rectangle(&a, x, y, w, h, colour)
            Self.rectangle(&b, x + shift, y, w, h, colour)
        }
        for _ in 0..<(width * height / (variant == 3 ? 3 : 25)) {
            let x = random.below(width), y = random.below(height)
            let pixel = (UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)),
                         UInt8(random.below(4) == 0 ? random.below(256) : 255))
            if random.below(2) == 0 { b.set(x, y, pixel) } else { a.set(x, y, pixel) }
        }
        return (a, b)
    }

    /// A filled rectangle whose right and bottom edges are half blended
    /// with what lies under them, as anti-aliasing leaves them.
    static func rectangle(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ w: Int, _ h: Int,
                          _ colour: (UInt8, UInt8, UInt8, UInt8)) {
        for py in y..<min(y + h + 1, image.height) {
            for px in x..<min(x + w + 1, image.width) {
                if px < x + w && py < y + h {
                    image.set(px, py, colour)
                } else {
                    let under = image.pixel(px, py)
                    image.set(px, py, (UInt8((Int(under[0]) + Int(colour.0)) / 2), UInt8((Int(under[1]) + Int(colour.1)) / 2),
                                       UInt8((Int(under[2]) + Int(colour.2)) / 2), 255))
                }
            }
        }
    }
}

/// pixelmatch's index.js as written (v7.2.0 for YIQ, main c6fee35 for
/// OKLab, whose lookup tables it shares with ours): byte arrays, clamped
/// loops, no shortcuts; plus the figures our result adds (anti-aliased
/// count, largest distance of pixels not excused, bounding box).
enum PlainPixelmatch {
    static func compare(_ one: RGBAImage, _ two: RGBAImage, _ options: ComparisonOptions,
                        style: DiffStyle = ComparisonFastPathTests.style) -> (result: GravityTestingCore.ComparisonResult, diff: RGBAImage) {
        let width = one.width, height = one.height
        let img1 = one.rgba, img2 = two.rgba
        let yiq = options.metric == .yiq
        let maxDelta = yiq ? 35215 * options.threshold * options.threshold : options.threshold
        var output = [UInt8](repeating: 0, count: img1.count)
        var diff = 0, antiAliased = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        func draw(_ pos: Int, _ c: DiffColor) {
            output[pos] = c.red; output[pos + 1] = c.green; output[pos + 2] = c.blue; output[pos + 3] = 255
        }
        for y in 0..<height {
            for x in 0..<width {
                let pos = (y * width + x) * 4
                let same = img1[pos..<pos + 4] == img2[pos..<pos + 4]
                let (delta, magnitude) = same ? (0.0, 0.0)
                    : yiq ? yiqDelta(img1, img2, pos, options.checkerboard, maxDelta)
                          : oklabDelta(img1, img2, pos, options.checkerboard, maxDelta)
                if delta != 0 {
                    if !options.includeAntiAliasing
                        && (antialiased(img1, x, y, width, height, img2, options) || antialiased(img2, x, y, width, height, img1, options)) {
                        draw(pos, style.antiAliasedColor)
                        antiAliased += 1
                    } else {
                        draw(pos, delta < 0 ? style.darkerColor ?? style.diffColor : style.diffColor)
                        diff += 1
                        largest = max(largest, magnitude)
                        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                    }
                } else {
                    largest = max(largest, magnitude)
                    // drawGrayPixel(img1, pos, alpha, output)
                    let value = 255 + (rgb2y(Double(img1[pos]), Double(img1[pos + 1]), Double(img1[pos + 2])) - 255)
                        * style.alpha * Double(img1[pos + 3]) / 255
                    let gray = UInt8(Int(value))
                    output[pos] = gray; output[pos + 1] = gray; output[pos + 2] = gray; output[pos + 3] = 255
                }
            }
        }
        let box = diff > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        let result = GravityTestingCore.ComparisonResult(sizeMismatch: nil, totalPixels: width * height, differingPixels: diff,
                                      antiAliasedPixels: antiAliased,
                                      largestDistance: yiq ? (largest / 35215).squareRoot() : largest,
                                      boundingBox: box)
        return (result, RGBAImage(width: width, height: height, rgba: output))
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8],
                            _ options: ComparisonOptions) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let m = (y * width + x) * 4
                let delta = options.metric == .yiq ? yiqBrightness(img, pos, m, options.checkerboard) : oklabBrightness(img, pos, m)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if img[pos..<pos + 4] == img[pos2..<pos2 + 4] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func background(_ k: Int, _ checkerboard: Bool) -> (Double, Double, Double) {
        guard checkerboard else { return (255, 255, 255) }
        return (48 + 159 * Double(k % 2), 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2),
                48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2))
    }

    static func channels(_ img: [UInt8], _ k: Int) -> (Double, Double, Double, Double) {
        (Double(img[k]), Double(img[k + 1]), Double(img[k + 2]), Double(img[k + 3]))
    }

    /// v7.2.0 `colorDelta`, then the threshold test: (±1 or 0, squared distance).
    static func yiqDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ checkerboard: Bool, _ maxDelta: Double) -> (Double, Double) {
        let (r1, g1, b1, a1) = channels(img1, k), (r2, g2, b2, a2) = channels(img2, k)
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = rgb2y(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return (abs(delta) > maxDelta ? (y > 0 ? -1 : 1) : 0, delta)
    }

    /// v7.2.0 `brightnessDelta` (the checkerboard at the centre k).
    static func yiqBrightness(_ img: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        let (r1, g1, b1, a1) = channels(img, k), (r2, g2, b2, a2) = channels(img, m)
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return rgb2y(dr, dg, db)
    }

    /// main's `colorDelta` and `oklabHyabDelta`: (±1 or 0, HyAB distance).
    static func oklabDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ checkerboard: Bool, _ maxDelta: Double) -> (Double, Double) {
        var (r1, g1, b1, a1) = channels(img1, k), (r2, g2, b2, a2) = channels(img2, k)
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            r1 = (r1 * a1 + rb * (255 - a1)) / 255; g1 = (g1 * a1 + gb * (255 - a1)) / 255; b1 = (b1 * a1 + bb * (255 - a1)) / 255
            r2 = (r2 * a2 + rb * (255 - a2)) / 255; g2 = (g2 * a2 + gb * (255 - a2)) / 255; b2 = (b2 * a2 + bb * (255 - a2)) / 255
        }
        let t = OKLabTables.shared
        func lms(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double, Double) {
            let lr = t.linear(r), lg = t.linear(g), lb = t.linear(b)
            let l = t.cubeRoot(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
            let m = t.cubeRoot(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
            let s = t.cubeRoot(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
            return (l, m, s, OKLabTables.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
        }
        let (l1, m1, s1, lr1) = lms(r1, g1, b1), (l2, m2, s2, lr2) = lms(r2, g2, b2)
        let dLr = lr1 - lr2, dl = l1 - l2, dm = m1 - m2, ds = s1 - s2
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        let distance = abs(dLr) + (da * da + db * db).squareRoot()
        let rest = maxDelta - abs(dLr)
        if rest > 0 && da * da + db * db <= rest * rest { return (0, distance) }
        return (dLr > 0 ? -1 : 1, distance)
    }

    /// main's `brightnessDelta`: on white, alpha breaks a tie.
    static func oklabBrightness(_ img: [UInt8], _ k: Int, _ m: Int) -> Double {
        let (r1, g1, b1, a1) = channels(img, k), (r2, g2, b2, a2) = channels(img, m)
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            dr = (r1 * a1 - r2 * a2 - 255 * da) / 255
            dg = (g1 * a1 - g2 * a2 - 255 * da) / 255
            db = (b1 * a1 - b2 * a2 - 255 * da) / 255
            let d = rgb2y(dr, dg, db)
            return d == 0 && da != 0 ? da / 2 : d
        }
        return rgb2y(dr, dg, db)
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
}
