import XCTest
import CRasterSpans
import GravityCore
@testable import GravityRender

/// The vector span kernels (CRasterSpans, through `LayerPixels` and
/// `PixelRows`) against the scalar arithmetic of `Compositing`, pixel by
/// pixel: every span width from 0 to 19 (whole 8-pixel steps and the
/// one-by-one remainder), layers away from the canvas origin, rows of a
/// wider buffer, and the pixels around each area left untouched. Each
/// test runs with the kernels chosen for this CPU (AVX2 where it has it)
/// and again with the baseline ones.
final class SpanKernelTests: XCTestCase {
    /// Runs `body` with this CPU's kernels, then with the baseline ones.
    func withBothKernels(_ body: () throws -> Void) rethrows {
        try body()
        gravity_spans_use_baseline(1)
        defer { gravity_spans_use_baseline(0) }
        try body()
    }

    /// A fixed pseudo-random sequence (a 64-bit LCG), so failures repeat.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        /// A premultiplied pixel: every channel at most its alpha; alpha 0
        /// and 255 often.
        mutating func pixel() -> UInt32 {
            let choice = next() % 4
            let alpha: UInt32 = choice == 0 ? 0 : choice == 1 ? 255 : next() % 256
            func channel() -> UInt32 { alpha == 0 ? 0 : next() % (alpha + 1) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        mutating func byte() -> UInt8 {
            let choice = next() % 4
            return choice == 0 ? 0 : choice == 1 ? 255 : UInt8(next() % 256)
        }
    }

    /// A 24 × 6 layer at canvas (100, 50) filled with random premultiplied pixels.
    func randomLayer(_ numbers: inout Numbers) -> Layer {
        let words = (0..<(24 * 6)).map { _ in numbers.pixel() }
        let bytes = words.flatMap { w in [UInt8(w & 255), UInt8(w >> 8 & 255), UInt8(w >> 16 & 255), UInt8(w >> 24)] }
        return Layer(buffer: PixelBuffer(width: 24, height: 6, premultiplied: bytes), originX: 100, originY: 50)
    }

    /// Every pixel of `after` is `expected(x, y, before)` inside `area` and unchanged outside it.
    func assertPixels(_ before: Layer, _ after: Layer, area: PixelRect, _ what: String,
                      expected: (Int, Int, UInt32) -> UInt32, file: StaticString = #filePath, line: UInt = #line) {
        let old = before.buffer.packedWords, new = after.buffer.packedWords
        for y in 0..<6 {
            for x in 0..<24 {
                let cx = x + 100, cy = y + 50
                let inside = cx >= area.x0 && cx < area.x1 && cy >= area.y0 && cy < area.y1
                let want = inside ? expected(cx, cy, old[y * 24 + x]) : old[y * 24 + x]
                if new[y * 24 + x] != want {
                    XCTFail("\(what): pixel (\(cx), \(cy)) is \(String(new[y * 24 + x], radix: 16)), expected \(String(want, radix: 16))",
                            file: file, line: line)
                    return
                }
            }
        }
    }

    /// Areas of every width 0…19 and 1 or 3 rows, at several columns.
    func areas() -> [PixelRect] {
        (0...19).flatMap { width in
            [PixelRect(x0: 100 + width % 5, y0: 51, x1: 100 + width % 5 + width, y1: 52),
             PixelRect(x0: 104, y0: 52, x1: 104 + width, y1: 55)]
        }
    }

    func testColourSpansMatchPerPixelSourceOver() {
        withBothKernels {
            var numbers = Numbers(state: 1)
            for area in areas() {
                for _ in 0..<4 {
                    let color = numbers.pixel()
                    let before = randomLayer(&numbers)
                    var after = before
                    after.withPixels { $0.blend(area, color) }
                    assertPixels(before, after, area: area, "colour \(String(color, radix: 16)) on \(area)") { _, _, d in
                        Compositing.over(color, d)
                    }
                }
            }
        }
    }

    func testMaskSpansMatchPerPixelSourceOver() {
        withBothKernels {
            var numbers = Numbers(state: 2)
            for area in areas() {
                let color = numbers.pixel()
                // A mask larger than the area, whose top-left pixel lies up and left of it.
                let left = area.x0 - 2, top = area.y0 - 1, maskWidth = area.width + 5
                let mask = (0..<(maskWidth * (area.height + 3))).map { _ in numbers.byte() }
                let before = randomLayer(&numbers)
                var after = before
                after.withPixels { $0.blend(mask: mask, maskWidth: maskWidth, left: left, top: top, area: area, color: color) }
                assertPixels(before, after, area: area, "mask under \(String(color, radix: 16)) on \(area)") { x, y, d in
                    Compositing.over(Compositing.scale(color, UInt32(mask[(y - top) * maskWidth + x - left])), d)
                }
            }
        }
    }

    func testLayerSpansMatchPerPixelSourceOver() {
        withBothKernels {
            var numbers = Numbers(state: 3)
            for area in areas() {
                for factor: UInt32 in [1, 77, 128, 254, 255] {
                    let source = randomLayer(&numbers)
                    let before = randomLayer(&numbers)
                    var after = before
                    source.withSourcePixels { from in after.withPixels { $0.blend(area, from: from, factor: factor) } }
                    let words = source.buffer.packedWords
                    assertPixels(before, after, area: area, "layer at \(factor) on \(area)") { x, y, d in
                        let s = words[(y - 50) * 24 + x - 100]
                        return Compositing.over(factor == 255 ? s : Compositing.scale(s, factor), d)
                    }
                }
                let row = (0..<area.width).map { _ in numbers.pixel() }
                let before = randomLayer(&numbers)
                var after = before
                after.withPixels { $0.blend(y: area.y0, from: area.x0, row) }
                assertPixels(before, after, area: PixelRect(x0: area.x0, y0: area.y0, x1: area.x1, y1: area.y0 + 1),
                             "image row on \(area)") { x, _, d in Compositing.over(row[x - area.x0], d) }
            }
        }
    }

    /// Per channel (a × (256 − w) + b × w + 128) / 256, rounded down.
    func mixed(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        (0..<4).reduce(0) { result, channel in
            let shift = UInt32(channel * 8)
            let value = ((a >> shift & 255) * (256 - weight) + (b >> shift & 255) * weight + 128) >> 8
            return result | value << shift
        }
    }

    func testRowMixesMatchTheChannelFormula() {
        withBothKernels {
            var numbers = Numbers(state: 4)
            for count in 0...19 {
                for weight: UInt32 in [0, 1, 100, 128, 255, 256] {
                    let a = (0..<count).map { _ in numbers.pixel() }, b = (0..<count).map { _ in numbers.pixel() }
                    var out = [UInt32](repeating: 0xdeadbeef, count: count)
                    PixelRows.mix(a, b, weight: weight, into: &out)
                    XCTAssertEqual(out, (0..<count).map { mixed(a[$0], b[$0], weight) }, "\(count) pixels at weight \(weight)")
                }
            }
        }
    }

    func testResampledRowsMatchTheChannelFormula() {
        withBothKernels {
            var numbers = Numbers(state: 5)
            let sourceWidth = 7
            let source = (0..<(sourceWidth * 3)).map { _ in numbers.pixel() }
            let image = PixelBuffer(width: sourceWidth, height: 3, premultiplied: source.flatMap { w in
                [UInt8(w & 255), UInt8(w >> 8 & 255), UInt8(w >> 16 & 255), UInt8(w >> 24)]
            })
            for count in 0...19 {
                let samples = (0..<count).map { _ -> (index0: Int, index1: Int, weight: UInt32) in
                    let index0 = Int(numbers.next() % UInt32(sourceWidth))
                    return (index0, min(index0 + 1, sourceWidth - 1), numbers.next() % 257)
                }
                let columns = ColumnSamples(count: count, sourceWidth: sourceWidth) { samples[$0] }
                for row in 0..<3 {
                    let expected = samples.map { mixed(source[row * sourceWidth + $0.index0], source[row * sourceWidth + $0.index1], $0.weight) }
                    var out = [UInt32](repeating: 0xdeadbeef, count: count)
                    PixelRows.resample(image, row: row, columns, into: &out)
                    XCTAssertEqual(out, expected, "\(count) columns of row \(row)")
                }
            }
        }
    }

    /// Whole fills (corner tables as masks, uniform rows as one block, edge
    /// columns) against source-over of the exact coverage, pixel by pixel,
    /// in a translucent colour over random pixels, at scale 1 and 1.5.
    func testTranslucentFillsMatchPerPixelCoverage() throws {
        try withBothKernels {
            var numbers = Numbers(state: 6)
            let shapes = CoverageTests.shapes + [
                RoundedRect(rect: Rect(x: 1, y: 1, width: 20, height: 5), radius: 2),
                RoundedRect(rect: Rect(x: 0.5, y: 0.25, width: 22.75, height: 5.5), topLeft: 1.5, topRight: 0, bottomRight: 2.25, bottomLeft: 0.75),
                RoundedRect(rect: Rect(x: -3, y: -2, width: 40, height: 20), radius: 3),
                RoundedRect(rect: Rect(x: 2, y: 0, width: 9, height: 4)),
            ]
            for scale in [1, 1.5] {
                for shape in shapes {
                    let color = try Color.parse("#3080c0b0")
                    let local = RoundedRect(rect: Rect(x: shape.rect.x + 100 / scale, y: shape.rect.y + 50 / scale,
                                                       width: shape.rect.width, height: shape.rect.height),
                                            topLeft: shape.topLeft, topRight: shape.topRight,
                                            bottomRight: shape.bottomRight, bottomLeft: shape.bottomLeft)
                    let before = randomLayer(&numbers)
                    var after = before
                    let painter = Painter(scale: scale, glyphs: RasterTests.glyphs)
                    try painter.draw([.fill(local, color)], into: &after)
                    let coverage = ShapeCoverage(local, scale: scale), source = PixelBuffer.packed(color)
                    assertPixels(before, after, area: after.bounds, "\(shape) at scale \(scale)") { x, y, d in
                        Compositing.over(Compositing.scale(source, Compositing.factor(coverage.coverage(x: x, y: y))), d)
                    }
                }
            }
        }
    }
}

extension PixelBuffer {
    /// The pixels as packed UInt32s (see `Compositing`).
    var packedWords: [UInt32] {
        stride(from: 0, to: pixels.count, by: 4).map { i in
            UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16 | UInt32(pixels[i + 3]) << 24
        }
    }
}
