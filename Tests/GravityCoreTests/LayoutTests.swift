import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class LayoutTests: XCTestCase {
    func testVerticalStackWithPaddingAndSpacing() throws {
        let result = try layoutXML("""
        <V gravity="left top" padding="10" spacing="5">
            <Z width="40" height="20"/>
            <Label text="abcd" font="System 20"/>
        </V>
        """)
        XCTAssertEqual(result.canvas.width, 60)
        XCTAssertEqual(result.canvas.height, 65)
        XCTAssertEqual(result.root.children[0].rect, Rect(x: 10, y: 10, width: 40, height: 20))
        XCTAssertEqual(result.root.children[1].rect, Rect(x: 10, y: 35, width: 40, height: 20))
        XCTAssertEqual(result.root.children[1].text?.baseline, 51)
    }

    func testGravityInZ() throws {
        let result = try layoutXML("""
        <Z width="100" height="50">
            <Z id="a" width="10" height="10" gravity="right bottom"/>
            <Z id="b" width="10" height="10"/>
        </Z>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 90, y: 40, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 45, y: 20, width: 10, height: 10))
    }

    func testFillSharesLeftoverByWeight() throws {
        let result = try layoutXML("""
        <H width="100" height="10">
            <Z width="10"/>
            <Z id="one" width="fill"/>
            <Z id="two" width="fill" weight="2"/>
        </H>
        """)
        XCTAssertEqual(result["one"]?.rect.width, 30)
        // No height: placed by the inherited `middle` gravity across the stack.
        XCTAssertEqual(result["two"]?.rect, Rect(x: 40, y: 5, width: 60, height: 0))
    }

    func testEdgesSnapToDevicePixels() throws {
        let result = try layoutXML("""
        <H gravity="left top">
            <Z id="a" width="10.3" height="1"/>
            <Z id="b" width="10.3" height="1"/>
        </H>
        """, scale: 2)
        XCTAssertEqual(result["a"]?.rect.width, 10.5)
        XCTAssertEqual(result["b"]?.rect.x, 10.5)
        XCTAssertEqual(result["b"]?.rect.width, 10)
    }
}
