import XCTest
import Gravity
import GravityCore

/// UISwitch: UIKit's 51 × 31, on/off/disabled, RTL, frames state.
final class UISwitchTests: XCTestCase {
    func testIntrinsicSizeAndStateInFrames() throws {
        let json = try UIKitTesting.frames(#"<V gravity="left top"><UISwitch id="s" isOn="true"/></V>"#)
        XCTAssertTrue(json.contains(#""element": "UISwitch", "id": "s", "x": 0, "y": 0, "width": 51, "height": 31,"#), json)
        XCTAssertTrue(json.contains(#""state": {"isOn": true, "isEnabled": true, "isHighlighted": false},"#), json)
    }

    func testOnIsGreenWithTheThumbAtTheTrailingEnd() throws {
        let on = #"<V gravity="left top"><UISwitch isOn="true"/></V>"#
        // The track left of the thumb: systemGreen (52, 199, 89).
        XCTAssertTrue(try UIKitTesting.pixel(on, x: 8, y: 15) == (52, 199, 89, 255))
        // The thumb's middle, at the right: white.
        XCTAssertTrue(try UIKitTesting.pixel(on, x: 36, y: 15) == (255, 255, 255, 255))
        // Right to left the thumb is at the left.
        let rtl = #"<V gravity="left top" direction="rtl"><UISwitch isOn="true"/></V>"#
        XCTAssertTrue(try UIKitTesting.pixel(rtl, x: 15, y: 15) == (255, 255, 255, 255))
        XCTAssertTrue(try UIKitTesting.pixel(rtl, x: 43, y: 15) == (52, 199, 89, 255))
    }

    func testDarkAppearanceUsesTheDarkGreen() throws {
        var options = LayoutOptions(scale: 1)
        options.appearance = .dark
        // systemGreen dark is (48, 209, 88).
        XCTAssertTrue(try UIKitTesting.pixel(#"<V gravity="left top"><UISwitch isOn="true"/></V>"#, x: 8, y: 15, options) == (48, 209, 88, 255))
    }

    func testBadValuesAreLocatedErrors() {
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISwitch isOn="maybe"/></V>"#),
                       ["<string>:1:20: error: isOn: 'maybe' is not a boolean (true or false)"])
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISwitch state="pressed"/></V>"#),
                       ["<string>:1:21: error: state: 'pressed' is not one of 'normal', 'highlighted', 'disabled', 'selected'"])
    }
}
