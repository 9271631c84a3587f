import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.9: every edge rounds to the nearest device pixel, half away from
/// zero, in absolute coordinates; baselines on whole device pixels.
final class LayoutSnappingTests: XCTestCase {
    private func assertOnGrid(_ value: Double, scale: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(value * scale, (value * scale).rounded(), accuracy: 1e-9, file: file, line: line)
    }

    func testScale3EdgesMeetWithoutGapOrOverlap() throws {
        let result = try layoutXML("""
        <H gravity="left top">
            <Z id="a" width="10.1" height="1"/><Z id="b" width="10.1" height="1"/><Z id="c" width="10.1" height="1"/>
        </H>
        """, scale: 3)
        let a = result["a"]!.rect, b = result["b"]!.rect, c = result["c"]!.rect
        // Edges at 10.1, 20.2, 30.3 → 30.3, 60.6, 90.9 device pixels → 30, 61, 91.
        XCTAssertEqual(a.width, 10)
        XCTAssertEqual(b.x, 10)
        XCTAssertEqual(b.maxX, 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(c.x, 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(c.maxX, 91.0 / 3, accuracy: 1e-9)
        for rect in [a, b, c] { assertOnGrid(rect.x, scale: 3); assertOnGrid(rect.width, scale: 3) }
    }

    func testScaleOneAndAHalf() throws {
        let result = try layoutXML("""
        <V gravity="left top">
            <H><Z id="a" width="1" height="1"/><Z id="b" width="1" height="1"/></H>
            <Label id="l" text="ab" font="System 10"/>
        </V>
        """, scale: 1.5)
        // Edges 1 → 1.5 px → 2 px = 1.333 pt; 2 → 3 px.
        XCTAssertEqual(result["a"]!.rect.width, 4.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(result["b"]!.rect.x, 4.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(result["b"]!.rect.maxX, 2, accuracy: 1e-9)
        // Label at y 1 (→ 1.333), baseline 9 → 13.5 px → 14 px, cap line 2 → 3 px.
        let text = result["l"]!.text!
        XCTAssertEqual(result["l"]!.rect.y, 4.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(text.baseline, 14.0 / 1.5, accuracy: 1e-9)
        XCTAssertEqual(text.capTop, 2, accuracy: 1e-9)
        assertOnGrid(text.lastBaseline, scale: 1.5)
    }

    func testHalfRoundsAwayFromZero() throws {
        let result = try layoutXML("""
        <Z gravity="left top" width="10" height="10">
            <Z id="n" width="5" height="5" leftMargin="-0.25" topMargin="0.25"/>
        </Z>
        """, scale: 2)
        // Left edge −0.25 → −0.5 px → −1 px; right edge 4.75 → 9.5 px → 10 px;
        // top 0.25 → 0.5 px → 1 px; bottom 5.25 → 10.5 px → 11 px.
        XCTAssertEqual(result["n"]?.rect, Rect(x: -0.5, y: 0.5, width: 5.5, height: 5))
    }

    func testFramesJSONPrintsSnappedNumbers() throws {
        let result = try layoutXML(#"<H gravity="left top"><Z id="a" width="10.3" height="1"/><Z id="b" width="10.3" height="1"/></H>"#, scale: 2)
        let json = FrameJSON.encode(result)
        XCTAssertTrue(json.contains(#""id": "b", "x": 10.5, "y": 0, "width": 10, "height": 1"#), json)
    }
}
