import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §7.1–§7.2: constraint layers, exact frames with the fake measurer
/// (advance 0.5 × size, ascender 0.8, cap height 0.7, x-height 0.5).
final class ConstraintLayerTests: XCTestCase {
    /// SFL README's four constraints, verbatim, as an attribute node.
    func testSimpleFormatReadmeSample() throws {
        let result = try layoutXML("""
        <Z width="300" height="200">
            <Z.constraints>
                redView.width = 100
                redView.height = redView.width
                redView.left = superview.left
                redView.centerY = superview.centerY
            </Z.constraints>
            <Z id="redView" backgroundColor="red"/>
        </Z>
        """)
        XCTAssertEqual(result["redView"]?.rect, Rect(x: 0, y: 50, width: 100, height: 100))
    }

    /// Every sample line of SFL's README in one layer.
    func testSimpleFormatReadmeLines() throws {
        let result = try layoutXML("""
        <Z width="400" height="300" padding="10">
            <Z.constraints>
                view.width = 100 // View's width is 100 pts.
                view.height = 2 * view.width
                view.centerX = superview.centerX
                view1.right = view2.left - 10
                view2.right &lt;= superview.right - 10
                view2.width = 200 @ 750
                view1.width = 50; view1.height = 20; view2.height = 20
            </Z.constraints>
            <Z id="view"/>
            <Z id="view1" gravity="left top"/>
            <Z id="view2" gravity="right top"/>
        </Z>
        """)
        XCTAssertEqual(result["view"]?.rect, Rect(x: 150, y: 50, width: 100, height: 200))
        // view1 and view2 are one group (view1.right = view2.left − 10) that nothing ties to
        // the layer horizontally: the gravity of its first child, view1 (left), places it.
        XCTAssertEqual(result["view1"]?.rect, Rect(x: 10, y: 10, width: 50, height: 20))
        XCTAssertEqual(result["view2"]?.rect, Rect(x: 70, y: 10, width: 200, height: 20))
    }

