import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.2: gravity per axis, placement in Z, across stacks, run placement.
final class LayoutGravityTests: XCTestCase {
    func testEachAxisIsInheritedSeparatelyAndRootIsCenterMiddle() throws {
        let result = try layoutXML("""
        <Z width="100" height="100" gravity="right">
            <Z id="a" width="10" height="10"/>
            <Z id="b" width="10" height="10" gravity="top"/>
            <Z id="c" width="10" height="10" gravity="left bottom"/>
        </Z>
        """, width: 200, height: 200)
        // The root's own `right` places it; its vertical axis is the default `middle`.
        XCTAssertEqual(result.root.rect, Rect(x: 100, y: 50, width: 100, height: 100))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 190, y: 95, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 190, y: 50, width: 10, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 100, y: 140, width: 10, height: 10))
    }

    func testHorizontalStackAlignsAcrossByChildGravityAndPlacesRunByItsOwn() throws {
        let result = try layoutXML("""
        <H width="100" height="40" gravity="right">
            <Z id="a" width="10" height="10" gravity="top"/>
            <Z id="b" width="10" height="10"/>
            <Z id="c" width="10" height="10" gravity="bottom"/>
        </H>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 70, y: 0, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 80, y: 15, width: 10, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 90, y: 30, width: 10, height: 10))
    }

    func testCenteredRunInHorizontalStack() throws {
        let result = try layoutXML("""
        <H width="100" height="10" gravity="center top"><Z id="a" width="10" height="10"/><Z id="b" width="20" height="10"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.x, 35)
        XCTAssertEqual(result["b"]?.rect.x, 45)
    }

    func testVerticalStackAlignsAcrossByChildGravityAndPlacesRunByItsOwn() throws {
        let result = try layoutXML("""
        <V width="100" height="100" gravity="bottom">
            <Z id="a" width="10" height="10" gravity="left"/>
            <Z id="b" width="20" height="10"/>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 80, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 40, y: 90, width: 20, height: 10))
    }

    func testNoRunPlacementWhenAChildFills() throws {
        let result = try layoutXML("""
        <H width="100" height="10" gravity="right"><Z id="a" width="10" height="10"/><Z id="f" width="fill" height="10"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.x, 0)
        XCTAssertEqual(result["f"]?.rect, Rect(x: 10, y: 0, width: 90, height: 10))
    }

    func testBaselineAndCapReadAsTopOutsideAnH() throws {
        let result = try layoutXML("""
        <V gravity="left top">
            <Z width="50" height="50"><Z id="a" width="10" height="10" gravity="baseline right"/></Z>
            <V height="50" gravity="lastBaseline"><Z id="b" width="10" height="10" gravity="cap"/></V>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 40, y: 0, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 50, width: 10, height: 10))
    }

    func testCanvasBaselineGravityReadsAsTop() throws {
        let result = try layoutXML(#"<Z width="10" height="10" gravity="cap right"/>"#, width: 100, height: 100)
        XCTAssertEqual(result.root.rect, Rect(x: 90, y: 0, width: 10, height: 10))
    }

    func testAlignmentPlacesOnlyChildrenWithoutOwnGravity() throws {
        let result = try layoutXML("""
        <V width="100" alignment="trailing" gravity="left">
            <Z id="a" width="10" height="10"/>
            <Z id="b" width="10" height="10" gravity="center"/>
            <Z id="c" width="10" height="10" gravity="top"/>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect.x, 90)
        XCTAssertEqual(result["b"]?.rect.x, 45)
        // Only a vertical token: the horizontal axis is still the alignment's.
        XCTAssertEqual(result["c"]?.rect.x, 90)
    }

    func testAlignmentFillStretchesButFixedCrossSizeKeepsItAtTheStart() throws {
        let result = try layoutXML("""
        <V width="100" alignment="fill">
            <Z id="a" height="10"/>
            <Z id="b" width="30" height="10"/>
            <Label id="c" text="ab" font="System 10" gravity="right"/>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 10, width: 30, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 90, y: 20, width: 10, height: 10))
    }

    func testAlignmentDoesNotChangeWhatGrandchildrenInherit() throws {
        let result = try layoutXML("""
        <V width="100" alignment="leading" gravity="right">
            <Z id="box" width="50" height="20"><Z id="inner" width="10" height="10"/></Z>
        </V>
        """)
        XCTAssertEqual(result["box"]?.rect.x, 0)
        XCTAssertEqual(result["inner"]?.rect, Rect(x: 40, y: 5, width: 10, height: 10))
    }

    func testZIndexIsCarriedAndHiddenIsRemoved() throws {
        let result = try layoutXML("""
        <H gravity="left top" spacing="5">
            <Z id="gone" width="10" height="10" hidden="true"><Z id="inside" width="1" height="1"/></Z>
            <Z id="b" width="10" height="10" zIndex="2"/>
        </H>
        """)
        XCTAssertNil(result["gone"])
        XCTAssertNil(result["inside"])
        XCTAssertEqual(result.root.children.count, 1)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(result["b"]?.zIndex, 2)
        XCTAssertEqual(result.canvas.width, 10)
    }

    func testLabelLinesAlignByHorizontalGravityUnlessTextAlignmentIsGiven() throws {
        let result = try layoutXML("""
        <V width="100" alignment="fill">
            <Label id="r" text="ab" font="System 10" gravity="right"/>
            <Label id="c" text="ab" font="System 10" gravity="center"/>
            <Label id="t" text="ab" font="System 10" gravity="right" textAlignment="left"/>
        </V>
        """)
        XCTAssertEqual(result["r"]?.text?.layout.lines.first?.x, 0, "a right-placed label as wide as its text")
        XCTAssertEqual(result["c"]?.rect.width, 10)
        let stretched = try layoutXML("""
        <V width="100"><Label id="r" text="ab" font="System 10" width="fill" gravity="right"/>
        <Label id="t" text="ab" font="System 10" width="fill" gravity="right" textAlignment="center"/></V>
        """)
        XCTAssertEqual(stretched["r"]?.rect.width, 100)
        XCTAssertEqual(stretched["r"]?.text?.layout.lines.first?.x, 90)
        XCTAssertEqual(stretched["t"]?.text?.layout.lines.first?.x, 45)
    }

    func testAlignmentCenterAndLastBaselineInAnH() throws {
        let result = try layoutXML("""
        <H height="40" alignment="center" gravity="left top">
            <Z id="a" width="10" height="10"/>
            <Z id="b" width="10" height="10" gravity="bottom"/>
        </H>
        """)
        XCTAssertEqual(result["a"]?.rect.y, 15)
        XCTAssertEqual(result["b"]?.rect.y, 30)
        let last = try layoutXML("""
        <H alignment="lastBaseline" gravity="left top">
            <Label id="w" text="ab cd" wrap="true" maxWidth="10" font="System 10"/>
            <Label id="x" text="x" font="System 10"/>
        </H>
        """)
        XCTAssertEqual(last["x"]?.rect.y, 10)
    }
}
