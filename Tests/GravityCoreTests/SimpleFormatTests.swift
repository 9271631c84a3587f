import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class SimpleFormatTests: XCTestCase {
    let origin = SourceLocation(file: "t.xml", line: 3, column: 10)

    private func parse(_ text: String, metrics: [String: Double] = [:], views: [String]? = ["view", "view1", "view2", "redView", "a", "b", "c", "icon", "badge", "title"])
        -> (constraints: [RelationConstraint], diagnostics: [Diagnostic]) {
        SimpleFormat.constraints(text, origin: origin, metrics: metrics, views: views)
    }

    private func only(_ text: String, metrics: [String: Double] = [:]) throws -> RelationConstraint {
        let result = parse(text, metrics: metrics)
        XCTAssertEqual(result.diagnostics, [], text)
        XCTAssertEqual(result.constraints.count, 1, text)
        return try XCTUnwrap(result.constraints.first)
    }

    private func v(_ name: String, _ anchor: LayoutAnchor, _ k: Double = 1) -> AnchorTerm { AnchorTerm(k, .named(name), anchor) }
    private func p(_ anchor: LayoutAnchor, _ k: Double = 1) -> AnchorTerm { AnchorTerm(k, .parent, anchor) }

    /// Every sample line of SFL's README, verbatim.
    func testReadmeSamples() throws {
        var c = try only("view.width = 100")
        XCTAssertEqual(c.expression, AnchorExpression(terms: [v("view", .width)], constant: -100))
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.priority, 1000)

        c = try only("view.height = 2 * view.width")
        XCTAssertEqual(c.expression.terms, [v("view", .height), v("view", .width, -2)])
        XCTAssertEqual(c.expression.constant, 0)

        c = try only("view.centerX = superview.centerX")
        XCTAssertEqual(c.expression.terms, [v("view", .centerX), p(.centerX, -1)])

        c = try only("view1.right = view2.left - 10")
        XCTAssertEqual(c.expression, AnchorExpression(terms: [v("view1", .right), v("view2", .left, -1)], constant: 10))

        c = try only("view.right <= superview.right - 10")
        XCTAssertEqual(c.relation, .lessOrEqual)
        XCTAssertEqual(c.expression, AnchorExpression(terms: [v("view", .right), p(.right, -1)], constant: 10))

        c = try only("view.width = 200 @ 750")
        XCTAssertEqual(c.priority, 750)
        XCTAssertEqual(c.source, "view.width = 200 @ 750")

        let four = parse("""
        redView.width = 100
        redView.height = redView.width
        redView.left = superview.left
        redView.centerY = superview.centerY
        """)
        XCTAssertEqual(four.diagnostics, [])
        XCTAssertEqual(four.constraints.map(\.location?.line), [3, 4, 5, 6])
        XCTAssertEqual(four.constraints.map(\.location?.column), [10, 1, 1, 1])
    }

    func testCommentsSemicolonsEqualsAndNamedPriorities() throws {
        let result = parse("a.width == 10; a.height >= 5 @ high // comment; not a constraint\n// whole line\nb.top = a.bottom @ fitting")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.constraints.map(\.priority), [1000, 750, 50])
        XCTAssertEqual(result.constraints.map(\.relation), [.equal, .greaterOrEqual, .equal])
    }

    func testLinearExtensionWithMetrics() throws {
        let c = try only("b.width = c.left - a.right - 2 * pad", metrics: ["pad": 16])
        XCTAssertEqual(c.expression, AnchorExpression(terms: [v("b", .width), v("c", .left, -1), v("a", .right)], constant: 32))
        let d = try only("title.left = icon.right + gap", metrics: ["gap": 8])
        XCTAssertEqual(d.expression.constant, -8)
        // SFL itself forbids these orders; the linear extension accepts them.
        XCTAssertEqual(try only("view.height = view.width * 2").expression.terms, [v("view", .height), v("view", .width, -2)])
        XCTAssertEqual(try only("2 * view.width = view.height").expression.terms, [v("view", .width, 2), v("view", .height, -1)])
        XCTAssertEqual(try only("a.width = (b.width + c.width) / 2").expression.terms, [v("a", .width), v("b", .width, -0.5), v("c", .width, -0.5)])
    }

    func testLabelAnchors() throws {
        XCTAssertEqual(try only("a.top = title.baseline").expression.terms, [v("a", .top), v("title", .baseline, -1)])
        XCTAssertEqual(try only("a.top = title.cap").expression.terms, [v("a", .top), v("title", .capTop, -1)])
        XCTAssertEqual(try only("a.top = title.lastBaseline + 2").expression.terms, [v("a", .top), v("title", .lastBaseline, -1)])
        XCTAssertEqual(try only("a.top = title.xTop").expression.terms, [v("a", .top), v("title", .xTop, -1)])
    }

    func testPointAnchorsWithPairOffsets() throws {
        let result = parse("badge.topRight = icon.topRight + (4, -4)")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.constraints.map(\.expression), [
            AnchorExpression(terms: [v("badge", .right), v("icon", .right, -1)], constant: -4),
            AnchorExpression(terms: [v("badge", .top), v("icon", .top, -1)], constant: 4),
        ])
        // In a line about points, `top` is Relativity's top-centre point.
        let top = parse("a.top = b.bottom + (0, 8)")
        XCTAssertEqual(top.constraints.map(\.expression.terms), [[v("a", .centerX), v("b", .centerX, -1)], [v("a", .top), v("b", .bottom, -1)]])
        let middle = parse("a.middle = parent.middle")
        XCTAssertEqual(middle.constraints.map(\.expression.terms), [[v("a", .centerX), p(.centerX, -1)], [v("a", .centerY), p(.centerY, -1)]])
    }

    func testSizeBetweenAnchors() throws {
        let result = parse("b.size = a.topRight |--| c.bottomLeft + (-16, 0)")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.constraints.map(\.expression), [
            AnchorExpression(terms: [v("b", .width), v("c", .left, -1), v("a", .right)], constant: 16),
            AnchorExpression(terms: [v("b", .height), v("c", .bottom, -1), v("a", .top)], constant: 0),
        ])
    }

    func testDistribute() throws {
        let result = parse("distribute horizontally: 8 a ~1~ b ~2~ c")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.constraints.map(\.expression), [
            // a.left = parent.left + 8
            AnchorExpression(terms: [v("a", .left), p(.left, -1)], constant: -8),
            // 1 × (c.left − b.right) = 2 × (b.left − a.right)
            AnchorExpression(terms: [v("c", .left), v("b", .right, -1), v("b", .left, -2), v("a", .right, 2)], constant: 0),
            // c ends at the trailing edge
            AnchorExpression(terms: [p(.right), v("c", .right, -1)], constant: 0),
        ])
        let arrows = parse("distribute vertically: a <> ~1~ <> b")
        XCTAssertEqual(arrows.diagnostics, [])
        XCTAssertEqual(arrows.constraints.count, 2)
    }

    func testErrorsAreLocatedAtTheOffendingCharacter() {
        func error(_ text: String) -> Diagnostic? { parse(text, metrics: ["gap": 8]).diagnostics.first }
        var d = error("a.width * b.width = 10")
        XCTAssertEqual(d?.message, "constraints: 'a.width * b.width' is not linear: one side of '*' must be a number")
        XCTAssertEqual(d?.location, SourceLocation(file: "t.xml", line: 3, column: 18))
        d = error("a.width = nope.width")
        XCTAssertEqual(d?.message, "constraints: unknown view 'nope': a constraint may use parent (or superview) and this layer's children view, view1, view2, redView, a, b, c, icon, badge, title")
        XCTAssertEqual(d?.location?.column, 20)
        d = error("a.widht = 3")
        XCTAssertTrue(d?.message.hasPrefix("constraints: unknown attribute 'widht' (left, right,") == true, d?.message ?? "")
        XCTAssertEqual(d?.location?.column, 12)
        d = error("a.width = 3 @ 2000")
        XCTAssertEqual(d?.message, "constraints: priority 2000 is outside 1…1000")
        XCTAssertEqual(d?.location?.column, 24)
        d = error("a.width 3")
        XCTAssertEqual(d?.message, "constraints: expected a relation (=, ==, >=, <=), found '3'")
        d = error("a.width = pad")
        XCTAssertEqual(d?.message, "constraints: unknown metric 'pad' (metrics: gap)")
        d = error("a.width = ")
        XCTAssertEqual(d?.message, "constraints: expected a number, a metric or view.attribute, found the end of the constraint")
        d = error("a.width = 1 / 0")
        XCTAssertEqual(d?.message, "constraints: division by zero")
        d = error("a.topLeft = b.width")
        XCTAssertEqual(d?.message, "constraints: one side is a point and the other a number: relate a point anchor (topLeft, middle, size, …) to a point or a pair (dx, dy)")
        d = error("3 = 4")
        XCTAssertEqual(d?.message, "constraints: the constraint relates no view attribute")
        d = error("a.width = $")
        XCTAssertEqual(d?.message, "constraints: unexpected character '$'")
        // Every line is reported, not only the first.
        XCTAssertEqual(parse("a.x = 1\nb.y = 2\na.width = 3").diagnostics.map(\.location?.line), [3, 4])
        XCTAssertEqual(parse("a.x = 1\nb.y = 2\na.width = 3").constraints.count, 1)
    }

    func testMetrics() {
        let result = SimpleFormat.metrics("gap = 8; pad = 2 * gap // doubled\nneg = -4", origin: origin)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.metrics, ["gap": 8, "pad": 16, "neg": -4])
        let bad = SimpleFormat.metrics("gap = 8\ngap = 9\nx = a.width\ny >= 3", origin: origin)
        XCTAssertEqual(bad.diagnostics.map(\.message), ["metrics: 'gap' is defined twice",
                                                        "metrics: unknown view 'a': a constraint may use parent (or superview) only, as no child of this layer has an id",
                                                        "metrics: write each metric as 'name = number'"])
    }
}
