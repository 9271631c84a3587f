import XCTest
import GravityCore
import GravityText
@testable import GravityRender

/// `.transformed` and `.shadow` scene items (a view's `transform.*` and
/// `layer.shadow*`), drawn by the raster backend, pixel by pixel.
final class TransformShadowTests: XCTestCase {
    static let glyphs = GlyphRasterizer(library: try! FontLibrary.standard())
    let red = Color(red: 1, green: 0, blue: 0)

    func rasterize(_ items: [SceneItem], width: Double = 40, height: Double = 40, scale: Double = 1,
                   culling: Bool = true) throws -> PixelBuffer {
        var backend = RasterBackend(glyphs: Self.glyphs)
        backend.cullsOccludedPixels = culling
        return try backend.rasterize(Scene(width: width, height: height, scale: scale, background: .white, items: items))
    }

    /// The device pixels that are exactly `color` (straight RGBA), as a rectangle list check.
    func pixels(_ buffer: PixelBuffer, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<buffer.height { for x in 0..<buffer.width where test(buffer.color(x: x, y: y)) { found.append((x, y)) } }
        return found
    }

    func bounds(_ points: [(Int, Int)]) -> PixelRect? {
        guard let first = points.first else { return nil }
        var r = PixelRect(x0: first.0, y0: first.1, x1: first.0 + 1, y1: first.1 + 1)
        for (x, y) in points { r = PixelRect(x0: min(r.x0, x), y0: min(r.y0, y), x1: max(r.x1, x + 1), y1: max(r.y1, y + 1)) }
        return r
    }

    func isRed(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c == (255, 0, 0, 255) }
    func isWhite(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c == (255, 255, 255, 255) }

