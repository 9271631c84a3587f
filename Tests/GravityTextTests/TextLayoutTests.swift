import XCTest
import GravityCore
@testable import GravityText

/// Line boxes, breaking, truncation, alignment and trim, measured with the
/// box-glyph GravityTest font. At 16 pt one font unit is 1/64 pt: a capital
/// is 10 pt wide, any other glyph 8 pt, a space 4 pt, `…` 12 pt; ascender
/// 12.5, descender −3.125, line gap 3.125, line height 18.75, cap height
/// 10.9375, x-height 7.8125.
final class TextLayoutTests: XCTestCase {
    let measurer = TestFonts.measurer

    func layout(_ content: TextContent, maxWidth: Double? = nil, alignWidth: Double? = nil) throws -> TextLayout {
        try measurer.layout(content, maxWidth: maxWidth, alignWidth: alignWidth)
    }

    /// Swift Strings compare by canonical equivalence: "é" and "e" + U+0301
    /// are equal Strings but different text, each laid out from its own
    /// scalars (one measurer, so the second asks its cache).
    func testCanonicallyEqualTextsAreLaidOutEachFromItsOwnScalars() throws {
        let measurer = TextMeasurer(library: TestFonts.library)
        let composed = try measurer.layout(TestFonts.content("Caf\u{e9}", font: "DejaVu Sans 16"), maxWidth: nil, alignWidth: nil)
        let decomposed = try measurer.layout(TestFonts.content("Cafe\u{301}", font: "DejaVu Sans 16"), maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(composed.lines.first?.text.unicodeScalars.count, 4)
        XCTAssertEqual(decomposed.lines.first?.text.unicodeScalars.count, 5)
        XCTAssertEqual(Array(decomposed.lines.first!.text.utf8), Array("Cafe\u{301}".utf8))
    }

    func testOneLineBoxHasHalfTheGapAboveTheAscender() throws {
        let text = try layout(TestFonts.content("Hello"))
        XCTAssertEqual(text.size, Size(width: 42, height: 18.75))
        XCTAssertEqual(text.firstBaseline, 14.0625)  // 3.125 / 2 + 12.5
        XCTAssertEqual(text.lastBaseline, 14.0625)
        XCTAssertEqual(text.capTop, 3.125)
        XCTAssertEqual(text.xTop, 6.25)
        XCTAssertEqual(text.minimumWidth, 12)  // the ellipsis
        XCTAssertEqual(text.fontName, "GravityTest 16")
        XCTAssertEqual(text.lines.map(\.text), ["Hello"])
        XCTAssertEqual(text.lines[0].glyphs.map(\.x), [0, 10, 18, 26, 34])
    }

    func testLineHeightSplitsTheDifference() throws {
        var content = TestFonts.content("a\nb")
        content.lineHeight = 30
        let text = try layout(content)
        XCTAssertEqual(text.firstBaseline, 19.6875)  // (30 − 15.625) / 2 + 12.5
        XCTAssertEqual(text.lastBaseline, 49.6875)
        XCTAssertEqual(text.size.height, 60)
    }

    func testExplicitNewlinesBreakLinesWithoutWrap() throws {
        let text = try layout(TestFonts.content("a\nbb"))
        XCTAssertEqual(text.lines.map(\.text), ["a", "bb"])
        XCTAssertEqual(text.lines.map(\.baseline), [14.0625, 32.8125])
        XCTAssertEqual(text.size, Size(width: 16, height: 37.5))
    }

    func testWrapsAtSpaces() throws {
        let text = try layout(TestFonts.content("aa bb cc", wrap: true), maxWidth: 40)
        XCTAssertEqual(text.lines.map(\.text), ["aa bb", "cc"])
        XCTAssertEqual(text.lines.map(\.width), [36, 16])
        XCTAssertEqual(text.size, Size(width: 36, height: 37.5))
        XCTAssertEqual(text.minimumWidth, 16)  // the longest word
        XCTAssertEqual(try layout(TestFonts.content("aa bb cc", wrap: true), maxWidth: 36).lines.map(\.text), ["aa bb", "cc"])
        XCTAssertEqual(try layout(TestFonts.content("aa bb cc", wrap: true), maxWidth: 35.9).lines.map(\.text), ["aa", "bb", "cc"])
    }

    func testTabsAreSpacesAndCRLFBreaksLines() throws {
        let text = try layout(TestFonts.content("a\tb\r\nc"))
        XCTAssertEqual(text.lines.map(\.text), ["a b", "c"])
        XCTAssertEqual(text.lines[0].width, 20)
    }

    func testWrapsAfterHyphensButNotBeforeNumbers() throws {
        XCTAssertEqual(try layout(TestFonts.content("ab-cd", wrap: true), maxWidth: 30).lines.map(\.text), ["ab-", "cd"])
        XCTAssertEqual(try layout(TestFonts.content("a -5", wrap: true), maxWidth: 20).lines.map(\.text), ["a", "-5"])
    }

    func testBreaksInsideAWordOnlyWhenItAloneDoesNotFit() throws {
        XCTAssertEqual(try layout(TestFonts.content("abcdefgh", wrap: true), maxWidth: 20).lines.map(\.text), ["ab", "cd", "ef", "gh"])
        XCTAssertEqual(try layout(TestFonts.content("ab cdefgh", wrap: true), maxWidth: 30).lines.map(\.text), ["ab", "cde", "fgh"])
        // Narrower than one character: one character per line, overflowing.
        XCTAssertEqual(try layout(TestFonts.content("abc", wrap: true), maxWidth: 5).lines.map(\.text), ["a", "b", "c"])
    }

    func testTruncatesOneLineWithEllipsis() throws {
        let text = try layout(TestFonts.content("abcdefgh"), maxWidth: 40)
        XCTAssertEqual(text.lines.map(\.text), ["abc…"])  // 24 + 12 ≤ 40 < 32 + 12
        XCTAssertEqual(text.size.width, 36)
        XCTAssertEqual(text.minimumWidth, 12)
        // A final width from layout narrower than natural truncates too.
        XCTAssertEqual(try layout(TestFonts.content("ab cd"), alignWidth: 28).lines.map(\.text), ["ab…"])
        // Trailing spaces are dropped before the ellipsis.
        XCTAssertEqual(try layout(TestFonts.content("ab cd"), maxWidth: 32).lines.map(\.text), ["ab…"])
        // Wide enough: untouched.
        XCTAssertEqual(try layout(TestFonts.content("abcdefgh"), maxWidth: 64).lines.map(\.text), ["abcdefgh"])
        // Not even the ellipsis fits: the ellipsis alone.
        XCTAssertEqual(try layout(TestFonts.content("abcdefgh"), maxWidth: 5).lines.map(\.text), ["…"])
    }

    func testLinesLimitEndsTheLastKeptLineInEllipsis() throws {
        var content = TestFonts.content("aa bb cc dd ee", wrap: true)
        content.lines = 2
        let text = try layout(content, maxWidth: 36)
        // Lines would be "aa bb", "cc dd", "ee"; the second shows what fits of "cc dd ee".
        XCTAssertEqual(text.lines.map(\.text), ["aa bb", "cc…"])
        XCTAssertEqual(text.lastBaseline, 32.8125)
        content.lines = 3
        XCTAssertEqual(try layout(content, maxWidth: 36).lines.map(\.text), ["aa bb", "cc dd", "ee"])
        var unbounded = TestFonts.content("one\ntwo\nthree")
        unbounded.lines = 2
        XCTAssertEqual(try layout(unbounded).lines.map(\.text), ["one", "two…"])
    }

    func testAlignmentWithinTheFinalWidth() throws {
        XCTAssertEqual(try layout(TestFonts.content("Hello", alignment: .center), alignWidth: 100).lines[0].x, 29)
        XCTAssertEqual(try layout(TestFonts.content("Hello", alignment: .right), alignWidth: 100).lines[0].x, 58)
        let lines = try layout(TestFonts.content("aa\nbbbb", alignment: .right)).lines
        XCTAssertEqual(lines.map(\.x), [16, 0])
    }

    func testJustifiedStretchesSpacesExceptOnTheLastLine() throws {
        let text = try layout(TestFonts.content("aa bb cc", wrap: true, alignment: .justified), maxWidth: 40, alignWidth: 40)
        XCTAssertEqual(text.lines[0].glyphs.map(\.x), [0, 8, 16, 24, 32])  // the space takes 4 + 4
        XCTAssertEqual(text.lines[0].width, 40)
        XCTAssertEqual(text.lines[1].glyphs.map(\.x), [0, 8])
        XCTAssertEqual(text.lines[1].width, 16)
    }

    func testTrimCapBaseline() throws {
        var content = TestFonts.content("Ab\ncd")
        content.trim = TextTrim(over: .cap, under: .baseline)
        let text = try layout(content)
        // From the first cap line to the last baseline: 10.9375 + 18.75.
        XCTAssertEqual(text.size.height, 29.6875)
        XCTAssertEqual(text.capTop, 0)
        XCTAssertEqual(text.firstBaseline, 10.9375)
        XCTAssertEqual(text.lastBaseline, 29.6875)
        XCTAssertEqual(text.xTop, 3.125)
        XCTAssertEqual(text.lines.map(\.baseline), [10.9375, 29.6875])
    }

    func testTrimXOverOnly() throws {
        var content = TestFonts.content("x")
        content.trim = TextTrim(over: .x)
        let text = try layout(content)
        XCTAssertEqual(text.xTop, 0)
        XCTAssertEqual(text.firstBaseline, 7.8125)
        XCTAssertEqual(text.size.height, 18.75 - 6.25)  // untrimmed bottom
    }

    func testUnknownFamilyIsAnError() {
        XCTAssertThrowsError(try layout(TestFonts.content("x", font: "Nope 12"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown font family 'Nope'; available: DejaVu Sans, Droid Sans Fallback, EB Garamond, GravityTest, Inter,"), "\(error)")
        }
    }

    func testLigaturesAndKerningFromHarfBuzz() throws {
        let stix = try TestFonts.library.face(for: TestFonts.library.match(
            FontRequest(family: "STIX General", size: 40, weight: 400, italic: false)))
        // STIX General's liga feature turns f + f + i into one glyph (fontTools: GSUB liga, f+f+i->ffi).
        XCTAssertEqual(Shaper.shape("ffi", face: stix, size: 40).glyphs.count, 1)
        XCTAssertEqual(Shaper.shape("f f i", face: stix, size: 40).glyphs.count, 5)
        let inter = try TestFonts.library.face(for: TestFonts.library.match(.default))
        let pair = Shaper.shape("AV", face: inter, size: 100).advance
        let apart = Shaper.shape("A", face: inter, size: 100).advance + Shaper.shape("V", face: inter, size: 100).advance
        XCTAssertLessThan(pair, apart - 1)
        // A wrapped label's lines keep their kerning.
        let label = try layout(TestFonts.content("AV AV", font: "System 100", wrap: true), maxWidth: pair + 1)
        XCTAssertEqual(label.lines.map(\.text), ["AV", "AV"])
        XCTAssertEqual(label.lines[0].width, pair, accuracy: 1e-9)
    }
}
