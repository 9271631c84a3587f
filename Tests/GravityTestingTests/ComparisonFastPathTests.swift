import SplitMix64
import XCTest
@testable import GravityTestingCore

/// The comparison's fast paths (unrolled detector away from the edges,
/// stripes of rows dealt to threads) against a plain, line-by-line port of
/// pixelmatch 5.3.0's index.js: same counts, distance, box and diff picture
/// on images built to have anti-aliased edges, flat areas, translucency and
/// noise, for every split into threads and stripes.
final class ComparisonFastPathTests: XCTestCase {
    func testEverySplitMatchesThePlainPort() {
        var random = SplitMix64(state: 18)
        for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 2), (3, 3), (17, 11), (40, 33), (64, 7)] {
            for variant in 0..<4 {
                let (a, b) = Self.pair(width, height, &random, variant: variant)
                for threshold in [0, 0.05, 0.1, 0.3] {
                    for includeAA in [false, true] {
                        let reference = PlainPixelmatch.compare(a, b, threshold: threshold, includeAA: includeAA)
                        for (threads, stripeRows) in [(1, 16), (2, 1), (2, 4), (3, 2), (5, 1), (64, 3)] {
                            let (result, diff) = ImageComparison.compare(a, b, threshold: threshold, includeAntiAliasing: includeAA,
                                                                         diffImage: true, threads: threads, stripeRows: stripeRows)
                            let what = "\(width)×\(height) variant \(variant) threshold \(threshold) AA \(includeAA) "
                                + "threads \(threads) stripes of \(stripeRows)"
                            XCTAssertEqual(result, reference.result, what)
                            XCTAssertTrue(diff == reference.diff, "diff picture: " + what)
                        }
                    }
                }
            }
        }
    }

    /// The cases must exercise the detector both ways, or the test above
    /// says nothing about it.
    func testThePairsHaveAntiAliasingAndCountedPixels() {
        var random = SplitMix64(state: 18)
        let (a, b) = Self.pair(40, 33, &random, variant: 0)
        let result = PlainPixelmatch.compare(a, b, threshold: 0, includeAA: false).result
        XCTAssertGreaterThan(result.antiAliasedPixels, 10)
        XCTAssertGreaterThan(result.differingPixels, 10)
    }

    /// An image large enough for the default split (two threads on a
    /// machine with two processors or more), compared by the public entry point.
    func testLargeImageDefaultSplitMatchesThePlainPort() {
        var random = SplitMix64(state: 7)
        let (a, b) = Self.pair(700, 400, &random, variant: 1)
        XCTAssertGreaterThan(700 * 400, ImageComparison.pixelsPerThread)
        let reference = PlainPixelmatch.compare(a, b, threshold: 0.05, includeAA: false)
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

/// pixelmatch 5.3.0 (index.js) as written: byte arrays, clamped loops, no
/// shortcuts; plus the figures our result adds (anti-aliased count,
/// largest distance of pixels not excused, bounding box).
enum PlainPixelmatch {
    static func compare(_ one: RGBAImage, _ two: RGBAImage, threshold: Double,
                        includeAA: Bool) -> (result: GravityTestingCore.ComparisonResult, diff: RGBAImage) {
        let width = one.width, height = one.height
        let img1 = one.rgba, img2 = two.rgba
        let maxDelta = 35215 * threshold * threshold
        var output = [UInt8](repeating: 0, count: img1.count)
        var diff = 0, antiAliased = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        func draw(_ pos: Int, _ r: Double, _ g: Double, _ b: Double) {
            output[pos] = UInt8(Int(r)); output[pos + 1] = UInt8(Int(g)); output[pos + 2] = UInt8(Int(b)); output[pos + 3] = 255
        }
        for y in 0..<height {
            for x in 0..<width {
                let pos = (y * width + x) * 4
                let delta = colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    if !includeAA && (antialiased(img1, x, y, width, height, img2) || antialiased(img2, x, y, width, height, img1)) {
                        draw(pos, 255, 255, 0)
                        antiAliased += 1
                    } else {
                        draw(pos, 255, 0, 0)
                        diff += 1
                        largest = max(largest, abs(delta))
                        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                    }
                } else {
                    largest = max(largest, abs(delta))
                    // drawGrayPixel(img1, pos, 0.1, output)
                    let value = blend(rgb2y(Double(img1[pos]), Double(img1[pos + 1]), Double(img1[pos + 2])),
                                      0.1 * Double(img1[pos + 3]) / 255)
                    draw(pos, value, value, value)
                }
            }
        }
        let box = diff > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        let result = GravityTestingCore.ComparisonResult(sizeMismatch: nil, totalPixels: width * height, differingPixels: diff,
                                      antiAliasedPixels: antiAliased, largestDistance: (largest / 35215).squareRoot(),
                                      boundingBox: box)
        return (result, RGBAImage(width: width, height: height, rgba: output))
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
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
                if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2]
                    && img[pos + 3] == img[pos2 + 3] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { a1 /= 255; r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1) }
        if a2 < 255 { a2 /= 255; r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2) }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2), y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
}