    func testNaturalSizeHuggingAndGravityForUnconstrainedAxes() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" constraints="title.left = parent.left + 8">
            <Label id="title" text="abcd" font="System 20" gravity="left bottom"/>
            <Z id="box" width="30" height="10" gravity="right top"/>
        </Z>
        """)
        XCTAssertEqual(result["title"]?.rect, Rect(x: 8, y: 80, width: 40, height: 20))
        XCTAssertEqual(result["box"]?.rect, Rect(x: 170, y: 0, width: 30, height: 10))
    }

    func testAutoSizedLayerHugsItsChildren() throws {
        let result = try layoutXML("""
        <Z gravity="left top" constraints="b.left = a.right + 10; b.top = a.bottom + 5">
            <Z id="a" width="20" height="10"/>
            <Z id="b" width="30" height="15"/>
        </Z>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 60, height: 30))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 30, y: 15, width: 30, height: 15))
    }

    /// A floating group goes by its first child's gravity, as one block; children in no group by their own.
    func testGravityPlacesFloatingGroupsByTheirFirstChild() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" constraints="b.left = a.right + 10; b.top = a.top; c.left >= parent.left + 150">
            <Z id="a" width="20" height="10" gravity="right bottom"/>
            <Z id="b" width="30" height="10" gravity="left top"/>
            <Z id="c" width="10" height="10" gravity="left top"/>
        </Z>
        """)
        // a's gravity (right bottom) places the group a–b as one block, from a's left to b's right.
        XCTAssertEqual(result["a"]?.rect, Rect(x: 140, y: 90, width: 20, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 170, y: 90, width: 30, height: 10))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 150, y: 0, width: 10, height: 10))
    }

    func testCentredChainIsCentredAsABlock() throws {
        let result = try layoutXML("""
        <Z width="100" height="20" constraints="b.left = a.right + 10; c.left = b.right + 10">
            <Z id="a" width="10" height="10" margin="0 0 0 4"/>
            <Z id="b" width="10" height="10"/>
            <Z id="c" width="10" height="10"/>
        </Z>
        """)
        // The block is 4 + 50 wide: centred, it starts at 23.
        XCTAssertEqual(result["a"]?.rect.x, 27)
        XCTAssertEqual(result["c"]?.rect, Rect(x: 67, y: 5, width: 10, height: 10))
    }

    func testAutoSizedLayerFitsCentredAndRightPinnedChildren() throws {
        let result = try layoutXML("""
        <Z gravity="left top" constraints="b.right = parent.right - 5; b.top = a.bottom">
            <Z id="a" width="40" height="10" gravity="center top"/>
            <Z id="b" width="30" height="20"/>
        </Z>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 5, y: 10, width: 30, height: 20))
    }

    func testPriorities() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" gravity="left top">
            <Z.constraints>
                a.width = 50 @ 750
                a.width = 80 @ 751
                a.width = 10 @ 750
                b.width >= 120 @ high
                b.width &lt;= 100 @ low
            </Z.constraints>
            <Z id="a" height="10"/>
            <Z id="b" height="10"/>
        </Z>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 80)
        XCTAssertEqual(result["b"]?.rect.width, 120)
    }

    func testBaselineAcrossFonts() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" gravity="left top">
            <Z.constraints>
                small.left = big.right + 4
                small.baseline = big.baseline
                line.top = big.baseline + 2
                line.left = big.left; line.right = small.right; line.height = 1
            </Z.constraints>
            <Label id="big" text="Big" font="System 40"/>
            <Label id="small" text="small" font="System 10"/>
            <Z id="line"/>
        </Z>
        """)
        // big: 60×40, baseline 32; small: 25×10, baseline 8 → top 24.
        XCTAssertEqual(result["big"]?.rect, Rect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(result["small"]?.rect, Rect(x: 64, y: 24, width: 25, height: 10))
        XCTAssertEqual(result["small"]?.text?.baseline, result["big"]?.text?.baseline)
        XCTAssertEqual(result["line"]?.rect, Rect(x: 0, y: 34, width: 89, height: 1))
    }

    func testConflictIsAnErrorAtTheConstraintNamingTheOthers() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="200" height="100">
            <Z.constraints>
                a.width = 100
                a.left = 0; a.right = 50
            </Z.constraints>
            <Z id="a" height="10"/>
        </Z>
        """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [
            .error("the required constraint 'a.right = 50' cannot hold together with 'a.width = 100' (test.xml:3:9), 'a.left = 0' (test.xml:4:9); it is left out",
                   at: SourceLocation(file: "test.xml", line: 4, column: 21)),
        ])
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 45, width: 100, height: 10))
    }

    /// A form: fields right of the wider label, a low wish to sit at the
    /// left, and no intrinsic size (only the tie-break pulls their widths to
    /// 0). Labels at 16 points (8 per character): "Email address:" is 112
    /// wide, so the fields start at 16 + 112 + 12 = 140 and are
    /// 340 − 16 − 140 = 184 wide; the low wish loses nothing more to the
    /// tie-break, whichever way the fields' equality is written.
    func testFormFieldsAfterTheWiderLabelWhicheverWayAnEqualityIsWritten() throws {
        for equality in ["emailField.left = nameField.left", "nameField.left = emailField.left"] {
            let result = try layoutXML("""
            <Z width="340" height="142" padding="16">
              <Z.constraints>
                name.left = parent.left; email.left = parent.left
                nameField.left >= name.right + 12; nameField.left >= email.right + 12
                nameField.left = parent.left @ low
                \(equality)
                nameField.right = parent.right; emailField.right = parent.right
                nameField.top = parent.top; emailField.top = nameField.bottom + 10
                nameField.height = 34; emailField.height = 34
                name.centerY = nameField.centerY; email.centerY = emailField.centerY
              </Z.constraints>
              <Label id="name" text="Name" font="System 16"/>
              <Label id="email" text="Email address:" font="System 16"/>
              <Z id="nameField"/>
              <Z id="emailField"/>
            </Z>
            """)
            XCTAssertEqual(result["email"]?.rect.width, 112, equality)
            XCTAssertEqual(result["nameField"]?.rect, Rect(x: 140, y: 16, width: 184, height: 34), equality)
            XCTAssertEqual(result["emailField"]?.rect, Rect(x: 140, y: 60, width: 184, height: 34), equality)
        }
    }
}

