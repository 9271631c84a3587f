import XCTest
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §14.1: two rule sets, one engine, decided once per document.
final class PlacementRulesTests: XCTestCase {
    private func layout(_ xml: String, width: Double? = 320, height: Double? = 480,
                        dialect: PlacementRules.Dialect? = nil, legacy: Bool = true) throws -> SolvedLayout {
        let node = try XMLReader.parse(SourceFile(path: "t.xml", text: xml))
        var options = Resolver.Options()
        options.dialect = dialect
        options.useLegacyLayoutMode = legacy
        let resolution = Resolver.resolveDocument(node, options: options)
        if let error = resolution.diagnostics.first(where: { $0.severity == .error }) { throw error }
        var solved = try LayoutEngine(measurer: FakeTextMeasurer())
            .layout(try XCTUnwrap(resolution.element), options: LayoutOptions(width: width, height: height))
        solved.rules = resolution.rules
        return solved
    }

    private func detect(_ xml: String) throws -> PlacementRules.Dialect {
        PlacementRules.detect(try XMLReader.parse(SourceFile(path: "t.xml", text: xml)))
    }

    func testTheDocumentedDetectionRule() throws {
        // 1. A view-controller root.
        XCTAssertEqual(try detect(#"<UIViewController><UIView/></UIViewController>"#), .layout)
        // 2. Gravity's own root names stay Gravity, whatever they borrow.
        XCTAssertEqual(try detect(#"<V><macro name="GAP" value="8"/><Z left="GAP"/></V>"#), .gravity)
        // 3. Layout-only syntax under a UIKit root.
        XCTAssertEqual(try detect(#"<UIView><UIView top="10"/></UIView>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView><UIView center.x="50%"/></UIView>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView><macro name="A" value="1"/></UIView>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView><param name="a" type="String"/></UIView>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView template="Card.xml"/>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView xml="Card.xml"/>"#), .layout)
        XCTAssertEqual(try detect(#"<UIView><UILabel text="{strings.title}"/></UIView>"#), .layout)
        // `template="true"` is Gravity's template image, not a template file.
        XCTAssertEqual(try detect(#"<UIView><UIImageView image="star" template="true"/></UIView>"#), .gravity)
        // 4. Anything else.
        XCTAssertEqual(try detect(#"<UIView><UILabel text="Hi" width="100%"/></UIView>"#), .gravity)
    }

    /// The issue's first example: (0, 0) in Layout, centred by gravity in Gravity.
    func testAViewWithoutLeftOrTopSitsAtTheOrigin() throws {
        let xml = #"<UIView><UIView id="box" width="100" height="100"/></UIView>"#
        XCTAssertEqual(try layout(xml, dialect: .layout)["box"]?.rect, Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(try layout(xml)["box"]?.rect, Rect(x: 110, y: 190, width: 100, height: 100))
        XCTAssertEqual(try layout(xml).rules, .gravity)
        XCTAssertEqual(try layout(xml, dialect: .layout).rules, .layout(legacy: true))
    }

    /// The issue's second example: a header without width is 100% of its
    /// parent, children or not; `auto` hugs the children.
    func testAViewWithoutIntrinsicSizeIsAsLargeAsItsParent() throws {
        let result = try layout("""
        <UIView>
            <UIView id="header" height="30"><UILabel id="title" width="100%" text="ab" font="System 10"/></UIView>
            <UIView id="hug" width="auto" height="auto" top="40"><UIView id="inner" width="60" height="20"/></UIView>
            <UIView id="rest" top="100"/>
        </UIView>
        """)
        XCTAssertEqual(result.rules, .layout(legacy: true))
        XCTAssertEqual(result.root.rect, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(result["header"]?.rect, Rect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(result["title"]?.rect.width, 320)
        XCTAssertEqual(result["hug"]?.rect, Rect(x: 0, y: 40, width: 60, height: 20))
        XCTAssertEqual(result["rest"]?.rect, Rect(x: 0, y: 100, width: 320, height: 480))
    }

    /// `right`/`bottom`: edges by default (Layout's legacy mode), insets
    /// from the parent's edges with `useLegacyLayoutMode = false`.
    func testRightAndBottomInBothModes() throws {
        let xml = """
        <UIView>
            <UIView id="a" left="10" right="300" top="10" bottom="60"/>
            <UIView id="b" width="50" right="20" top="a.bottom + 10" height="20"/>
            <UIView id="c" left="a.right + 5" width="10" bottom="b.top + 5" height="10"/>
        </UIView>
        """
        let legacy = try layout(xml)
        XCTAssertEqual(legacy["a"]?.rect, Rect(x: 10, y: 10, width: 290, height: 50))
        XCTAssertEqual(legacy["b"]?.rect, Rect(x: -30, y: 70, width: 50, height: 20))
        XCTAssertEqual(legacy["c"]?.rect, Rect(x: 305, y: 65, width: 10, height: 10))
        let insets = try layout(xml, legacy: false)
        XCTAssertEqual(insets.rules, .layout(legacy: false))
        // a: 320 - 300 - 10 = 10 wide; 480 - 60 - 10 = 410 high.
        XCTAssertEqual(insets["a"]?.rect, Rect(x: 10, y: 10, width: 10, height: 410))
        XCTAssertEqual(insets["b"]?.rect, Rect(x: 250, y: 430, width: 50, height: 20))
        // c: left reads a's right edge (20); bottom reads b.top as b's inset from the bottom (480 - 430 = 50).
        XCTAssertEqual(insets["c"]?.rect, Rect(x: 25, y: 415, width: 10, height: 10))
    }

    /// The frames JSON names Layout's rules; Gravity's output keeps its bytes.
    func testFramesJSONNamesTheRules() throws {
        XCTAssertTrue(FrameJSON.encode(try layout(#"<UIView><UIView top="1"/></UIView>"#, legacy: false))
            .contains("  \"rules\": \"layout\",\n"))
        XCTAssertFalse(FrameJSON.encode(try layout(#"<V><Label text="a"/></V>"#)).contains("\"rules\""))
    }
}
