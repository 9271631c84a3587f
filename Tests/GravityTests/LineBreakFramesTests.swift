import XCTest
import GravityCore
@testable import Gravity

/// Where labels wrap, read from `gravity frames`' per-line text (SPEC §4):
/// the box-glyph GravityTest font (a lower-case letter 8 pt, a capital 10,
/// a space 4 at 16 pt) with kana and kanji from Droid Sans Fallback (16 pt
/// each) and Thai from whatever face has it (the breaks are ICU's
/// dictionary's, whatever the widths).
final class LineBreakFramesTests: XCTestCase {
    static let engine = TextFrameTests.engine

    func lines(_ outcome: SolvedLayout, _ id: String) throws -> [String] {
        try XCTUnwrap(outcome[id]?.text).layout.lines.map(\.text)
    }

    func testFramesListEachLineWithItsBaseline() throws {
        let xml = """
        <V width="200" gravity="top left">
            <Label id="latin" width="40" wrap="true" font="GravityTest 16" text="aa bb cc"/>
        </V>
        """
        let outcome = try Self.engine.layout(xml: xml)
        let text = try XCTUnwrap(outcome["latin"]?.text)
        XCTAssertEqual(text.lineBaselines, [14, 33])  // 14.0625 and 32.8125, snapped
        XCTAssertEqual(text.lineBaselines.first, text.baseline)
        XCTAssertEqual(text.lineBaselines.last, text.lastBaseline)
        let json = FrameJSON.encode(outcome)
        XCTAssertTrue(json.contains("""
        "capTop": 3, "xTop": 6, "lineTexts": [
                  {"text": "aa bb", "baseline": 14},
                  {"text": "cc", "baseline": 33}
                ]},
        """), json)
    }

    /// Seven ideographs a line: a line never starts with `。` or `」` (the
    /// character before goes down with it), never ends with `「`.
    func testJapaneseKinsokuInFrames() throws {
        let xml = """
        <V width="200" gravity="top left">
            <Label id="stop" width="112" wrap="true" font="GravityTest 16" text="吾輩は猫である。名前はまだ無い。"/>
            <Label id="quote" width="112" wrap="true" font="GravityTest 16" text="彼は言った。「吾輩は猫である」"/>
        </V>
        """
        let outcome = try Self.engine.layout(xml: xml)
        // Character by character it would be 吾輩は猫である / 。名前はまだ無 / い。
        XCTAssertEqual(try lines(outcome, "stop"), ["吾輩は猫であ", "る。名前はまだ", "無い。"])
        // … and 彼は言った。「 / 吾輩は猫である / 」
        XCTAssertEqual(try lines(outcome, "quote"), ["彼は言った。", "「吾輩は猫であ", "る」"])
    }

    /// The old breaker pushed the ideographs after a Latin word to the next
    /// line as one word (Say / 世界こんに / ちは).
    func testIdeographsAfterALatinWordShareItsLine() throws {
        let xml = """
        <V width="200" gravity="top left">
            <Label id="mixed" width="80" wrap="true" font="GravityTest 16" text="Say 世界こんにちは"/>
        </V>
        """
        XCTAssertEqual(try lines(try Self.engine.layout(xml: xml), "mixed"), ["Say 世界こ", "んにちは"])
    }

    /// Thai has no spaces between words: ICU's dictionary finds them (the
    /// old breaker cut the text inside a word, wherever the line was full).
    /// Squeezed to its minimum width, the label is as wide as its longest
    /// word, so each word gets a line whatever face draws Thai.
    func testThaiBreaksBetweenWords() throws {
        let xml = """
        <V width="200" gravity="top left">
            <H width="1" gravity="top left">
                <Label id="thai" wrap="true" font="GravityTest 16" text="สวัสดีครับ ยินดีต้อนรับ"/>
            </H>
        </V>
        """
        XCTAssertEqual(try lines(try Self.engine.layout(xml: xml), "thai"), ["สวัสดี", "ครับ", "ยินดี", "ต้อนรับ"])
    }
}
