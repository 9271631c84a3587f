import XCTest
import GravityCore
@testable import GravityText

/// Real paragraphs wrapped at many widths: where lines may break is
/// Unicode's (UAX #14 through ICU), whatever the fonts' widths. Japanese
/// keeps kinsoku, Thai breaks between dictionary words, ideographs after a
/// Latin word break one by one.
final class LineBreakParagraphTests: XCTestCase {
    let measurer = TestFonts.measurer

    /// The lines of `text` wrapped at `width` points.
    func lines(_ text: String, font: String = "System 17", width: Double) throws -> [String] {
        try measurer.layout(TestFonts.content(text, font: font, wrap: true), maxWidth: width, alignWidth: nil).lines.map(\.text)
    }

    /// Widths from the longest unbreakable run (no line breaks inside a
    /// word) to the whole paragraph on one line.
    func widths(_ text: String, font: String = "System 17") throws -> StrideTo<Double> {
        let natural = try measurer.layout(TestFonts.content(text, font: font, wrap: true), maxWidth: nil, alignWidth: nil)
        return stride(from: natural.minimumWidth.rounded(.up), to: natural.size.width + 1, by: 3)
    }

    /// Natsume Sōseki, 吾輩は猫である (1905).
    static let japanese = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。吾輩はここで始めて人間というものを見た。この書生というのは時々我々を捕えて煮て食うという話である。「吾輩は猫である」と、彼は言った。（ここまで）"

    /// Kinsoku (CSS `line-break: normal`): no line starts with closing
    /// punctuation or a full stop or comma, none ends with an opening bracket.
    func testJapaneseKeepsKinsokuAtEveryWidth() throws {
        let noStart: Set<Character> = ["。", "、", "」", "）", "！", "？"]
        let noEnd: Set<Character> = ["「", "（"]
        var checked = 0
        for width in try widths(Self.japanese) {
            let lines = try lines(Self.japanese, width: width)
            XCTAssertEqual(lines.joined(), Self.japanese, "width \(width)")
            for (index, line) in lines.enumerated() {
                if index > 0, let first = line.first { XCTAssertFalse(noStart.contains(first), "width \(width): line \(index) is \(line)") }
                if index < lines.count - 1, let last = line.last { XCTAssertFalse(noEnd.contains(last), "width \(width): line \(index) is \(line)") }
            }
            checked += lines.count > 1 ? 1 : 0
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Every ideograph and kana is a break opportunity: a full line is
    /// filled to within one character of its width.
    func testJapaneseLinesAreFilled() throws {
        let width = 200.0
        let lines = try lines(Self.japanese, width: width)
        let widths = try lines.map { try measurer.layout(TestFonts.content($0, font: "System 17"), maxWidth: nil, alignWidth: nil).size.width }
        for (index, lineWidth) in widths.enumerated().dropLast() {
            // A character is 17 pt; a kept pair (る。) moves two.
            XCTAssertGreaterThan(lineWidth, width - 2 * 17 - 0.001, lines[index])
            XCTAssertLessThanOrEqual(lineWidth, width, lines[index])
        }
    }

    /// "Hello, welcome" in Thai: ICU's dictionary finds the words; a line
    /// never breaks inside one (the old breaker drew `ครั` / `บ`).
    static let thaiWords = ["สวัสดี", "ครับ ", "ยินดี", "ต้อนรับ", "สู่", "ประเทศไทย ", "ขอบคุณ", "มาก", "ครับ"]

    func testThaiBreaksBetweenDictionaryWordsOnly() throws {
        let text = Self.thaiWords.joined()
        var starts: Set<Int> = [0]
        var offset = 0
        for word in Self.thaiWords {
            offset += word.unicodeScalars.count
            starts.insert(offset)
        }
        var wrapped = 0
        for width in try widths(text) {
            let lines = try lines(text, width: width)
            // A line's trailing space is not in its text: skip it.
            var position = 0
            for line in lines {
                let rest = text.unicodeScalars.dropFirst(position)
                position += rest.prefix { $0 == " " }.count
                XCTAssertTrue(starts.contains(position), "width \(width): a line starts inside a word: \(lines)")
                XCTAssertTrue(text.unicodeScalars.dropFirst(position).starts(with: line.unicodeScalars), "width \(width): \(lines)")
                position += line.unicodeScalars.count
            }
            XCTAssertEqual(position, text.unicodeScalars.count, "width \(width): \(lines)")
            wrapped += lines.count > 1 ? 1 : 0
        }
        XCTAssertGreaterThan(wrapped, 10)
    }

    /// Ideographs after a Latin word break one by one: the Latin word and
    /// the first ideographs share the first line.
    func testIdeographsAfterALatinWordFillTheLine() throws {
        let text = "Gravity布局引擎把文档变成图像和框架"
        let latin = try measurer.layout(TestFonts.content("Gravity布局", font: "System 17"), maxWidth: nil, alignWidth: nil).size.width
        let lines = try lines(text, width: latin + 1)
        XCTAssertEqual(lines.first, "Gravity布局")
        XCTAssertEqual(lines.joined(), text)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.count <= lines[1].count }, "\(lines)")
    }

    /// Kept from the hand-written breaker: no break at a no-break space or
    /// a word joiner, a soft hyphen breaks with a visible hyphen.
    func testNoBreakSpaceWordJoinerAndSoftHyphenKeepTheirMeaning() throws {
        XCTAssertEqual(try lines("aa\u{A0}bb cc", font: "GravityTest 16", width: 40), ["aa\u{A0}bb", "cc"])
        XCTAssertEqual(try lines("aa\u{2060}bb cc", font: "GravityTest 16", width: 40), ["aa\u{2060}bb", "cc"])
        XCTAssertEqual(try lines("aaa\u{AD}bbb", font: "GravityTest 16", width: 40), ["aaa-", "bbb"])
    }

    /// A tab breaks as UAX #14's tab (class BA: no break before a hyphen
    /// after it), though it draws as a space (class SP: a break after it,
    /// none after the word-initial hyphen).
    func testATabBreaksAsATab() {
        let scalars: [UInt32] = [0x61, 0x20, 0x2D, 0x62]  // "a -b", the space a tab
        XCTAssertEqual(LineBreaker.segments(scalars: scalars, characterStart: [0, 1, 2, 3, 4], tabs: [1]), [0..<3, 3..<4])
        XCTAssertEqual(LineBreaker.segments(scalars: scalars, characterStart: [0, 1, 2, 3, 4]), [0..<2, 2..<4])
    }
}
