import Foundation
import XCTest
import GravityCore
@testable import GravityText

/// Font fallback (SPEC §9): characters the requested face lacks come from
/// the documented chain; characters no face has are reported.
final class FallbackTests: XCTestCase {
    func spans(_ text: String, font: String) throws -> [(file: String, glyphs: Int)] {
        let layout = try TestFonts.measurer.layout(TestFonts.content(text, font: font), maxWidth: nil, alignWidth: nil)
        return layout.lines[0].runs.map { (($0.font.path as NSString).lastPathComponent, $0.glyphs.count) }
    }

    func testSymbolsMissingFromEBGaramondComeFromDejaVuSans() throws {
        let runs = try spans("☃ ✓ in EB Garamond", font: "EB Garamond 24")
        // The snowman and check mark are DejaVu's; the spaces, which EB Garamond has, EB Garamond's.
        XCTAssertEqual(runs.map(\.file), ["DejaVuSans.ttf", "EBGaramond12-Regular.otf", "DejaVuSans.ttf", "EBGaramond12-Regular.otf"])
        XCTAssertEqual(runs.map(\.glyphs), [1, 1, 1, 15])
    }

    /// Issue #29: digits, brackets and spaces beside Hebrew or Arabic stay
    /// in the requested face when it has them; brackets in a right-to-left
    /// run are still mirrored. `שלום (123)` is a right-to-left paragraph:
    /// on screen, from the left, `(`, `123`, `)`, space, the Hebrew word.
    func testCommonCharactersBesideHebrewAndArabicKeepTheRequestedFace() throws {
        let garamond = "EBGaramond12-Regular.otf"
        func glyph(_ character: String) throws -> UInt32 {
            // Between two x, so a space is not trimmed as trailing.
            let layout = try TestFonts.measurer.layout(TestFonts.content("x\(character)x", font: "EB Garamond 24"), maxWidth: nil, alignWidth: nil)
            return layout.lines[0].glyphs[1].id
        }
        let space = try glyph(" ")
        /// The glyphs of EB Garamond in visual order, spaces left out; the other faces used.
        func split(_ text: String) throws -> (garamond: [UInt32], others: [String]) {
            let runs = try TestFonts.measurer.layout(TestFonts.content(text, font: "EB Garamond 24"), maxWidth: nil, alignWidth: nil).lines[0].runs
            let garamondRuns = runs.filter { ($0.font.path as NSString).lastPathComponent == garamond }
            return (garamondRuns.flatMap(\.glyphs).map(\.id).filter { $0 != space },
                    runs.map { ($0.font.path as NSString).lastPathComponent }.filter { $0 != garamond })
        }
        let hebrew = try split("שלום (123)")
        XCTAssertEqual(hebrew.garamond, [try glyph("("), try glyph("1"), try glyph("2"), try glyph("3"), try glyph(")")])
        XCTAssertEqual(hebrew.others, ["DejaVuSans.ttf"])
        let arabic = try split("مرحبا (42) عالم")
        XCTAssertEqual(arabic.garamond, [try glyph("("), try glyph("4"), try glyph("2"), try glyph(")")])
        XCTAssertEqual(Set(arabic.others), ["NotoSansArabic-Regular.ttf"])
    }

    /// Characters drawn as `.notdef` are reported, combining marks too: no
    /// face has U+1D1AA (a combining musical mark), though every face has the
    /// `a` before it.
    func testACombiningMarkNoFaceHasIsReported() throws {
        let mark = try TestFonts.measurer.layout(TestFonts.content("a\u{1D1AA}b", font: "System 20"), maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(mark.missingCharacters, [0x1D1AA])
    }

    /// Emoji presentation (UTS #51) picks the colour emoji face before the
    /// text faces; text presentation keeps a text face's glyph.
    func testEmojiComeFromTheColourFace() throws {
        let emoji = "NotoColorEmoji-Subset.ttf"
        // The keycap, a skin tone, a ZWJ sequence and a flag: one glyph each.
        for sequence in ["1\u{FE0F}\u{20E3}", "👍🏽", "👩\u{200D}💻", "🇫🇷", "😀", "❤\u{FE0F}"] {
            let layout = try TestFonts.measurer.layout(TestFonts.content(sequence, font: "System 20"), maxWidth: nil, alignWidth: nil)
            XCTAssertEqual(layout.lines[0].runs.map { ($0.font.path as NSString).lastPathComponent }, [emoji], sequence)
            XCTAssertEqual(layout.lines[0].glyphs.filter { $0.id != 0 }.count, 1, sequence)
            XCTAssertEqual(layout.missingCharacters, [], sequence)
        }
        // Text presentation: Inter's heart, DejaVu's snowman; with U+FE0E even 😀 stays text.
        XCTAssertEqual(try spans("❤ ☃ 😀\u{FE0E}", font: "System 20").map(\.file),
                       ["Inter-Regular.otf", "DejaVuSans.ttf", "Inter-Regular.otf", "DejaVuSans.ttf"])
    }

    func testEachScriptFindsItsFace() throws {
        XCTAssertEqual(try spans("漢字かな한글", font: "System 20").map(\.file), ["DroidSansFallback-CJKSubset.ttf"])
        XCTAssertEqual(try spans("مرحبا", font: "System 20").map(\.file), ["NotoSansArabic-Regular.ttf"])
        XCTAssertEqual(try spans("שלום", font: "System 20").map(\.file), ["DejaVuSans.ttf"])
        XCTAssertEqual(try spans("नमस्ते", font: "System 20").map(\.file), ["NotoSansDevanagari-Regular.ttf"])
        XCTAssertEqual(try spans("สวัสดีครับ", font: "System 20").map(\.file), ["NotoSansThai-Regular.ttf"])
        XCTAssertEqual(try spans("😀", font: "System 20").map(\.file), ["NotoColorEmoji-Subset.ttf"])
        // A bold request gets DejaVu's bold face for the fallback too.
        XCTAssertEqual(try spans("שלום", font: "System bold 20").map(\.file), ["DejaVuSans-Bold.ttf"])
        // Punctuation stays with the face before it when that face has it.
        XCTAssertEqual(try spans("Hi, 漢字、漢字。", font: "System 20").map(\.file),
                       ["Inter-Regular.otf", "DroidSansFallback-CJKSubset.ttf"])
    }

    func testACharacterNoFontHasIsReportedOnce() throws {
        let layout = try TestFonts.measurer.layout(TestFonts.content("a \u{1F9FF} b \u{1F9FF} \u{10600}", font: "System 20"),
                                                   maxWidth: nil, alignWidth: nil)
        XCTAssertEqual(layout.missingCharacters, [0x1F9FF, 0x10600])
        // It draws as the requested face's .notdef (glyph 0).
        let inter = layout.lines[0].runs.filter { ($0.font.path as NSString).lastPathComponent == "Inter-Regular.otf" }
        XCTAssertTrue(inter.flatMap(\.glyphs).contains { $0.id == 0 })
    }

    func testRightToLeftRunsAreReorderedByRuleL2() {
        XCTAssertEqual(BidiLevels.visualOrder(levels: [0, 1, 1, 0]), [0, 2, 1, 3])
        XCTAssertEqual(BidiLevels.visualOrder(levels: [1, 2, 2, 1]), [3, 1, 2, 0])
        XCTAssertEqual(BidiLevels.visualOrder(levels: [0, 0]), [0, 1])
        XCTAssertEqual(BidiLevels.visualOrder(levels: [1, 1, 1]), [2, 1, 0])
    }
}
