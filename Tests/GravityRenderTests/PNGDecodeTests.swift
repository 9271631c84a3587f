import XCTest
import GravityCore
@testable import GravityRender

/// The fast decoder (libdeflate, 8-bit RGB and RGBA) against PNGs built
/// byte by byte here, and against libpng, which decodes everything it
/// declines and words the errors of malformed files.
final class PNGDecodeTests: XCTestCase {
    /// Every filter type, on RGB and RGBA rows: the fast path takes the
    /// file and gives the pixels libpng gives.
    func testFastDecoderUndoesEveryFilter() throws {
        // One pixel wide too: the RGB expansion handles each row's last pixel
        // apart; 23 wide takes its eight-, four- and one-pixel steps in turn.
        for (channels, width) in [(3, 7), (4, 7), (3, 1), (4, 1), (3, 23), (4, 23)] {
            let height = 10
            let pixels = HandMadePNG.pattern(width: width, height: height, channels: channels)
            // Rows 0…9 use filters 0 1 2 3 4 4 3 2 1 0: each follows each.
            let filters: [UInt8] = [0, 1, 2, 3, 4, 4, 3, 2, 1, 0]
            let png = HandMadePNG.image(width: width, height: height, channels: channels, pixels: pixels, filters: filters)
            let expected = HandMadePNG.rgba(pixels, channels: channels)
            let fast = try XCTUnwrap(PNGCodec.decodeFast(png, maxPixels: .max), "\(channels) channels declined")
            XCTAssertEqual(fast.width, width)
            XCTAssertEqual(fast.height, height)
            XCTAssertEqual(fast.rgba, expected, "\(channels) channels")
            XCTAssertEqual(try PNGCodec.decodeWithLibPNG(png, maxPixels: .max).rgba, expected, "libpng, \(channels) channels")
        }
    }

    /// The zlib stream split over several IDAT chunks (any split is legal).
    func testFastDecoderJoinsIDATChunks() throws {
        let pixels = HandMadePNG.pattern(width: 5, height: 4, channels: 4)
        let png = HandMadePNG.image(width: 5, height: 4, channels: 4, pixels: pixels, filters: [1, 2, 3, 4], idatPieces: 3)
        XCTAssertEqual(PNGCodec.decodeFast(png, maxPixels: .max)?.rgba, pixels)
    }

