import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §7.5: Layout's frame expressions on children of a Z.
final class FrameExpressionTests: XCTestCase {
    /// A linear expression is exactly the equivalent required constraint.
    func testLinearExpressionsEqualTheirConstraints() throws {
        let expressions = try layoutXML("""
        <Z width="300" height="120" gravity="left top">
            <Z id="a" width="40" height="20" left="10" top="parent.height / 2 - height / 2"/>
            <Label id="b" text="abcd" font="System 20" left="previous.right + 8" width="auto + 20" centerY="a.centerY"/>
            <Z id="c" height="10" right="50%" width="#b.width / 2" bottom="parent.bottom - 4"/>
        </Z>
        """)
        let constraints = try layoutXML("""
        <Z width="300" height="120" gravity="left top">
            <Z.constraints>
                a.left = 10; a.top = parent.height / 2 - a.height / 2
                b.left = a.right + 8; b.width = 60; b.centerY = a.centerY
                c.right = 0.5 * parent.width; c.width = b.width / 2; c.bottom = parent.bottom - 4
            </Z.constraints>
            <Z id="a" width="40" height="20"/>
            <Label id="b" text="abcd" font="System 20"/>
            <Z id="c" height="10"/>
        </Z>
        """)
        XCTAssertEqual(expressions["a"]?.rect, Rect(x: 10, y: 50, width: 40, height: 20))
        XCTAssertEqual(expressions["b"]?.rect, Rect(x: 58, y: 50, width: 60, height: 20))
        XCTAssertEqual(expressions["c"]?.rect, Rect(x: 120, y: 106, width: 30, height: 10))
        XCTAssertEqual(FrameJSON.encode(expressions), FrameJSON.encode(constraints))
    }

    func testMinMaxAndConditionalsInDependencyOrder() throws {
        let result = try layoutXML("""
        <Z width="300" height="200" gravity="left top">
            <Label id="title" text="Hi" font="System 17" height="max(auto, 44)" width="min(parent.width - 20, 100)" left="10"/>
            <Z id="below" top="previous.bottom + 8" height="parent.width > 200 ? 30 : 10" width="title.width"/>
        </Z>
        """)
        XCTAssertEqual(result["title"]?.rect, Rect(x: 10, y: 0, width: 100, height: 44))
        XCTAssertEqual(result["below"]?.rect, Rect(x: 0, y: 52, width: 100, height: 30))
    }

    func testCircularReferencesAreAnError() throws {
        let source = SourceFile(path: "t.xml", text: """
        <Z>
            <Z id="a" left="next.left"/>
            <Z id="b" left="previous.right"/>
        </Z>
        """)
        let (_, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics, [.error("circular reference: a.left → b.left → a.left", at: SourceLocation(file: "t.xml", line: 2, column: 21))])
    }

    func testErrorsAreLocated() throws {
        let source = SourceFile(path: "t.xml", text: """
        <Z>
            <Z id="a" left="previous.right + 8" top="nope.bottom" width="auto +" height="'tall'"/>
        </Z>
        """)
        let (_, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics.map(\.description), [
            "t.xml:2:72: error: width: expected a value, found the end",
            "t.xml:2:82: error: height: a frame expression computes a number of points, not a string or null",
            "t.xml:2:21: error: left: 'previous' is the sibling before this element, and it is the first child",
            "t.xml:2:46: error: top: unknown view 'nope': a constraint may use parent (or superview) and this layer's children a",
        ])
    }

    /// Layout's colour literals parse everywhere, but a frame expression computes points.
    func testAColourInAFrameExpressionIsAnError() throws {
        let (_, diagnostics) = try resolved("<Z>\n    <Z left=\"#fff\" top=\"rgb(1, 2, 3) + 1\"/>\n</Z>", data: [:])
        XCTAssertEqual(diagnostics, [
            // The value of left starts at column 14, that of top at 25.
            "t.xml:2:14: error: left: a frame expression computes a number of points, not a colour",
            "t.xml:2:25: error: top: a frame expression computes a number of points, not a colour (rgb)",
        ])
    }

