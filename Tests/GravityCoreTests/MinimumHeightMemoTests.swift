import XCTest
@testable import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve

/// A V in deficit asks each child for its minimum height, a V child asks
/// its own children, and so on down: without remembering them, a nest of
/// Vs each in deficit measured the levels below once per level above
/// (quadratic in the depth).
final class MinimumHeightMemoTests: XCTestCase {
    /// `depth` Vs inside each other in a 30-point V, each holding two
    /// wrapping labels and a view that may shrink from 20 to 5 points.
    private func nest(_ depth: Int) -> String {
        let label = #"<Label text="abc abcdef abc" wrap="true" font="System 10"/>"#
        var xml = label
        for level in 0..<depth {
            xml = #"<V id="v\#(level)" gravity="left top">\#(label)<View id="s\#(level)" height="20" minHeight="5"/>\#(xml)\#(label)</V>"#
        }
        return #"<V width="30" height="30" gravity="left top">\#(xml)</V>"#
    }

    /// Nodes in the tree, and minimum heights measured in one layout pass.
    private func measurements(_ depth: Int) throws -> (nodes: Int, measured: Int) {
        let root = try XCTUnwrap(Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: nest(depth)))).0)
        let tree = PreparedLayout(root).tree
        var pass = LayoutPass(tree: tree, measurer: FakeTextMeasurer(), scale: 2)
        _ = pass.solve(0, .available(width: 30, height: 30, base: (30, 30)))
        return (tree.nodes.count, pass.minimumHeights.values.reduce(0) { $0 + $1.count })
    }

    func testNestedVsInDeficitMeasureEachMinimumOnce() throws {
        let shallow = try measurements(6), deep = try measurements(12)
        // Each node is measured at most at two proposals (the one its
        // stack's deficit offers, the one its parent's minimum offers).
        XCTAssertLessThanOrEqual(deep.measured, 2 * deep.nodes)
        // Twice the levels, about twice the measurements (quadratic was four times).
        XCTAssertLessThanOrEqual(Double(deep.measured), 2.2 * Double(shallow.measured), "\(shallow) \(deep)")
    }

    /// The nest lays out as it did: every level keeps its labels' lines and
    /// its view at its minimum of 5 points, and the outer V overflows.
    func testNestedVsInDeficitLayOutEveryLevelAtItsMinimum() throws {
        let result = try layoutXML(nest(12))
        for level in 0..<12 {
            XCTAssertEqual(result["s\(level)"]?.rect.height, 5, "level \(level)")
        }
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 30, height: 30))
    }
}