/// SPEC §7.3–§7.4 in documents, and the diagnostics of §7.1.
final class ConstraintLayerDocumentTests: XCTestCase {
    func testKeepLayoutCard() throws {
        let result = try layoutXML("""
        <Z width="320" height="104" padding="16" gravity="left top" keepVerticalOffsets="title subtitle: 4">
            <Z id="avatar" keepSize="72 72" keepLeftInset="0" keepVertically="0.5"/>
            <Label id="badge" text="3" font="System 12" keepTopAlignTo="avatar: -4" keepLeftOffsetTo="avatar: min -12 @ high"/>
            <Label id="title" text="Ada Lovelace" font="System 20" keepLeftOffsetTo="avatar: 16" keepTopAlignTo="avatar: 8"/>
            <Label id="subtitle" text="Analyst" font="System 14" keepLeftAlignTo="title"/>
        </Z>
        """)
        XCTAssertEqual(result["avatar"]?.rect, Rect(x: 16, y: 16, width: 72, height: 72))
        XCTAssertEqual(result["badge"]?.rect, Rect(x: 76, y: 12, width: 6, height: 12))
        XCTAssertEqual(result["title"]?.rect, Rect(x: 104, y: 24, width: 120, height: 20))
        XCTAssertEqual(result["subtitle"]?.rect, Rect(x: 104, y: 48, width: 49, height: 14))
    }

    func testKeepCenteredInsetsAndArrays() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" keepWidthsEqual="a b c" keepHorizontalOffsets="a b c: 10" keepTopAligned="a b c">
            <Z id="a" keepTopInset="10" keepLeftInset="10" keepHeight="20" keepWidth="min 30 @ low"/>
            <Z id="b" keepHeight="20"/>
            <Z id="c" keepRightInset="10" keepHeight="20"/>
            <Z id="m" keepSize="40 10" keepCentered="true"/>
            <Z id="f" keepInsets="5 6 7 8"/>
        </Z>
        """)
        // Three equal widths and two gaps of 10 in 180: 53.33 each, edges snapped.
        XCTAssertEqual(result["a"]?.rect, Rect(x: 10, y: 10, width: 53, height: 20))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 73, y: 10, width: 54, height: 20))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 137, y: 10, width: 53, height: 20))
        XCTAssertEqual(result["f"]?.rect, Rect(x: 8, y: 5, width: 186, height: 88))
        XCTAssertEqual(result["m"]?.rect, Rect(x: 80, y: 45, width: 40, height: 10))
    }

    func testRelativityAnchorsSizeBetweenAndDistribute() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" gravity="left top">
            <Z.constraints>
                a.topLeft = parent.topLeft + (10, 10)
                c.bottomRight = parent.bottomRight - (10, 10)
                b.size = a.bottomRight |--| c.topLeft + (-4, -4)
                b.topLeft = a.bottomRight + (2, 2)
            </Z.constraints>
            <Z id="a" width="20" height="20"/>
            <Z id="b"/>
            <Z id="c" width="30" height="30"/>
        </Z>
        """)
        XCTAssertEqual(result["c"]?.rect, Rect(x: 160, y: 60, width: 30, height: 30))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 32, y: 32, width: 126, height: 26))

        let row = try layoutXML("""
        <Z width="200" height="20" constraints="distribute horizontally: 8 a ~1~ b ~2~ c">
            <Z id="a" width="20" height="10"/>
            <Z id="b" width="20" height="10"/>
            <Z id="c" width="20" height="10"/>
        </Z>
        """)
        // 200 − 8 − 60 = 132 left: ~1~ takes 44, ~2~ 88.
        XCTAssertEqual(row["a"]?.rect.x, 8)
        XCTAssertEqual(row["b"]?.rect.x, 72)
        XCTAssertEqual(row["c"]?.rect.x, 180)
    }

    func testUnknownIdListsUsableIds() throws {
        let source = SourceFile(path: "t.xml", text: """
        <Z constraints="a.left = photo.right">
            <Z id="a"/>
            <Z id="b" keepTopAlignTo="nope"/>
            <V><Z id="deep"/></V>
        </Z>
        """)
        let (_, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics, [
            .error("constraints: unknown view 'photo': a constraint may use parent (or superview) and this layer's children a, b",
                   at: SourceLocation(file: "t.xml", line: 1, column: 26)),
            .error("unknown view 'nope': a constraint may use parent (or superview) and this layer's children a, b",
                   at: SourceLocation(file: "t.xml", line: 3, column: 31)),
        ])
    }

    func testKeepAttributeOutsideALayerIsAnError() throws {
        let source = SourceFile(path: "t.xml", text: "<V><Z keepWidth=\"10\"/></V>")
        let (_, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics, [.error("keepWidth: Keep Layout attributes relate children of a <Z> (a constraint layer); this element's parent is <V>",
                                            at: SourceLocation(file: "t.xml", line: 1, column: 7))])
    }

    func testHuggingAndCompressionResistanceOverrides() throws {
        let result = try layoutXML("""
        <Z width="100" height="20" gravity="left top">
            <Z.constraints>
                a.left = 0; b.left = a.right; b.right = parent.right
            </Z.constraints>
            <Label id="a" text="abcd" font="System 10"/>
            <Label id="b" text="ab" font="System 10" hugging="200 250"/>
        </Z>
        """)
        // b hugs less than a (200 < 250): b takes the 70 points left over.
        XCTAssertEqual(result["a"]?.rect.width, 20)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 20, y: 0, width: 80, height: 10))
    }

    func testCheckNotesAxesLeftToGravityAndHiddenChildren() throws {
        let (_, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="100" height="100" constraints="a.left = 4; a.width = 10; b.top = 1">
            <Z id="a"/>
            <Z id="b" hidden="true"/>
        </Z>
        """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .note }.map(\.description), [
            "test.xml:1:68: note: 'b.top = 1' is kept though it names hidden 'b': a hidden child keeps its place "
                + "and its constraints, as in Auto Layout, and is only not drawn",
            "test.xml:2:5: note: no constraint relates 'a' vertically: its gravity places it at its natural size",
        ])
    }
}

final class ConstraintLayerHostileTests: XCTestCase {
    func testHugeNumbersAreLeftOutWithAnError() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="100" height="100" constraints="a.width = 1e300 * 1e300 * parent.width; a.height = 1e308 + 1e308">
            <Z id="a"/>
        </Z>
        """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [
            "'a.width = 1e300 * 1e300 * parent.width' has a number beyond ±1,000,000,000 points, too large to solve with; it is left out",
            "'a.height = 1e308 + 1e308' has a number beyond ±1,000,000,000 points, too large to solve with; it is left out",
        ])
        XCTAssertEqual(result["a"]?.rect, Rect(x: 50, y: 50, width: 0, height: 0))
    }
}

