import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.3 shrinking. Fake labels at size 10: 5 points per character,
/// minimum width 5 (the ellipsis) on one line, the longest word when wrapping.
final class LayoutShrinkTests: XCTestCase {
    func testRanksShrinkInOrder() throws {
        let result = try layoutXML("""
        <H width="60" height="10" gravity="left top">
            <Label id="a" text="abcdefgh" font="System 10"/>
            <Label id="b" text="abcdefgh" font="System 10" shrinks="1"/>
            <Label id="c" text="abcdefgh" font="System 10" shrinks="-1"/>
            <Label id="d" text="abcdefgh" font="System 10" shrinks="-2"/>
        </H>
        """)
        // Deficit 100: b gives 35, then a 35, then d (−2 before −1) 30.
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 5, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 5, y: 0, width: 5, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 10, y: 0, width: 40, height: 10))
        XCTAssertEqual(result["d"]?.rect, Rect(x: 50, y: 0, width: 10, height: 10))
    }

    func testPositiveRanksGoInAscendingOrderBeforeUnset() throws {
        let result = try layoutXML("""
        <H width="70" height="10"><Label id="a" text="abcdefgh" font="System 10"/>
            <Label id="two" text="abcdefgh" font="System 10" shrinks="2"/><Label id="one" text="abcdefgh" font="System 10" shrinks="1"/></H>
        """)
        XCTAssertEqual(result["one"]?.rect.width, 5)
        XCTAssertEqual(result["two"]?.rect.width, 25)
        XCTAssertEqual(result["a"]?.rect.width, 40)
    }

    func testWithinARankChildrenGiveInProportionToWhatTheyCanGive() throws {
        let result = try layoutXML("""
        <H width="50"><Label id="a" text="abcdefgh" font="System 10"/><Label id="b" text="abcd" font="System 10"/></H>
        """)
        // Deficit 10 of 50 givable (35 + 15): a gives 7, b gives 3.
        XCTAssertEqual(result["a"]!.rect.width, 33, accuracy: 1e-9)
        XCTAssertEqual(result["b"]!.rect.width, 17, accuracy: 1e-9)
    }

    func testTiesShareEquallyAndAFillChildInADeficitShrinksLikeANaturalOne() throws {
        let result = try layoutXML("""
        <H width="50" gravity="left top">
            <Label id="a" text="abcdefgh" font="System 10" width="fill"/>
            <Label id="b" text="abcdefgh" font="System 10"/>
        </H>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 25, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 25, y: 0, width: 25, height: 10))
    }

    func testMinWidthIsTheFloorAndTheRankIsExhaustedFirst() throws {
        let result = try layoutXML("""
        <H width="45"><Label id="a" text="abcdefgh" font="System 10" minWidth="30" shrinks="1"/><Label id="b" text="abcdefgh" font="System 10"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 30)
        XCTAssertEqual(result["b"]?.rect.width, 15)
    }

    func testWrappingLabelShrinksToItsLongestWordAndGrowsTaller() throws {
        let result = try layoutXML("""
        <H width="40" gravity="left top"><Label id="w" text="abc abcdef" wrap="true" font="System 10"/><Z id="z" width="10" height="5"/></H>
        """)
        XCTAssertEqual(result["w"]?.rect, Rect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(result["w"]?.text?.layout.lines.map(\.text), ["abc", "abcdef"])
        XCTAssertEqual(result["z"]?.rect.x, 30)
        XCTAssertEqual(result.root.rect.height, 20)
    }

    func testTruncatedLabelIsMeasuredAgainAtItsWidth() throws {
        let result = try layoutXML("""
        <H width="30" gravity="left top"><Label id="a" text="abcdefgh" font="System 10"/><Z width="10" height="5"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 20)
        XCTAssertEqual(result["a"]?.text?.layout.size.width, 20)
    }

    func testEverythingAtMinimumOverflowsWithAWarningAtTheStack() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V>
            <H width="10" gravity="left top">
                <Label id="a" text="abcd" font="System 10"/>
                <Label id="b" text="abcd" font="System 10"/>
                <Z id="c" width="20" height="5"/>
            </H>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 5)
        XCTAssertEqual(result["b"]?.rect.width, 5)
        XCTAssertEqual(result["c"]?.rect, Rect(x: 10, y: 0, width: 20, height: 5))
        XCTAssertEqual(diagnostics.map(\.description),
                       ["test.xml:2:5: warning: children of <H> do not fit even at their minimum sizes: they overflow its width by 20 points"])
    }

    func testNoWarningWhenEverythingFits() throws {
        let (_, diagnostics) = try layoutXMLWithDiagnostics(#"<H width="50"><Label text="abcdefgh" font="System 10"/></H>"#)
        XCTAssertEqual(diagnostics, [])
    }

    func testVerticalStackShrinksAlongItsAxis() throws {
        let result = try layoutXML("""
        <V height="30" gravity="left top"><V id="a"><Z height="10" width="1" /><Z height="10" width="1"/></V><Z id="b" height="20" width="1" minHeight="5" shrinks="1"/></V>
        """)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 20, width: 1, height: 10))
    }

    func testANaturalStackOfferedLessShrinksItsChildren() throws {
        let result = try layoutXML("""
        <V width="30" gravity="left top"><H id="h"><Label id="a" text="abcdefgh" font="System 10"/><Label id="b" text="abcdefgh" font="System 10"/></H></V>
        """)
        XCTAssertEqual(result["h"]?.rect.width, 30)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 15, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 15, y: 0, width: 15, height: 10))
    }

    // Along a V's axis a child's minimum is its content's height at its
    // width (Decisions: "A child's minimum height"): "abc abcdef" wraps to
    // two lines at 30 points, 20 points tall.

    func testWrappingLabelsInAVKeepEveryLineAndTheVOverflowsWithAWarning() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V width="30" height="30" gravity="left top">
            <Label id="a" text="abc abcdef" wrap="true" font="System 10"/>
            <Label id="b" text="abc abcdef" wrap="true" font="System 10"/>
        </V>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 20, width: 30, height: 20))
        XCTAssertEqual(result["b"]?.text?.layout.lines.map(\.text), ["abc", "abcdef"])
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(diagnostics.map(\.description),
                       ["test.xml:1:1: warning: children of <V> do not fit even at their minimum sizes: they overflow its height by 10 points"])
    }

    func testARowHoldingAVOfWrappingLabelsKeepsItsContentHeight() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V width="30" height="30" gravity="left top">
            <H id="row" gravity="left top">
                <V id="inner" gravity="left top">
                    <Label id="a" text="abc abcdef" wrap="true" font="System 10"/>
                    <Label id="b" text="abc abcdef" wrap="true" font="System 10"/>
                </V>
            </H>
            <Label id="c" text="abc" font="System 10"/>
        </V>
        """)
        XCTAssertEqual(result["row"]?.rect, Rect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(result["inner"]?.rect, Rect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 20, width: 30, height: 20))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 0, y: 40, width: 15, height: 10))
        XCTAssertEqual(diagnostics.map(\.description),
                       ["test.xml:1:1: warning: children of <V> do not fit even at their minimum sizes: they overflow its height by 20 points"])
    }

    func testAZKeepsItsTextAndWhatCanShrinkStillGivesFirst() throws {
        // The Z (padding 2) needs its label's two lines; the box gives 14
        // of its 20 before anything overflows (no warning).
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V width="34" height="30" gravity="left top">
            <Z id="z" padding="2"><Label id="a" text="abc abcdef" wrap="true" font="System 10"/></Z>
            <Z id="box" width="10" minHeight="6"><Z width="10" height="20"/></Z>
        </V>
        """)
        XCTAssertEqual(result["z"]?.rect, Rect(x: 0, y: 0, width: 34, height: 24))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 2, y: 2, width: 30, height: 20))
        XCTAssertEqual(result["box"]?.rect, Rect(x: 0, y: 24, width: 10, height: 6))
        XCTAssertEqual(diagnostics, [])
    }
}
