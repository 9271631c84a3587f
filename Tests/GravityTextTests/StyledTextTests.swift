import Foundation
import XCTest
import GravityCore
@testable import GravityText

/// Styled spans share lines, baselines and wrapping; each is shaped in
/// its own face; decorations come from the font's tables.
final class StyledTextTests: XCTestCase {
    func content(_ text: String, spans: [(Range<Int>, String)], wrap: Bool = false) throws -> TextContent {
        var content = TestFonts.content(text, font: "System 20", wrap: wrap)
        content.spans = try spans.map { range, font in
            TextSpan(range: range, font: try FontDescriptor.parse(font).resolved(inheriting: content.font))
        }
        return content
    }

    func testBoldSpanIsShapedInTheBoldFaceOnTheSameLine() throws {
        let styled = try content("pretty bold solution", spans: [(7..<11, "bold")])
        let layout = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(layout.lines.count, 1)
        let files = layout.lines[0].runs.map { ($0.font.path as NSString).lastPathComponent }
        XCTAssertEqual(files, ["Inter-Regular.otf", "Inter-Bold.otf", "Inter-Regular.otf"])
        XCTAssertEqual(layout.lines[0].runs.map(\.glyphs.count), [7, 4, 9])
        // Wider than the same text all regular: bold advances are wider.
        let plain = try TestFonts.measurer.layout(TestFonts.content("pretty bold solution", font: "System 20"), maxWidth: nil, alignWidth: nil)
        XCTAssertGreaterThan(layout.size.width, plain.size.width + 1)
        XCTAssertEqual(layout.firstBaseline, plain.firstBaseline)
    }

    func testSpansWrapAndTruncateWithTheirText() throws {
        let styled = try content("aaa bbb ccc ddd", spans: [(4..<11, "bold")], wrap: true)
        // "aaa " regular + "bbb" bold is 77.58 points; "aaa bbb ccc" is more than 80.
        let width = 80.0
        let layout = try TestFonts.measurer.layout(styled, maxWidth: width, alignWidth: nil)
        XCTAssertEqual(layout.lines.map(\.text), ["aaa bbb", "ccc ddd"])
        XCTAssertEqual(layout.lines[1].runs.map { ($0.font.path as NSString).lastPathComponent }, ["Inter-Bold.otf", "Inter-Regular.otf"])
        var cut = styled
        cut.wrap = false
        let truncated = try TestFonts.measurer.layout(cut, maxWidth: width, alignWidth: nil)
        XCTAssertEqual(truncated.lines.map(\.text).first?.last, "…")
    }

