import SplitMix64
import XCTest
import GravityCore
@testable import GravityRender

/// PNG stores straight alpha; an opaque buffer is encoded without the
/// unpremultiplied copy, a translucent one through it.
final class PNGEncodeTests: XCTestCase {
    func testOpaqueBufferRoundTrips() throws {
        let pixels: [UInt8] = [10, 20, 30, 255, 200, 100, 0, 255]
        let buffer = PixelBuffer(width: 2, height: 1, premultiplied: pixels)
        XCTAssertTrue(buffer.isOpaque)
        let decoded = try PNGCodec.decode(PNGCodec.encode(buffer))
        XCTAssertEqual(decoded.pixels, pixels)
    }

    func testTranslucentBufferIsUnpremultiplied() throws {
        // Premultiplied half-transparent red (128, 0, 0, 128) is straight (255, 0, 0, 128).
        let buffer = PixelBuffer(width: 2, height: 1, premultiplied: [128, 0, 0, 128, 0, 0, 0, 255])
        XCTAssertFalse(buffer.isOpaque)
        let decoded = try PNGCodec.decode(PNGCodec.encode(buffer))
        XCTAssertTrue(decoded.color(x: 0, y: 0) == (255, 0, 0, 128), "\(decoded.color(x: 0, y: 0))")
        XCTAssertTrue(decoded.color(x: 1, y: 0) == (0, 0, 0, 255), "\(decoded.color(x: 1, y: 0))")
    }

    /// Straight alpha from premultiplied (the one implementation the encoder
    /// and `unpremultiplied()` share): rounded, clamped where a colour
    /// exceeds its alpha, 0 where alpha is 0, opaque pixels untouched.
    func testUnpremultiplyingRoundsAndClamps() {
        let buffer = PixelBuffer(width: 4, height: 1, premultiplied: [40, 0, 20, 100, 200, 99, 1, 100, 7, 8, 9, 0, 1, 2, 3, 255])
        XCTAssertEqual(buffer.unpremultiplied(), [102, 0, 51, 100, 255, 252, 3, 100, 0, 0, 0, 0, 1, 2, 3, 255])
    }

    /// The encoder packs opaque rows to RGB as it checks them; a translucent
    /// pixel in a lower row puts the rows packed so far back. Every row
    /// count and position of the first translucent pixel must give the
    /// straight pixels back exactly, as RGBA (colour type 6).
    func testTranslucentRowBelowOpaqueRowsIsEncodedAsRGBA() throws {
        var random = SplitMix64(state: 42)
        for (width, height) in [(1, 2), (3, 3), (5, 4), (17, 9)] {
            for translucent in [height - 1, height / 2] where translucent > 0 {
                var pixels: [UInt8] = []
                for _ in 0 ..< width * height {
                    pixels += [UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), 255]
                }
                // Premultiplied (40, 0, 20, 100): straight (102, 0, 51, 100).
                let at = (translucent * width + width / 2) * 4
                pixels.replaceSubrange(at ..< at + 4, with: [40, 0, 20, 100])
                let buffer = PixelBuffer(width: width, height: height, premultiplied: pixels)
                let png = try PNGCodec.encode(buffer)
                XCTAssertEqual(png[25], 6, "\(width)×\(height), row \(translucent): colour type")
                XCTAssertEqual(try PNGCodec.decodeWithLibPNG(png, maxPixels: .max).rgba, buffer.unpremultiplied(),
                               "\(width)×\(height), translucent row \(translucent)")
                XCTAssertTrue(PNGCodec.decodeFast(png, maxPixels: .max)?.rgba[at ..< at + 4].elementsEqual([102, 0, 51, 100]) == true)
            }
        }
    }

    /// Rows are checked opaque 32 pixels a step and packed 8, then 4, then
    /// 1 at a time (AVX2, SSSE3, scalar, as the CPU allows): every width up
    /// to 80 splits a row differently. Opaque frames must come back exactly
    /// as RGB; one translucent pixel anywhere in the last row (in a 32-pixel
    /// step or the scalar rest) must make the frame RGBA.
    func testEveryRowWidthPacksAndChecksOpacityExactly() throws {
        var random = SplitMix64(state: 9)
        for width in 1 ... 80 {
            var pixels: [UInt8] = []
            for _ in 0 ..< width * 3 {
                pixels += [UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), 255]
            }
            let opaque = try PNGCodec.encode(PixelBuffer(width: width, height: 3, premultiplied: pixels))
            XCTAssertEqual(opaque[25], 2, "width \(width): colour type")
            XCTAssertEqual(try PNGCodec.decodeWithLibPNG(opaque, maxPixels: .max).rgba, pixels, "width \(width), opaque")
            for column in Set([0, width / 2, width - 1]) {
                var translucent = pixels
                translucent[(2 * width + column) * 4 + 3] = 254
                let buffer = PixelBuffer(width: width, height: 3, premultiplied: translucent)
                let png = try PNGCodec.encode(buffer)
                XCTAssertEqual(png[25], 6, "width \(width), column \(column): colour type")
                XCTAssertEqual(try PNGCodec.decodeWithLibPNG(png, maxPixels: .max).rgba, buffer.unpremultiplied(),
                               "width \(width), translucent column \(column)")
            }
        }
    }
}

