import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// SPEC §14.2 UILabel: `lineBreakMode` (NSLineBreakMode as UILabel applies
/// it) and `adjustsFontSizeToFitWidth` with `minimumScaleFactor`.
final class LabelLineBreakModeTests: XCTestCase {
    static let engine = try! GravityEngine()
    static let text = "Hello wonderful world"

    func label(_ attributes: String, width: Double = 90, text: String = LabelLineBreakModeTests.text) throws -> (Frame, TextFrame) {
        let xml = "<Z width=\"200\" height=\"100\" gravity=\"left top\"><UILabel id=\"l\" width=\"\(Int(width))\" font=\"System 17\" text=\"\(text)\" \(attributes)/></Z>"
        let frame = try XCTUnwrap(try Self.engine.layout(xml: xml, path: "t.xml").root.first(id: "l"))
        return (frame, try XCTUnwrap(frame.text))
    }

    func testTruncatingTailIsTheDefault() throws {
        for attributes in ["", "lineBreakMode=\"byTruncatingTail\""] {
            let (_, text) = try label(attributes)
            let shown = try XCTUnwrap(text.layout.lines.first?.text)
            XCTAssertTrue(shown.hasSuffix("…") && Self.text.hasPrefix(String(shown.dropLast())), shown)
            XCTAssertLessThanOrEqual(text.layout.lines[0].width, 90)
        }
    }

    func testTruncatingHeadKeepsTheEnd() throws {
        let (_, text) = try label("lineBreakMode=\"byTruncatingHead\"")
        let shown = try XCTUnwrap(text.layout.lines.first?.text)
        XCTAssertTrue(shown.hasPrefix("…"), shown)
        XCTAssertTrue(Self.text.hasSuffix(String(shown.dropFirst())), shown)
        XCTAssertGreaterThan(shown.count, 5)
        XCTAssertLessThanOrEqual(text.layout.lines[0].width, 90)
    }

    func testTruncatingMiddleKeepsBothEnds() throws {
        let (_, text) = try label("lineBreakMode=\"NSLineBreakMode.byTruncatingMiddle\"")
        let shown = try XCTUnwrap(text.layout.lines.first?.text)
        let parts = shown.split(separator: "…", omittingEmptySubsequences: false)
        XCTAssertEqual(parts.count, 2, shown)
        XCTAssertTrue(Self.text.hasPrefix(parts[0]) && Self.text.hasSuffix(parts[1]), shown)
        XCTAssertFalse(parts[0].isEmpty || parts[1].isEmpty, shown)
        XCTAssertLessThanOrEqual(text.layout.lines[0].width, 90)
    }

    func testWordAndCharacterWrappingEndOneLineWithoutAnEllipsis() throws {
        let (_, words) = try label("lineBreakMode=\"byWordWrapping\" numberOfLines=\"1\"")
        XCTAssertEqual(words.layout.lines.map(\.text), ["Hello"])
        let (_, characters) = try label("lineBreakMode=\"byCharWrapping\" numberOfLines=\"1\"")
        let shown = try XCTUnwrap(characters.layout.lines.first?.text)
        XCTAssertTrue(Self.text.hasPrefix(shown) && shown.count > "Hello ".count && !shown.contains("…"), shown)
        XCTAssertLessThanOrEqual(characters.layout.lines[0].width, 90)
    }

    func testCharacterWrappingBreaksInsideWords() throws {
        let (_, words) = try label("lineBreakMode=\"byWordWrapping\" numberOfLines=\"0\"", width: 80, text: "ab cdefghijklmnop")
        XCTAssertEqual(words.layout.lines.first?.text, "ab", "words: the long word starts a line of its own")
        let (_, characters) = try label("lineBreakMode=\"byCharWrapping\" numberOfLines=\"0\"", width: 80, text: "ab cdefghijklmnop")
        let first = try XCTUnwrap(characters.layout.lines.first?.text)
        XCTAssertTrue(first.hasPrefix("ab c"), first)
        XCTAssertEqual(characters.layout.lines.map(\.text).joined(), "ab cdefghijklmnop")
        for line in characters.layout.lines { XCTAssertLessThanOrEqual(line.width, 80) }
    }

    func testClippingCutsTheGlyphsAtTheEdge() throws {
        let xml = """
        <Z width="200" height="40" gravity="left top" backgroundColor="white">
            <UILabel id="l" width="50" font="System 17" text="WWWWWWWW" lineBreakMode="byClipping"/>
        </Z>
        """
        let result = try Self.engine.layout(xml: xml, path: "t.xml")
        let text = try XCTUnwrap(result.root.first(id: "l")?.text)
        XCTAssertEqual(text.layout.lines.map(\.text), ["WWWWWWWW"])
        XCTAssertTrue(text.layout.clipsToWidth)
        let buffer = try Self.engine.rasterize(result)
        let inkInside = (0..<40).contains { y in (0..<50).contains { buffer.color(x: $0, y: y).r < 128 } }
        let inkOutside = (0..<40).contains { y in (50..<200).contains { buffer.color(x: $0, y: y).r < 255 } }
        XCTAssertTrue(inkInside)
        XCTAssertFalse(inkOutside, "nothing is drawn past the label's right edge")
    }

    func testAdjustsFontSizeToFitWidthShrinksDownToTheFactor() throws {
        let (fullFrame, full) = try label("", width: 190)
        XCTAssertEqual(full.layout.fontName, "Inter 17")
        let (frame, text) = try label("adjustsFontSizeToFitWidth=\"true\" minimumScaleFactor=\"0.5\"", width: 120)
        XCTAssertEqual(text.layout.lines.map(\.text), [Self.text], "the whole text, smaller")
        XCTAssertLessThanOrEqual(text.layout.lines[0].width, 120)
        let size = try XCTUnwrap(Double(text.layout.fontName.split(separator: " ").last ?? ""))
        XCTAssertLessThan(size, 17)
        XCTAssertGreaterThanOrEqual(size, 8.5)
        // alignBaselines: the baseline and the label's height are the full size's.
        XCTAssertEqual(text.baseline, full.baseline)
        XCTAssertEqual(frame.rect.height, fullFrame.rect.height)
    }

    func testAtTheSmallestSizeTheTailTruncatesAndZeroMeansNoScaling() throws {
        let (_, limited) = try label("adjustsFontSizeToFitWidth=\"true\" minimumScaleFactor=\"0.95\"", width: 90)
        XCTAssertTrue(limited.layout.fontName.hasSuffix(" 16.15"), limited.layout.fontName)
        XCTAssertTrue(limited.layout.lines[0].text.hasSuffix("…"))
        let (_, zero) = try label("adjustsFontSizeToFitWidth=\"true\"", width: 90)
        XCTAssertEqual(zero.layout.fontName, "Inter 17", "minimumScaleFactor 0 (UIKit's default) does not scale")
    }

    func testBadValuesAreLocatedErrors() {
        let xml = #"<UILabel text="a" lineBreakMode="byWrapping" minimumScaleFactor="2"/>"#
        do {
            _ = try Self.engine.layout(xml: xml, path: "t.xml")
            XCTFail("expected errors")
        } catch {
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.items.map(\.description), [
                "t.xml:1:34: error: lineBreakMode: unknown lineBreakMode 'byWrapping' (byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle)",
                "t.xml:1:66: error: minimumScaleFactor: '2' must be between 0 and 1",
            ])
        }
    }
}