    func testUnderlineAndStrikeFollowTheFontTables() throws {
        var styled = TestFonts.content("Hx Hx", font: "GravityTest 16")
        var underline = TextSpan(range: 0..<2, font: styled.font)
        underline.underline = true
        var strike = TextSpan(range: 3..<5, font: styled.font)
        strike.strikethrough = true
        styled.spans = [underline, strike]
        let line = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil).lines[0]
        XCTAssertEqual(line.decorations.count, 2)
        let face = try TestFonts.library.face(for: TestFonts.library.match(styled.font))
        let scale = 16 / face.unitsPerEm
        XCTAssertEqual(line.decorations[0].y, face.decorations.underlineCentre * scale, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[0].thickness, face.decorations.underlineThickness * scale, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[0].x, 0)
        XCTAssertEqual(line.decorations[0].width, 18, accuracy: 1e-9)  // H 10 + x 8
        XCTAssertEqual(line.decorations[1].y, face.decorations.strikeCentre * scale, accuracy: 1e-9)
        XCTAssertLessThan(line.decorations[0].y, 0)
        XCTAssertGreaterThan(line.decorations[1].y, 0)
    }

    /// Issue #29: an underline or strikethrough across runs of another size
    /// or weight is one line at the first run's position and thickness (as
    /// CSS draws it), not a step at each run.
    func testDecorationAcrossSizesIsOneLine() throws {
        var styled = TestFonts.content("ab Hx cd", font: "GravityTest 16")
        func span(_ range: Range<Int>, _ font: String) throws -> TextSpan {
            var span = TextSpan(range: range, font: try FontDescriptor.parse(font).resolved(inheriting: styled.font))
            span.underline = true
            span.strikethrough = true
            return span
        }
        styled.spans = [try span(0..<3, "16"), try span(3..<5, "32"), try span(5..<8, "System bold 20")]
        let line = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil).lines[0]
        let face = try TestFonts.library.face(for: TestFonts.library.match(styled.font))
        let scale = 16 / face.unitsPerEm
        XCTAssertEqual(line.decorations.count, 2)
        XCTAssertEqual(line.decorations[0].x, 0)
        XCTAssertEqual(line.decorations[0].width, line.width, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[0].y, face.decorations.underlineCentre * scale, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[0].thickness, face.decorations.underlineThickness * scale, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[1].width, line.width, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[1].y, face.decorations.strikeCentre * scale, accuracy: 1e-9)
        XCTAssertEqual(line.decorations[1].thickness, face.decorations.strikeThickness * scale, accuracy: 1e-9)
        // A run without the decoration ends it; the next decorated run starts its own.
        styled.spans = [try span(0..<2, "16"), try span(5..<8, "32")]
        let apart = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil).lines[0]
        XCTAssertEqual(apart.decorations.count, 4)
        let ab = try TestFonts.measurer.layout(TestFonts.content("ab", font: "GravityTest 16"), maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(apart.decorations[0].width, ab.size.width, accuracy: 1e-9)
    }

    func testSuperscriptGlyphsAreRaised() throws {
        var styled = TestFonts.content("E2", font: "System 20")
        var sup = TextSpan(range: 1..<2, font: FontRequest(family: "System", size: 15, weight: 400, italic: false))
        sup.baselineShift = 6.6
        styled.spans = [sup]
        let glyphs = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil).lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.y), [0, 6.6])
    }

    /// CSS line boxes (SPEC §2.6): a line is as tall as its tallest inline
    /// box — the label's strut and each span in its own font, with half its
    /// leading above and below. GravityTest: ascender 800, descender 200,
    /// gap 200 per 1024; at 16 pt 12.5 + 3.125 (+ 3.125 gap), at 32 pt twice that.
    func testLargerSpanGrowsItsLineBox() throws {
        var styled = TestFonts.content("ab\nHx", font: "GravityTest 16")
        styled.spans = [TextSpan(range: 3..<5, font: try FontDescriptor.parse("32").resolved(inheriting: styled.font))]
        let layout = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil)
        // Line 0, the strut alone: 1.5625 + 12.5 above, 3.125 + 1.5625 below.
        XCTAssertEqual(layout.lines[0].baseline, 14.0625)
        XCTAssertEqual(layout.firstBaseline, 14.0625)
        XCTAssertEqual(layout.capTop, 14.0625 - 10.9375)
        // Line 1 starts at 18.75 and holds the 32-pt box: 3.125 + 25 above, 6.25 + 3.125 below.
        XCTAssertEqual(layout.lines[1].baseline, 18.75 + 28.125)
        XCTAssertEqual(layout.lastBaseline, 46.875)
        XCTAssertEqual(layout.size.height, 18.75 + 37.5)

        // The big span first: the first baseline, the cap line and the trimmed box move down with it.
        var first = TestFonts.content("Hx\nab", font: "GravityTest 16")
        first.spans = [TextSpan(range: 0..<2, font: try FontDescriptor.parse("32").resolved(inheriting: first.font))]
        first.trim = TextTrim(over: .cap, under: .baseline)
        let trimmed = try TestFonts.measurer.layout(first, maxWidth: nil, alignWidth: nil)
        // Untrimmed: first baseline 28.125, second 37.5 + 14.0625; trimmed from the label font's cap line.
        XCTAssertEqual(trimmed.firstBaseline, 10.9375)
        XCTAssertEqual(trimmed.capTop, 0)
        XCTAssertEqual(trimmed.lines.map(\.baseline), [10.9375, 51.5625 - 17.1875])
        XCTAssertEqual(trimmed.size.height, 51.5625 - 17.1875)
    }

    /// With `lineHeight` every inline box is that tall (a length, as CSS
    /// inherits it): a 32-pt span's box is centred on its glyphs and the
    /// line grows only by what sticks out of the strut.
    func testFixedLineHeightAppliesToEveryInlineBox() throws {
        var styled = TestFonts.content("ab Hx", font: "GravityTest 16")
        styled.lineHeight = 20
        styled.spans = [TextSpan(range: 3..<5, font: try FontDescriptor.parse("32").resolved(inheriting: styled.font))]
        let layout = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil)
        // Strut: 12.5 + 2.1875 above, 3.125 + 2.1875 below. Span: content 31.25,
        // half leading -5.625: 19.375 above, 0.625 below.
        XCTAssertEqual(layout.firstBaseline, 19.375)
        XCTAssertEqual(layout.size.height, 19.375 + 5.3125)
    }

    /// `<sup>` raises its inline box: a line with a high superscript grows above.
    func testRaisedSpanGrowsTheLineAbove() throws {
        var styled = TestFonts.content("H2", font: "GravityTest 16")
        var sup = TextSpan(range: 1..<2, font: try FontDescriptor.parse("12").resolved(inheriting: styled.font))
        sup.baselineShift = 6
        styled.spans = [sup]
        let layout = try TestFonts.measurer.layout(styled, maxWidth: nil, alignWidth: nil)
        // 12 pt: 9.375 + 1.171875 above the shifted baseline; below it stays in the strut (4.6875).
        XCTAssertEqual(layout.firstBaseline, 6 + 9.375 + 1.171875)
        XCTAssertEqual(layout.size.height, 16.546875 + 4.6875)
    }

    /// SPEC laziness: a one-line label of 2 MB shapes only a prefix past
    /// the width horizon; with `lines` only what the lines need.
    func testHugeLabelsShapeOnlyWhatCanBeShown() throws {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 80_000)  // 2.16 MB
        let one = try TestFonts.measurer.layout(TestFonts.content(text, font: "System 17"), maxWidth: nil, alignWidth: nil)
        XCTAssertGreaterThan(one.size.width, TextMeasurer.widthHorizon)
        XCTAssertLessThan(one.lines[0].text.count, text.count / 4)
        var wrapped = TestFonts.content(text, font: "System 17", wrap: true)
        wrapped.lines = 3
        let three = try TestFonts.measurer.layout(wrapped, maxWidth: 200, alignWidth: nil)
        XCTAssertEqual(three.lines.count, 3)
        XCTAssertEqual(three.lines[2].text.last, "…")
        XCTAssertLessThan(three.lines.map(\.text.count).reduce(0, +), 200)
    }

    /// A soft hyphen is invisible inside a line and a break opportunity
    /// that shows `-` when the line ends there.
    func testSoftHyphenBreaksWithAVisibleHyphen() throws {
        let text = "extra\u{AD}ordinary"
        let one = try TestFonts.measurer.layout(TestFonts.content(text, font: "System 20"), maxWidth: nil, alignWidth: nil)
        let plain = try TestFonts.measurer.layout(TestFonts.content("extraordinary", font: "System 20"), maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(one.lines.map(\.text), ["extraordinary"])
        XCTAssertEqual(one.size.width, plain.size.width, accuracy: 1e-9)
        let extra = try TestFonts.measurer.layout(TestFonts.content("extra-", font: "System 20"), maxWidth: nil, alignWidth: nil)
        let ordinary = try TestFonts.measurer.layout(TestFonts.content("ordinary", font: "System 20"), maxWidth: nil, alignWidth: nil)
        let wrapped = try TestFonts.measurer.layout(TestFonts.content(text, font: "System 20", wrap: true),
                                                    maxWidth: max(extra.size.width, ordinary.size.width) + 1, alignWidth: nil)
        XCTAssertEqual(wrapped.lines.map(\.text), ["extra-", "ordinary"])
        XCTAssertEqual(wrapped.lines[0].width, extra.size.width, accuracy: 1e-9)
        XCTAssertEqual(wrapped.lines[0].glyphs.map(\.id).last, extra.lines[0].glyphs.map(\.id).last)
        // Too narrow for "extra-": the hyphen's width counts, so the word breaks between characters instead.
        let narrow = try TestFonts.measurer.layout(TestFonts.content(text, font: "System 20", wrap: true),
                                                   maxWidth: extra.size.width - 1, alignWidth: nil)
        XCTAssertNotEqual(narrow.lines.first?.text, "extra-")
    }
}
