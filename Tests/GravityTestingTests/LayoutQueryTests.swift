import XCTest
import GravityCore
import GravityTesting

/// `layout(...)` and the checks behind the alignment and frame assertions.
/// Layouts here align (or not) by construction, so the tests hold while the
/// layout engine's numbers evolve.
final class LayoutQueryTests: XCTestCase {
    let xml = """
        <V padding="10" spacing="6" gravity="left top">
          <Z id="box" width="48" height="30" backgroundColor="red"/>
          <H spacing="8" gravity="left top">
            <Label id="a" text="Price" font="System 17"/>
            <Label id="b" text="42" font="System 17"/>
            <Label id="big" text="EUR" font="System 40"/>
          </H>
        </V>
        """

    func testQueryExposesFramesAndAnchors() throws {
        let result = try layout(xml: xml, scale: 2)
        XCTAssertEqual(result["box"]?.frame, Rect(x: 10, y: 10, width: 48, height: 30))
        XCTAssertNil(result["box"]?.baseline)
        let a = try XCTUnwrap(result["a"])
        XCTAssertEqual(a.frame.y, 46)
        let baseline = try XCTUnwrap(a.baseline), capTop = try XCTUnwrap(a.capTop)
        XCTAssertGreaterThan(baseline, capTop)
        // Anchors are snapped to device pixels at scale 2.
        XCTAssertEqual((baseline * 2).rounded(), baseline * 2)
        XCTAssertNil(result["nope"])
        XCTAssertEqual(result.canvas.scale, 2)
    }

    func testBaselineChecks() throws {
        let result = try layout(xml: xml, scale: 2)
        XCTAssertNil(LayoutChecks.baselinesAligned(["a", "b"], in: result))
        XCTAssertNil(LayoutChecks.capTopsAligned(["a", "b"], in: result))
        assertBaselinesAligned(["a", "b"], in: result)
        let a = result["a"]!.baseline!, big = result["big"]!.baseline!
        XCTAssertNotEqual(a, big, "top-aligned labels of 17 and 40 points cannot share a baseline")
        XCTAssertEqual(LayoutChecks.baselinesAligned(["a", "b", "big"], in: result),
                       "baselines are not aligned: a baseline \(fmt(a)), b baseline \(fmt(a)), big baseline \(fmt(big)) (points)")
        XCTAssertEqual(LayoutChecks.baselinesAligned(["a", "box"], in: result),
                       "'box' is a <Z> and has no baseline; only labels do")
        XCTAssertEqual(LayoutChecks.baselinesAligned(["a", "c"], in: result),
                       "no element with id 'c'; ids in the layout: box, a, b, big")
        XCTAssertEqual(LayoutChecks.baselinesAligned(["a"], in: result), "give at least two ids to align")
    }

    func testFrameChecks() throws {
        let result = try layout(xml: xml, scale: 2)
        XCTAssertNil(LayoutChecks.frame("box", in: result, equals: Rect(x: 10, y: 10, width: 48, height: 30)))
        assertFrame("box", in: result, x: 10, y: 10, width: 48, height: 30)
        XCTAssertEqual(LayoutChecks.frame("box", in: result, equals: Rect(x: 10, y: 12, width: 48, height: 30)),
                       "frame of 'box' is (x 10, y 10, width 48, height 30), expected (x 10, y 12, width 48, height 30)")
    }

    func testLayoutFileIsFoundFromThePackageRoot() throws {
        // Relative to this package's root whatever the working directory.
        let result = try layout(file: "Examples/Welcome.xml", scale: 2)
        XCTAssertGreaterThan(result.root.frame.width, 0)
    }

    func testLayoutErrorsAreThrown() {
        XCTAssertThrowsError(try layout(xml: "<V spacing=\"x\"/>")) { error in
            XCTAssertTrue("\(error)".contains("spacing: 'x' is not a number"), "\(error)")
        }
    }

    private func fmt(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    func testLayoutReadsData() throws {
        let result = try layout(xml: #"<V><Label id="hello" text="Hi {user.name}, {n + 1} new"/><Z id="box" width="{n * 10}"/></V>"#,
                                data: ["user": ["name": "Ada"], "n": 5])
        XCTAssertEqual(result["hello"]?.text?.content, "Hi Ada, 6 new")
        XCTAssertEqual(result["box"]?.rect.width, 50)
        XCTAssertThrowsError(try layout(xml: #"<Label text="{nope}"/>"#, data: ["n": 5])) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.items.map(\.description),
                           ["<string>:1:15: error: text: unknown key 'nope'; nearby: n"])
        }
    }
}
