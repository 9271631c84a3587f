import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// A flattened node stays within one cache line (the solve functions copy
/// nodes out of the array), and the rules it keeps apart (NodeRules) are
/// stored once per distinct set.
final class LayoutNodeTests: XCTestCase {
    func testANodeFitsInOneCacheLine() {
        XCTAssertLessThanOrEqual(MemoryLayout<LayoutNode>.stride, 64)
    }

    func testEqualRulesAreStoredOnce() throws {
        let xml = """
        <V spacing="4">
            <H padding="2"><Label text="a" font="System 10" margin="1"/><Spacer/></H>
            <H padding="2"><Label text="b" font="System 10" margin="1"/><Spacer/></H>
            <H padding="3"><Label text="c" font="System 10" maxWidth="40"/><Spacer/></H>
        </V>
        """
        let node = try XMLReader.parse(SourceFile(path: "test.xml", text: xml))
        let tree = PreparedLayout(try XCTUnwrap(Resolver.resolve(node).0)).tree
        XCTAssertEqual(tree.nodes.count, 10)
        // The V; H padding 2; label margin 1; spacer; H padding 3; label maxWidth 40.
        XCTAssertEqual(tree.rules.count, 6)
        let rows = tree.nodes[0].children.map { tree.nodes[$0] }
        XCTAssertEqual(rows[0].rules, rows[1].rules)
        XCTAssertNotEqual(rows[0].rules, rows[2].rules)
        XCTAssertEqual(tree.rules(of: rows[2]).padding, Insets(top: 3, right: 3, bottom: 3, left: 3))
        XCTAssertEqual(tree.rules(ofNode: rows[0].firstChild).margin, Insets(top: 1, right: 1, bottom: 1, left: 1))
        XCTAssertEqual(tree.rules(ofNode: rows[2].firstChild).maxWidth, .points(40))
        XCTAssertEqual(tree.rules(ofNode: rows[0].firstChild + 1).spacer, .flexible(1))
    }
}
