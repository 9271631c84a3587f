import XCTest
import Gravity
import GravityCore

/// Each control's intrinsic size (Docs/Controls.md names the sources),
/// its kind and state in `gravity frames`.
final class ControlSizesTests: XCTestCase {
    /// The first control's `"element"…"height"` line in the frames of `xml`.
    func geometry(_ xml: String) throws -> String {
        let json = try UIKitTesting.frames(#"<V gravity="left top">\#(xml)</V>"#)
        let line = json.split(separator: "\n").first { $0.contains(#""element": "UI"#) } ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }

    func testIntrinsicSizes() throws {
        let expected: [(String, String)] = [
            ("<UISwitch/>", #""element": "UISwitch", "id": null, "x": 0, "y": 0, "width": 51, "height": 31,"#),
            ("<UIStepper/>", #""element": "UIStepper", "id": null, "x": 0, "y": 0, "width": 94, "height": 32,"#),
            ("<UISlider/>", #""element": "UISlider", "id": null, "x": 0, "y": 0, "width": 118, "height": 31,"#),
            ("<UIProgressView/>", #""element": "UIProgressView", "id": null, "x": 0, "y": 0, "width": 150, "height": 4,"#),
            (#"<UIPageControl numberOfPages="3"/>"#, #""element": "UIPageControl", "id": null, "x": 0, "y": 0, "width": 64, "height": 26,"#),
            ("<UIActivityIndicatorView/>", #""element": "UIActivityIndicatorView", "id": null, "x": 0, "y": 0, "width": 20, "height": 20,"#),
            (#"<UIActivityIndicatorView activityIndicatorViewStyle="large"/>"#,
             #""element": "UIActivityIndicatorView", "id": null, "x": 0, "y": 0, "width": 37, "height": 37,"#),
            (#"<UISearchBar width="300"/>"#, #""element": "UISearchBar", "id": null, "x": 0, "y": 0, "width": 300, "height": 56,"#),
        ]
        for (xml, line) in expected { XCTAssertEqual(try geometry(xml), line, xml) }
        // Text-bearing controls: at least UIKit's height, grown by their text.
        XCTAssertTrue(try geometry(#"<UITextField borderStyle="roundedRect" text="Hi"/>"#).hasSuffix(#""height": 34,"#))
        XCTAssertTrue(try geometry(#"<UISegmentedControl items="A, B"/>"#).hasSuffix(#""height": 32,"#))
        XCTAssertTrue(try geometry(#"<UIDatePicker/>"#).hasSuffix(#""height": 34,"#))
    }

    func testSegmentsShareAGivenWidthEqually() throws {
        let json = try UIKitTesting.frames(#"<V gravity="left top"><UISegmentedControl width="300" items="A, Bbbbbbb, C" selectedSegmentIndex="1"/></V>"#)
        XCTAssertTrue(json.contains(#""state": {"selectedSegmentIndex": 1, "numberOfSegments": 3, "isEnabled": true, "isHighlighted": false},"#), json)
        // The three segments of the row: 100 points each, less the plate's 2-point inset.
        for x in [2, 102, 202] {
            XCTAssertTrue(json.contains(#""element": "Z", "id": null, "x": \#(x), "y": 2, "width": 96, "height": 28,"#), json)
        }
    }

    func testSecureTextShowsBulletsAndKeyboardSettingsAreNotes() throws {
        let solved = try UIKitTesting.engine.layout(xml: #"<V><UITextField text="abc" isSecureTextEntry="true" keyboardType="emailAddress"/></V>"#)
        XCTAssertTrue(FrameJSON.encode(solved).contains(#""content": "\#u{2022}\#u{2022}\#u{2022}""#), FrameJSON.encode(solved))
        XCTAssertEqual(solved.diagnostics.items.map(\.description),
                       ["<string>:1:53: note: 'keyboardType' has no effect in a static image and is ignored"])
    }

    func testDynamicTypeGrowsTextFieldsThatAdjustTheirFont() throws {
        var options = LayoutOptions(scale: 1)
        options.contentSize = .accessibilityExtraExtraExtraLarge
        let fixed = try UIKitTesting.frames(#"<V gravity="left top"><UITextField text="Hi"/></V>"#, options)
        let scaled = try UIKitTesting.frames(#"<V gravity="left top"><UITextField text="Hi" adjustsFontForContentSizeCategory="true"/></V>"#, options)
        XCTAssertTrue(fixed.contains(#""font": "Inter 17""#), fixed)
        XCTAssertTrue(scaled.contains(#""font": "Inter 53""#), scaled)
    }
}