    func square(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SceneItem {
        .fill(RoundedRect(rect: Rect(x: x, y: y, width: w, height: h)), red)
    }

    func testWholePixelTranslationCopiesPixelsExactly() throws {
        let buffer = try rasterize([.transformed(.translation(x: 5, y: 3), items: [square(0, 0, 4, 6)])])
        let reds = pixels(buffer, where: isRed)
        XCTAssertEqual(reds.count, 24)
        XCTAssertEqual(bounds(reds), PixelRect(x0: 5, y0: 3, x1: 9, y1: 9))
        XCTAssertEqual(pixels(buffer, where: isWhite).count, 40 * 40 - 24, "no soft edge on a whole-pixel move")
    }

    func testQuarterTurnAboutTheCentreSwapsWidthAndHeight() throws {
        // A 20 × 10 bar centred on (20, 25), turned 90°: 10 × 20 on the same centre.
        let turn = Transform2D.translation(x: -20, y: -25).then(.rotation(Double.pi / 2)).then(.translation(x: 20, y: 25))
        let buffer = try rasterize([.transformed(turn, items: [square(10, 20, 20, 10)])])
        let reds = pixels(buffer, where: isRed)
        XCTAssertEqual(reds.count, 200)
        XCTAssertEqual(bounds(reds), PixelRect(x0: 15, y0: 15, x1: 25, y1: 35))
        XCTAssertEqual(pixels(buffer, where: isWhite).count, 40 * 40 - 200)
    }

    func testScaleUpDrawsAtTheLargerSizeWithSharpEdges() throws {
        // 10 × 10 at (10, 10), doubled about its centre (15, 15): (5, 5) 20 × 20.
        let double = Transform2D.translation(x: -15, y: -15).then(.scale(x: 2, y: 2)).then(.translation(x: 15, y: 15))
        let buffer = try rasterize([.transformed(double, items: [square(10, 10, 10, 10)])])
        XCTAssertEqual(bounds(pixels(buffer, where: isRed)), PixelRect(x0: 5, y0: 5, x1: 25, y1: 25))
        XCTAssertEqual(pixels(buffer, where: isRed).count, 400)
        XCTAssertEqual(pixels(buffer, where: isWhite).count, 40 * 40 - 400)
    }

    func testEighthTurnCoversTheSquaresAreaWithAntialiasedEdges() throws {
        let turn = Transform2D.translation(x: -20, y: -20).then(.rotation(Double.pi / 4)).then(.translation(x: 20, y: 20))
        let buffer = try rasterize([.transformed(turn, items: [square(10, 10, 20, 20)])])
        // The diamond's points are 14.1 pt from the centre: (20, 6) is inside its top tip, (10, 10) outside.
        XCTAssertTrue(isRed(buffer.color(x: 20, y: 20)))
        XCTAssertTrue(isRed(buffer.color(x: 19, y: 8)))
        XCTAssertTrue(isWhite(buffer.color(x: 10, y: 10)))
        XCTAssertTrue(isWhite(buffer.color(x: 29, y: 29)))
        // Red ink (255 − green per pixel) adds up to the square's 400 pt² within a pixel's worth per edge.
        var ink = 0.0
        for y in 0..<40 { for x in 0..<40 { ink += Double(255 - Int(buffer.color(x: x, y: y).g)) / 255 } }
        XCTAssertEqual(ink, 400, accuracy: 6)
        // Anti-aliased: some pixels are partly red.
        XCTAssertFalse(pixels(buffer, where: { $0.g > 0 && $0.g < 255 }).isEmpty)
    }

    func testAFlatteningScaleDrawsNothing() throws {
        let flat = Transform2D.scale(x: 0, y: 1)
        let buffer = try rasterize([.transformed(flat, items: [square(10, 10, 10, 10)])])
        XCTAssertEqual(pixels(buffer, where: isWhite).count, 1600)
    }

    func testTransformsAtScaleTwoAndUnderLaterFills() throws {
        let buffer = try rasterize([.transformed(.translation(x: 2.5, y: 0), items: [square(0, 0, 4, 4)]),
                                    .fill(RoundedRect(rect: Rect(x: 0, y: 2, width: 20, height: 18)), .black)],
                                   width: 20, height: 20, scale: 2)
        // 2.5 pt is 5 device pixels: red at x 5…12, rows 0…3 (rows 4… are under the black fill).
        XCTAssertEqual(bounds(pixels(buffer, where: isRed)), PixelRect(x0: 5, y0: 0, x1: 13, y1: 4))
        let unculled = try rasterize([.transformed(.translation(x: 2.5, y: 0), items: [square(0, 0, 4, 4)]),
                                      .fill(RoundedRect(rect: Rect(x: 0, y: 2, width: 20, height: 18)), .black)],
                                     width: 20, height: 20, scale: 2, culling: false)
        XCTAssertEqual(buffer.pixels, unculled.pixels, "culling changes no pixel")
    }

    func testASharpShadowIsTheShapeMovedByTheOffset() throws {
        let shadow = SceneShadow(color: .black, offsetX: 3, offsetY: 5, radius: 0)
        let shape = square(10, 10, 10, 10)
        let buffer = try rasterize([.shadow(shadow, of: [shape]), shape])
        XCTAssertEqual(pixels(buffer, where: isRed).count, 100)
        let black = pixels(buffer, where: { $0 == (0, 0, 0, 255) })
        // The L of the shadow outside the square: 100 − the 7 × 5 overlap.
        XCTAssertEqual(black.count, 100 - 35)
        XCTAssertEqual(bounds(black), PixelRect(x0: 13, y0: 15, x1: 23, y1: 25))
    }

    func testABlurredShadowKeepsItsInkAndSpreadsEvenly() throws {
        // Half-opaque black, radius 2 pt, below a transparent-looking source: only the shadow is drawn.
        let shadow = SceneShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offsetX: 0, offsetY: 0, radius: 2)
        let buffer = try rasterize([.shadow(shadow, of: [square(15, 15, 10, 10)])])
        var ink = 0.0
        for y in 0..<40 { for x in 0..<40 { ink += Double(255 - Int(buffer.color(x: x, y: y).r)) / 255 } }
        // 100 pt² at half opacity, blurred: the mass stays within a per cent.
        XCTAssertEqual(ink, 50, accuracy: 0.5)
        // Centre at nearly full shadow opacity (the blur does not reach it from the edges much).
        XCTAssertEqual(Int(buffer.color(x: 20, y: 20).r), 128, accuracy: 3)
        // Symmetric left/right and top/bottom; spreads past the square; gone 3σ+ away.
        XCTAssertEqual(buffer.color(x: 13, y: 20).r, buffer.color(x: 26, y: 20).r)
        XCTAssertEqual(buffer.color(x: 20, y: 13).r, buffer.color(x: 20, y: 26).r)
        XCTAssertLessThan(buffer.color(x: 14, y: 20).r, 255)
        XCTAssertEqual(buffer.color(x: 6, y: 20).r, 255)
    }

    func testSVGWritesTheTransformAndTheShadowFilter() throws {
        let scene = Scene(width: 40, height: 40, scale: 1, background: .white, items: [
            .transformed(.translation(x: 5, y: 3), items: [square(0, 0, 4, 6)]),
            .shadow(SceneShadow(color: .black, offsetX: 0, offsetY: -3, radius: 3), of: [square(0, 0, 4, 6)]),
        ])
        let svg = String(decoding: try SVGBackend(outlines: GlyphOutlines(library: try FontLibrary.standard())).render(scene), as: UTF8.self)
        XCTAssertTrue(svg.contains("<g transform=\"matrix(1 0 0 1 5 3)\">"), svg)
        XCTAssertTrue(svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\"/><feOffset dx=\"0\" dy=\"-3\" result=\"moved\"/>"), svg)
        XCTAssertTrue(svg.contains("<g filter=\"url(#shadow1)\">"), svg)
    }
}
