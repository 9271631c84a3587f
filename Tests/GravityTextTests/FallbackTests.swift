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
        // The snowman and check mark (each with the space after it) are DejaVu's; the rest EB Garamond's.
        XCTAssertEqual(runs.map(\.file), ["DejaVuSans.ttf", "EBGaramond12-Regular.otf"])
        XCTAssertEqual(runs.map(\.glyphs), [4, 14])
    }

    func testEachScriptFindsItsFace() throws {
        XCTAssertEqual(try spans("漢字かな한글", font: "System 20").map(\.file), ["DroidSansFallback-CJKSubset.ttf"])
        XCTAssertEqual(try spans("مرحبا", font: "System 20").map(\.file), ["NotoSansArabic-Regular.ttf"])
        XCTAssertEqual(try spans("שלום", font: "System 20").map(\.file), ["DejaVuSans.ttf"])
        XCTAssertEqual(try spans("😀", font: "System 20").map(\.file), ["DejaVuSans.ttf"])
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
