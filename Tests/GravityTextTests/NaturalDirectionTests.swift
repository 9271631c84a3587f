import XCTest
import GravityCore
@testable import GravityText

/// A paragraph reads in its first strong character's direction (UAX #9
/// P2–P3, UIKit's `NSWritingDirection.natural`); the layout direction only
/// decides a paragraph without strong characters. Order is asserted on
/// where glyphs are drawn (their x), which `lineTexts` cannot show.
final class NaturalDirectionTests: XCTestCase {
    static let font = "'DejaVu Sans' 20"

    /// The x of each glyph of one line, keyed by the character it draws.
    private func positions(_ text: String, _ direction: TextDirection?) throws -> [[(character: Character, x: Double)]] {
        var content = TestFonts.content(text, font: Self.font)
        content.direction = direction
        let layout = try TestFonts.measurer.layout(content, maxWidth: nil, alignWidth: nil)
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\u{2028}" }
        XCTAssertEqual(layout.lines.count, paragraphs.count)
        return try zip(layout.lines, paragraphs).map { line, paragraph in
            // Latin, Hebrew, digits and punctuation draw one glyph each, the
            // one they draw alone (Arabic letters join: they stay "?").
            var byID: [UInt32: Character] = [:]
            for character in paragraph where character != " " && !BidiLevels.mayNeedBidi(character.unicodeScalars.first!)
                || ("\u{05D0}"..."\u{05EA}").contains(character) {
                let alone = try TestFonts.measurer.layout(TestFonts.content(String(character), font: Self.font),
                                                          maxWidth: nil, alignWidth: nil)
                if let glyph = alone.lines[0].glyphs.first { byID[glyph.id] = character }
            }
            let spaced = try TestFonts.measurer.layout(TestFonts.content("| |", font: Self.font), maxWidth: nil, alignWidth: nil)
            let spaceID = spaced.lines[0].glyphs[1].id
            return line.glyphs.filter { $0.id != spaceID }.map { (byID[$0.id] ?? "?", $0.x) }
        }
    }

    private func x(of character: Character, in line: [(character: Character, x: Double)], file: StaticString = #filePath,
                   line number: UInt = #line) throws -> Double {
        try XCTUnwrap(line.first { $0.character == character }?.x, "no \(character)", file: file, line: number)
    }

    private func paragraphLevel(_ text: String, _ direction: TextDirection?) throws -> UInt8 {
        let style = ParagraphStyle(font: try FontDescriptor.parse(Self.font).resolved(inheriting: .default))
        return try ShapedParagraph(Substring(text), styles: ParagraphStyles(style), base: .natural(fallback: direction),
                                   library: TestFonts.library).bidi.paragraphLevel
    }

    /// The issue: under rtl, "Hello, world!" drew as "!Hello, world".
    func testEnglishUnderRightToLeftKeepsItsPunctuationAtTheEnd() throws {
        for direction in [TextDirection.rtl, .ltr, nil] {
            let line = try positions("Hello, world!", direction)[0]
            XCTAssertEqual(line.map(\.character), Array("Hello,world!"), "\(String(describing: direction))")
            XCTAssertGreaterThan(try x(of: "!", in: line), try x(of: "d", in: line))
            XCTAssertLessThan(try x(of: ",", in: line), try x(of: "w", in: line))
            XCTAssertEqual(try paragraphLevel("Hello, world!", direction), 0)
        }
    }

    /// Hebrew reads right to left in a left-to-right UI too: its "!" is on the left.
    func testHebrewIsRightToLeftUnderEitherDirection() throws {
        for direction in [TextDirection.rtl, .ltr, nil] {
            let line = try positions("שלום עולם!", direction)[0]
            XCTAssertEqual(line.map(\.character), Array("!םלועםולש"), "\(String(describing: direction))")
            XCTAssertLessThan(try x(of: "!", in: line), try x(of: "ש", in: line))
            XCTAssertEqual(try paragraphLevel("שלום עולם!", direction), 1)
        }
    }

    /// Digits inside Arabic stay left to right, between the words where they are read.
    func testArabicWithDigits() throws {
        for direction in [TextDirection.rtl, .ltr] {
            let line = try positions("سعر 42 دينار!", direction)[0]
            let four = try x(of: "4", in: line), two = try x(of: "2", in: line)
            XCTAssertLessThan(four, two, "42 reads left to right")
            XCTAssertEqual(line.first?.character, "!", "! ends the paragraph on the left")
            // The Arabic words' glyphs: the second (دينار) left of the number, the first (سعر) right of it.
            XCTAssertGreaterThanOrEqual(line.filter { $0.character == "?" && $0.x < four }.count, 3)
            XCTAssertGreaterThanOrEqual(line.filter { $0.character == "?" && $0.x > two }.count, 2)
            XCTAssertEqual(try paragraphLevel("سعر 42 دينار!", direction), 1)
        }
    }

