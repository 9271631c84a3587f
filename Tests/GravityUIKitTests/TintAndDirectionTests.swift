import XCTest
import Gravity
import GravityCore

/// tintColor inherited down the tree; right-to-left mirroring.
final class TintAndDirectionTests: XCTestCase {
    func testTintIsInheritedFromAnAncestorAndOverriddenBelow() throws {
        let xml = #"""
            <V gravity="left top" tintColor="#ff0000">
              <UIProgressView width="100" progress="1"/>
              <V tintColor="#00ff00"><UIProgressView width="100" progress="1"/></V>
              <UIProgressView width="100" progress="1" progressTintColor="#0000ff"/>
            </V>
            """#
        XCTAssertTrue(try UIKitTesting.pixel(xml, x: 50, y: 2) == (255, 0, 0, 255))
        XCTAssertTrue(try UIKitTesting.pixel(xml, x: 50, y: 6) == (0, 255, 0, 255))
        XCTAssertTrue(try UIKitTesting.pixel(xml, x: 50, y: 10) == (0, 0, 255, 255))
        // Without a tint: systemBlue, light (0, 122, 255) and dark (10, 132, 255).
        let plain = #"<V gravity="left top"><UIProgressView width="100" progress="1"/></V>"#
        XCTAssertTrue(try UIKitTesting.pixel(plain, x: 50, y: 2) == (0, 122, 255, 255))
        var dark = LayoutOptions(scale: 1)
        dark.appearance = .dark
        XCTAssertTrue(try UIKitTesting.pixel(plain, x: 50, y: 2, dark) == (10, 132, 255, 255))
    }

    func testProgressAndSegmentsMirrorRightToLeft() throws {
        let progress = ##"<V gravity="left top" direction="rtl"><UIProgressView width="100" progress="0.25" tintColor="#ff0000"/></V>"##
        XCTAssertTrue(try UIKitTesting.pixel(progress, x: 90, y: 2) == (255, 0, 0, 255))
        XCTAssertFalse(try UIKitTesting.pixel(progress, x: 10, y: 2) == (255, 0, 0, 255))
        // Segment 0 is rightmost: its title's frame is right of segment 1's.
        let json = try UIKitTesting.frames(#"<V gravity="left top" direction="rtl"><UISegmentedControl width="200" items="First, Second"/></V>"#)
        let first = try XCTUnwrap(json.range(of: #""content": "First""#)), second = try XCTUnwrap(json.range(of: #""content": "Second""#))
        XCTAssertLessThan(second.lowerBound, first.lowerBound, "the row lists Second (left) before First (right)")
    }
}
