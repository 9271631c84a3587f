import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §7.1, issue #28: self-sizing constraint layers (Auto Layout's
/// fitting size), intrinsic content as Auto Layout has it, hidden children
/// kept in place. Frames with the fake measurer: "System 20" text is 10
/// points per character and 20 tall; "System 10" 5 per character, 10 tall.
final class SelfSizingLayerTests: XCTestCase {
    private func assertNoErrors(_ diagnostics: [Diagnostic], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }.map(\.description), [], file: file, line: line)
    }

    /// The chip: the layer is the label plus its insets, not a conflict with a content width of 0.
    func testChipSizesToItsLabelAndInsets() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V gravity="left top"><Z id="chip" backgroundColor="#eee"><Label id="a" text="Chip" font="System 20" keepInsets="6 12 6 12"/></Z></V>
        """)
        assertNoErrors(diagnostics)
        // "Chip": 4 × 10 = 40 wide, 20 tall; insets 6 12 6 12 (t r b l).
        XCTAssertEqual(result["a"]?.rect, Rect(x: 12, y: 6, width: 40, height: 20))
        XCTAssertEqual(result["chip"]?.rect, Rect(x: 0, y: 0, width: 12 + 40 + 12, height: 6 + 20 + 6))
    }

    func testBottomInsetWrittenToTheParentSizesAnAutoHeightLayer() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="200" gravity="left top" constraints="body.top = parent.top + 10; body.left = parent.left + 10; parent.bottom = body.bottom + 10">
            <Label id="body" text="Hello" font="System 20"/>
        </Z>
        """)
        assertNoErrors(diagnostics)
        XCTAssertEqual(result["body"]?.rect, Rect(x: 10, y: 10, width: 50, height: 20))
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 200, height: 10 + 20 + 10))
    }

    /// `parent.bottom >= box.bottom`: the fitting size's pull (50) is weaker than the title's
    /// compression resistance (750), so the title keeps its 20 points and the box goes below it.
    func testGreaterOrEqualToTheParentDoesNotCrushALabel() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="200" gravity="left top" constraints="title.top = parent.top; box.top = title.bottom + 4; parent.bottom >= box.bottom">
            <Label id="title" text="Title" font="System 20"/>
            <Z id="box" width="50" height="30"/>
        </Z>
        """)
        assertNoErrors(diagnostics)
        XCTAssertEqual(result["title"]?.rect, Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(result["box"]?.rect, Rect(x: 0, y: 20 + 4, width: 50, height: 30))
        XCTAssertEqual(result.root.rect.height, 20 + 4 + 30)
    }

    func testRelativityAnchorsToTheLayerSizeIt() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z gravity="left top" constraints="a.topLeft = parent.topLeft + (8, 4); parent.bottomRight = a.bottomRight + (8, 4)">
            <Label id="a" text="Tag" font="System 20"/>
        </Z>
        """)
        assertNoErrors(diagnostics)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 8, y: 4, width: 30, height: 20))
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 8 + 30 + 8, height: 4 + 20 + 4))
    }

    /// `>=` to the parent: the layer is as small as the inequality lets it be.
    func testInequalityToTheParentGivesTheLeastSize() throws {
        let result = try layoutXML("""
        <Z gravity="left top" constraints="a.left = parent.left; a.top = parent.top; parent.right >= a.right + 5; parent.bottom >= a.bottom">
            <Label id="a" text="ab" font="System 20"/>
        </Z>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 20 + 5, height: 20))
    }

    func testSelfSizingLayersInAStack() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <H gravity="left top" spacing="8">
            <Z id="go"><Label text="Go" font="System 20" keepInsets="6 12 6 12"/></Z>
            <Z id="stop"><Label text="Stop" font="System 20" keepInsets="6 12 6 12"/></Z>
        </H>
        """)
        assertNoErrors(diagnostics)
        // keepInsets="6 12 6 12": 6 top and bottom, 12 left and right.
        XCTAssertEqual(result["go"]?.rect, Rect(x: 0, y: 0, width: 12 + 20 + 12, height: 32))
        XCTAssertEqual(result["stop"]?.rect, Rect(x: 44 + 8, y: 0, width: 12 + 40 + 12, height: 32))
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 44 + 8 + 64, height: 32))
    }

    /// Cards from a Repeat, each as tall as its wrapped body: the body is
    /// measured again at the width the constraints give it (184).
    func testRepeatedCardsOfDifferentHeights() throws {
        let data: DataValue = .object(["cards": .array([
            .object(["title": .string("One"), "body": .string("short")]),
            // 10-character words at 5 points each (50, + 5 per space): three words
            // take 160 of 184, so seven words take three lines.
            .object(["title": .string("Two"), "body": .string(Array(repeating: "abcdefghij", count: 7).joined(separator: " "))]),
        ])])
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <V width="200" spacing="10" gravity="left top">
            <Repeat items="{cards}" as="card">
                <Z id="card{index}" width="fill" constraints="title{index}.top = parent.top + 8; title{index}.left = parent.left + 8; \
        body{index}.top = title{index}.bottom + 4; body{index}.left = title{index}.left; body{index}.right = parent.right - 8; parent.bottom = body{index}.bottom + 8">
                    <Label id="title{index}" text="{card.title}" font="System 20"/>
                    <Label id="body{index}" text="{card.body}" font="System 10" wrap="true"/>
                </Z>
            </Repeat>
        </V>
        """, data: data)
        assertNoErrors(diagnostics)
        // 8 + title 20 + 4 + body (10 per line) + 8.
        XCTAssertEqual(result["card0"]?.rect, Rect(x: 0, y: 0, width: 200, height: 8 + 20 + 4 + 10 + 8))
        XCTAssertEqual(result["body0"]?.rect, Rect(x: 8, y: 32, width: 184, height: 10))
        XCTAssertEqual(result["card1"]?.rect, Rect(x: 0, y: 50 + 10, width: 200, height: 8 + 20 + 4 + 30 + 8))
        XCTAssertEqual(result["body1"]?.rect, Rect(x: 8, y: 60 + 32, width: 184, height: 30))
    }

    func testNestedSelfSizingLayers() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z id="outer" gravity="left top">
            <Z id="inner" keepInsets="4"><Label id="a" text="ab" font="System 20" keepInsets="2 6 2 6"/></Z>
        </Z>
        """)
        assertNoErrors(diagnostics)
        XCTAssertEqual(result["inner"]?.rect, Rect(x: 4, y: 4, width: 6 + 20 + 6, height: 2 + 20 + 2))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 4 + 6, y: 4 + 2, width: 20, height: 20))
        XCTAssertEqual(result["outer"]?.rect, Rect(x: 0, y: 0, width: 4 + 32 + 4, height: 4 + 24 + 4))
    }

    /// A layer sized by a child that only gravity places still hugs it.
    func testAutoLayerHugsAChildOnlyGravityPlaces() throws {
        let result = try layoutXML("""
        <Z gravity="left top" constraints="a.left = parent.left + 5">
            <Label id="a" text="abc" font="System 20"/>
        </Z>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 5 + 30, height: 20))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 5, y: 0, width: 30, height: 20))
    }

    // MARK: - Intrinsic content

    /// An empty Z has no intrinsic size, so no hugging at 250 competes with `150 @ low`.
    func testViewWithoutContentTakesALowPrioritySize() throws {
        let result = try layoutXML("""
        <Z width="300" height="100" gravity="left top">
            <Z id="field" keepWidth="150 @ low" keepHeight="20 @ fitting"/>
        </Z>
        """)
        XCTAssertEqual(result["field"]?.rect, Rect(x: 0, y: 0, width: 150, height: 20))
    }

    /// A field between a label and the parent's edge stretches; the label
    /// keeps its natural width (its hugging is the only one on the axis).
    func testFieldBetweenAHuggingLabelAndTheEdgeStretches() throws {
        let result = try layoutXML("""
        <Z width="300" height="40" constraints="label.left = parent.left; field.left = label.right + 8; field.right = parent.right; \
        label.centerY = parent.centerY; field.centerY = label.centerY; field.height = 30">
            <Label id="label" text="Name" font="System 20"/>
            <Z id="field"/>
        </Z>
        """)
        XCTAssertEqual(result["label"]?.rect, Rect(x: 0, y: 10, width: 40, height: 20))
        XCTAssertEqual(result["field"]?.rect, Rect(x: 48, y: 5, width: 300 - 48, height: 30))
    }

    /// A label's hugging still holds it at its natural size against a weaker size.
    func testLabelHuggingBeatsAWeakerSize() throws {
        let result = try layoutXML("""
        <Z width="300" height="100" gravity="left top">
            <Label id="a" text="abc" font="System 20" keepWidth="150 @ 200"/>
        </Z>
        """)
        XCTAssertEqual(result["a"]?.rect.width, 30)
    }

    // MARK: - Hidden children

    private let chain = """
    <Z width="300" height="40" gravity="left middle" constraints="name.left = parent.left; badge.left = name.right + 6; time.left = badge.right + 6">
        <Label id="name" text="Ada" font="System 20"/>
        <Label id="badge" text="PRO" font="System 20" hidden="{!isPro}"/>
        <Label id="time" text="9:41" font="System 20"/>
    </Z>
    """

    /// The chain: a data-hidden badge keeps its place (Auto Layout),
    /// so the time after it stays where it is when the badge shows.
    func testHiddenChildKeepsItsPlaceInAChain() throws {
        let hidden = try layoutXMLWithDiagnostics(chain, data: .object(["isPro": .bool(false)]))
        let shown = try layoutXML(chain, data: .object(["isPro": .bool(true)]))
        XCTAssertNil(hidden.result["badge"])
        XCTAssertEqual(shown["badge"]?.rect, Rect(x: 30 + 6, y: 10, width: 30, height: 20))
        // name 30, 6, badge 30, 6: the time at 72 either way.
        XCTAssertEqual(hidden.result["time"]?.rect, Rect(x: 30 + 6 + 30 + 6, y: 10, width: 40, height: 20))
        XCTAssertEqual(shown["time"]?.rect, hidden.result["time"]?.rect)
        XCTAssertEqual(hidden.diagnostics.filter { $0.severity == .note }.map(\.description), [
            "test.xml:1:88: note: 'badge.left = name.right + 6' is kept though it names hidden 'badge': "
                + "a hidden child keeps its place and its constraints, as in Auto Layout, and is only not drawn",
            "test.xml:1:117: note: 'time.left = badge.right + 6' is kept though it names hidden 'badge': "
                + "a hidden child keeps its place and its constraints, as in Auto Layout, and is only not drawn",
            "test.xml:2:5: note: no constraint relates 'name' vertically: its gravity places it at its natural size",
            "test.xml:4:5: note: no constraint relates 'time' vertically: its gravity places it at its natural size",
        ])
    }

    /// A hidden child still sizes a self-sizing layer, as it holds its place.
    func testHiddenChildStillSizesASelfSizingLayer() throws {
        let result = try layoutXML("""
        <Z gravity="left top" constraints="a.left = parent.left; b.left = a.right + 4; parent.right = b.right">
            <Label id="a" text="ab" font="System 20"/>
            <Label id="b" text="cd" font="System 20" hidden="true"/>
        </Z>
        """)
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 20 + 4 + 20, height: 20))
        XCTAssertEqual(result.root.children.map(\.id), ["a"])
    }
}

/// `gravity check` on relations (issue #28): ties left to the solver and
/// children outside their layer are located warnings (errors under `--strict`).
final class RelationCheckTests: XCTestCase {
    private func problems(_ xml: String) throws -> [String] {
        try layoutXMLWithDiagnostics(xml).diagnostics.filter { $0.severity != .note }.map(\.description)
    }

    func testEqualHuggingInOneChainIsAWarning() throws {
        XCTAssertEqual(try problems("""
        <Z width="300" height="40" constraints="a.left = parent.left; b.left = a.right + 8; b.right = parent.right; a.top = 0; b.top = 0">
            <Label id="a" text="Name" font="System 20"/>
            <Label id="b" text="Value" font="System 20"/>
        </Z>
        """), ["test.xml:2:5: warning: 'a' and 'b' hug horizontally at the same priority (250), so which one is stretched is left to the solver: "
               + "it stretched 'a'; give the one that should give way a lower priority (`hugging=\"…\"`)"])
        // A lower hugging on b decides it: no warning, b stretches.
        let result = try layoutXMLWithDiagnostics("""
        <Z width="300" height="40" constraints="a.left = parent.left; b.left = a.right + 8; b.right = parent.right; a.top = 0; b.top = 0">
            <Label id="a" text="Name" font="System 20"/>
            <Label id="b" text="Value" font="System 20" hugging="200"/>
        </Z>
        """)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [])
        XCTAssertEqual(result.result["b"]?.rect, Rect(x: 48, y: 0, width: 300 - 48, height: 20))
    }

    func testEqualCompressionResistanceIsAWarning() throws {
        XCTAssertEqual(try problems("""
        <Z width="60" height="40" constraints="a.left = parent.left; b.left = a.right; b.right = parent.right; a.top = 0; b.top = 0">
            <Label id="a" text="abcd" font="System 20"/>
            <Label id="b" text="efgh" font="System 20"/>
        </Z>
        """), ["test.xml:3:5: warning: 'b' and 'a' resist compression horizontally at the same priority (750), so which one is compressed is left to the solver: "
               + "it compressed 'b'; give the one that should give way a lower priority (`compressionResistance=\"…\"`)"])
    }

    /// A label its required constraints size (body between name's left and the edge) is no tie.
    func testASizeRequiredConstraintsDecideIsNoTie() throws {
        XCTAssertEqual(try problems("""
        <Z width="100" height="60" constraints="name.left = 10; name.top = 0; body.left = name.left; body.right = parent.right - 10; body.top = 25">
            <Label id="name" text="Ada" font="System 20"/>
            <Label id="body" text="abcdefghijkl" font="System 20"/>
        </Z>
        """), [])
    }

    func testChildOutsideItsLayerIsClippedOrOverflows() throws {
        // Content box 92 wide: a's right at 80 + 30 = 110, the layer's edge at 92 + 4: 14 outside.
        XCTAssertEqual(try problems("""
        <Z width="100" height="40" padding="4" constraints="a.left = 80; a.top = 0">
            <Label id="a" text="abc" font="System 20"/>
        </Z>
        """), ["test.xml:2:5: warning: 'a' is clipped by its layer: 14 points at the right are not drawn"])
        XCTAssertEqual(try problems("""
        <Z width="100" height="40" clips="false" constraints="a.left = -10; a.top = 0">
            <Label id="a" text="abc" font="System 20"/>
        </Z>
        """), ["test.xml:2:5: warning: 'a' overflows its layer by 10 points at the left"])
        // Inside the padding is inside the layer (a badge over a card's corner).
        XCTAssertEqual(try problems("""
        <Z width="100" height="40" padding="8" constraints="a.left = -4; a.top = -4">
            <Label id="a" text="abc" font="System 20"/>
        </Z>
        """), [])
    }
}

extension RelationCheckTests {
    /// An axis held only by inequalities: gravity, the layer's documented tie-break, places the child within them.
    func testAxisHeldOnlyByInequalitiesIsNoted() throws {
        let (result, diagnostics) = try layoutXMLWithDiagnostics("""
        <Z width="100" height="40" constraints="a.left >= 20; a.top = 0">
            <Z id="a" width="10" height="10" gravity="left top"/>
        </Z>
        """)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["test.xml:2:5: note: only inequalities place 'a' horizontally: its gravity places it within them"])
        XCTAssertEqual(result["a"]?.rect, Rect(x: 20, y: 0, width: 10, height: 10))
    }
}
