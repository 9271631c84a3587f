import XCTest
import Foundation
import Gravity
import GravityCore

/// Layout's language beyond its own unit tests, as the SampleApp uses it
/// (issue #40): the safe area in expressions, macros over layout terms,
/// a view's own colours read by name, conditions over the data.
final class LayoutLanguageTests: XCTestCase {
    private func layout(_ xml: String, device: String? = nil, legacy: Bool = true) throws -> SolvedLayout {
        var options = device.map { LayoutOptions(device: $0) } ?? LayoutOptions()
        options.dialect = .layout
        options.useLegacyLayoutMode = legacy
        return try Conformance.engine.layout(xml: xml, path: "language.xml", options: options)
    }

    private func messages(_ xml: String) -> [String] {
        do {
            _ = try layout(xml)
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics.items.filter { $0.severity == .error }.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    /// The root has the device's insets (an iPhone 15 Pro: 59 at the top, 34
    /// at the bottom); a child 10 below the top overlaps 49 of it; a child
    /// at the bottom (`bottom="0"`, an inset) has the parent's 34.
    func testSafeAreaInsetsInFrameExpressions() throws {
        let solved = try layout("""
            <UIView>
                <UIView id="own" top="10" width="parent.safeAreaInsets.top" height="safeAreaInsets.top + 1"/>
                <UIView id="bottom" bottom="0" height="50" width="safeAreaInsets.bottom"/>
                <UIView id="origin" left="200" width="safeAreaInsets.top" height="safeAreaInsets.left + 1"/>
            </UIView>
            """, device: "iPhone 15 Pro", legacy: false)
        XCTAssertEqual(solved["own"]?.rect, Rect(x: 0, y: 10, width: 59, height: 50))
        XCTAssertEqual(solved["bottom"]?.rect, Rect(x: 0, y: 852 - 50, width: 34, height: 50))
        XCTAssertEqual(solved["origin"]?.rect, Rect(x: 200, y: 0, width: 59, height: 1))
        // Without a device there is no safe area.
        XCTAssertEqual(try layout(#"<UIView width="100" height="100"><UIView id="v" width="safeAreaInsets.top + 5"/></UIView>"#)["v"]?.rect.width, 5)
        // A misspelt edge says what may be read.
        XCTAssertEqual(messages(#"<UIView width="100" height="100"><UIView width="safeAreaInsets.middle"/></UIView>"#),
                       ["1:49: width: 'safeAreaInsets.middle': write safeAreaInsets.top, .left, .bottom or .right (or parent.safeAreaInsets.top)"])
    }

    /// Property expressions read the safe area too, bare as Layout writes
    /// them (`layer.cornerRadius="safeAreaInsets.top / 2"`) or braced.
    func testSafeAreaInsetsInPropertyExpressions() throws {
        let solved = try layout("""
            <UIView><UIView id="v" width="50" height="50" layer.cornerRadius="safeAreaInsets.top / 2" layer.borderWidth="{parent.safeAreaInsets.bottom / 10}"/></UIView>
            """, device: "iPhone 15 Pro")
        XCTAssertEqual(solved["v"]?.appearance.cornerRadius, 29.5)
        XCTAssertEqual(solved["v"]?.appearance.borderWidth, 3.4)
    }

    /// `SPACING` reads `previous`: expanded where it is used, each view reads
    /// its own previous sibling; macros that read each other are a circular
    /// reference at the use, in frame and in text expressions, never a hang.
    func testMacrosOverLayoutTerms() throws {
        let solved = try layout("""
            <UIView width="100" height="300">
                <macro name="PADDING" value="20"/>
                <macro name="SPACING" value="previous.bottom + PADDING"/>
                <UIView id="a" height="10"/>
                <UIView id="b" top="SPACING" height="15"/>
                <UIView id="c" top="SPACING" height="5" width="50% + PADDING"/>
            </UIView>
            """)
        XCTAssertEqual(solved["b"]?.rect, Rect(x: 0, y: 30, width: 100, height: 15))
        XCTAssertEqual(solved["c"]?.rect, Rect(x: 0, y: 65, width: 70, height: 5))
        XCTAssertEqual(messages("""
            <UIView width="100" height="100"><macro name="A" value="B + previous.bottom"/><macro name="B" value="A"/><UIView top="A"/><UIView top="10"/></UIView>
            """), ["1:119: top: circular reference: macro 'A' → 'B' → 'A'"])
        XCTAssertEqual(messages("""
            <UIView><macro name="foo" value="bar"/><macro name="bar" value="foo"/><UILabel text="{foo}"/></UIView>
            """), ["1:87: text: circular reference: macro 'foo' → 'bar' → 'foo'"])
    }

    /// `backgroundColor="tintColor"` is the view's tint: its own, else
    /// inherited, else system blue (UIKit's default), as a pixel shows.
    func testTintColorAsAColourValue() throws {
        let solved = try layout("""
            <UIView width="100" height="100" tintColor="#f00">
                <UIView id="inherited" width="50" height="50" backgroundColor="tintColor"/>
                <UIView id="own" top="50" width="50" height="50" tintColor="#0f0" backgroundColor="tintColor"/>
                <UIView id="braced" left="50" width="50" height="50" backgroundColor="{tintColor}"/>
            </UIView>
            """)
        XCTAssertEqual(solved["inherited"]?.appearance.backgroundColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(solved["own"]?.appearance.backgroundColor, Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(solved["braced"]?.appearance.backgroundColor, Color(red: 1, green: 0, blue: 0))
        let plain = try layout(##"<UIView width="10" height="10"><UIView id="v" backgroundColor="tintColor" textColor="#09f"/></UIView>"##)
        XCTAssertEqual(plain["v"]?.appearance.backgroundColor, Color(red: 0, green: 122 / 255, blue: 1))
    }

    /// A condition over the data alone chooses its branch when the file is
    /// read: `height="width"` reads the width's branch, `100%` of the parent.
    func testConditionsOverDataAreDecidedWhenRead() throws {
        let solved = try layout("""
            <UIView width="120" height="300"><UIView id="v" width="!wide ? (100% - 20) / 2 : 100%" height="width"/></UIView>
            """.replacingOccurrences(of: "wide", with: "false"))
        XCTAssertEqual(solved["v"]?.rect, Rect(x: 0, y: 0, width: 50, height: 50))
    }
}
