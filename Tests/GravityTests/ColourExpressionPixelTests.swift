import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// Issue #28 through the whole pipeline: Layout's colour expressions fill
/// childless views that Layout's auto rule makes as wide as their parent.
final class ColourExpressionPixelTests: XCTestCase {
    func testColourExpressionsPaintTheirPixels() throws {
        let xml = """
        <Z width="20" height="10" backgroundColor="white">
            <Z height="5" gravity="top" backgroundColor="isSelected ? #00f : #ccc"/>
            <Z height="5" gravity="bottom" backgroundColor="{rgba(255, 0, 0, 1 - t)}"/>
        </Z>
        """
        var options = LayoutOptions()
        options.data = ["isSelected": true, "t": 0.5]
        let engine = try GravityEngine()
        let outcome = try engine.layout(xml: xml, options: options)
        // Childless views with height only: 100% of the parent's 20 points wide.
        XCTAssertEqual(outcome.root.children.map(\.rect), [Rect(x: 0, y: 0, width: 20, height: 5), Rect(x: 0, y: 5, width: 20, height: 5)])
        let buffer = try engine.rasterize(outcome)
        // The same layout with the colours written literally draws the same pixels.
        let literal = try engine.rasterize(try engine.layout(xml: """
        <Z width="20" height="10" backgroundColor="white">
            <Z height="5" gravity="top" backgroundColor="#00f"/>
            <Z height="5" gravity="bottom" backgroundColor="rgba(255, 0, 0, 0.5)"/>
        </Z>
        """))
        XCTAssertEqual(buffer.pixels, literal.pixels)
        for x in [0, 10, 19] {
            XCTAssertTrue(buffer.color(x: x, y: 2) == (0, 0, 255, 255), "(\(x), 2): \(buffer.color(x: x, y: 2))")
            // Red at alpha 0.5 over white: 255, and 255 × 0.5 = 127.5 for green and blue, which
            // the compositor gives as 127 (as for the literal colour above).
            XCTAssertTrue(buffer.color(x: x, y: 7) == (255, 127, 127, 255), "(\(x), 7): \(buffer.color(x: x, y: 7))")
        }
    }
}