    /// RGB split over several IDATs: a stream that fits in the room the
    /// scanlines leave at the pixel buffer's start (w·h − h bytes) is joined
    /// there, a larger one (stored blocks) in an allocation of its own;
    /// both decode to the same pixels.
    func testSplitRGBStreamIsJoinedInsideOrOutsideThePixelBuffer() throws {
        let (width, height) = (64, 48)
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += [UInt8(x / 16 * 60), UInt8(y / 8 * 40), UInt8(x & 1), 255] } }
        let encoded = try PNGCodec.encode(PixelBuffer(width: width, height: height, straight: pixels))
        let stream = HandMadePNG.idatData(encoded)
        XCTAssertLessThanOrEqual(stream.count, width * height - height, "the compressed stream fits in the buffer's head")
        let stored = HandMadePNG.zlibStored(HandMadePNG.scanlines(pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element),
                                                                  width: width, channels: 3, filters: Array(repeating: 0, count: height)))
        XCTAssertGreaterThan(stored.count, width * height - height, "stored blocks do not")
        for stream in [stream, stored] {
            let piece = stream.count / 4 + 1
            let idats = stride(from: 0, to: stream.count, by: piece).map {
                HandMadePNG.chunk("IDAT", Array(stream[$0..<min(stream.count, $0 + piece)]))
            }
            XCTAssertEqual(idats.count, 4)
            let png = HandMadePNG.file([HandMadePNG.header(width: width, height: height, depth: 8, colourType: 2)] + idats)
            XCTAssertEqual(PNGCodec.decodeFast(png, maxPixels: .max)?.rgba, pixels, "\(stream.count)-byte stream")
        }
    }

    /// Grey, palette, 16-bit, interlaced and RGB with tRNS go to libpng,
    /// which decodes them (here: grey, and tRNS making one colour clear).
    func testOtherKindsOfPNGAreLeftToLibPNG() throws {
        let grey = HandMadePNG.file([HandMadePNG.header(width: 2, height: 1, depth: 8, colourType: 0),
                                     HandMadePNG.chunk("IDAT", HandMadePNG.zlibStored([0, 10, 200]))])
        XCTAssertNil(PNGCodec.decodeFast(grey, maxPixels: .max))
        XCTAssertEqual(try PNGCodec.decodeStraightRGBA(grey).rgba, [10, 10, 10, 255, 200, 200, 200, 255])

        let rgb: [UInt8] = [0, 1, 2, 3, 4, 5, 6]
        let transparent = HandMadePNG.file([HandMadePNG.header(width: 2, height: 1, depth: 8, colourType: 2),
                                            HandMadePNG.chunk("tRNS", [0, 4, 0, 5, 0, 6]),
                                            HandMadePNG.chunk("IDAT", HandMadePNG.zlibStored(rgb))])
        XCTAssertNil(PNGCodec.decodeFast(transparent, maxPixels: .max))
        XCTAssertEqual(try PNGCodec.decodeStraightRGBA(transparent).rgba, [1, 2, 3, 255, 4, 5, 6, 0])

        for (depth, colourType, interlace) in [(UInt8(16), UInt8(6), UInt8(0)), (8, 3, 0), (8, 6, 1), (8, 4, 0)] {
            let header = HandMadePNG.header(width: 1, height: 1, depth: depth, colourType: colourType, interlace: interlace)
            let png = HandMadePNG.file([header, HandMadePNG.chunk("IDAT", HandMadePNG.zlibStored([0, 0, 0, 0, 0]))])
            XCTAssertNil(PNGCodec.decodeFast(png, maxPixels: .max), "depth \(depth), colour type \(colourType), interlace \(interlace)")
        }
    }

    /// Malformed files are declined, so the error is libpng's, as before
    /// the fast path: a bad CRC, a truncated file, a corrupt zlib stream,
    /// too little image data, an unknown filter type.
    func testMalformedPNGsAreDeclinedAndLibPNGWordsTheError() throws {
        let pixels = HandMadePNG.pattern(width: 3, height: 2, channels: 3)
        let good = HandMadePNG.image(width: 3, height: 2, channels: 3, pixels: pixels, filters: [0, 0])
        XCTAssertNotNil(PNGCodec.decodeFast(good, maxPixels: .max))

        var badCRC = good
        badCRC[badCRC.count - 13] ^= 1  // the IDAT CRC's last byte (IEND is the last 12)
        var badAdler = HandMadePNG.zlibStored(HandMadePNG.scanlines(pixels, width: 3, channels: 3, filters: [0, 0]))
        badAdler[badAdler.count - 1] ^= 1
        let cases: [(String, [UInt8], String)] = [
            ("bad CRC", badCRC, "CRC error"),
            ("truncated", Array(good.prefix(good.count - 20)), "unexpected end of PNG data (truncated file)"),
            ("bad adler32", HandMadePNG.file([HandMadePNG.header(width: 3, height: 2, depth: 8, colourType: 2),
                                              HandMadePNG.chunk("IDAT", badAdler)]), "incorrect data check"),
            ("short", HandMadePNG.file([HandMadePNG.header(width: 3, height: 2, depth: 8, colourType: 2),
                                        HandMadePNG.chunk("IDAT", HandMadePNG.zlibStored([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))]),
             "Not enough image data"),
            ("filter 5", HandMadePNG.image(width: 3, height: 2, channels: 3, pixels: pixels, filters: [0, 5]), "filter"),
        ]
        for (name, png, message) in cases {
            XCTAssertNil(PNGCodec.decodeFast(png, maxPixels: .max), name)
            XCTAssertThrowsError(try PNGCodec.decodeStraightRGBA(png), name) { error in
                XCTAssertTrue("\(error)".contains(message), "\(name): \(error)")
            }
        }
    }

    /// Over `maxPixels` the fast path declines before allocating, and the
    /// error names the limit.
    func testPixelLimitIsCheckedBeforeDecoding() {
        let png = HandMadePNG.image(width: 4, height: 4, channels: 4,
                                    pixels: HandMadePNG.pattern(width: 4, height: 4, channels: 4), filters: [0, 0, 0, 0])
        XCTAssertNil(PNGCodec.decodeFast(png, maxPixels: 15))
        XCTAssertThrowsError(try PNGCodec.decodeStraightRGBA(png, maxPixels: 15)) { error in
            XCTAssertEqual("\(error)", "PNG is 4 x 4 pixels, more than the limit of 15 pixels")
        }
    }
}

