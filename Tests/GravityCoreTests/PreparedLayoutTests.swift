import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// A tree flattened once and laid out at several widths gives exactly the
/// frames of laying out its root each time, identifiers included (resolving
/// them changes the flattened rules of one layout, never of the next).
final class PreparedLayoutTests: XCTestCase {
    func testPreparedTreeGivesTheFramesOfItsRootAtEveryWidth() throws {
        let xml = """
        <V width="fill" spacing="4" padding="2">
            <H><Label id="a1" text="ab" font="System 10" width="col1"/><Label text="x" font="System 10"/></H>
            <H><Label id="a2" text="abcdef" font="System 10" width="col1"/><Spacer/><Z width="fill" maxWidth="40" height="12"/></H>
            <H gravity="baseline" spacing="3"><Label text="Title text here" font="System 12" shrinks="-1"/><Label text="42" font="System 10"/></H>
            <Z padding="4"><Label text="wrapping words in a narrow box" font="System 10" wrap="true" maxWidth="60"/></Z>
        </V>
        """
        let node = try XMLReader.parse(SourceFile(path: "test.xml", text: xml))
        let root = try XCTUnwrap(Resolver.resolve(node).0)
        let engine = LayoutEngine(measurer: FakeTextMeasurer())
        let prepared = PreparedLayout(root)
        for width in [40.0, 75.5, 120, 300] {
            let options = LayoutOptions(width: width, scale: 2)
            let fromRoot = try engine.layout(root, options: options)
            let fromPrepared = try engine.layout(prepared, options: options)
            XCTAssertEqual(FrameJSON.encode(fromPrepared), FrameJSON.encode(fromRoot), "width \(width)")
            XCTAssertEqual(fromPrepared.diagnostics.items, fromRoot.diagnostics.items, "width \(width)")
        }
        // The identifier's column is the wider label's natural width (6 × 5 points).
        let result = try engine.layout(prepared, options: LayoutOptions(width: 120))
        XCTAssertEqual(result["a1"]?.rect.width, 30)
        XCTAssertEqual(result["a2"]?.rect.width, 30)
    }
}
