import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Issue #28: relations written where no constraint layer can hold them are
/// located errors, never an "unknown attribute" warning and a layout
/// without them.
final class LayerAttributeTests: XCTestCase {
    private func diagnostics(_ xml: String) throws -> [String] {
        Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: xml))).1.map(\.description)
    }

    func testConstraintsOnAStackOrButtonAreErrors() throws {
        let found = try diagnostics("""
        <Z>
            <V constraints="a.left = 10"><Z id="a"/></V>
            <UIStackView axis="horizontal" keepWidthsEqual="b c"><Z id="b"/><Z id="c"/></UIStackView>
            <Button title="Go" metrics="gap = 8"/>
            <H>
                <H.constraints>d.top = 4</H.constraints>
                <Z id="d"/>
            </H>
            <Label text="x" constraints="x.left = 0"/>
        </Z>
        """)
        let advice = "; put the views to relate in a <Z>"
        XCTAssertEqual(found, [
            "t.xml:2:8: error: constraints: only a <Z> (View, UIView) relates its children by constraints, and a <V> is a stack, which places its children itself" + advice,
            "t.xml:3:36: error: keepWidthsEqual: only a <Z> (View, UIView) relates its children by constraints, and a <UIStackView> is a stack, which places its children itself" + advice,
            // Each at its attribute name: `<Button title="Go" ` is columns 5-23.
            "t.xml:4:24: error: metrics: only a <Z> (View, UIView) relates its children by constraints, and a <Button> places its children by gravity and draws its title over them" + advice,
            // The attribute node is located at its element.
            "t.xml:6:9: error: constraints: only a <Z> (View, UIView) relates its children by constraints, and a <H> is a stack, which places its children itself" + advice,
            "t.xml:9:21: error: constraints: only a <Z> (View, UIView) relates its children by constraints, and a <Label> has no children to relate" + advice,
        ])
    }

    func testAZLayerStillTakesThem() throws {
        let result = try layoutXML("""
        <Z width="100" height="50" constraints="a.left = 10; a.top = 5">
            <Z id="a" width="20" height="10"/>
        </Z>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 10, y: 5, width: 20, height: 10))
    }
}
