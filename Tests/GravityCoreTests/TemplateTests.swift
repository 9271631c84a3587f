import XCTest
import Foundation
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Templates, xml=, params and macros (SPEC §8.4) and unsupported seed attributes.
final class TemplateTests: TemporaryFolderTestCase {

    private func resolve(_ path: String, strict: Bool = false, data: DataValue = [:]) throws -> (Element?, [String]) {
        var options = Resolver.Options()
        options.strict = strict
        options.data = data
        let (node, _) = try DocumentLoader.load(path: path)
        let resolution = Resolver.resolveDocument(node, options: options)
        return (resolution.element, resolution.diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column): " } ?? ""
            return "\(location)\(diagnostic.severity): \(diagnostic.message)"
        })
    }

    func testTemplateAttributesFirstAndChildrenAtThePlaceholder() throws {
        try write("Card.xml", """
        <V backgroundColor="#ffffff" padding="8" spacing="4">
            <Label text="Shared Heading"/>
            <children/>
            <Label text="Footer"/>
        </V>
        """)
        let path = try write("main.xml", """
        <H>
            <V template="Card.xml" padding="12"><Label text="Unique"/></V>
            <V template="Card.xml"/>
        </H>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [])
        let first = try XCTUnwrap(root?.children.first)
        XCTAssertEqual(first.children.map { $0.text?.text }, ["Shared Heading", "Unique", "Footer"])
        XCTAssertEqual(first.padding.top, 12, "the element's attributes win")
        XCTAssertEqual(first.stack.spacing, 4)
        XCTAssertEqual(first.appearance.backgroundColor, try Color.parse("#ffffff"))
        XCTAssertEqual(root?.children[1].children.map { $0.text?.text }, ["Shared Heading", "Footer"])
    }

    func testChildrenGoAtTheEndWithoutAPlaceholder() throws {
        try write("Base.xml", #"<V><Label text="Heading"/></V>"#)
        let path = try write("main.xml", #"<V template="Base.xml"><Label text="Mine"/></V>"#)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map { $0.text?.text }, ["Heading", "Mine"])
    }

    func testXMLReplacesTheNode() throws {
        try write("MyView.xml", #"<H spacing="3"><Label text="Loaded"/></H>"#)
        let path = try write("main.xml", """
        <V>
            <Z xml="MyView.xml" backgroundColor="#fff">
                <Label text="Loading..."/>
            </Z>
        </V>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, ["main.xml:3:9: note: the children of an element with xml= are Layout's loading placeholder; the file's content replaces them"])
        let replaced = try XCTUnwrap(root?.children.first)
        XCTAssertEqual(replaced.kind, .h)
        XCTAssertEqual(replaced.stack.spacing, 3)
        XCTAssertEqual(replaced.appearance.backgroundColor, try Color.parse("#fff"))
        XCTAssertEqual(replaced.children.map { $0.text?.text }, ["Loaded"])
    }

    func testParamsAreCheckedAtTheUseWithANoteAtTheParam() throws {
        try write("Badge.xml", """
        <Z backgroundColor="{tint}" cornerRadius="{radius}">
            <param name="title" type="String"/>
            <param name="count" type="Int"/>
            <param name="tint" type="Color" default="#3366ff"/>
            <param name="radius" type="Double" default="4"/>
            <Label text="{title}: {count + 1}"/>
        </Z>
        """)
        let path = try write("main.xml", """
        <V>
            <Badge title="{user}" count="2"/>
            <Z template="Badge.xml" title="T" count="3" tint="red"/>
            <Badge count="two" title="x"/>
            <Badge tint="blurple" count="1"/>
        </V>
        """)
        let (root, diagnostics) = try resolve(path, data: ["user": "Ada"])
        XCTAssertEqual(diagnostics, [
            "main.xml:4:19: error: count: 'two' is not an Int (a param of Badge.xml)",
            "Badge.xml:3:5: note: param 'count' is declared here",
            "main.xml:4:5: note: in component <Badge> embedded here",
            "main.xml:5:5: error: Badge.xml needs title=\"…\" (a String param)",
            "Badge.xml:2:5: note: param 'title' is declared here",
            "main.xml:5:18: error: tint: 'blurple' is not a Color (a param of Badge.xml)",
            "Badge.xml:4:5: note: param 'tint' is declared here",
            "main.xml:5:5: note: in component <Badge> embedded here",
        ])
        XCTAssertEqual(root?.children[0].children.map { $0.text?.text }, ["Ada: 3"])
        XCTAssertEqual(root?.children[0].appearance.backgroundColor, try Color.parse("#3366ff"))
        XCTAssertEqual(root?.children[0].appearance.cornerRadius, 4)
        XCTAssertEqual(root?.children[1].children.map { $0.text?.text }, ["T: 4"])
        XCTAssertEqual(root?.children[1].appearance.backgroundColor, try Color.parse("red"))
    }

    func testMacrosNameAnExpressionForTheRestOfTheDocument() throws {
        let path = try write("main.xml", """
        <V spacing="2">
            <macro name="GAP" value="8"/>
            <macro name="DOUBLE" value="GAP * 2"/>
            <H spacing="{DOUBLE}"><Label text="{GAP}"/></H>
            <macro name="BAD" value="GAP +"/>
        </V>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, ["main.xml:5:35: error: value: expected a value, found the end"])
        XCTAssertEqual(root?.children.count, 1, "macros leave no element")
        XCTAssertEqual(root?.children[0].stack.spacing, 16)
        XCTAssertEqual(root?.children[0].children.first?.text?.text, "8")
    }

    func testTemplateCyclesAndMissingFiles() throws {
        try write("A.xml", #"<V template="B.xml"/>"#)
        try write("B.xml", #"<V><Z template="A.xml"/></V>"#)
        let path = try write("main.xml", #"<V><V template="A.xml"/><V template="Nope.xml"/></V>"#)
        let (_, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics[0].hasPrefix("B.xml:1:17: error: template cycle: A.xml → B.xml → A.xml"), diagnostics[0])
        XCTAssertTrue(diagnostics[1].hasPrefix("main.xml:1:38: error: template: 'Nope.xml' not found"), diagnostics[1])
    }

    func testDataDoesNotChooseAFileToInclude() throws {
        try write("Card.xml", #"<V/>"#)
        let path = try write("main.xml", #"<V><V template="{card}"/><Z xml="{card}"/></V>"#)
        let (_, diagnostics) = try resolve(path, data: ["card": "Card.xml"])
        XCTAssertEqual(diagnostics, [
            "main.xml:1:17: error: template names a file, not an expression: data does not choose the files a layout includes",
            "main.xml:1:34: error: xml names a file, not an expression: data does not choose the files a layout includes",
        ])
    }

    func testUnsupportedSeedAttributesSaySo() throws {
        let path = try write("main.xml", #"<V layer.transform="x" contentInset.top="4" touchUpInside="go" clipsToBounds="true" bogus="1"/>"#)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [
            "main.xml:1:4: warning: 'layer.transform' is not supported (a whole transform value; write transform.rotation, transform.scale, transform.translation.x or .y); it is not drawn",
            "main.xml:1:24: warning: unknown attribute 'contentInset.top' on <V>",
            "main.xml:1:45: note: 'touchUpInside' has no effect in a static image and is ignored",
            "main.xml:1:85: warning: unknown attribute 'bogus' on <V>",
        ])
        XCTAssertEqual(root?.appearance.clips, true, "clipsToBounds is UIKit's name for clips")
        let (_, strict) = try resolve(path, strict: true)
        XCTAssertEqual(strict.filter { $0.contains("error: 'layer.transform' is not supported") }.count, 1)
    }

    func testUIKitPropertiesLayoutSetsByNameSaySo() throws {
        let path = try write("main.xml", """
        <V isHidden="{gone}" contentHuggingPriority.horizontal="250" layoutMargins.left="4" transform="x"
           isUserInteractionEnabled="false"><Label text="a" adjustsFontSizeToFitWidth="true" minimumScaleFactor="0.5"/></V>
        """)
        let (root, diagnostics) = try resolve(path, data: ["gone": true])
        XCTAssertEqual(diagnostics, [
            "main.xml:1:22: warning: 'contentHuggingPriority.horizontal' is not supported (Auto Layout priorities; use shrinks); it is not drawn",
            "main.xml:1:62: warning: 'layoutMargins.left' is not supported (layout margins; use padding); it is not drawn",
            "main.xml:1:85: warning: 'transform' is not supported (a whole transform value; write transform.rotation, transform.scale, transform.translation.x or .y); it is not drawn",
            "main.xml:2:4: note: 'isUserInteractionEnabled' has no effect in a static image and is ignored",
            // adjustsFontSizeToFitWidth and minimumScaleFactor are drawn (LabelLineBreakModeTests).
        ])
        XCTAssertEqual(root?.hidden, true, "isHidden is UIKit's name for hidden, typed as a boolean")
        let (_, strict) = try resolve(path, strict: true, data: ["gone": 1])
        XCTAssertEqual(strict.first, "main.xml:1:15: error: isHidden: expected a boolean, got a number (1)")
        XCTAssertEqual(strict.filter { $0.contains("error: 'transform' is not supported") }.count, 1)
    }

    func testLayoutsTableAndScrollViewsAreDrawnNotRefused() throws {
        let path = try write("main.xml", """
        <UIView>
            <UITableView style="plain" outlet="tableView"><UITableViewCell reuseIdentifier="cell"/></UITableView>
            <UIScrollView contentSize.height="auto + 20"/>
            <UIViewController/>
        </UIView>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [
            "main.xml:2:40: note: <UITableView>: --data has no 'tableView' (its outlet): it is drawn with no rows, as UIKit draws an empty table",
        ])
        XCTAssertEqual(root?.children.count, 3)
    }
}
