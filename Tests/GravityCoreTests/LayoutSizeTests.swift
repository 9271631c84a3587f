import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §2.3 sizes: fixed, N%, min/max, aspectRatio, identifiers, fill and
/// its propagation, spacers, canvas.
final class LayoutSizeTests: XCTestCase {
    func testPercentMinMaxAndAspectRatio() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" gravity="left top">
            <Z id="p" width="50%" height="25%"/>
            <Z id="mx" width="fill" maxWidth="60" height="10"/>
            <Z id="mn" width="10" minWidth="30" maxWidth="20" height="10"/>
            <Z id="ar" width="40" aspectRatio="2"/>
            <Z id="ar2" height="30" aspectRatio="0.5"/>
            <Z id="pm" width="fill" maxWidth="10%" height="fill" minHeight="150"/>
        </Z>
        """)
        XCTAssertEqual(result["p"]?.rect, Rect(x: 0, y: 0, width: 100, height: 25))
        XCTAssertEqual(result["mx"]?.rect, Rect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertEqual(result["mn"]?.rect, Rect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(result["ar"]?.rect, Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(result["ar2"]?.rect, Rect(x: 0, y: 0, width: 15, height: 30))
        XCTAssertEqual(result["pm"]?.rect, Rect(x: 0, y: 0, width: 20, height: 150))
    }

    /// Measured, an auto-height V offers its children no height to take a
    /// percentage of; placed, its own. Solutions are cached without the part
    /// of the parent's box a node does not read, so the percentages must
    /// still be solved again at placing (and the rest must not be).
    func testPercentLimitsSeeTheBoxKnownOnlyWhenPlacing() throws {
        let result = try layoutXML("""
        <H gravity="left top"> <!-- scale 1: edges snap to whole points -->
            <V id="v" width="120" gravity="left top">
                <Z id="a" width="fill" height="20"/>
                <Z id="b" width="40" height="20" maxHeight="25%"/>
                <Z id="c" width="50%" minWidth="10" height="10" minHeight="50%"/>
                <Z id="d" width="fill" maxWidth="25%" height="5"/>
            </V>
            <Z id="z" height="30"><Z id="e" width="10" height="80%"/></Z>
        </H>
        """)
        XCTAssertEqual(result["v"]?.rect, Rect(x: 0, y: 0, width: 120, height: 55))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 120, height: 20))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 0, y: 20, width: 40, height: 14))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 0, y: 34, width: 60, height: 27))
        XCTAssertEqual(result["d"]?.rect, Rect(x: 0, y: 61, width: 30, height: 5))
        XCTAssertEqual(result["e"]?.rect, Rect(x: 120, y: 0, width: 10, height: 24))
    }

    func testFillWithMaxIsPlacedByGravityInZAndAcrossAStack() throws {
        let result = try layoutXML("""
        <V width="200" gravity="left top">
            <Z height="20" width="fill"><Z id="z" width="fill" maxWidth="60" height="10" gravity="right bottom"/></Z>
            <Z id="v" width="fill" maxWidth="40" height="10" gravity="center"/>
        </V>
        """)
        XCTAssertEqual(result["z"]?.rect, Rect(x: 140, y: 10, width: 60, height: 10))
        XCTAssertEqual(result["v"]?.rect, Rect(x: 80, y: 20, width: 40, height: 10))
    }

    func testPercentAlongAStackIsOfTheContentBox() throws {
        let result = try layoutXML("""
        <H width="220" padding="0 10" gravity="left top"><Z id="p" width="25%" height="5"/><Z id="q" width="fill" height="5"/></H>
        """)
        XCTAssertEqual(result["p"]?.rect, Rect(x: 10, y: 0, width: 50, height: 5))
        XCTAssertEqual(result["q"]?.rect, Rect(x: 60, y: 0, width: 150, height: 5))
    }

    func testMinBeatsMaxForAFillChild() throws {
        let result = try layoutXML("""
        <H width="100" height="10"><Z id="a" width="fill" minWidth="30" maxWidth="20"/><Z id="b" width="fill"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 30)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 30, y: 5, width: 70, height: 0))
    }

    func testFillAndFlexibleSpacersShareByWeightAfterSpacingAndMargins() throws {
        let result = try layoutXML("""
        <H width="100" height="10" spacing="5">
            <Z id="a" width="10" margin="0 2"/>
            <Spacer/>
            <Z id="f" width="fill" weight="3" leftMargin="4"/>
        </H>
        """)
        // 100 − 10 − 4 (a's margins) − 4 (f's) − 2 × 5 = 72: spacer 18, f 54.
        XCTAssertEqual(result["a"]?.rect.x, 2)
        XCTAssertEqual(result["f"]?.rect.x, 46)
        XCTAssertEqual(result["f"]?.rect.width, 54)
    }

    func testFixedSpacerCountsInSpacingAndHasNoCrossSize() throws {
        let result = try layoutXML("""
        <V gravity="left top">
            <H spacing="2"><Z width="10" height="10"/><Spacer size="8"/><Z id="b" width="10" height="10"/></H>
            <Spacer size="100"/>
        </V>
        """)
        XCTAssertEqual(result["b"]?.rect.x, 22)
        XCTAssertEqual(result.root.rect.width, 32)
        XCTAssertEqual(result.root.rect.height, 110)
        // Spacers have frames (so ids and relations can name them), with no cross size.
        XCTAssertEqual(result.root.children.map(\.kind), [.h, .spacer])
        XCTAssertEqual(result.root.children[1].rect, Rect(x: 0, y: 10, width: 0, height: 100))
        XCTAssertEqual(result.root.children[0].children.map(\.rect), [Rect(x: 0, y: 0, width: 10, height: 10),
                                                                      Rect(x: 12, y: 0, width: 8, height: 0),
                                                                      Rect(x: 22, y: 0, width: 10, height: 10)])
    }

    func testFillChildNeverGetsLessThanItsNaturalSizeWhenSpaceIsLeftOver() throws {
        let result = try layoutXML("""
        <H width="100" height="10" gravity="left top">
            <Label id="a" text="abcdefgh" font="System 10" width="fill"/>
            <Z id="b" width="fill" weight="9"/>
        </H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 40)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 40, y: 0, width: 60, height: 0))
    }

    func testMinWidthRaisesTheFillFloor() throws {
        let result = try layoutXML("""
        <H width="100" height="10"><Z id="a" width="fill" minWidth="30"/><Z id="b" width="fill" weight="9"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 30)
        XCTAssertEqual(result["b"]?.rect.width, 70)
    }

    func testFillWithMaxAlongAStackGivesTheRestToOthers() throws {
        let result = try layoutXML("""
        <H width="300" height="10"><Z id="a" width="fill" maxWidth="50"/><Z id="b" width="fill"/></H>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 50)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 50, y: 5, width: 250, height: 0))
    }

    func testFillPropagatesThroughThreeLevels() throws {
        let result = try layoutXML("""
        <V width="300" gravity="left top">
            <H id="l1">
                <V id="l2">
                    <H id="l3"><Z id="f" width="fill" height="10"/></H>
                </V>
                <Z id="fixed" width="50" height="10"/>
            </H>
        </V>
        """)
        XCTAssertEqual(result["l1"]?.rect.width, 300)
        XCTAssertEqual(result["l2"]?.rect.width, 250)
        XCTAssertEqual(result["l3"]?.rect.width, 250)
        XCTAssertEqual(result["f"]?.rect, Rect(x: 0, y: 0, width: 250, height: 10))
        XCTAssertEqual(result["fixed"]?.rect.x, 250)
    }

    func testFixedSizeStopsFillPropagation() throws {
        let result = try layoutXML("""
        <H width="300" gravity="left top">
            <H id="sized" width="100"><Z id="f" width="fill" height="10"/></H>
            <Z id="after" width="fill" height="10"/>
        </H>
        """)
        XCTAssertEqual(result["f"]?.rect.width, 100)
        XCTAssertEqual(result["after"]?.rect, Rect(x: 100, y: 0, width: 200, height: 10))
    }

    func testMaxFillsUpToItAndStopsPropagation() throws {
        let result = try layoutXML("""
        <H width="300" gravity="left top">
            <H id="capped" maxWidth="120"><Z id="f" width="fill" height="10"/></H>
            <Z id="after" width="fill" height="10"/>
            <H id="outer"><H id="capped2" maxWidth="120"><Z width="fill" height="10"/></H></H>
        </H>
        """)
        // capped fills (up to 120); outer does not, as capped2's max stops it.
        XCTAssertEqual(result["capped"]?.rect.width, 120)
        XCTAssertEqual(result["f"]?.rect.width, 120)
        XCTAssertEqual(result["after"]?.rect, Rect(x: 120, y: 0, width: 180, height: 10))
        XCTAssertEqual(result["outer"]?.rect.width, 0)
    }

    func testFillAcrossAStackAndInZStretchesLessMargins() throws {
        let result = try layoutXML("""
        <H width="100" height="50" gravity="left top">
            <Z id="a" width="10" height="fill" margin="5 0"/>
            <Z width="40" height="fill"><Z id="b" width="fill" height="fill" margin="1 2 3 4"/></Z>
        </H>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 5, width: 10, height: 40))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 14, y: 1, width: 34, height: 46))
    }

    func testWidthIdentifiersTakeTheLargestNaturalSize() throws {
        let result = try layoutXML("""
        <V gravity="left top">
            <H><Label id="a1" text="ab" font="System 10" width="col1"/><Label id="b1" text="x" font="System 10"/></H>
            <H><Label id="a2" text="abcdef" font="System 10" width="col1"/><Label id="b2" text="x" font="System 10"/></H>
            <H><Z id="h1" width="5" height="row"><Z width="1" height="12"/></Z><Z id="h2" width="5" height="row"/></H>
        </V>
        """)
        XCTAssertEqual(result["a1"]?.rect.width, 30)
        XCTAssertEqual(result["b1"]?.rect.x, 30)
        XCTAssertEqual(result["b2"]?.rect.x, 30)
        XCTAssertEqual(result["h2"]?.rect.height, 12)
    }

    func testDifferentIdentifiersAreSizedApart() throws {
        let result = try layoutXML(#"<H gravity="left top"><Z id="a" width="one" height="1"><Z width="7" height="1"/></Z><Z id="b" width="two" height="1"/><Z id="c" width="one" height="1"/><Z id="d" width="two" height="1"><Z width="3" height="1"/></Z></H>"#)
        XCTAssertEqual([result["a"]!, result["b"]!, result["c"]!, result["d"]!].map(\.rect.width), [7, 3, 7, 3])
    }

    func testRootFillsTheCanvasAndMarginsAddToNaturalCanvas() throws {
        let filled = try layoutXML(#"<Z width="fill" height="20"/>"#, width: 300)
        XCTAssertEqual(filled.root.rect, Rect(x: 0, y: 0, width: 300, height: 20))
        XCTAssertEqual(filled.canvas.height, 20)
        let placed = try layoutXML(#"<Z width="10" height="10" gravity="right bottom"/>"#, width: 100, height: 100)
        XCTAssertEqual(placed.root.rect, Rect(x: 90, y: 90, width: 10, height: 10))
        let margins = try layoutXML(#"<Z width="10" height="10" margin="5 6"/>"#)
        XCTAssertEqual(margins.canvas.width, 22)
        XCTAssertEqual(margins.canvas.height, 20)
        XCTAssertEqual(margins.root.rect, Rect(x: 6, y: 5, width: 10, height: 10))
    }

    func testCanvasLargerThanTheLimitIsAnErrorAtTheRoot() throws {
        let (_, diagnostics) = try layoutXMLWithDiagnostics("<V>\n<Z width=\"9000\" height=\"10\"/></V>", scale: 2)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["test.xml:1:1: error: the canvas would be 18000 × 20 device pixels, more than the limit of 16384 × 16384 (raise it with --max-canvas)"])
        let (_, huge) = try layoutXMLWithDiagnostics(#"<H><Z width="1e308"/><Z width="1e308"/></H>"#)
        XCTAssertEqual(huge.first?.description,
                       "test.xml:1:1: error: the canvas would be unbounded × 0 device pixels, more than the limit of 16384 × 16384 (raise it with --max-canvas)")
    }
}
