import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// Labels through the whole pipeline with the box-glyph GravityTest font
/// (Tests/Fixtures/Fonts): at 16 pt a capital is a 10 × 10.9375 pt box, a
/// lower-case letter 8 × 7.8125 pt, both standing on the baseline.
final class TextFrameTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path
    static let engine = try! GravityEngine(fontDirectories: [fixtures])

    func testTrimmedLabelAnchorsInFramesJSON() throws {
        let xml = """
        <Z width="100" height="60" gravity="top left">
            <Label id="t" text="Hx&#10;Hx" font="GravityTest 16" trim="cap baseline" topMargin="10" leftMargin="5"/>
        </Z>
        """
        let outcome = try Self.engine.layout(xml: xml)
        let frame = try XCTUnwrap(outcome["t"])
        // Cap line to last baseline: 10.9375 + 18.75 = 29.6875, snapped edges 10 … 39.6875 → 40.
        XCTAssertEqual(frame.rect, Rect(x: 5, y: 10, width: 18, height: 30))
        let text = try XCTUnwrap(frame.text)
        XCTAssertEqual(text.capTop, 10)
        XCTAssertEqual(text.baseline, 21)  // 20.9375 snapped
        XCTAssertEqual(text.lastBaseline, 40)  // 39.6875 snapped
        XCTAssertEqual(text.xTop, 13)  // 13.125 snapped
        XCTAssertEqual(text.layout.lines.count, 2)
        let json = FrameJSON.encode(outcome)
        XCTAssertTrue(json.contains("\"text\": {\"content\": \"Hx\\nHx\", \"font\": \"GravityTest 16\", \"lines\": 2, \"baseline\": 21, \"lastBaseline\": 40, \"capTop\": 10, \"xTop\": 13"), json)
    }

    func testBoxGlyphsLandOnKnownPixels() throws {
        let xml = """
        <Z width="40" height="24" gravity="top left" backgroundColor="white">
            <Label text="Hx" font="GravityTest 16" textColor="black" leftMargin="4" topMargin="1.9375"/>
        </Z>
        """
        // Baseline 1.9375 + 14.0625 = 16: the H box covers x 4…14, y 5.0625…16;
        // the x box x 14…22, y 8.1875…16 (row 8: 13/16 covered, FreeType 208).
        let outcome = try Self.engine.layout(xml: xml)
        let buffer = try Self.engine.rasterize(outcome)
        func gray(_ x: Int, _ y: Int) -> UInt8 { buffer.color(x: x, y: y).0 }
        for y in 6..<16 {
            for x in 4..<22 { XCTAssertEqual(gray(x, y), y < 9 && x >= 14 ? (y == 8 ? 47 : 255) : 0, "(\(x), \(y))") }
        }
        XCTAssertEqual(gray(3, 10), 255)
        XCTAssertEqual(gray(22, 10), 255)
        XCTAssertEqual(gray(10, 16), 255)  // the row at the baseline is blank
        XCTAssertEqual(gray(10, 5), 15)  // 15/16 covered by the H
        XCTAssertEqual(gray(10, 4), 255)
    }

    /// A larger inline span grows its line box (CSS): the baseline moves
    /// down so the 32-pt capital fits, the label is as tall as the line,
    /// and `gravity frames` anchors follow.
    func testLargerSpanGrowsTheLabelAndItsAnchors() throws {
        let xml = """
        <Z width="40" height="44" gravity="top left" backgroundColor="white">
            <Label id="l" font="GravityTest 16" textColor="black" topMargin="1.875"><span font="32">H</span>x</Label>
        </Z>
        """
        let outcome = try Self.engine.layout(xml: xml)
        let frame = try XCTUnwrap(outcome["l"])
        // 32-pt inline box: 3.125 half gap + 25 ascender above the baseline, 6.25 + 3.125 below.
        XCTAssertEqual(frame.rect, Rect(x: 0, y: 2, width: 28, height: 37))
        let text = try XCTUnwrap(frame.text)
        XCTAssertEqual(text.baseline, 30)  // 1.875 + 28.125
        XCTAssertEqual(text.lastBaseline, 30)
        XCTAssertEqual(text.capTop, 19)  // 30 − 10.9375, the label font's cap height, snapped
        XCTAssertEqual(text.layout.size.height, 37.5)
        // The big H (20 × 21.875) stands on the baseline inside the canvas:
        // rows 9…29 full, row 8 7/8 covered, row 7 blank; the small x beside it.
        let buffer = try Self.engine.rasterize(outcome)
        func gray(_ x: Int, _ y: Int) -> UInt8 { buffer.color(x: x, y: y).0 }
        for x in 0..<20 {
            XCTAssertEqual(gray(x, 7), 255, "(\(x), 7)")
            for y in 9..<30 { XCTAssertEqual(gray(x, y), 0, "(\(x), \(y))") }
            XCTAssertEqual(gray(x, 30), 255, "(\(x), 30)")
        }
        XCTAssertEqual(gray(24, 23), 0)
        XCTAssertEqual(gray(24, 21), 255)
    }

    func testFontErrorsPointAtTheFontAttribute() {
        let xml = "<V>\n  <Label text=\"a\" font=\"System 0\"/>\n</V>"
        XCTAssertThrowsError(try Self.engine.layout(xml: xml, path: "fonts.xml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("fonts.xml:2:25: error: font: font size 0 is out of range (more than 0, at most 2048)"), text)
        }
        let unknown = "<V>\n  <Label text=\"b\" font=\"Comic Sans 12\"/>\n</V>"
        XCTAssertThrowsError(try Self.engine.layout(xml: unknown, path: "fonts.xml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("fonts.xml:2:25: error: unknown font family 'Comic Sans'; available: DejaVu Sans, Droid Sans Fallback, EB Garamond, GravityTest, Inter, JetBrains Mono, Liberation Mono, Liberation Sans, Liberation Serif, Noto Color Emoji, Noto Sans Arabic, Noto Sans Devanagari, Noto Sans Thai, STIXGeneral"), text)
        }
    }

    /// The seeds' font strings resolve, and `text.font` names the face used
    /// and what was synthesised.
    func testSeedFontStringsNameTheFaceUsed() throws {
        let xml = """
        <V>
            <UILabel id="courier" text="Hello" font="Courier bold 30"/>
            <UILabel id="helvetica" text="Hello" font="helvetica body bold 120%"/>
            <UILabel id="system" text="Hello" font="System Bold Italic 16"/>
            <UILabel id="mono" text="Hello" font="monospace bold 30"/>
            <UILabel id="caption" text="Hello" font="caption1"/>
        </V>
        """
        let result = try Self.engine.layout(xml: xml)
        XCTAssertEqual(result["courier"]?.text?.layout.fontName, "Liberation Mono (synthetic bold) 30")
        XCTAssertEqual(result["helvetica"]?.text?.layout.fontName, "Liberation Sans Bold 20.4")
        XCTAssertEqual(result["system"]?.text?.layout.fontName, "Inter Italic (synthetic bold) 16")
        XCTAssertEqual(result["mono"]?.text?.layout.fontName, "JetBrains Mono (synthetic bold) 30")
        XCTAssertEqual(result["caption"]?.text?.layout.fontName, "Inter 12")
        XCTAssertTrue(FrameJSON.encode(result).contains("\"font\": \"Liberation Mono (synthetic bold) 30\""))
    }

    /// A label box taller than its text keeps the text at the top, also for
    /// UILabel (README, "Decisions"): the baseline does not move with the height.
    func testTallLabelBoxKeepsTextAtTheTop() throws {
        let xml = """
        <V gravity="top left">
            <Label id="natural" text="Hx" font="GravityTest 16"/>
            <Label id="tall" text="Hx" font="GravityTest 16" height="100"/>
        </V>
        """
        let layout = try Self.engine.layout(xml: xml)
        let natural = try XCTUnwrap(layout["natural"])
        let tall = try XCTUnwrap(layout["tall"])
        XCTAssertEqual(tall.rect.height, 100)
        XCTAssertEqual(try XCTUnwrap(tall.text).baseline - tall.rect.y, try XCTUnwrap(natural.text).baseline - natural.rect.y)
        XCTAssertEqual(try XCTUnwrap(tall.text).capTop - tall.rect.y, try XCTUnwrap(natural.text).capTop - natural.rect.y)
    }

    /// SPEC §14.2: a UILabel centres its lines vertically in a taller frame, as UIKit draws it.
    func testTallUILabelCentresItsText() throws {
        let xml = """
        <V gravity="top left">
            <UILabel id="natural" text="Hx" font="GravityTest 16"/>
            <UILabel id="tall" text="Hx" font="GravityTest 16" height="100"/>
            <H id="row" height="100" alignment="firstBaseline"><UILabel id="inRow" text="Hx" font="GravityTest 16" height="100"/><Label id="beside" text="Hx" font="GravityTest 16"/></H>
        </V>
        """
        let layout = try Self.engine.layout(xml: xml)
        let natural = try XCTUnwrap(layout["natural"])
        let tall = try XCTUnwrap(layout["tall"])
        // 16 pt of GravityTest: a line 18.75 high; (100 − 18.75) / 2 = 40.625 lower, both baselines then snapped to whole pixels (scale 1).
        XCTAssertEqual(try XCTUnwrap(tall.text).baseline - tall.rect.y, try XCTUnwrap(natural.text).baseline - natural.rect.y + 40.625, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(tall.text).baseline - tall.rect.y, 54)
        // Its anchors moved with the text: a label beside it on its first baseline lines up with the drawn text.
        XCTAssertEqual(try XCTUnwrap(layout["beside"]?.text).baseline, try XCTUnwrap(layout["inRow"]?.text).baseline)
    }
}

/// Issue #28: `numberOfLines`/`lines` wrap words as UIKit's numberOfLines does.
final class LinesImplyWrappingTests: XCTestCase {
    func testNumberOfLinesWrapsAsUIKit() throws {
        // At 16 pt: a lower-case letter is 8 pt, a space 4, a line 18.75 (1200/1024 × 16).
        // In 80 pt, "aaaa bbbb" is 32 + 4 + 32 = 68 and one more word would be 104:
        // the text breaks into "aaaa bbbb" / "cccc dddd" / "eeee".
        let text = "aaaa bbbb cccc dddd eeee"
        let xml = """
        <V width="80" gravity="top left">
            <Label id="unlimited" font="GravityTest 16" numberOfLines="0" text="\(text)"/>
            <Label id="two" font="GravityTest 16" lines="2" text="\(text)"/>
            <Label id="one" font="GravityTest 16" lines="1" text="\(text)"/>
            <Label id="unwrapped" font="GravityTest 16" lines="2" wrap="false" text="\(text)"/>
        </V>
        """
        let outcome = try TextFrameTests.engine.layout(xml: xml)
        func lines(_ id: String) -> [String] { outcome[id]?.text?.layout.lines.map(\.text) ?? [] }
        XCTAssertEqual(lines("unlimited"), ["aaaa bbbb", "cccc dddd", "eeee"])
        XCTAssertEqual(lines("two"), ["aaaa bbbb", "cccc dddd…"])
        // One line: "aaaa bbbb" (68) and the ellipsis (12) fill the 80 points.
        XCTAssertEqual(lines("one"), ["aaaa bbbb…"])
        XCTAssertEqual(lines("unwrapped"), ["aaaa bbbb…"])
        // A wrapping label takes the width it is offered (80). Heights 3 × 18.75 = 56.25,
        // 2 × 18.75 = 37.5, then 18.75 each: edges 0, 56.25, 93.75, 112.5, 131.25 snap to
        // 0, 56, 94, 113, 131.
        XCTAssertEqual(outcome["unlimited"]?.rect, Rect(x: 0, y: 0, width: 80, height: 56))
        XCTAssertEqual(outcome["two"]?.rect, Rect(x: 0, y: 56, width: 80, height: 38))
        XCTAssertEqual(outcome["one"]?.rect, Rect(x: 0, y: 94, width: 80, height: 19))
        XCTAssertEqual(outcome["unwrapped"]?.rect, Rect(x: 0, y: 113, width: 80, height: 18))
    }
}
