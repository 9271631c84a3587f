import XCTest
import GravityCore
@testable import Gravity

/// SPEC §14.2 UIStackView: UIKit's defaults (horizontal axis, `fill`
/// alignment and distribution), each `distribution` as UIKit documents it
/// (UIStackView.Distribution), `alignment`, `spacing`, hidden arranged views
/// left out. Frames at scale 1, exact.
final class StackViewDistributionTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// The frames of the stack's children (ids a, b, c, …) and of the stack (`s`).
    func frames(_ stack: String, _ children: String) throws -> [String: Rect] {
        let xml = "<Z width=\"320\" height=\"200\" gravity=\"left top\"><UIStackView id=\"s\" \(stack)>\(children)</UIStackView></Z>"
        let result = try Self.engine.layout(xml: xml, path: "t.xml")
        var found: [String: Rect] = [:]
        for id in ["s", "a", "b", "c", "d"] { if let frame = result.root.first(id: id) { found[id] = frame.rect } }
        return found
    }

    func errors(_ xml: String) -> [String] {
        do {
            _ = try Self.engine.layout(xml: xml, path: "t.xml")
            return []
        } catch {
            return (error as? DiagnosticsError)?.diagnostics.items.filter { $0.severity == .error }.map(\.description) ?? ["\(error)"]
        }
    }

    let three = #"<UIView id="a" width="40" height="10"/><UIView id="b" width="60" height="20"/><UIView id="c" width="20" height="10"/>"#

    func testTheDefaultAxisIsHorizontal() throws {
        let f = try frames("spacing=\"10\"", three)
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(f["b"], Rect(x: 50, y: 0, width: 60, height: 20))
        XCTAssertEqual(f["c"], Rect(x: 120, y: 0, width: 20, height: 10))
        XCTAssertEqual(f["s"], Rect(x: 0, y: 0, width: 140, height: 20))
    }

    func testAxisSpellings() throws {
        for axis in ["vertical", "Vertical", "UILayoutConstraintAxis.Vertical", ".vertical"] {
            let f = try frames("axis=\"\(axis)\"", three)
            XCTAssertEqual(f["c"], Rect(x: 0, y: 30, width: 20, height: 10), axis)
        }
    }

    /// Layout's StackViewTests.testFixedSizeElementsInAutoSizedStack
    /// (nicklockwood/layout, MIT): a vertical stack of 200 × 100 and 200 × 50 is 200 × 150.
    func testLayoutsFixedSizeElementsInAutoSizedStack() throws {
        let f = try frames("axis=\"vertical\"", #"<UIView id="a" width="200" height="100"/><UIView id="b" width="200" height="50"/>"#)
        XCTAssertEqual(f["s"]?.size, Size(width: 200, height: 150))
    }

    /// Layout's StackViewTests.testAutoSizeElementsInAutoSizedStack: a
    /// vertical stack of two labels is as wide as the wider and as tall as
    /// both. Layout's test also finds each label's node frame at its own
    /// width; UIKit's `fill` alignment draws the narrower one stretched to
    /// the stack's width, and that is what is drawn here (deliberately).
    func testLayoutsAutoSizeElementsInAutoSizedStack() throws {
        let alone1 = try frames("", #"<UILabel id="a" text="Hello World"/>"#)["a"]!.size
        let alone2 = try frames("", #"<UILabel id="a" text="Goodbye World"/>"#)["a"]!.size
        XCTAssertEqual(alone1, Size(width: 92, height: 21))
        XCTAssertEqual(alone2, Size(width: 124, height: 21))
        let f = try frames("axis=\"vertical\"", #"<UILabel id="a" text="Hello World"/><UILabel id="b" text="Goodbye World"/>"#)
        // 20.5 points each, snapped at scale 1 to 21 + 20.
        XCTAssertEqual(f["s"]?.size, Size(width: 124, height: 41))
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 124, height: 21))
        XCTAssertEqual(f["b"], Rect(x: 0, y: 21, width: 124, height: 20))
    }

    /// Layout's StackViewTests.testAutoSizeElementsInFixedWidthStack.
    func testLayoutsAutoSizeElementsInFixedWidthStack() throws {
        let f = try frames("width=\"300\" axis=\"vertical\"", #"<UILabel id="a" text="Hello World"/><UILabel id="b" text="Goodbye World"/>"#)
        XCTAssertEqual(f["s"]?.width, 300)
        XCTAssertGreaterThan(try XCTUnwrap(f["s"]?.height), 10)
    }

    func testFillStretchesTheFirstViewThatCanStretch() throws {
        let f = try frames("width=\"300\" spacing=\"10\"", #"<UIView id="a" width="40" height="10"/><UIView id="b" height="20"/><UIView id="c" width="20" height="10"/>"#)
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(f["b"], Rect(x: 50, y: 0, width: 220, height: 20))
        XCTAssertEqual(f["c"], Rect(x: 280, y: 0, width: 20, height: 10))
    }

    func testFillEquallyGivesEveryViewTheSameLength() throws {
        let f = try frames("width=\"320\" spacing=\"10\" distribution=\"fillEqually\"", three)
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(f["b"], Rect(x: 110, y: 0, width: 100, height: 20))
        XCTAssertEqual(f["c"], Rect(x: 220, y: 0, width: 100, height: 10))
        // Hugging: as long as the longest, once per view.
        let hugging = try frames("spacing=\"10\" distribution=\"UIStackViewDistribution.FillEqually\"", three)
        XCTAssertEqual(hugging["s"]?.width, 3 * 60 + 20)
        XCTAssertEqual(hugging["c"], Rect(x: 140, y: 0, width: 60, height: 10))
    }

    func testFillProportionallyFollowsTheNaturalLengths() throws {
        let f = try frames("width=\"240\" distribution=\"fillProportionally\"", three)
        // 40 : 60 : 20 of 240.
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 80, height: 10))
        XCTAssertEqual(f["b"], Rect(x: 80, y: 0, width: 120, height: 20))
        XCTAssertEqual(f["c"], Rect(x: 200, y: 0, width: 40, height: 10))
    }

    func testEqualSpacingPadsTheGapsEvenly() throws {
        let f = try frames("width=\"300\" spacing=\"10\" distribution=\"equalSpacing\"", three)
        // 300 − 120 of views = 180 in two gaps.
        XCTAssertEqual(f["a"]?.x, 0)
        XCTAssertEqual(f["b"]?.x, 130)
        XCTAssertEqual(f["c"]?.x, 280)
    }

    func testEqualCenteringSpacesTheCentresEvenly() throws {
        let f = try frames("width=\"300\" spacing=\"10\" distribution=\"equalCentering\"", three)
        // Centres 20, 155, 290: 135 apart.
        XCTAssertEqual(f["a"]?.x, 0)
        XCTAssertEqual(f["b"]?.x, 125)
        XCTAssertEqual(f["c"]?.x, 280)
    }

    func testAlignmentDefaultsToFillAndTakesUIKitsNames() throws {
        let fill = try frames("axis=\"vertical\" width=\"100\"", #"<UIView id="a" height="10"/><UILabel id="b" text="Hi"/>"#)
        XCTAssertEqual(fill["a"], Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(fill["b"]?.width, 100)
        let centre = try frames("axis=\"vertical\" width=\"100\" alignment=\"center\"", #"<UIView id="a" width="40" height="10"/>"#)
        XCTAssertEqual(centre["a"], Rect(x: 30, y: 0, width: 40, height: 10))
        let bottom = try frames("height=\"50\" alignment=\"bottom\"", #"<UIView id="a" width="40" height="10"/>"#)
        XCTAssertEqual(bottom["a"], Rect(x: 0, y: 40, width: 40, height: 10))
    }

    func testHiddenArrangedViewsAreLeftOut() throws {
        let f = try frames("spacing=\"10\"", #"<UIView id="a" width="40" height="10"/><UIView id="b" width="60" height="10" isHidden="true"/><UIView id="c" width="20" height="10"/>"#)
        XCTAssertNil(f["b"])
        XCTAssertEqual(f["c"]?.x, 50)
        XCTAssertEqual(f["s"]?.width, 70)
    }

    func testBadAxisAndDistributionAreLocatedErrors() {
        XCTAssertEqual(errors(#"<UIStackView axis="diagonal" distribution="fillEvenly"/>"#), [
            "t.xml:1:20: error: axis: unknown axis 'diagonal' (horizontal or vertical)",
            "t.xml:1:44: error: distribution: unknown distribution 'fillEvenly' (fill, fillEqually, fillProportionally, equalSpacing, equalCentering)",
        ])
    }
}
