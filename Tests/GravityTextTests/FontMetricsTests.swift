import XCTest
import GravityCore
@testable import GravityText

/// Metrics of every bundled font against the font tables read independently
/// with fontTools 4.68 (`TTFont(path)['hhea']`, `['OS/2']`, `['head']`, and
/// the bounds of the `H` and `x` glyphs with a BoundsPen). FreeType 2.12
/// takes ascender/descender/height from `hhea` unless OS/2 fsSelection bit 7
/// (USE_TYPO_METRICS) is set; where it is set (Inter, EB Garamond, JetBrains
/// Mono) the typo values equal the hhea ones, so `hhea` is the reference.
final class FontMetricsTests: XCTestCase {
    struct Expected {
        var file: String
        var unitsPerEm: Double
        var ascender, descender, lineGap: Double  // hhea
        var capHeight: Double, capSource: UnitMetrics.Source
        var xHeight: Double, xSource: UnitMetrics.Source
    }

    static let expected: [Expected] = [
        // OS/2 version 1 has no sCapHeight/sxHeight: the tops of H and x (yMax 1493, 1120).
        Expected(file: "DejaVuSans.ttf", unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0,
                 capHeight: 1493, capSource: .outline, xHeight: 1120, xSource: .outline),
        Expected(file: "DejaVuSans-Bold.ttf", unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0,
                 capHeight: 1493, capSource: .outline, xHeight: 1120, xSource: .outline),
        // Line height exactly 1 em; OS/2 sxHeight 400 although the x outline reaches 405.
        Expected(file: "EBGaramond12-Regular.otf", unitsPerEm: 1000, ascender: 710, descender: -290, lineGap: 0,
                 capHeight: 650, capSource: .os2, xHeight: 400, xSource: .os2),
        Expected(file: "Inter-Regular.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                 capHeight: 2048, capSource: .os2, xHeight: 1536, xSource: .os2),
        Expected(file: "Inter-Medium.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                 capHeight: 2048, capSource: .os2, xHeight: 1536, xSource: .os2),
        Expected(file: "Inter-SemiBold.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                 capHeight: 2048, capSource: .os2, xHeight: 1536, xSource: .os2),
        Expected(file: "Inter-Bold.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                 capHeight: 2048, capSource: .os2, xHeight: 1536, xSource: .os2),
        Expected(file: "Inter-Italic.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                 capHeight: 2048, capSource: .os2, xHeight: 1536, xSource: .os2),
        Expected(file: "JetBrainsMono-Regular.ttf", unitsPerEm: 1000, ascender: 1020, descender: -300, lineGap: 0,
                 capHeight: 730, capSource: .os2, xHeight: 550, xSource: .os2),
        // hhea line gap 87 (the OS/2 typo values 1420/−442/307 are not used).
        Expected(file: "LiberationSerif-Regular.ttf", unitsPerEm: 2048, ascender: 1825, descender: -443, lineGap: 87,
                 capHeight: 1341, capSource: .os2, xHeight: 940, xSource: .os2),
        Expected(file: "LiberationSerif-Bold.ttf", unitsPerEm: 2048, ascender: 1825, descender: -443, lineGap: 87,
                 capHeight: 1341, capSource: .os2, xHeight: 940, xSource: .os2),
        // The deep descender; OS/2 version 2 carries sCapHeight 662, sxHeight 450.
        Expected(file: "STIXGeneral-Regular.otf", unitsPerEm: 1000, ascender: 1055, descender: -455, lineGap: 0,
                 capHeight: 662, capSource: .os2, xHeight: 450, xSource: .os2),
        // hhea line gap 67 (typo values 1491/−431/307 not used); Liberation Sans/Mono added for Helvetica and Courier.
        Expected(file: "LiberationSans-Regular.ttf", unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67,
                 capHeight: 1409, capSource: .os2, xHeight: 1082, xSource: .os2),
        Expected(file: "LiberationSans-Bold.ttf", unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67,
                 capHeight: 1409, capSource: .os2, xHeight: 1082, xSource: .os2),
        Expected(file: "LiberationMono-Regular.ttf", unitsPerEm: 2048, ascender: 1705, descender: -615, lineGap: 0,
                 capHeight: 1349, capSource: .os2, xHeight: 1082, xSource: .os2),
        // Fallback faces: Arabic (no Latin H or x, OS/2 version 4) and the CJK subset (256 units per em).
        Expected(file: "NotoSansArabic-Regular.ttf", unitsPerEm: 1000, ascender: 1374, descender: -738, lineGap: 0,
                 capHeight: 416, capSource: .os2, xHeight: 374, xSource: .os2),
        Expected(file: "DroidSansFallback-CJKSubset.ttf", unitsPerEm: 256, ascender: 267, descender: -68, lineGap: 0,
                 capHeight: 183, capSource: .os2, xHeight: 137, xSource: .os2),
        // Devanagari and Thai (issue #29): OS/2 version 4 with their own cap and x heights.
        Expected(file: "NotoSansDevanagari-Regular.ttf", unitsPerEm: 1000, ascender: 896, descender: -408, lineGap: 0,
                 capHeight: 622, capSource: .os2, xHeight: 536, xSource: .os2),
        Expected(file: "NotoSansThai-Regular.ttf", unitsPerEm: 1000, ascender: 1061, descender: -450, lineGap: 0,
                 capHeight: 714, capSource: .os2, xHeight: 556, xSource: .os2),
        // Colour bitmaps without outlines: FreeType leaves the metrics at 0, HarfBuzz reads hhea and OS/2 (no x height).
        Expected(file: "NotoColorEmoji-Subset.ttf", unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 0,
                 capHeight: 1900, capSource: .os2, xHeight: 0, xSource: .os2),
        Expected(file: "GravityTest.ttf", unitsPerEm: 1024, ascender: 800, descender: -200, lineGap: 200,
                 capHeight: 700, capSource: .os2, xHeight: 500, xSource: .os2),
    ]

    func testEveryFontsUnitMetricsMatchItsTables() throws {
        let library = TestFonts.library
        XCTAssertEqual(Set(library.faces.map { ($0.path as NSString).lastPathComponent }), Set(Self.expected.map(\.file)))
        for expected in Self.expected {
            let info = try XCTUnwrap(library.faces.first { ($0.path as NSString).lastPathComponent == expected.file })
            let face = try library.face(for: info)
            let units = face.unitMetrics
            XCTAssertEqual(face.unitsPerEm, expected.unitsPerEm, expected.file)
            XCTAssertEqual(units.ascender, expected.ascender, expected.file)
            XCTAssertEqual(units.descender, expected.descender, expected.file)
            XCTAssertEqual(units.lineGap, expected.lineGap, expected.file)
            XCTAssertEqual(units.capHeight, expected.capHeight, expected.file)
            XCTAssertEqual(units.capHeightSource, expected.capSource, expected.file)
            XCTAssertEqual(units.xHeight, expected.xHeight, expected.file)
            XCTAssertEqual(units.xHeightSource, expected.xSource, expected.file)
        }
    }

    /// The ellipsis width truncation reserves is read from the font's
    /// advance table, not shaped: it must equal what shaping `…` gives.
    func testEllipsisAdvanceEqualsShapingItAloneInEveryFont() throws {
        let library = TestFonts.library
        for info in library.faces {
            let face = try library.face(for: info)
            let shaped = Shaper.shape(String(Truncation.ellipsis), face: face, size: 1)
            XCTAssertGreaterThan(face.ellipsisAdvance, 0, info.path)
            XCTAssertEqual(face.ellipsisAdvance, shaped.advance, info.path)
        }
    }

    func testPointMetricsScaleBySizeOverUnitsPerEm() throws {
        let face = try TestFonts.library.face(for: TestFonts.library.match(
            FontRequest(family: "Liberation Serif", size: 18, weight: 400, italic: false)))
        let metrics = face.metrics(size: 18)
        XCTAssertEqual(metrics.ascender, 1825 * 18 / 2048.0)
        XCTAssertEqual(metrics.descender, -443 * 18 / 2048.0)
        XCTAssertEqual(metrics.lineGap, 87 * 18 / 2048.0, accuracy: 1e-12)
        XCTAssertEqual(metrics.lineHeight, 2355 * 18 / 2048.0, accuracy: 1e-12)
        XCTAssertEqual(metrics.capHeight, 1341 * 18 / 2048.0)
        XCTAssertEqual(metrics.xHeight, 940 * 18 / 2048.0)
    }

    func testOutlineOfABoxGlyphInFontUnitsYUp() throws {
        let library = TestFonts.library
        let info = try library.match(FontRequest(family: "GravityTest", size: 16, weight: 400, italic: false))
        let outlines = GlyphOutlines(library: library)
        let font = FontKey(path: info.path, faceIndex: info.faceIndex, size: 16)
        let glyph = try XCTUnwrap(measurerGlyph("H", font: "GravityTest 16"))
        let outline = try outlines.outline(font: font, glyph: glyph)
        // The H box: 640 × 700 units, drawn from the baseline up.
        XCTAssertEqual(outline.unitsPerEm, 1024)
        XCTAssertEqual(outline.commands, [.move(0, 0), .line(0, 700), .line(640, 700), .line(640, 0), .line(0, 0), .close])
    }

    private func measurerGlyph(_ text: String, font: String) -> UInt32? {
        try? TestFonts.measurer.layout(TestFonts.content(text, font: font), maxWidth: nil, alignWidth: nil).lines.first?.glyphs.first?.id
    }
}
