import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// SPEC §14.2, UIView's drawn properties: `layer.*` onto the appearance
/// the renderer draws, CALayer's shadow, and `transform.*` (drawn about the
/// centre; frames keep the untransformed frame and report the transform).
final class LayerPropertiesTests: XCTestCase {
    static let engine = try! GravityEngine()

    func layout(_ xml: String) throws -> SolvedLayout {
        try Self.engine.layout(xml: xml, path: "t.xml")
    }

    func errors(_ xml: String) -> [String] {
        do {
            _ = try layout(xml)
            return []
        } catch {
            return (error as? DiagnosticsError)?.diagnostics.items.filter { $0.severity == .error }.map(\.description) ?? ["\(error)"]
        }
    }

    func testLayerSpellingsSetTheAppearance() throws {
        let result = try layout("""
        <Z width="100" height="100">
            <UIView id="a" width="40" height="30" layer.cornerRadius="6" layer.borderWidth="2" layer.borderColor="red"
                    layer.backgroundColor="blue" layer.masksToBounds="false" layer.opacity="0.5"/>
        </Z>
        """)
        let a = try XCTUnwrap(result.root.first(id: "a")).appearance
        XCTAssertEqual(a.cornerRadius, 6)
        XCTAssertEqual(a.borderWidth, 2)
        XCTAssertEqual(a.borderColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(a.backgroundColor, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(a.opacity, 0.5)
        XCTAssertFalse(a.clips)
        XCTAssertNil(a.shadow, "shadowOpacity defaults to 0")
        XCTAssertTrue(result.diagnostics.items.isEmpty, "\(result.diagnostics.items)")
    }

    func testLayerBorderColorDefaultsToBlackAsCALayers() throws {
        let result = try layout("""
        <Z width="100" height="100" color="red">
            <UIView id="a" width="40" height="30" layer.borderWidth="1"/>
            <UIView id="b" width="40" height="30" borderWidth="1"/>
        </Z>
        """)
        XCTAssertEqual(result.root.first(id: "a")?.appearance.borderColor, .black)
        XCTAssertNil(result.root.first(id: "b")?.appearance.borderColor, "Gravity's border takes the scoped colour")
    }

    func testShadowDefaultsAreCoreAnimations() throws {
        let result = try layout("""
        <Z width="100" height="100">
            <UIView id="a" width="40" height="30" layer.shadowOpacity="0.5"/>
            <UIView id="b" width="40" height="30" layer.shadowOpacity="1" layer.shadowColor="red"
                    layer.shadowOffset="2 4" layer.shadowRadius="0"/>
            <UIView id="c" width="40" height="30" layer.shadowOpacity="1" layer.shadowOffset.height="5"/>
            <UIView id="d" width="40" height="30" layer.shadowOpacity="1" clipsToBounds="true"/>
            <UIView id="e" width="40" height="30" layer.shadowOpacity="1" layer.masksToBounds="true"/>
        </Z>
        """)
        let a = try XCTUnwrap(result.root.first(id: "a")?.appearance.shadow)
        XCTAssertEqual(a.opacity, 0.5)
        XCTAssertEqual(a.color, .black)
        XCTAssertEqual(a.offset, Size(width: 0, height: -3))
        XCTAssertEqual(a.radius, 3)
        let b = try XCTUnwrap(result.root.first(id: "b")?.appearance.shadow)
        XCTAssertEqual(b.color, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(b.offset, Size(width: 2, height: 4))
        XCTAssertEqual(b.radius, 0)
        XCTAssertEqual(result.root.first(id: "c")?.appearance.shadow?.offset, Size(width: 0, height: 5))
        // Core Animation clips the shadow with the layer's contents.
        XCTAssertNil(result.root.first(id: "d")?.appearance.shadow)
        XCTAssertNil(result.root.first(id: "e")?.appearance.shadow)
    }

    func testASharpShadowDrawsBelowTheView() throws {
        let result = try layout("""
        <Z width="60" height="60" gravity="left top" backgroundColor="white">
            <UIView width="20" height="20" leftMargin="10" topMargin="10" backgroundColor="red"
                    layer.shadowOpacity="1" layer.shadowOffset="0 4" layer.shadowRadius="0"/>
        </Z>
        """)
        let buffer = try Self.engine.rasterize(result)
        XCTAssertTrue(buffer.color(x: 20, y: 29) == (255, 0, 0, 255))
        // Rows 30…33 below the view are the shadow's; row 34 is not.
        XCTAssertTrue(buffer.color(x: 20, y: 30) == (0, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 20, y: 33) == (0, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 20, y: 34) == (255, 255, 255, 255))
        XCTAssertTrue(buffer.color(x: 9, y: 20) == (255, 255, 255, 255))
    }

    func testTransformIsDrawnAboutTheCentreAndFramesKeepTheUntransformedRect() throws {
        let xml = """
        <Z width="60" height="60" gravity="left top" backgroundColor="white">
            <UIView id="bar" width="40" height="10" leftMargin="10" topMargin="25" backgroundColor="red"
                    transform.rotation="pi / 2"/>
            <UIView id="moved" width="4" height="4" leftMargin="0" topMargin="0" backgroundColor="blue"
                    transform.translation.x="50" transform.translation.y="2" transform.scale="1"/>
        </Z>
        """
        let result = try layout(xml)
        let bar = try XCTUnwrap(result.root.first(id: "bar"))
        XCTAssertEqual(bar.rect, Rect(x: 10, y: 25, width: 40, height: 10))
        XCTAssertEqual(bar.appearance.transform.rotation, Double.pi / 2)
        let json = FrameJSON.encode(result)
        XCTAssertTrue(json.contains("\"x\": 10, \"y\": 25, \"width\": 40, \"height\": 10,\n        \"transform\": {\"rotation\": 1.571, \"scaleX\": 1, \"scaleY\": 1, \"translationX\": 0, \"translationY\": 0},"), json)
        XCTAssertTrue(json.contains("\"transform\": {\"rotation\": 0, \"scaleX\": 1, \"scaleY\": 1, \"translationX\": 50, \"translationY\": 2}"), json)

        let buffer = try Self.engine.rasterize(result)
        // The 40 × 10 bar centred on (30, 30), turned upright: x 25…34, y 10…49.
        XCTAssertTrue(buffer.color(x: 25, y: 10) == (255, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 34, y: 49) == (255, 0, 0, 255))
        XCTAssertTrue(buffer.color(x: 24, y: 30) == (255, 255, 255, 255))
        XCTAssertTrue(buffer.color(x: 12, y: 30) == (255, 255, 255, 255), "the untransformed bar is not drawn")
        XCTAssertTrue(buffer.color(x: 30, y: 9) == (255, 255, 255, 255))
        // The blue square moved 50 right and 2 down.
        XCTAssertTrue(buffer.color(x: 50, y: 2) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 53, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 1, y: 1) == (255, 255, 255, 255))
    }

    func testLayoutsTransformSpellings() throws {
        let result = try layout("""
        <Z width="100" height="100">
            <UIView id="a" width="10" height="10" layer.transform.rotation.z="-pi/4" layer.transform.scale.x="2"
                    layer.transform.scale.y="0.5" layer.transform.translation.x="3" layer.transform.translation.y="-4"/>
            <UIView id="b" width="10" height="10" layer.affineTransform.rotation="1" transform.scale.y="3"/>
        </Z>
        """)
        var expected = ViewTransform()
        (expected.rotation, expected.scaleX, expected.scaleY) = (-Double.pi / 4, 2, 0.5)
        (expected.translationX, expected.translationY) = (3, -4)
        XCTAssertEqual(result.root.first(id: "a")?.appearance.transform, expected)
        var b = ViewTransform()
        (b.rotation, b.scaleY) = (1, 3)
        XCTAssertEqual(result.root.first(id: "b")?.appearance.transform, b)
    }

    /// Layout's README: `transform.rotation="isToggled ? pi / 2 : 0"`, a bare expression over the state.
    func testTransformValuesAreLayoutExpressionsOverTheData() throws {
        var options = LayoutOptions()
        options.data = ["isToggled": true, "shift": 12]
        let result = try Self.engine.layout(xml: """
        <Z width="100" height="100">
            <UIView id="a" width="10" height="10" transform.rotation="isToggled ? pi / 2 : 0" transform.translation.x="shift * 2"/>
        </Z>
        """, path: "t.xml", options: options)
        XCTAssertEqual(result.root.first(id: "a")?.appearance.transform.rotation, Double.pi / 2)
        XCTAssertEqual(result.root.first(id: "a")?.appearance.transform.translationX, 24)
    }

    func testBadValuesAreLocatedErrors() {
        XCTAssertEqual(errors("""
        <Z width="100" height="100">
            <UIView transform.rotation="pie" layer.shadowOpacity="2" layer.cornerRadius="-1"
                    layer.shadowOffset="3" layer.masksToBounds="maybe"/>
        </Z>
        """), [
            // In reading order: appearance, then the layer's properties, then the transform.
            "t.xml:2:82: error: layer.cornerRadius: '-1' must not be negative",
            "t.xml:3:57: error: layer.masksToBounds: 'maybe' is not a boolean (true or false)",
            "t.xml:2:59: error: layer.shadowOpacity: '2' must be between 0 and 1",
            "t.xml:3:33: error: layer.shadowOffset: '3' is not a size (write 'width height', such as '0 2', or set layer.shadowOffset.width and .height)",
            "t.xml:2:33: error: transform.rotation: 'pie' is not a number: unknown key 'pie'; nearby: pi",
        ])
    }

    func testThreeDimensionalComponentsAreNotSupportedWarnings() throws {
        let result = try layout("""
        <Z width="100" height="100">
            <UIView layer.transform.translation.z="500" transform.rotation.x="1" layer.transform="t"/>
        </Z>
        """)
        XCTAssertEqual(result.diagnostics.items.map(\.description), [
            "t.xml:2:13: warning: 'layer.transform.translation.z' is not supported (3-D transform components; rotation, rotation.z, scale, scale.x, scale.y, translation.x and translation.y are drawn); it is not drawn",
            "t.xml:2:49: warning: 'transform.rotation.x' is not supported (3-D transform components; rotation, scale, scale.x, scale.y, translation.x and translation.y are drawn); it is not drawn",
            "t.xml:2:74: warning: 'layer.transform' is not supported (a whole transform value; write transform.rotation, transform.scale, transform.translation.x or .y); it is not drawn",
        ])
    }
}
