import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.4 padding (incl. CSS shorthand and per-edge attributes) and
/// margins (incl. negative) in stacks and layers.
final class LayoutBoxTests: XCTestCase {
    func testPaddingAndMarginsInAStack() throws {
        let result = try layoutXML("""
        <H padding="5 10" gravity="left top">
            <Z id="a" width="10" height="10" margin="2"/>
            <Z id="b" width="10" height="10" leftMargin="-4"/>
        </H>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 40, height: 24))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 12, y: 7, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 20, y: 5, width: 10, height: 10))
    }

    func testPerEdgePaddingOverridesShorthand() throws {
        let result = try layoutXML("""
        <V padding="4" leftPadding="9" bottomPadding="0" gravity="left top"><Z id="a" width="10" height="10"/></V>
        """)
        XCTAssertEqual(result.root.rect.size, Size(width: 23, height: 14))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 9, y: 4, width: 10, height: 10))
    }

    func testMarginsInALayerWithGravity() throws {
        let result = try layoutXML("""
        <Z width="50" height="50" padding="2">
            <Z id="b" width="10" height="10" gravity="right bottom" rightMargin="5" bottomMargin="-5"/>
            <Z id="c" width="10" height="10" gravity="left top" margin="3"/>
        </Z>
        """)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 33, y: 43, width: 10, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 5, y: 5, width: 10, height: 10))
    }

    func testVerticalMarginsAlongAndAcross() throws {
        let result = try layoutXML("""
        <V width="40" gravity="right top" spacing="1">
            <Z id="a" width="10" height="10" margin="3 4"/>
            <Z id="b" width="10" height="10" topMargin="-2"/>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 26, y: 3, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 30, y: 15, width: 10, height: 10))
        XCTAssertEqual(result.root.rect.height, 25)
    }
}
