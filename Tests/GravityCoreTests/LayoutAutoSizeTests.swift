import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Issue #28, Layout's README: "If a node has no children and no intrinsic
/// size, auto is equivalent to 100%" of the parent, per axis.
final class LayoutAutoSizeTests: XCTestCase {
    /// Children placed by Layout's frame expressions.
    func testAChildlessViewPlacedByFrameExpressionsSpansItsLayer() throws {
        let result = try layoutXML("""
        <UIView width="300" height="200">
            <UIView id="a" top="10" height="20"/>
            <UIView id="b" left="10" right="parent.right - 30" top="previous.bottom + 5" height="40"/>
            <UIView id="c" top="b.bottom + 5"/>
            <UIView id="d" width="auto" height="auto" left="20" top="0"/>
            <UIView id="e" width="50" left="0" top="150" bottom="parent.bottom - 10"/>
        </UIView>
        """)
        // a: width 100% = 300 from x = 0.
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 10, width: 300, height: 20))
        // b: left and right decide the width (Layout: 100% - right - left): 300 - 30 - 10 = 260.
        XCTAssertEqual(result["b"]?.rect, Rect(x: 10, y: 35, width: 260, height: 40))
        // c: both axes 100%: 300 × 200 from y = 35 + 40 + 5 = 80 (it overflows, as in Layout).
        XCTAssertEqual(result["c"]?.rect, Rect(x: 0, y: 80, width: 300, height: 200))
        // d: auto written is the same 100%, left = 20 keeps it 300 wide.
        XCTAssertEqual(result["d"]?.rect, Rect(x: 20, y: 0, width: 300, height: 200))
        // e: top and bottom decide the height (Layout: 100% - bottom - top): 200 - 10 - 150 = 40.
        XCTAssertEqual(result["e"]?.rect, Rect(x: 0, y: 150, width: 50, height: 40))
    }

    /// In a plain Z (no constraints) the same rule, per axis, in the content box.
    func testAChildlessViewInAPlainZIsAsLargeAsTheContentBox() throws {
        let result = try layoutXML("""
        <Z width="300" height="200" padding="10">
            <Z id="bar" height="20" gravity="top"/>
            <Z id="full"/>
            <Label id="text" text="ab" font="System 10" gravity="left top"/>
            <Z id="square" width="40" aspectRatio="1" gravity="right bottom"/>
        </Z>
        """)
        // The content box is 300 - 2 × 10 = 280 by 200 - 2 × 10 = 180, at (10, 10).
        XCTAssertEqual(result["bar"]?.rect, Rect(x: 10, y: 10, width: 280, height: 20))
        XCTAssertEqual(result["full"]?.rect, Rect(x: 10, y: 10, width: 280, height: 180))
        // A label has intrinsic size (2 × 5 = 10 wide with the fake measurer), and
        // aspectRatio decides the square's height (40): neither is touched.
        XCTAssertEqual(result["text"]?.rect, Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(result["square"]?.rect, Rect(x: 250, y: 150, width: 40, height: 40))
    }

    /// Stacks keep their own rule (an arranged view without content has no
    /// size along the stack), and so do children that SFL or Keep relate.
    func testStacksAndAutoLayoutChildrenAreUntouched() throws {
        let (element, _) = Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: """
        <V width="300">
            <Z id="line" height="1"/>
            <Z width="100" height="50" constraints="x.left = 10; x.top = 10">
                <Z id="x"/>
                <Z id="y" keepTopInset="0"/>
            </Z>
        </V>
        """)))
        let root = try XCTUnwrap(element)
        XCTAssertEqual(root.children[0].size.width, .auto)
        XCTAssertEqual(root.children[1].children.map(\.size.width), [.auto, .auto])
        XCTAssertEqual(root.children[1].children.compactMap(\.relations).flatMap(\.frames).count, 0)
    }

    /// The added size is a required frame expression; a conflict names it.
    func testTheAddedSizeIsNamedInAConflict() throws {
        let (element, resolveDiagnostics) = Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: """
        <Z width="300" height="100" constraints="v.width = 50">
            <Z id="v" top="10" height="20"/>
        </Z>
        """)))
        XCTAssertEqual(resolveDiagnostics, [])
        let result = try LayoutEngine(measurer: FakeTextMeasurer()).layout(try XCTUnwrap(element), options: LayoutOptions())
        // Column 5 is `<Z id="v"`: the view the rule sized, where it has no width attribute.
        XCTAssertEqual(result.diagnostics.items.map(\.description).first,
                       "t.xml:2:5: error: the required constraint 'width=\"auto\" (100% of the parent: a view without content, Layout's rule)' "
                       + "cannot hold together with 'the layer's content width of 300', 'v.width = 50' (t.xml:1:42); it is left out")
    }
}
