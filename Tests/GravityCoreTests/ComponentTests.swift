import XCTest
import Foundation
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Components (SPEC §2.8): files written to a temporary folder, resolved as
/// the CLI would resolve them.
final class ComponentTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-components-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes `files` (name → XML) and returns their paths in the same order.
    @discardableResult
    func write(_ files: [(String, String)], in subfolder: String? = nil) throws -> [String] {
        var base = folder!
        if let subfolder {
            base = base.appendingPathComponent(subfolder)
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        }
        return try files.map { name, xml in
            let url = base.appendingPathComponent(name)
            try xml.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    func resolve(_ path: String, options: Resolver.Options = Resolver.Options()) throws -> Resolver.Resolution {
        let (node, _) = try DocumentLoader.load(path: path)
        return Resolver.resolveDocument(node, options: options)
    }

    /// Issue 45's budget case: 400 instances of a component with 20,000
    /// ids, each with a dot-notation path to an id it lacks, took 13 s of
    /// `check`: every instance walked the component's tree for the paths to
    /// its ids and again for the id list of its message. Now both are found
    /// once per component, the list only when a message needs it. Counted
    /// in walks of the tree, not time.
    func testDotNotationWalksAComponentOncePerComponentNotPerInstance() throws {
        let views = (0..<200).map { "<View id=\"v\($0)\"/>" }.joined()
        try write([("Grid.xml", "<V>\(views)</V>")])
        let unknown = (0..<10).map { "<Grid v\($0).width=\"2\" x\($0).width=\"3\"/>" }.joined()
        let known = (0..<10).map { "<Grid v\($0).width=\"2\"/>" }.joined()
        let plain = (0..<10).map { _ in "<Grid/>" }.joined()
        let paths = try write([("Unknown.xml", "<V>\(unknown)</V>"), ("Known.xml", "<V>\(known)</V>"), ("Plain.xml", "<V>\(plain)</V>")])
        let withErrors = try resolve(paths[0])
        let errors = withErrors.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 10)
        XCTAssertEqual(errors.first?.message, "'x0.width': component Grid has no element with id 'x0' (its ids are v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, … and 190 more)")
        // The paths once, the id list once: not 10 of each.
        XCTAssertEqual(withErrors.dotNotationWalks, 2)
        XCTAssertEqual(try resolve(paths[1]).dotNotationWalks, 1)
        XCTAssertEqual(try resolve(paths[2]).dotNotationWalks, 0)
        // Children walked: the document's 10 (for its params and its
        // attribute nodes), the component's params once (200; it was 200 an
        // instance), each instance's root as it expands.
        XCTAssertEqual(withErrors.childrenScanned, 2 * 10 + 200 + 10 * 200)
    }

    /// Past `--max-nodes` an instance's own attributes are still checked
    /// (each path to an unknown id reported), its component not expanded:
    /// instances 4 to 10 of a 201-element component under a limit of 500
    /// cost no walk of its 200 views.
    func testInstancesPastTheNodeLimitAreCheckedNotExpanded() throws {
        let views = (0..<200).map { "<View id=\"v\($0)\"/>" }.joined()
        try write([("Grid.xml", "<V>\(views)</V>")])
        let instances = (0..<10).map { "<Grid x\($0).width=\"3\"/>" }.joined()
        let paths = try write([("Main.xml", "<V>\(instances)</V>")])
        var options = Resolver.Options()
        options.limits.maxNodes = 500
        let resolution = try resolve(paths[0], options: options)
        let errors = resolution.diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(errors.filter { $0.contains("component Grid has no element with id") }.count, 10)
        XCTAssertEqual(errors.filter { $0.hasPrefix("the layout expands to more than 500 elements") }.count, 1)
        // The document's 10 children twice, the params once, the roots of the three instances expanded.
        XCTAssertEqual(resolution.childrenScanned, 2 * 10 + 200 + 3 * 200)
        XCTAssertEqual(resolution.dotNotationWalks, 2)
    }

    static let formRow = """
    <H gravity="middle">
    \t<UILabel id="titleLabel" gravity="left" color="#666" width="col1" minWidth="80" text="Title"/>
    \t<UILabel id="valueLabel" text="Value"/>
    </H>
    """

    func testComponentBesideTheFileWithDotNotationAndRootOverrides() throws {
        let paths = try write([("Main.xml", """
        <V gravity="top left" color="red">
            <FormRow titleLabel.text="Name:" valueLabel.text="George" backgroundColor="#0f0" gravity="bottom"/>
            <FormRow id="second" titleLabel.text="Phone:"/>
        </V>
        """), ("FormRow.xml", Self.formRow)])
        let resolution = try resolve(paths[0])
        XCTAssertEqual(resolution.diagnostics, [])
        let rows = try XCTUnwrap(resolution.element).children
        XCTAssertEqual(rows.map(\.component), ["FormRow", "FormRow"])
        XCTAssertEqual(rows.map(\.kind), [.h, .h])
        XCTAssertEqual(rows[0].children.map { $0.text?.text }, ["Name:", "George"])
        XCTAssertEqual(rows[1].children.map { $0.text?.text }, ["Phone:", "Value"])
        XCTAssertEqual(rows[0].appearance.backgroundColor, try Color.parse("#0f0"))
        XCTAssertNil(rows[1].appearance.backgroundColor)
        // The component element's gravity overrides the root's `middle`.
        XCTAssertEqual(rows[0].ownGravity, GravityValue(vertical: .bottom))
        XCTAssertEqual(rows[1].id, "second")
        // Width identifiers survive embedding, in every instance.
        XCTAssertEqual(rows.map { $0.children[0].size.width }, [.identifier("col1"), .identifier("col1")])
        // The component's source is returned for quoting in diagnostics.
        XCTAssertEqual(resolution.sources.map { ($0.path as NSString).lastPathComponent }, ["FormRow.xml"])
    }

    func testScopedAttributesStopAtTheComponentBoundary() throws {
        let paths = try write([("Main.xml", """
        <V gravity="left top" color="red" font="30 bold">
            <Badge/>
            <Badge color="blue" font="20"/>
        </V>
        """),
        ("Badge.xml", "<H><Label id=\"l\" text=\"x\"/></H>")])
        let resolution = try resolve(paths[0])
        XCTAssertEqual(resolution.diagnostics, [])
        let badges = try XCTUnwrap(resolution.element).children
        let inner = badges[0].children[0]
        // Colour and font start from their defaults inside the component ...
        XCTAssertEqual(inner.text?.color, .black)
        XCTAssertEqual(inner.text?.font, FontRequest.default)
        XCTAssertEqual(inner.gravity, GravityValue.rootDefault)
        // ... while the root itself is placed by the including document's gravity.
        XCTAssertEqual(badges[0].gravity, GravityValue(horizontal: .left, vertical: .top))
        // Values passed in through the component element do reach inside.
        XCTAssertEqual(badges[1].children[0].text?.color, try Color.parse("blue"))
        XCTAssertEqual(badges[1].children[0].text?.font.size, 20)
    }

    func testDotNotationAtAnyDepthAndComponentSearchFolders() throws {
        let paths = try write([("Main.xml", "<V><ProfileView addressView.streetLabel.text=\"8 James St\" addressView.width=\"fill\"/></V>")])
        let library = folder.appendingPathComponent("lib").path
        try write([("ProfileView.xml", "<V><Label id=\"name\" text=\"Ann\"/><AddressView id=\"addressView\"/></V>"),
                   ("AddressView.xml", "<V><Label id=\"streetLabel\" text=\"?\"/><Label id=\"cityLabel\" text=\"Town\"/></V>")], in: "lib")
        var options = Resolver.Options()
        options.componentDirectories = [library]
        let resolution = try resolve(paths[0], options: options)
        XCTAssertEqual(resolution.diagnostics, [])
        let profile = try XCTUnwrap(resolution.element?.children.first)
        XCTAssertEqual(profile.component, "ProfileView")
        let address = profile.children[1]
        XCTAssertEqual(address.component, "AddressView")
        XCTAssertEqual(address.id, "addressView")
        XCTAssertEqual(address.size.width, .fill)
        XCTAssertEqual(address.children.map { $0.text?.text }, ["8 James St", "Town"])

        // Without the search folder, a name ending in View is an app's UIView
        // subclass (SPEC §2.1): the note names the folders searched.
        let missing = try resolve(paths[0])
        XCTAssertEqual(missing.diagnostics[0].location, SourceLocation(file: paths[0], line: 1, column: 4))
        XCTAssertEqual(missing.diagnostics[0].severity, .note)
        XCTAssertEqual(missing.diagnostics[0].message, "<ProfileView> is not a component here: drawn as its UIKit base <UIView> (an app's own subclass; its Swift code does not run; no ProfileView.xml in '\(folder.path)')")
    }

    func testTheIncludingFilesFolderComesFirst() throws {
        let paths = try write([("Main.xml", "<V><Box/></V>"), ("Box.xml", "<Z id=\"near\"/>")])
        try write([("Box.xml", "<Z id=\"far\"/>")], in: "lib")
        var options = Resolver.Options()
        options.componentDirectories = [folder.appendingPathComponent("lib").path]
        XCTAssertEqual(try resolve(paths[0], options: options).element?.children.first?.id, "near")
    }

    func testUnknownIdNamesTheComponentsIds() throws {
        let paths = try write([("Main.xml", "<V>\n\t<FormRow titleLabel.text=\"Email:\" test.label.text=\"x\" />\n</V>"),
                               ("FormRow.xml", Self.formRow)])
        let diagnostics = try resolve(paths[0]).diagnostics
        XCTAssertEqual(diagnostics.map(\.description), [
            "\(paths[0]):2:36: error: 'test.label.text': component FormRow has no element with id 'test' (its ids are titleLabel, valueLabel)",
        ])
    }

    func testDotPathThroughABuiltInElementIsAnError() throws {
        let paths = try write([("Main.xml", "<Card box.label.text=\"x\"/>"), ("Card.xml", "<Z><V id=\"box\"/></Z>")])
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.message), [
            "'box.label.text': 'box' in Card is a <V>, not a component, so 'label.text' cannot reach inside it",
        ])
    }

    func testAttributeNodesForComponentsAndBuiltIns() throws {
        let paths = try write([("Main.xml", """
        <V>
            <FormRow valueLabel.text="inline">
                <FormRow.titleLabel.text>
                    Name:
                </FormRow.titleLabel.text>
            </FormRow>
            <Label><Label.text>Hello</Label.text><Label.font>bold 20</Label.font></Label>
        </V>
        """), ("FormRow.xml", Self.formRow)])
        let resolution = try resolve(paths[0])
        XCTAssertEqual(resolution.diagnostics, [])
        let root = try XCTUnwrap(resolution.element)
        XCTAssertEqual(root.children[0].children.map { $0.text?.text }, ["Name:", "inline"])
        XCTAssertEqual(root.children[1].text?.text, "Hello")
        XCTAssertEqual(root.children[1].text?.font.size, 20)
        XCTAssertEqual(root.children[1].text?.font.weight, 700)
    }

    func testAttributeNodeErrors() throws {
        let paths = try write([("Main.xml", """
        <V>
          <Label text="a"><Label.text>b</Label.text></Label>
          <Label><Label.text>a</Label.text><Label.text>b</Label.text></Label>
          <H><V.spacing>4</V.spacing></H>
          <Label><Label.text><H/></Label.text></Label>
        </V>
        """)])
        let diagnostics = try resolve(paths[0]).diagnostics
        XCTAssertEqual(diagnostics.map(\.description), [
            "\(paths[0]):2:19: error: 'text' is set both inline (at \(paths[0]):2:10) and as the attribute node <Label.text>",
            "\(paths[0]):3:36: error: 'text' is set both by an earlier attribute node (at \(paths[0]):3:10) and as the attribute node <Label.text>",
            "\(paths[0]):4:6: error: attribute node <V.spacing> must be written directly inside <V>, not inside <H> (its prefix must equal the parent element's name)",
            // `text` nodes take inline markup (SPEC §9): an element that is not markup is the error.
            "\(paths[0]):5:22: error: <H> is not inline markup; label text accepts <b> <strong> <i> <em> <u> <s> <strike> <del> <br> <sub> <sup> <span> <p> <h1> <h2> <h3> <h4> <h5> <h6> <ul> <ol> <li> <center>",
        ])
    }

    func testComponentIdsStayInsideTheirDocument() throws {
        let paths = try write([("Main.xml", """
        <V>
            <Label id="titleLabel"/>
            <FormRow id="row"/>
            <FormRow/>
            <FormRow id="row"/>
        </V>
        """), ("FormRow.xml", Self.formRow)])
        // titleLabel in Main and in each FormRow do not clash; the second row="row" does.
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.description), [
            "\(paths[0]):5:14: error: duplicate id 'row' (first used at \(paths[0]):3:14)",
        ])
    }

    func testProblemsInsideAComponentPointIntoItsFileOnce() throws {
        let paths = try write([("Main.xml", "<V>\n  <Bad/>\n  <Bad/>\n</V>"),
                               ("Bad.xml", "<V>\n  <Label id=\"a\" text=\"x\" frobnicate=\"1\"/>\n  <Z id=\"a\"/>\n</V>")])
        let bad = folder.appendingPathComponent("Bad.xml").path
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.description), [
            "\(bad):2:26: warning: unknown attribute 'frobnicate' on <Label>",
            "\(bad):3:6: error: duplicate id 'a' (first used at \(bad):2:10)",
            "\(paths[0]):2:3: note: in component <Bad> embedded here",
            "\(paths[0]):3:3: note: in component <Bad> embedded here",
        ])
    }

    func testSyntaxErrorInAComponentFile() throws {
        let paths = try write([("Main.xml", "<V>\n  <Broken/>\n</V>"), ("Broken.xml", "<V>\n<Label>\n</V>")])
        let broken = folder.appendingPathComponent("Broken.xml").path
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.description), [
            "\(broken):3:1: error: closing tag </V> does not match <Label> opened at line 2, column 1",
            "\(paths[0]):2:3: note: in component <Broken> embedded here",
        ])
    }

    func testCycleIsReportedWithTheChain() throws {
        let paths = try write([("Main.xml", "<V><A/></V>"), ("A.xml", "<V><B/></V>"), ("B.xml", "<H>\n  <A/>\n</H>")])
        let diagnostics = try resolve(paths[0]).diagnostics
        XCTAssertEqual(diagnostics.first?.description,
                       "\(folder.appendingPathComponent("B.xml").path):2:3: error: component cycle: A → B → A (A.xml embeds itself)")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 1)
    }

    func testAComponentEmbeddingTheMainFileIsACycle() throws {
        let paths = try write([("Main.xml", "<V><A/></V>"), ("A.xml", "<V><Main/></V>")])
        XCTAssertEqual(try resolve(paths[0]).diagnostics.first?.message, "component cycle: Main → A → Main (Main.xml embeds itself)")
    }

    func testComponentNestingLimit() throws {
        // C1 embeds C2 … embeds C5: four levels below Main.
        var files = [("Main.xml", "<V><C1/></V>")]
        for level in 1...4 { files.append(("C\(level).xml", "<V><C\(level + 1)/></V>")) }
        files.append(("C5.xml", "<Z/>"))
        let paths = try write(files)
        var options = Resolver.Options()
        options.limits.maxComponentDepth = 4
        let diagnostics = try resolve(paths[0], options: options).diagnostics
        XCTAssertEqual(diagnostics.first?.description,
                       "\(folder.appendingPathComponent("C4.xml").path):1:4: error: components nest more than 4 deep (the limit; raise it with --max-component-depth): C1 → C2 → C3 → C4 → C5")
        options.limits.maxComponentDepth = 5
        XCTAssertEqual(try resolve(paths[0], options: options).diagnostics, [])
    }

    func testComponentsMayNotEscapeTheSearchFolders() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try "<Z/>".write(to: outside.appendingPathComponent("Secret.xml"), atomically: true, encoding: .utf8)
        let paths = try write([("Main.xml", "<V><Secret/></V>")])
        let link = folder.appendingPathComponent("Secret.xml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.appendingPathComponent("Secret.xml"))
        let real = try XCTUnwrap(ComponentLoader.realPath(outside.appendingPathComponent("Secret.xml").path))
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.description), [
            "\(paths[0]):1:4: error: component file '\(link.path)' resolves to '\(real)', outside the component search folders",
        ])
    }

    func testAComponentElementTakesNoChildren() throws {
        let paths = try write([("Main.xml", "<V><Box>\n  <Label/>\n  text\n</Box></V>"), ("Box.xml", "<Z/>")])
        XCTAssertEqual(try resolve(paths[0]).diagnostics.map(\.description), [
            "\(paths[0]):2:3: error: <Box> is a component: it takes attributes and attribute nodes such as <Box.id.attribute>, not child elements like <Label>",
            "\(paths[0]):3:3: error: <Box> is a component: it cannot contain text",
        ])
    }

    func testTotalDepthIsLimitedAcrossComponents() throws {
        // Each file is 3 deep; three levels of components make 9.
        let paths = try write([("Main.xml", "<V><V><Deep1/></V></V>"), ("Deep1.xml", "<V><V><Deep2/></V></V>"),
                               ("Deep2.xml", "<V><V><V/></V></V>")])
        var options = Resolver.Options()
        options.limits.maxDepth = 6
        let deep2 = folder.appendingPathComponent("Deep2.xml").path
        XCTAssertEqual(try resolve(paths[0], options: options).diagnostics.first?.description,
                       "\(deep2):1:7: error: elements are nested more than 6 deep, counting the elements inside components (the limit; raise it with --max-depth)")
        options.limits.maxDepth = 7
        XCTAssertEqual(try resolve(paths[0], options: options).diagnostics, [])
    }

    func testExpansionThroughComponentsIsLimited() throws {
        // Ten Tens of ten Leafs: 1 + 10 × (1 + 10 × 1) = 111 elements.
        let tens = String(repeating: "<Leaf/>", count: 10)
        let paths = try write([("Main.xml", "<V>" + String(repeating: "<Ten/>", count: 10) + "</V>"),
                               ("Ten.xml", "<V>\(tens)</V>"), ("Leaf.xml", "<Z/>")])
        var options = Resolver.Options()
        options.limits.maxNodes = 110
        let diagnostics = try resolve(paths[0], options: options).diagnostics
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message),
                       ["the layout expands to more than 110 elements through its components (the limit; raise it with --max-nodes)"])
        options.limits.maxNodes = 111
        XCTAssertEqual(try resolve(paths[0], options: options).diagnostics, [])
    }

    // MARK: Data (SPEC §8.2)

    func testComponentsReadTheirIncludersDataUnlessGivenTheirOwn() throws {
        let paths = try write([
            ("Main.xml", """
            <V>
                <Repeat items="{users}" as="user">
                    <UserRow/>
                    <UserRow data="{user.address}" note.text="{user.name}: {'{n}'}"/>
                </Repeat>
            </V>
            """),
            ("UserRow.xml", #"<H><Label id="name" text="{street ?? user.name}"/><Label id="note" text="-"/></H>"#),
        ])
        var options = Resolver.Options()
        options.data = .object(["users": .array([
            .object(["name": .string("Ada"), "address": .object(["street": .string("8 James St")])]),
        ])])
        let resolution = try resolve(paths[0], options: options)
        XCTAssertEqual(resolution.diagnostics, [])
        // The override is computed in the includer's data and stays literal
        // inside the component, braces and all.
        XCTAssertEqual(resolution.element?.children.map { $0.children.map { $0.text?.text } },
                       [["Ada", "-"], ["8 James St", "Ada: {n}"]])
    }

    func testComponentDataMustBeAnObject() throws {
        let paths = try write([
            ("Main.xml", "<V>\n<Row data=\"{n}\"/>\n<Row data=\"n\"/>\n</V>"),
            ("Row.xml", #"<Label text="x"/>"#),
        ])
        var options = Resolver.Options()
        options.data = .object(["n": .number(1)])
        XCTAssertEqual(try resolve(paths[0], options: options).diagnostics.map { "\($0.location!.line):\($0.location!.column): \($0.message)" }, [
            "2:13: data: a component's data must be an object, got a number (1)",
            "3:12: data on <Row> takes one expression in braces, such as data=\"{user.address}\"",
        ])
    }
}