final class ConstraintLocationTests: XCTestCase {
    func testCDATAConstraintsAreLocatedInsideTheSection() throws {
        let source = SourceFile(path: "t.xml", text: """
        <Z>
          <Z.constraints><![CDATA[
            a.right <= parent.right - 10
            a.left >= nope.left
          ]]></Z.constraints>
          <Z id="a"/>
        </Z>
        """)
        let (_, diagnostics) = Resolver.resolve(try XMLReader.parse(source))
        XCTAssertEqual(diagnostics.map(\.description), [
            "t.xml:4:15: error: constraints: unknown view 'nope': a constraint may use parent (or superview) and this layer's children a",
        ])
    }
}

final class ConstraintDataTests: XCTestCase {
    /// Metrics from data (SPEC §7.2, §8.2); the layer's own metrics win; `{…}` works too.
    func testMetricsFromData() throws {
        let source = SourceFile(path: "t.xml", text: """
        <Z width="200" height="100" gravity="left top" constraints="b.left = a.right + gap; b.top = a.top + pad; a.width = {w}">
            <Z.metrics>pad = 3</Z.metrics>
            <Z id="a" height="10"/>
            <Z id="b" width="10" height="10"/>
        </Z>
        """)
        var options = Resolver.Options()
        options.data = .object(["gap": .number(12), "pad": .number(40), "w": .number(30)])
        let (element, diagnostics) = Resolver.resolve(try XMLReader.parse(source), options: options)
        XCTAssertEqual(diagnostics, [])
        let result = try LayoutEngine(measurer: FakeTextMeasurer()).layout(XCTUnwrap(element), options: LayoutOptions())
        XCTAssertEqual(result["a"]?.rect, Rect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(result["b"]?.rect, Rect(x: 42, y: 3, width: 10, height: 10))
    }
}
