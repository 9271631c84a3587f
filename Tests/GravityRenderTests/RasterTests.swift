import XCTest
import GravityCore
import GravityText
@testable import GravityRender

final class RasterTests: XCTestCase {
    static let glyphs = GlyphRasterizer(library: try! FontLibrary.standard())

    private func rasterize(_ items: [SceneItem], width: Double = 20, height: Double = 20, scale: Double = 1) throws -> PixelBuffer {
        try RasterBackend(glyphs: Self.glyphs)
            .rasterize(Scene(width: width, height: height, scale: scale, background: .white, items: items))
    }

    func testSolidFillIsExact() throws {
        let red = try Color.parse("#ff0000")
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10)), red)])
        XCTAssertTrue(buffer.color(x: 5, y: 5) == (255, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 14, y: 14) == (255, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 4, y: 5) == (255, 255, 255, 255))
        XCTAssertTrue(buffer.color(x: 15, y: 14) == (255, 255, 255, 255))
    }

    func testHalfAlphaOverWhite() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20)), try Color.parse("rgba(0,0,255,0.5)"))])
        XCTAssertTrue(buffer.color(x: 10, y: 10) == (127, 127, 255, 255), "\(buffer.color(x: 10, y: 10))")
    }

    func testHalfPixelEdgeHasHalfCoverage() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10.5, height: 20)), .black)])
        XCTAssertTrue(buffer.color(x: 10, y: 3) == (127, 127, 127, 255), "\(buffer.color(x: 10, y: 3))")
    }

    func testPNGRoundTripIsLosslessAndDeterministic() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 2, y: 3, width: 7.5, height: 9), radius: 3), try Color.parse("#0076ff"))])
        let first = try PNGCodec.encode(buffer, text: [("Software", "test")])
        let second = try PNGCodec.encode(buffer, text: [("Software", "test")])
        XCTAssertEqual(first, second)
        XCTAssertEqual(Array(first.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(first)
        XCTAssertEqual(decoded.width, 20)
        XCTAssertEqual(decoded.pixels, buffer.pixels)
    }

    func testCorruptPNGIsAnError() {
        XCTAssertThrowsError(try PNGCodec.decode([1, 2, 3])) { error in
            XCTAssertEqual("\(error)", "not a PNG file (bad signature)")
        }
    }
}
