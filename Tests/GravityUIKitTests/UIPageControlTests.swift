import XCTest
import Gravity
import GravityCore

/// UIPageControl: UIKit's default dots, "an opaque white" for the current
/// page and "a translucent white" for the others (Apple's documentation).
final class UIPageControlTests: XCTestCase {
    func testDefaultDotsAreWhiteAndTranslucentWhite() throws {
        let control = #"<V gravity="left top" backgroundColor="black"><UIPageControl numberOfPages="3"/></V>"#
        // Dots every 16 points from 8 in: the first (current) at x 16, the second at 32; 13 down.
        XCTAssertTrue(try UIKitTesting.pixel(control, x: 16, y: 13) == (255, 255, 255, 255))
        XCTAssertTrue(try UIKitTesting.pixel(control, x: 32, y: 13) == (77, 77, 77, 255), "white at 30 % over black")
        // Between dots: the background.
        XCTAssertTrue(try UIKitTesting.pixel(control, x: 24, y: 13) == (0, 0, 0, 255))
    }
}
