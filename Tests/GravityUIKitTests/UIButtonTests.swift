import XCTest
import Gravity
import GravityCore

/// UIButton: title colours by type, per-state titles, configurations, insets.
final class UIButtonTests: XCTestCase {
    /// The `"text"` line of the first label in the frames of `xml`.
    func titleLine(_ xml: String) throws -> String {
        let json = try UIKitTesting.frames(#"<V gravity="left top">\#(xml)</V>"#)
        return String(json.split(separator: "\n").first { $0.contains(#""text": {"#) } ?? "")
    }

    func testCustomTitleIsWhiteAndSystemTitleIsTinted() throws {
        // A custom button on black: its title's ink is white.
        let custom = #"<V gravity="left top" backgroundColor="black"><UIButton title="MMMM" font="System Bold 30"/></V>"#
        let ink = try UIKitTesting.pixel(custom, x: 8, y: 18)
        XCTAssertTrue(ink.0 > 200 && ink.1 > 200 && ink.2 > 200, "\(ink)")
        let system = ##"<V gravity="left top" tintColor="#ff0000"><UIButton type="system" title="MMMM" font="System Bold 30"/></V>"##
        let red = try UIKitTesting.pixel(system, x: 8, y: 18)
        XCTAssertTrue(red.0 > 200 && red.1 < 60 && red.2 < 60, "\(red)")
    }

    func testTheStatesTitleFallsBackToTheNormalOne() throws {
        XCTAssertTrue(try titleLine(#"<UIButton title="Follow" selectedTitle="Following" isSelected="true"/>"#)
            .contains(#""content": "Following""#))
        XCTAssertTrue(try titleLine(#"<UIButton title="Follow" selectedTitle="Following" isHighlighted="true"/>"#)
            .contains(#""content": "Follow""#))
        let json = try UIKitTesting.frames(#"<V gravity="left top"><UIButton type="system" title="Go" isEnabled="false"/></V>"#)
        XCTAssertTrue(json.contains(#""state": {"type": "system", "title": "Go", "isSelected": false, "isEnabled": false, "isHighlighted": false},"#), json)
    }

    func testSizeIsTheTitlePlusInsetsAtLeastThirtyHigh() throws {
        let plain = try UIKitTesting.frames(#"<V gravity="left top"><UIButton id="b" title="Go"/></V>"#)
        let inset = try UIKitTesting.frames(#"<V gravity="left top"><UIButton id="b" title="Go" contentEdgeInsets="10 20"/></V>"#)
        func size(_ json: String) -> (Double, Double)? {
            guard let line = json.split(separator: "\n").first(where: { $0.contains(#""id": "b""#) }) else { return nil }
            let numbers = line.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
            return numbers.count >= 4 ? (numbers[2], numbers[3]) : nil
        }
        let (width, height) = try XCTUnwrap(size(plain))
        XCTAssertEqual(height, 30)
        let (insetWidth, insetHeight) = try XCTUnwrap(size(inset))
        XCTAssertEqual(insetWidth, width + 40)
        XCTAssertGreaterThanOrEqual(insetHeight, 30)
    }

    func testFilledConfigurationFillsWithTheTintUnderAWhiteTitle() throws {
        let xml = ##"<V gravity="left top" tintColor="#00ff00"><UIButton configuration="filled" title="Go"/></V>"##
        XCTAssertTrue(try UIKitTesting.pixel(xml, x: 3, y: 17) == (0, 255, 0, 255))
        XCTAssertTrue(try titleLine(#"<UIButton configuration="filled" title="Go"/>"#).contains(#""font": "Inter 17""#))
        XCTAssertEqual(UIKitTesting.errors(#"<V><UIButton configuration="glass"/></V>"#),
                       ["<string>:1:29: error: configuration: 'glass' is not one of 'plain', 'tinted', 'borderedTinted', 'gray', 'bordered', 'filled', 'borderedProminent'"])
    }

    func testAMissingImageIsReportedAtItsValue() {
        let messages = UIKitTesting.errors(#"<V><UIButton title="Go" image="nowhere"/></V>"#)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix("<string>:1:32: error:") ?? false, "\(messages)")
    }
}
