import XCTest
import GravityCore
import GravityText
@testable import GravityRender

final class RasterTests: XCTestCase {
    static let glyphs = GlyphRasterizer(library: try! FontLibrary.standard())

    func rasterize(_ items: [SceneItem], width: Double = 20, height: Double = 20, scale: Double = 1,
                           background: Color = .white) throws -> PixelBuffer {
        try RasterBackend(glyphs: Self.glyphs)
            .rasterize(Scene(width: width, height: height, scale: scale, background: background, items: items))
    }

    func assertColor(_ buffer: PixelBuffer, _ x: Int, _ y: Int, _ expected: (UInt8, UInt8, UInt8, UInt8),
                             file: StaticString = #filePath, line: UInt = #line) {
        let actual = buffer.color(x: x, y: y)
        XCTAssertTrue(actual == expected, "pixel (\(x), \(y)) is \(actual), expected \(expected)", file: file, line: line)
    }

    func testSolidFillIsExact() throws {
        let red = try Color.parse("#ff0000")
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10)), red)])
        assertColor(buffer, 5, 5, (255, 0, 0, 255))
        assertColor(buffer, 14, 14, (255, 0, 0, 255))
        assertColor(buffer, 4, 5, (255, 255, 255, 255))
        assertColor(buffer, 15, 14, (255, 255, 255, 255))
    }

    func testHalfAlphaOverWhite() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20)), try Color.parse("rgba(0,0,255,0.5)"))])
        // Premultiplied (0, 0, 128, 128) over white: 255 × 127 / 255 = 127 in red and green.
        assertColor(buffer, 10, 10, (127, 127, 255, 255))
    }

    func testHalfPixelEdgeHasHalfCoverage() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10.5, height: 20)), .black)])
        assertColor(buffer, 9, 3, (0, 0, 0, 255))
        assertColor(buffer, 10, 3, (127, 127, 127, 255))
        assertColor(buffer, 11, 3, (255, 255, 255, 255))
    }

    func testFractionalEdgesAtScaleOneAndAHalf() throws {
        // x 1…4 pt is 1.5…6 device pixels: pixel 1 is half covered, 2…5 fully, 6 not at all.
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 1, y: 1, width: 3, height: 3)), .black)], width: 6, height: 6, scale: 1.5)
        XCTAssertEqual(buffer.width, 9)
        assertColor(buffer, 1, 1, (191, 191, 191, 255))   // a quarter: half in x, half in y
        assertColor(buffer, 1, 3, (127, 127, 127, 255))
        assertColor(buffer, 3, 3, (0, 0, 0, 255))
        assertColor(buffer, 5, 5, (0, 0, 0, 255))
        assertColor(buffer, 6, 3, (255, 255, 255, 255))
    }

    /// Coverage of a pixel by a rounded rect, by brute-force sampling (1000²).
    private func sampledCoverage(x: Int, y: Int, rect: Rect, radius: Double) -> Double {
        let n = 1000
        var inside = 0
        for sy in 0..<n {
            let py = Double(y) + (Double(sy) + 0.5) / Double(n)
            for sx in 0..<n {
                let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                guard px >= rect.x, px <= rect.maxX, py >= rect.y, py <= rect.maxY else { continue }
                let cx = min(max(px, rect.x + radius), rect.maxX - radius)
                let cy = min(max(py, rect.y + radius), rect.maxY - radius)
                if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }

    func testRoundedCornerShowsBackgroundAndExactPartialCoverage() throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        let buffer = try rasterize([.fill(RoundedRect(rect: rect, radius: 10), .black)])
        // The corner pixel lies wholly outside the arc: pure background.
        assertColor(buffer, 0, 0, (255, 255, 255, 255))
        assertColor(buffer, 19, 19, (255, 255, 255, 255))
        assertColor(buffer, 10, 10, (0, 0, 0, 255))
        // Pixels the arc crosses have the analytic area as coverage.
        // Pixels on the arc at 10°, 30°, 45°, 60°, 80° of the top-left corner, and mirrored ones.
        for (x, y) in [(0, 8), (1, 5), (2, 2), (5, 1), (8, 0), (17, 2), (18, 15), (11, 19)] {
            let coverage = sampledCoverage(x: x, y: y, rect: rect, radius: 10)
            XCTAssertGreaterThan(coverage, 0.005, "(\(x), \(y)) is not on the arc")
            XCTAssertLessThan(coverage, 0.995, "(\(x), \(y)) is not on the arc")
            let expected = 255 - Int((coverage * 255).rounded())
            XCTAssertEqual(Double(buffer.color(x: x, y: y).r), Double(expected), accuracy: 1, "pixel (\(x), \(y))")
        }
    }

    func testQuarterDiscAreaIsExact() {
        XCTAssertEqual(ShapeCoverage.discArea(10, 10, 10), Double.pi * 25, accuracy: 1e-9)
        XCTAssertEqual(ShapeCoverage.discArea(10, 5, 10), 5 * 75.0.squareRoot() / 2 + 50 * Double.pi / 6 + 0, accuracy: 1e-9)
        XCTAssertEqual(ShapeCoverage.discArea(3, 4, 10), 12)
    }

    func testBorderLiesInsideTheBounds() throws {
        let red = try Color.parse("#ff0000")
        let buffer = try rasterize([.border(RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10)), width: 2, red)])
        assertColor(buffer, 4, 4, (255, 255, 255, 255))
        assertColor(buffer, 5, 5, (255, 0, 0, 255))
        assertColor(buffer, 6, 10, (255, 0, 0, 255))
        assertColor(buffer, 7, 7, (255, 255, 255, 255))
        assertColor(buffer, 12, 12, (255, 255, 255, 255))
        assertColor(buffer, 14, 14, (255, 0, 0, 255))
        assertColor(buffer, 15, 15, (255, 255, 255, 255))
    }

    func testRoundedBorderFollowsTheCorner() throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        let bordered = try rasterize([.border(RoundedRect(rect: rect, radius: 8), width: 3, .black)])
        let filled = try rasterize([.fill(RoundedRect(rect: rect, radius: 8), .black)])
        // Outside the shape the border and the fill agree (the outer edge is the shape's edge).
        for (x, y) in [(0, 0), (1, 1), (0, 3), (19, 19)] {
            XCTAssertTrue(bordered.color(x: x, y: y) == filled.color(x: x, y: y), "(\(x), \(y))")
        }
        assertColor(bordered, 10, 1, (0, 0, 0, 255))
        assertColor(bordered, 10, 10, (255, 255, 255, 255))
    }

    func testGroupOpacityCompositesChildrenAsOne() throws {
        let blue = try Color.parse("#0000ff"), red = try Color.parse("#ff0000")
        let children: [SceneItem] = [.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 12, height: 12)), blue),
                                     .fill(RoundedRect(rect: Rect(x: 8, y: 8, width: 12, height: 12)), red)]
        let buffer = try rasterize([.group(opacity: 0.5, clip: nil, items: children)])
        // The overlap shows only red at half strength: blue does not show through.
        assertColor(buffer, 10, 10, (255, 127, 127, 255))
        assertColor(buffer, 2, 2, (127, 127, 255, 255))
        assertColor(buffer, 18, 18, (255, 127, 127, 255))
        assertColor(buffer, 18, 2, (255, 255, 255, 255))
    }

    func testRoundedClipMatchesTheShape() throws {
        let shape = RoundedRect(rect: Rect(x: 2, y: 2, width: 16, height: 16), radius: 6)
        let clipped = try rasterize([.group(opacity: 1, clip: shape,
                                            items: [.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20)), .black)])])
        let filled = try rasterize([.fill(shape, .black)])
        for y in 0..<20 {
            for x in 0..<20 {
                XCTAssertEqual(Double(clipped.color(x: x, y: y).r), Double(filled.color(x: x, y: y).r), accuracy: 1, "(\(x), \(y))")
            }
        }
        assertColor(clipped, 2, 2, (255, 255, 255, 255))
        assertColor(clipped, 10, 10, (0, 0, 0, 255))
    }

    func testRectangularClipsOnWholeAndFractionalPixels() throws {
        let everything = SceneItem.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20)), .black)
        let aligned = try rasterize([.group(opacity: 1, clip: RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10)), items: [everything])])
        assertColor(aligned, 4, 4, (255, 255, 255, 255))
        assertColor(aligned, 5, 5, (0, 0, 0, 255))
        assertColor(aligned, 14, 14, (0, 0, 0, 255))
        assertColor(aligned, 15, 14, (255, 255, 255, 255))
        // At scale 1.5 the clip (1…3 pt) spans 1.5…4.5 device pixels: pixels 1 and 4 are half covered.
        let fractional = try rasterize([.group(opacity: 1, clip: RoundedRect(rect: Rect(x: 1, y: 0, width: 2, height: 4)), items: [everything])],
                                       width: 6, height: 6, scale: 1.5)
        assertColor(fractional, 0, 2, (255, 255, 255, 255))
        assertColor(fractional, 1, 2, (127, 127, 127, 255))
        assertColor(fractional, 2, 2, (0, 0, 0, 255))
        assertColor(fractional, 3, 2, (0, 0, 0, 255))
        assertColor(fractional, 4, 2, (127, 127, 127, 255))
        assertColor(fractional, 5, 2, (255, 255, 255, 255))
        assertColor(fractional, 2, 6, (255, 255, 255, 255))
    }

    func testGroupLayerOffsetKeepsPositions() throws {
        // A group far from the origin draws into a small layer; pixels land where they belong.
        let buffer = try rasterize([.group(opacity: 1, clip: nil,
                                           items: [.fill(RoundedRect(rect: Rect(x: 30, y: 40, width: 5, height: 5)), .black)])],
                                   width: 50, height: 50)
        assertColor(buffer, 30, 40, (0, 0, 0, 255))
        assertColor(buffer, 34, 44, (0, 0, 0, 255))
        assertColor(buffer, 29, 40, (255, 255, 255, 255))
        assertColor(buffer, 35, 45, (255, 255, 255, 255))
    }

    func testTransparentBackgroundStaysTransparent() throws {
        let buffer = try rasterize([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 20)), try Color.parse("rgba(255,0,0,0.5)"))],
                                   background: .clear)
        assertColor(buffer, 15, 5, (0, 0, 0, 0))
        assertColor(buffer, 5, 5, (255, 0, 0, 128))
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

extension RasterTests {
    func testAbsurdGeometryDoesNotTrap() throws {
        let buffer = try rasterize([
            .fill(RoundedRect(rect: Rect(x: -1e300, y: 5, width: 2e300, height: 10), radius: 1e300), .black),
            .fill(RoundedRect(rect: Rect(x: .nan, y: 0, width: 5, height: 5)), .black),
            .border(RoundedRect(rect: Rect(x: 0, y: 0, width: .infinity, height: 3)), width: 1, .black),
        ])
        assertColor(buffer, 10, 0, (0, 0, 0, 255))
        XCTAssertThrowsError(try rasterize([], width: 1e9, height: 1e9)) { error in
            XCTAssertTrue("\(error)".hasSuffix("device pixels is too large to rasterise"), "\(error)")
        }
    }
}