    /// Without a strong character the layout direction decides.
    func testNeutralTextFollowsTheLayoutDirection() throws {
        let rtl = try positions("123 !", .rtl)[0]
        XCTAssertEqual(rtl.map(\.character), Array("!123"))
        XCTAssertEqual(try paragraphLevel("123 !", .rtl), 1)
        for direction in [TextDirection.ltr, nil] {
            XCTAssertEqual(try positions("123 !", direction)[0].map(\.character), Array("123!"))
            XCTAssertEqual(try paragraphLevel("123 !", direction), 0)
        }
    }

    /// Each paragraph (each line break) takes its own direction, as TextKit's paragraphs do.
    func testEachParagraphHasItsOwnDirection() throws {
        for direction in [TextDirection.rtl, .ltr] {
            let lines = try positions("Hello, world!\nשלום עולם!", direction)
            XCTAssertGreaterThan(try x(of: "!", in: lines[0]), try x(of: "H", in: lines[0]))
            XCTAssertLessThan(try x(of: "!", in: lines[1]), try x(of: "ש", in: lines[1]))
        }
        // A neutral paragraph after a Hebrew one does not inherit the Hebrew direction.
        XCTAssertEqual(try positions("שלום!\n123 !", .ltr)[1].map(\.character), Array("123!"))
        XCTAssertEqual(try positions("שלום!\n123 !", .rtl)[1].map(\.character), Array("!123"))
    }

    /// U+2028 LINE SEPARATOR breaks the line, not the paragraph (UAX #9
    /// BD2, TextKit): every line of the paragraph takes the direction its
    /// first strong character gives, wherever that is.
    func testLinesAfterALineSeparatorKeepTheParagraphDirection() throws {
        XCTAssertEqual(try positions("123 !\u{2028}שלום!", .ltr).map { $0.map(\.character) }, [Array("!123"), Array("!םולש")])
        XCTAssertEqual(try positions("Hello!\u{2028}123 !", .rtl).map { $0.map(\.character) }, [Array("Hello!"), Array("123!")])
        // A new paragraph after it finds its own direction again.
        XCTAssertEqual(try positions("שלום!\u{2028}123 !\n123 !", .ltr)[1...].map { $0.map(\.character) },
                       [Array("!123"), Array("123!")])
    }

    /// A directional mark forces a paragraph's direction, as in UIKit (U+200F RLM, U+200E LRM).
    func testDirectionalMarksForceTheParagraphDirection() throws {
        XCTAssertEqual(try paragraphLevel("\u{200F}Hello!", .ltr), 1)
        XCTAssertEqual(try paragraphLevel("\u{200E}שלום!", .rtl), 0)
        let forced = try positions("\u{200F}Hello!", .ltr)[0]
        XCTAssertLessThan(try x(of: "!", in: forced), try x(of: "H", in: forced))
    }

    /// A justified line that does not stretch starts at the layout direction's
    /// leading edge, as before: alignment is the layout direction's, not the
    /// text's. Without a direction in scope, at its paragraph's start edge.
    func testJustifiedLastLineStartsAtTheLeadingEdge() throws {
        func lastLineX(_ text: String, _ direction: TextDirection?) throws -> Double {
            var content = TestFonts.content(text, wrap: true, alignment: .justified)
            content.direction = direction
            let lines = try TestFonts.measurer.layout(content, maxWidth: 40, alignWidth: 40).lines
            XCTAssertEqual(lines.count, 2, text)
            return lines[1].x
        }
        // GravityTest's glyphs are 8 points wide: "cc" is 16 of the 40.
        XCTAssertEqual(try lastLineX("aa bb cc", .rtl), 24)
        XCTAssertEqual(try lastLineX("aa bb cc", .ltr), 0)
        XCTAssertEqual(try lastLineX("aa bb cc", nil), 0)
        XCTAssertEqual(try lastLineX("\u{200F}aa bb cc", nil), 24, "a right-to-left paragraph")
        XCTAssertEqual(try lastLineX("\u{200F}aa bb cc", .ltr), 0)
    }

    /// A long one-line label is shaped a prefix at a time (SPEC §2.6
    /// laziness); a prefix of neutral characters must not decide its
    /// direction: the Hebrew word after them makes it right to left, so
    /// the truncated line ends (on the left) with its ellipsis.
    func testALongNeutralStartDoesNotHideTheParagraphDirection() throws {
        let text = String(repeating: "1 ", count: TextMeasurer.firstChunk) + "שלום"
        let content = TestFonts.content(text, font: Self.font)
        let line = try TestFonts.measurer.layout(content, maxWidth: 100, alignWidth: 100).lines[0]
        let ellipsis = try TestFonts.measurer.layout(TestFonts.content("…", font: Self.font), maxWidth: nil, alignWidth: nil)
        XCTAssertTrue(line.text.hasSuffix("…"), line.text)
        XCTAssertEqual(line.glyphs.first?.id, ellipsis.lines[0].glyphs[0].id, "the ellipsis is at the left end")
    }
}
