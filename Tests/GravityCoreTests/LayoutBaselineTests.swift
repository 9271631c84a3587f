import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.2 baseline, lastBaseline and cap alignment across an H, and the
/// baselines of containers. Fake font: baseline 0.8 × size, cap 0.7 × size.
final class LayoutBaselineTests: XCTestCase {
    func testFirstBaselinesAlignAndGroupSitsAtTheTop() throws {
        let result = try layoutXML("""
        <H gravity="left baseline" height="40">
            <Label id="big" text="ab" font="System 20"/>
            <Label id="small" text="ab" font="System 10"/>
        </H>
        """)
        XCTAssertEqual(result["big"]?.rect, Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(result["small"]?.rect, Rect(x: 20, y: 8, width: 10, height: 10))
        XCTAssertEqual(result["small"]?.text?.baseline, 16)
        XCTAssertEqual(result["big"]?.text?.baseline, 16)
    }

    func testCapLinesAlign() throws {
        let result = try layoutXML("""
        <H gravity="left cap"><Label id="big" text="ab" font="System 20"/><Label id="small" text="ab" font="System 10"/></H>
        """)
        XCTAssertEqual(result["big"]?.text?.capTop, 2)
        XCTAssertEqual(result["small"]?.text?.capTop, 2)
        XCTAssertEqual(result["small"]?.rect.y, 1)
        XCTAssertEqual(result.root.rect.height, 20)
    }

    func testLastBaselinesAlign() throws {
        let result = try layoutXML("""
        <H gravity="left lastBaseline">
            <Label id="w" text="ab cd" wrap="true" maxWidth="10" font="System 10"/>
            <Label id="x" text="x" font="System 10"/>
        </H>
        """)
        XCTAssertEqual(result["w"]?.rect, Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(result["x"]?.rect, Rect(x: 10, y: 10, width: 5, height: 10))
        XCTAssertEqual(result["w"]?.text?.lastBaseline, 18)
        XCTAssertEqual(result["x"]?.text?.lastBaseline, 18)
    }

    func testBoxWithoutTextHasItsBaselineAtItsBottom() throws {
        let result = try layoutXML("""
        <H gravity="left baseline"><Z id="box" width="10" height="30"/><Label id="l" text="ab" font="System 10"/></H>
        """)
        XCTAssertEqual(result["box"]?.rect.y, 0)
        XCTAssertEqual(result["l"]?.rect.y, 22)
        XCTAssertEqual(result.root.rect.height, 32)
    }

    func testAlignmentFirstBaseline() throws {
        let result = try layoutXML("""
        <H alignment="firstBaseline" height="50"><Label id="big" text="ab" font="System 20"/><Label id="small" text="ab" font="System 10"/></H>
        """)
        XCTAssertEqual(result["big"]?.rect.y, 0)
        XCTAssertEqual(result["small"]?.rect.y, 8)
    }

    func testVerticalStackUsesItsFirstChildsBaseline() throws {
        let result = try layoutXML("""
        <H gravity="left baseline">
            <V id="v" gravity="left">
                <Label id="v1" text="ab" font="System 10"/>
                <Label id="v2" text="ab" font="System 20"/>
            </V>
            <Label id="l" text="ab" font="System 20"/>
        </H>
        """)
        XCTAssertEqual(result["v"]?.rect, Rect(x: 0, y: 8, width: 20, height: 30))
        XCTAssertEqual(result["v1"]?.text?.baseline, 16)
        XCTAssertEqual(result["l"]?.rect, Rect(x: 20, y: 0, width: 20, height: 20))
        XCTAssertEqual(result.root.rect.height, 38)
    }

    func testVerticalStackUsesItsLastChildsLastBaseline() throws {
        let result = try layoutXML("""
        <H gravity="left lastBaseline">
            <V id="v" gravity="left"><Label text="ab" font="System 10"/><Label id="v2" text="ab" font="System 20"/></V>
            <Label id="l" text="ab" font="System 20"/>
        </H>
        """)
        XCTAssertEqual(result["v"]?.rect.y, 0)
        XCTAssertEqual(result["l"]?.rect.y, 10)
        XCTAssertEqual(result["v2"]?.text?.lastBaseline, 26)
        XCTAssertEqual(result["l"]?.text?.lastBaseline, 26)
    }

    func testNestedHorizontalStackUsesItsSharedBaseline() throws {
        let result = try layoutXML("""
        <H gravity="left baseline">
            <H id="inner" topPadding="3">
                <Z id="box" width="5" height="40" gravity="top"/>
                <Label id="a" text="ab" font="System 10"/>
                <Label id="b" text="ab" font="System 20"/>
            </H>
            <Label id="c" text="ab" font="System 40"/>
        </H>
        """)
        // Inner: a and b share baseline 3 + 16 = 19 (box is top-aligned, not in the group).
        XCTAssertEqual(result["a"]?.text?.baseline, result["c"]?.text?.baseline)
        XCTAssertEqual(result["b"]?.text?.baseline, 32)
        XCTAssertEqual(result["inner"]?.rect.y, 13)
        XCTAssertEqual(result["box"]?.rect.y, 16)
    }

    func testZUsesItsFirstChildsBaseline() throws {
        let result = try layoutXML("""
        <H gravity="left baseline">
            <Z id="z" padding="4"><Label text="ab" font="System 10" gravity="left top"/><Z width="30" height="30" gravity="left top"/></Z>
            <Label id="l" text="ab" font="System 20"/>
        </H>
        """)
        // Z baseline: padding 4 + 8 = 12, label baseline 16.
        XCTAssertEqual(result["z"]?.rect.y, 4)
        XCTAssertEqual(result["l"]?.rect.y, 0)
    }
}