    private func resolved(_ xml: String, data: DataValue) throws -> (Element?, [String]) {
        var options = Resolver.Options()
        options.data = data
        let (element, diagnostics) = Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: xml)), options: options)
        return (element, diagnostics.map(\.description))
    }

    /// Issue #28: a bare name reads the layer's metrics, then the data (a
    /// `Repeat`'s locals included); a metric wins over a data key of its name.
    func testBareNamesReadTheLayersMetricsThenTheData() throws {
        let data: DataValue = ["gap": 100, "top0": 5, "wide": true, "rows": [30, 60]]
        let (element, diagnostics) = try resolved("""
        <Z width="300" height="100" gravity="left top" metrics="gap = 8; pad = 2 * gap">
            <Z id="a" width="40" height="20" left="pad" top="gap"/>
            <Z id="b" width="30" height="20" left="previous.right + gap" top="top0"/>
            <Z id="c" width="wide ? 100 : 50" height="10" left="previous.right + gap" top="gap * 3"/>
            <Repeat items="{rows}" as="row">
                <Z width="10" height="10" left="row + gap" top="row"/>
            </Repeat>
        </Z>
        """, data: data)
        XCTAssertEqual(diagnostics, [])
        let result = try LayoutEngine(measurer: FakeTextMeasurer()).layout(try XCTUnwrap(element), options: LayoutOptions())
        // a: left = pad = 2 * 8, top = gap = 8 (the metric, not the data's 100).
        XCTAssertEqual(result["a"]?.rect, Rect(x: 16, y: 8, width: 40, height: 20))
        // b: 16 + 40 + 8 = 64; top0 = 5 from the data.
        XCTAssertEqual(result["b"]?.rect, Rect(x: 64, y: 5, width: 30, height: 20))
        // c: 64 + 30 + 8 = 102, top 8 * 3 = 24, wide is true: 100 wide.
        XCTAssertEqual(result["c"]?.rect, Rect(x: 102, y: 24, width: 100, height: 10))
        // The Repeat's rows: left = row + 8, top = row.
        XCTAssertEqual(result.root.children[3].rect, Rect(x: 38, y: 30, width: 10, height: 10))
        XCTAssertEqual(result.root.children[4].rect, Rect(x: 68, y: 60, width: 10, height: 10))
    }

    func testAnUnknownBareNameSaysWhatABareNameCanBe() throws {
        let (_, diagnostics) = try resolved("""
        <Z metrics="gap = 8; pad = 16">
            <Z width="10" height="10" left="previous.right + gapp" top="user" right="hieght"/>
        </Z>
        """, data: ["n": 5, "user": ["name": "Ada"]])
        XCTAssertEqual(diagnostics, [
            // The value of left starts at column 37 and "previous.right + " is 17 long: `gapp` at 54.
            "t.xml:2:54: error: left: unknown name 'gapp': a bare name in a frame expression is auto, this element's left, top, "
                + "right, bottom, centerX, centerY, width or height, a metric of the layer (gap, pad) or a number or boolean "
                + "in the data (n, user); views are read as view.attribute (parent.width, previous.right); did you mean 'gap'?",
            "t.xml:2:65: error: top: 'user' is an object in the data; a frame expression computes with numbers",
            // Both are two edits from `hieght`.
            "t.xml:2:78: error: right: unknown name 'hieght': a bare name in a frame expression is auto, this element's left, top, "
                + "right, bottom, centerX, centerY, width or height, a metric of the layer (gap, pad) or a number or boolean "
                + "in the data (n, user); views are read as view.attribute (parent.width, previous.right); did you mean 'height' or 'right'?",
        ])
    }

    /// A swapped pair of letters is one edit (optimal string alignment), so
    /// `wdith` is within a five-letter name's reach of one edit.
    func testATransposedBareNameSuggestsTheName() throws {
        let (_, diagnostics) = try resolved("""
        <Z>
            <Z width="10" height="10" left="wdith"/>
        </Z>
        """, data: [:])
        XCTAssertEqual(diagnostics, [
            "t.xml:2:37: error: left: unknown name 'wdith': a bare name in a frame expression is auto, this element's left, top, "
                + "right, bottom, centerX, centerY, width or height, a metric of the layer (it defines none) or a number or boolean "
                + "in the data (there is none); views are read as view.attribute (parent.width, previous.right); did you mean 'width'?",
        ])
    }
}

final class ConstraintAssemblyTests: XCTestCase {
    /// A long `previous.` chain is ordered without recursion (XCTest's thread has an 8 MiB stack).
    func testLongChainOfFrameExpressionsResolves() throws {
        let children = String(repeating: "<Z width=\"1\" height=\"1\" left=\"previous.right + 1\"/>", count: 10_000)
        let source = SourceFile(path: "t.xml", text: "<Z><Z width=\"1\" height=\"1\"/>\(children)</Z>")
        let (element, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(element?.relations?.layerFrames.count, 10_000)
    }

    /// The Swift API's path: elements built in code, constraints by id, assembled and laid out.
    func testAssemblingElementsBuiltInCode() throws {
        var layer = Element(kind: .z, location: SourceLocation(file: "code", line: 1, column: 1))
        layer.size.width = .fixed(100)
        layer.size.height = .fixed(50)
        var a = Element(kind: .z, location: layer.location)
        a.id = "a"
        a.size.width = .fixed(20)
        a.size.height = .fixed(10)
        var b = a
        b.id = "b"
        var own = ElementRelations()
        own.own = [RelationConstraint(AnchorExpression(.own, .left), .equal, AnchorExpression(.named("a"), .right) + .constant(5))]
        own.writesConstraints = true
        b.relations = own
        layer.children = [a, b]
        let written = [RelationConstraint(AnchorExpression(.named("a"), .left), .equal, .constant(10)),
                       RelationConstraint(AnchorExpression(.named("a"), .top), .equal, AnchorExpression(.named("b"), .top)),
                       RelationConstraint(AnchorExpression(.named("c"), .top), .equal, .constant(0))]
        let assembled = ConstraintLayerAssembly.assemble(written, children: layer.children)
        XCTAssertEqual(assembled.diagnostics.map(\.message), ["unknown view 'c': a constraint may use parent (or superview) and this layer's children a, b"])
        var relations = ElementRelations()
        relations.layer = assembled.constraints
        layer.relations = relations
        let result = try LayoutEngine(measurer: FakeTextMeasurer()).layout(layer, options: LayoutOptions())
        XCTAssertEqual(result["a"]?.rect, Rect(x: 10, y: 20, width: 20, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 35, y: 20, width: 20, height: 10))
    }
}
