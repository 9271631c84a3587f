import XCTest
import CFreeType
import GravityCore
@testable import GravityText

/// Bitmaps of the box-glyph GravityTest font, whose edges are known exactly:
/// at 16 pt and scale 1 the `H` box is 10 px wide and 10.9375 px tall.
final class GlyphRasterizerTests: XCTestCase {
    let library = TestFonts.library

    func boxFont(size: Double = 16) throws -> (FontKey, UInt32) {
        let layout = try TestFonts.measurer.layout(TestFonts.content("H", font: "GravityTest \(formatNumber(size))"),
                                                   maxWidth: nil, alignWidth: nil)
        let line = try XCTUnwrap(layout.lines.first)
        return (try XCTUnwrap(line.runs.first?.font), try XCTUnwrap(line.glyphs.first?.id))
    }

    func testBoxGlyphCoverageOnWholePixels() throws {
        let (font, glyph) = try boxFont()
        let bitmap = try GlyphRasterizer(library: library).bitmap(font: font, scale: 1, glyph: glyph, subpixel: 0)
        XCTAssertEqual(bitmap.width, 10)
        XCTAssertEqual(bitmap.height, 11)
        XCTAssertEqual(bitmap.left, 0)
        XCTAssertEqual(bitmap.top, -11)  // the top row straddles the cap line
        // The top row is 15/16 covered (FreeType: 240), the rest fully: ink ends on the row above the baseline.
        XCTAssertEqual(Set(bitmap.coverage[0..<10]), [240])
        XCTAssertEqual(Set(bitmap.coverage[10...]), [255])
    }

    func testSubpixelOffsetSpreadsTheEdges() throws {
        let (font, glyph) = try boxFont()
        // Half a pixel to the right: 11 columns, half-covered at both ends.
        let bitmap = try GlyphRasterizer(library: library).bitmap(font: font, scale: 1, glyph: glyph, subpixel: 2)
        XCTAssertEqual(bitmap.width, 11)
        let lastRow = Array(bitmap.coverage[(bitmap.height - 1) * 11..<(bitmap.height * 11)])
        XCTAssertEqual(lastRow.first, 128)
        XCTAssertEqual(lastRow.last, 128)
        XCTAssertEqual(Set(lastRow[1..<10]), [255])
    }

    func testScaleTwoDoublesTheBox() throws {
        let (font, glyph) = try boxFont()
        let bitmap = try GlyphRasterizer(library: library).bitmap(font: font, scale: 2, glyph: glyph, subpixel: 0)
        XCTAssertEqual(bitmap.width, 20)
        XCTAssertEqual(bitmap.height, 22)  // 21.875 px
        XCTAssertEqual(Set(bitmap.coverage[0..<20]), [224])
    }

    func testRepeatedGlyphsAreRenderedOnce() throws {
        let rasterizer = GlyphRasterizer(library: library)
        let (font, glyph) = try boxFont()
        for _ in 0..<5 { _ = try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 0) }
        XCTAssertEqual(rasterizer.renderCount, 1)
        _ = try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 1)
        _ = try rasterizer.bitmap(font: font, scale: 2, glyph: glyph, subpixel: 0)
        XCTAssertEqual(rasterizer.renderCount, 3)
    }

    /// Each font at each scale has one shared cache; past the capacity
    /// they all start over, and a glyph is rendered again.
    func testFontCachesAreSharedAndStartOverPastTheCapacity() throws {
        let rasterizer = GlyphRasterizer(library: library, cacheCapacity: 3)
        let (font, glyph) = try boxFont()
        let cache = rasterizer.bitmaps(font: font, scale: 1)
        XCTAssertTrue(cache === rasterizer.bitmaps(font: font, scale: 1))
        XCTAssertFalse(cache === rasterizer.bitmaps(font: font, scale: 2))
        for subpixel in 0..<3 { _ = try cache.bitmap(glyph: glyph, subpixel: subpixel) }
        _ = try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 0)
        XCTAssertEqual(rasterizer.renderCount, 3, "kept")
        _ = try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 3)
        XCTAssertEqual(rasterizer.renderCount, 4)
        XCTAssertFalse(cache === rasterizer.bitmaps(font: font, scale: 1), "started over")
        _ = try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 0)
        XCTAssertEqual(rasterizer.renderCount, 5, "rendered again")
        let again = try cache.bitmap(glyph: glyph, subpixel: 0)
        XCTAssertEqual(again.coverage, try rasterizer.bitmap(font: font, scale: 1, glyph: glyph, subpixel: 0).coverage,
                       "a cache held past the reset still serves the same bitmaps")
    }

    func testEnvironmentDoesNotChangeFreeType() throws {
        // FREETYPE_PROPERTIES is read by FT_Init_FreeType (shown here as the
        // control), which Gravity never calls.
        setenv("FREETYPE_PROPERTIES", "truetype:interpreter-version=35", 1)
        defer { unsetenv("FREETYPE_PROPERTIES") }
        func interpreterVersion(_ library: FT_Library) -> FT_UInt {
            var version: FT_UInt = 0
            XCTAssertEqual(FT_Property_Get(library, "truetype", "interpreter-version", &version), 0)
            return version
        }
        var control: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&control), 0)
        defer { FT_Done_FreeType(control) }
        XCTAssertEqual(interpreterVersion(try XCTUnwrap(control)), 35)
        let gravity = try FreeTypeLibrary()
        XCTAssertEqual(interpreterVersion(gravity.handle), 40)
    }

    func testParallelLayoutAndRasterisationAgree() throws {
        let rasterizer = GlyphRasterizer(library: library)
        let measurer = TextMeasurer(library: library)
        let fonts = ["DejaVu Sans 14", "EB Garamond 40", "STIX General 24", "Inter Bold 32", "Liberation Serif 18"]
        var results = [[UInt8]](repeating: [], count: 40)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let layout = try! measurer.layout(TestFonts.content("Waffle office", font: fonts[index % 5]), maxWidth: nil, alignWidth: nil)
            var bytes: [UInt8] = []
            for glyph in layout.lines[0].glyphs {
                bytes += try! rasterizer.bitmap(font: layout.lines[0].runs[0].font, scale: 2, glyph: glyph.id, subpixel: index % 4).coverage
            }
            lock.lock()
            results[index] = bytes
            lock.unlock()
        }
        // Same font and subpixel offset (index mod 20): identical bytes, whichever thread rendered first.
        for index in 20..<40 { XCTAssertTrue(results[index] == results[index % 20], "\(index)") }
    }
}