/// PNG files assembled here byte by byte: scanlines filtered by this code,
/// deflate as stored (uncompressed) blocks, CRCs and Adler-32 computed here,
/// so the decoder is checked against the format, not against our encoder.
enum HandMadePNG {
    /// Distinct, unaligned values, so every filter's arithmetic matters.
    static func pattern(width: Int, height: Int, channels: Int) -> [UInt8] {
        (0..<(width * height * channels)).map { UInt8(truncatingIfNeeded: $0 * 37 + ($0 / 5) * 11 + 3) }
    }

    static func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        guard channels == 3 else { return pixels }
        var out: [UInt8] = []
        for index in stride(from: 0, to: pixels.count, by: 3) { out += pixels[index..<(index + 3)] + [255] }
        return out
    }

    static func image(width: Int, height: Int, channels: Int, pixels: [UInt8], filters: [UInt8], idatPieces: Int = 1) -> [UInt8] {
        let stream = zlibStored(scanlines(pixels, width: width, channels: channels, filters: filters))
        let piece = (stream.count + idatPieces - 1) / idatPieces
        let idats = stride(from: 0, to: stream.count, by: piece).map { chunk("IDAT", Array(stream[$0..<min(stream.count, $0 + piece)])) }
        return file([header(width: width, height: height, depth: 8, colourType: channels == 4 ? 6 : 2)] + idats)
    }

    /// Each row behind its filter byte, filtered as the PNG spec (§9) says.
    static func scanlines(_ pixels: [UInt8], width: Int, channels: Int, filters: [UInt8]) -> [UInt8] {
        let row = width * channels
        var out: [UInt8] = []
        for (y, filter) in filters.enumerated() {
            out.append(filter)
            for i in 0..<row {
                let value = Int(pixels[y * row + i])
                let left = i >= channels ? Int(pixels[y * row + i - channels]) : 0
                let up = y > 0 ? Int(pixels[(y - 1) * row + i]) : 0
                let corner = y > 0 && i >= channels ? Int(pixels[(y - 1) * row + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - corner
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : corner)
                default: predictor = 0
                }
                out.append(UInt8(truncatingIfNeeded: value - predictor))
            }
        }
        return out
    }

    /// The zlib stream of a PNG: its IDAT chunks' data, joined.
    static func idatData(_ png: [UInt8]) -> [UInt8] {
        var offset = 8, data: [UInt8] = []
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { data += png[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        return data
    }

    static func header(width: Int, height: Int, depth: UInt8, colourType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colourType, 0, 0, interlace])
    }

    static func file(_ chunks: [[UInt8]]) -> [UInt8] {
        [137, 80, 78, 71, 13, 10, 26, 10] + chunks.joined() + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(data.count) + typed + be32(Int(crc32(typed)))
    }

    /// A zlib stream of stored blocks (RFC 1950/1951).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out += [final, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8((~length >> 8) & 0xff)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(Int(b << 16 | a))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