/// The libdeflate encoder's files: colour type by opacity, chunk order,
/// byte-identical runs, and libpng reading exactly the pixels written.
final class PNGFileTests: XCTestCase {
    /// Chunk types in file order, each length and CRC checked.
    private func chunkTypes(_ png: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        XCTAssertEqual(Array(png.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10], file: file, line: line)
        var types: [String] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(UInt32(crc), HandMadePNG.crc32(typed), file: file, line: line)
            types.append(String(decoding: typed.prefix(4), as: UTF8.self))
            offset += 12 + length
        }
        XCTAssertEqual(offset, png.count, "bytes after the last chunk", file: file, line: line)
        return types
    }

    /// Pseudo-random pixels: they hardly compress, so a
    /// 800 × 600 image needs more than one 1 MiB IDAT chunk.
    private func noise(width: Int, height: Int, opaque: Bool) -> PixelBuffer {
        var random = SplitMix64(state: 7)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let z = random.next()
            let a = opaque ? 255 : UInt8(truncatingIfNeeded: z >> 24)
            // Premultiplied: no channel above alpha.
            for channel in 0..<3 { pixels[index + channel] = min(a, UInt8(truncatingIfNeeded: z >> (8 * channel))) }
            pixels[index + 3] = a
        }
        return PixelBuffer(width: width, height: height, premultiplied: pixels)
    }

    func testOpaqueImagesAreRGBAndOthersRGBA() throws {
        let opaque = try PNGCodec.encode(PixelBuffer(width: 3, height: 2, fill: .white), text: [("Software", "test")])
        XCTAssertEqual(Array(opaque[8..<33]), HandMadePNG.header(width: 3, height: 2, depth: 8, colourType: 2))
        XCTAssertEqual(chunkTypes(opaque), ["IHDR", "tEXt", "IDAT", "IEND"])
        let clear = try PNGCodec.encode(PixelBuffer(width: 3, height: 2, fill: .clear))
        XCTAssertEqual(Array(clear[8..<33]), HandMadePNG.header(width: 3, height: 2, depth: 8, colourType: 6))
        XCTAssertEqual(chunkTypes(clear), ["IHDR", "IDAT", "IEND"])
    }

    func testTextChunksHoldKeyNulValue() throws {
        let png = try PNGCodec.encode(PixelBuffer(width: 1, height: 1, fill: .black), text: [("Software", "Gravity"), ("Renderer", "x; y")])
        let text = HandMadePNG.chunk("tEXt", Array("Software".utf8) + [0] + Array("Gravity".utf8))
            + HandMadePNG.chunk("tEXt", Array("Renderer".utf8) + [0] + Array("x; y".utf8))
        XCTAssertEqual(Array(png[33..<(33 + text.count)]), text)
    }

    /// Large, incompressible, opaque and translucent: several IDAT chunks,
    /// the same bytes on every run, and libpng and the fast decoder both
    /// read back the straight-alpha pixels that went in.
    func testNoiseRoundTripsThroughLibPNGAndTheFastDecoder() throws {
        for opaque in [true, false] {
            let buffer = noise(width: 800, height: 600, opaque: opaque)
            let straight = buffer.unpremultiplied()
            let png = try PNGCodec.encode(buffer)
            XCTAssertEqual(try PNGCodec.encode(buffer), png, "opaque \(opaque): not byte-identical")
            let types = chunkTypes(png)
            XCTAssertGreaterThanOrEqual(types.filter { $0 == "IDAT" }.count, 2, "opaque \(opaque): \(types)")
            XCTAssertEqual(try PNGCodec.decodeWithLibPNG(png, maxPixels: .max).rgba, straight, "libpng, opaque \(opaque)")
            XCTAssertEqual(PNGCodec.decodeFast(png, maxPixels: .max)?.rgba, straight, "fast, opaque \(opaque)")
        }
    }
}
