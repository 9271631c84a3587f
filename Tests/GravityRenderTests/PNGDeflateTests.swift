import CPNGSupport
import SplitMix64
import XCTest
import GravityCore
@testable import GravityRender

/// Our deflater (CPNGSupport/png_deflate.c) against two independent
/// inflaters: libpng (zlib) and the libdeflate fast decoder must read back
/// exactly the pixels written, whichever of its paths made the stream —
/// runs to the left, rows repeating the one above, hashed repeats,
/// literals in dynamic Huffman blocks, stored blocks, many blocks — and
/// whichever deflater `encode` chose (ours, with or without AVX2, or
/// libdeflate, each forced here).
final class PNGDeflateTests: XCTestCase {
    /// Straight RGBA from a pixel function.
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> PixelBuffer {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                rgba += [r, g, b, a]
            }
        }
        return PixelBuffer(width: width, height: height, straight: rgba)
    }

    private func assertRoundTrips(_ buffer: PixelBuffer, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let straight = buffer.unpremultiplied()
        for deflater in [GRAVITY_DEFLATER_CHOOSE, GRAVITY_DEFLATER_RUNS, GRAVITY_DEFLATER_RUNS_PORTABLE, GRAVITY_DEFLATER_LIBDEFLATE] {
            let png = try PNGCodec.encode(buffer, text: [], deflater: deflater)
            let named = "\(what), deflater \(deflater.rawValue)"
            XCTAssertEqual(try PNGCodec.encode(buffer, text: [], deflater: deflater), png, "\(named): not byte-identical", file: file, line: line)
            XCTAssertEqual(try PNGCodec.decodeWithLibPNG(png, maxPixels: .max).rgba, straight, "\(named): libpng", file: file, line: line)
            XCTAssertEqual(PNGCodec.decodeFast(png, maxPixels: .max)?.rgba, straight, "\(named): fast decoder", file: file, line: line)
        }
        // The AVX2 tokenizer (where this CPU has it) makes the portable one's tokens.
        XCTAssertEqual(try runs(buffer), try PNGCodec.encode(buffer, text: [], deflater: GRAVITY_DEFLATER_RUNS_PORTABLE),
                       "\(what): AVX2 and portable tokenizers differ", file: file, line: line)
    }

    private func runs(_ buffer: PixelBuffer) throws -> [UInt8] { try PNGCodec.encode(buffer, text: [], deflater: GRAVITY_DEFLATER_RUNS) }

    func testTinyImagesRoundTrip() throws {
        for (width, height) in [(1, 1), (2, 1), (1, 2), (300, 1), (1, 300), (5, 3)] {
            try assertRoundTrips(image(width, height) { x, y in (UInt8(x % 7 * 30), UInt8(y % 5 * 40), 9, 255) }, "\(width)x\(height) opaque")
            try assertRoundTrips(image(width, height) { x, y in (UInt8(x % 3), 0, UInt8(y % 2), 128) }, "\(width)x\(height) translucent")
        }
    }

    /// Flat colour: every byte after the first pixel repeats the one to its
    /// left or above, in matches of at most 258 bytes across row ends.
    func testFlatImagesAreRunsAndSmall() throws {
        for fill in [Color.white, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), .clear] {
            let buffer = PixelBuffer(width: 1000, height: 1000, fill: fill)
            try assertRoundTrips(buffer, "flat \(fill)")
            // 3 or 4 MB of scanlines in about 16,000 matches of two short codes.
            XCTAssertLessThan(try runs(buffer).count, 6_000, "flat \(fill)")
        }
    }

    /// Vertical stripes: no pixel repeats its left neighbour, every row
    /// repeats the one above; then a UI-like mix of bands, stripes, a
    /// gradient, and repeated motifs farther away (the hashed path).
    func testRowsAboveAndHashedRepeatsRoundTrip() throws {
        try assertRoundTrips(image(257, 40) { x, _ in (UInt8(x & 255), UInt8(x * 7 & 255), UInt8(x * 13 & 255), 255) }, "stripes")
        let mixed = image(640, 480) { x, y in
            if y < 60 { return (27, 42, 74, 255) }                                   // header band
            if y % 50 < 20 && x % 97 < 40 { return (UInt8(x % 97 * 5), UInt8(y % 50 * 9), 200, 255) } // repeated motif
            if x > 600 { return (UInt8(y & 255), UInt8(y / 2 & 255), 0, 255) }     // gradient down the side
            return (243, 244, 246, 255)                                              // background
        }
        try assertRoundTrips(mixed, "mixed")
    }

    /// A few colours at random: literals only, Huffman coded in many
    /// dynamic blocks (32,768 tokens each). Uniform noise: stored blocks.
    func testLiteralBlocksAndStoredBlocksRoundTrip() throws {
        var random = SplitMix64(state: 42)
        let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (10, 118, 255), (52, 199, 89)]
        let few = image(500, 400) { _, _ in let c = palette[Int(random.next() % 4)]; return (c.0, c.1, c.2, 255) }
        try assertRoundTrips(few, "four colours at random")
        XCTAssertLessThan(try runs(few).count, 500 * 400 * 3 / 2, "four colours compress to about 2 bits a byte")
        let noise = image(400, 300) { _, _ in
            let z = random.next()
            return (UInt8(truncatingIfNeeded: z), UInt8(truncatingIfNeeded: z >> 8), UInt8(truncatingIfNeeded: z >> 16), UInt8(truncatingIfNeeded: z >> 24) | 1)
        }
        try assertRoundTrips(noise, "noise")
        XCTAssertLessThan(try runs(noise).count, 400 * 300 * 4 + 301 + 1_000, "stored: at most 5 bytes per 65,535")
    }

    /// The choice: a UI-like image (flat bands, a few edges) gets ours, a
    /// gradient where no pixel repeats a neighbour gets libdeflate.
    func testEncodeChoosesOursForUIAndLibdeflateForGradients() throws {
        let ui = image(300, 200) { x, y in y < 40 ? (27, 42, 74, 255) : (x % 100 < 3 ? (200, 200, 200, 255) : (255, 255, 255, 255)) }
        let gradient = image(300, 200) { x, y in (UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255), 255) }
        let chosenUI = try PNGCodec.encode(ui), chosenGradient = try PNGCodec.encode(gradient)
        XCTAssertEqual(chosenUI, try runs(ui))
        XCTAssertNotEqual(chosenUI, try PNGCodec.encode(ui, text: [], deflater: GRAVITY_DEFLATER_LIBDEFLATE))
        XCTAssertEqual(chosenGradient, try PNGCodec.encode(gradient, text: [], deflater: GRAVITY_DEFLATER_LIBDEFLATE))
        XCTAssertNotEqual(chosenGradient, try runs(gradient))
    }

    func testOpacityIsDecidedFromEveryPixel() throws {
        // Only the very last pixel is translucent, then only the first: RGBA both times.
        for index in [0, 299 * 301 + 300, 12_345] {
            var straight = [UInt8](repeating: 255, count: 301 * 300 * 4)
            straight[index * 4 + 3] = 254
            let png = try PNGCodec.encode(PixelBuffer(width: 301, height: 300, straight: straight))
            XCTAssertEqual(png[25], 6, "pixel \(index) translucent: colour type RGBA")
        }
        XCTAssertEqual(try PNGCodec.encode(PixelBuffer(width: 301, height: 300, fill: .white))[25], 2)
    }

    /// Runs of one colour (one RUN token for the writer) that end at a
    /// lone pixel anywhere: mid-run, at a row's end, at the image's last
    /// byte; rows that repeat the one above except for their last pixel;
    /// and runs long enough to cross blocks.
    func testRunsEndAnywhereAndRowsDifferOnlyAtTheirEnd() throws {
        for (x, y) in [(0, 0), (517, 50), (999, 0), (999, 199), (998, 199), (0, 199)] {
            for alpha: UInt8 in [255, 200] {
                try assertRoundTrips(image(1000, 200) { px, py in px == x && py == y ? (1, 2, 3, alpha) : (240, 240, 240, alpha) },
                                     "flat 1000x200 but (\(x), \(y)), alpha \(alpha)")
            }
        }
        let lastDiffers = image(700, 120) { x, y in x == 699 ? (UInt8(y & 255), 9, UInt8(y * 3 & 255), 255) : (UInt8(x % 50 * 5), 80, 160, 255) }
        try assertRoundTrips(lastDiffers, "rows identical but their last pixel")
        let tall = PixelBuffer(width: 2000, height: 3000, fill: Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 1))
        try assertRoundTrips(tall, "18 MB of one colour")
        XCTAssertLessThan(try runs(tall).count, 80_000, "one colour: about 4 bits a 258-byte match")
        let one = try runs(tall)
        XCTAssertEqual(try runs(tall), one, "the same bytes twice")
    }

    /// Near the input's first row and its last MAX_MATCH + 32 bytes the
    /// tokenizer checks every bound; elsewhere it does not. Every width
    /// from 1 to 100 pixels (rows shorter than 258 bytes, not multiples of
    /// 32) and a few wider, opaque and translucent, with runs, rows above,
    /// hashed repeats and literals, make the same pixels and the same bytes
    /// with or without AVX2.
    func testEveryWidthAroundTheUncheckedTokenizerRoundTrips() throws {
        let widths = Array(1...100) + [127, 128, 129, 255, 256, 257, 341, 1023]
        for width in widths {
            for alpha: UInt8 in [255, 77] {
                let height = width < 20 ? 37 : 9
                let picture = image(width, height) { x, y -> (UInt8, UInt8, UInt8, UInt8) in
                    if y % 4 == 0 { return (250, 250, 250, alpha) }                      // flat rows
                    if x % 11 < 4 { return (UInt8(x % 11 * 60), UInt8(y % 4 * 70), 33, alpha) } // a motif, repeated
                    if (x * 7 + y * 3) % 13 == 0 { return (UInt8((x * y) & 255), UInt8(x & 255), UInt8(y & 255), alpha) } // literals
                    return (250, 250, 250, alpha)
                }
                try assertRoundTrips(picture, "\(width)x\(height), alpha \(alpha)")
            }
        }
    }

    /// A fixed UI-like image encodes to the same bytes every time (a
    /// product rule), with or without AVX2 and BMI2.
    func testFixedImageEncodesToTheSameBytes() throws {
        let ui = image(375, 300) { x, y in
            if y < 44 { return (27, 42, 74, 255) }
            if (x / 6 + y / 9) % 5 == 0 && y % 9 < 6 && x % 6 < 4 { return (UInt8(40 + x % 6 * 30), 50, UInt8(60 + y % 9 * 20), 255) }
            return x > 360 ? (200, 200, 205, 255) : (248, 248, 250, 255)
        }
        let first = try runs(ui), second = try runs(ui)
        XCTAssertEqual(first, second)
        XCTAssertEqual(try PNGCodec.encode(ui, text: [], deflater: GRAVITY_DEFLATER_RUNS_PORTABLE), first)
        try assertRoundTrips(ui, "fixed UI image")
    }
}
