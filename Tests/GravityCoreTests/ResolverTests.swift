import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class ResolverTests: XCTestCase {
    private func resolve(_ xml: String) throws -> (Element?, [Diagnostic]) {
        Resolver.resolve(try XMLReader.parse(SourceFile(path: "r.xml", text: xml)))
    }

    func testUnknownElementSuggestsBuiltIns() throws {
        let (_, diagnostics) = try resolve("<V>\n  <Lable text=\"x\"/>\n</V>")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics[0].location, SourceLocation(file: "r.xml", line: 2, column: 3))
        XCTAssertTrue(diagnostics[0].message.hasPrefix("unknown element <Lable>"))
        XCTAssertTrue(diagnostics[0].message.contains("did you mean Label"), diagnostics[0].message)
    }

    func testBadNumberIsLocatedAtTheValue() throws {
        let (_, diagnostics) = try resolve("<V spacing=\"wide\"/>")
        XCTAssertEqual(diagnostics.map(\.description), ["r.xml:1:13: error: spacing: 'wide' is not a number"])
    }

    func testEveryErrorIsReported() throws {
        let (_, diagnostics) = try resolve("<V spacing=\"x\" backgroundColor=\"#12\">\n<Label font=\"System 0\"/>\n</V>")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 3)
    }

    func testAliasesBareTextAndScopedAttributes() throws {
        let (root, diagnostics) = try resolve("""
        <UIStackView axis="horizontal" gravity="top" color="red" font="System 20">
            <UILabel text="a"/>
            Hello
        </UIStackView>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.kind, .h)
        XCTAssertEqual(root?.children.map(\.kind), [.label, .label])
        XCTAssertEqual(root?.children[1].text?.text, "Hello")
        XCTAssertEqual(root?.children[0].gravity, GravityValue(horizontal: .center, vertical: .top))
        XCTAssertEqual(root?.children[0].text?.color, try Color.parse("red"))
        XCTAssertEqual(root?.children[0].text?.font.size, 20)
    }

    func testUnknownAttributeWarnsAndUIKitAttributeIsANote() throws {
        let (_, diagnostics) = try resolve("<V frobnicate=\"1\" userInteractionEnabled=\"false\"/>")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .note])
        XCTAssertEqual(diagnostics[0].description, "r.xml:1:4: warning: unknown attribute 'frobnicate' on <V>")
    }

    func testDuplicateId() throws {
        let (_, diagnostics) = try resolve("<V><Label id=\"a\"/><Label id=\"a\"/></V>")
        XCTAssertEqual(diagnostics.first?.message, "duplicate id 'a' (first used at r.xml:1:11)")
    }

    func testSpacerOutsideStack() throws {
        let (_, diagnostics) = try resolve("<Z><Spacer/></Z>")
        XCTAssertEqual(diagnostics.first?.message, "a Spacer must be inside an H or V stack")
    }

    func testElementTableAliases() throws {
        let (root, diagnostics) = try resolve("""
        <UIStackView>
            <UIView/><View/><Z/>
            <UILabel/><Text/><Label/>
            <UIImageView image="a"/><Image image="a"/><UIImage image="a"/>
            <Button/>
            <UIStackView axis="vertical"/><UIStackView axis="Horizontal"/><H/><V/>
            <Spacer/>
        </UIStackView>
        """)
        XCTAssertEqual(diagnostics, [])
        // UIKit's default axis is horizontal.
        XCTAssertEqual(root?.kind, .h)
        XCTAssertEqual(root?.children.map(\.kind), [.z, .z, .z, .label, .label, .label, .image, .image, .image,
                                                   .button, .v, .h, .h, .v, .spacer])
    }

    /// UIImageView's `highlightedImage` (Layout's SampleApp Table.xml):
    /// held without a warning, and shown instead of `image` while
    /// `isHighlighted`, as UIKit shows it.
    func testHighlightedImageIsShownOnlyWhileHighlighted() throws {
        let (root, diagnostics) = try resolve("""
        <V>
            <UIImageView image="a" highlightedImage="b"/>
            <UIImageView image="a" highlightedImage="b" isHighlighted="true"/>
            <UIImageView image="a" isHighlighted="true"/>
        </V>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map { $0.image?.name }, ["a", "b", "a"])
    }

    func testButtonTitleIsACentredLabelOnTop() throws {
        let (root, diagnostics) = try resolve("""
        <Button title="Go" titleColor="#fff" color="red" font="bold 15" gravity="left top"><Z id="icon"/></Button>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map(\.kind), [.z, .label])
        let title = try XCTUnwrap(root?.children.last)
        XCTAssertEqual(title.text?.text, "Go")
        XCTAssertEqual(title.text?.color, .white)
        XCTAssertEqual(title.text?.font.size, 15)
        XCTAssertEqual(title.gravity, GravityValue(horizontal: .center, vertical: .middle))
    }

    func testBareTextWrapsWhenItKeepsANewline() throws {
        let (root, _) = try resolve("<V>\n  one line  \n<Z/>\n  two\n  lines\n</V>")
        XCTAssertEqual(root?.children.map { $0.text?.text }, ["one line", nil, "two\n  lines"])
        XCTAssertEqual(root?.children.map { $0.text?.wrap }, [false, nil, true])
    }

    func testUIKitAttributesAreNotesAndStrictMakesUnknownOnesErrors() throws {
        let xml = "<Button   action=\"tap:\" highlightColor=\"red\" disabledColor=\"red\" shadowRadius=\"2\"/>"
        var options = Resolver.Options()
        options.strict = true
        let diagnostics = Resolver.resolve(try XMLReader.parse(SourceFile(path: "r.xml", text: xml)), options: options).1
        XCTAssertEqual(diagnostics.map(\.description), [
            "r.xml:1:11: note: 'action' has no effect in a static image and is ignored",
            "r.xml:1:25: note: 'highlightColor' has no effect in a static image and is ignored",
            "r.xml:1:46: note: 'disabledColor' has no effect in a static image and is ignored",
            "r.xml:1:66: error: unknown attribute 'shadowRadius' on <Button>",
        ])
    }

    /// "Did you mean" goes to the first 20 bad colours of a render, and an
    /// element read again to learn its attribute names (it has an unknown
    /// one) does not count its colour twice.
    func testColourSuggestionsGoToThePrintedMessagesOnly() throws {
        let labels = (0..<25).map { "<Label text=\"x\" textColr=\"1\" textColor=\"systemBlu\($0)\"/>" }.joined()
        let (_, diagnostics) = try resolve("<V>" + labels + "</V>")
        let colours = diagnostics.map(\.message).filter { $0.hasPrefix("textColor:") }
        XCTAssertEqual(colours.count, 25)
        XCTAssertEqual(colours.filter { $0.hasSuffix("did you mean 'systemBlue'?") }.count, 20, colours.joined(separator: "\n"))
        XCTAssertEqual(colours[20], "textColor: 'systemBlu20' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name)")
    }

    func testAttributeNodeAsRootIsAnError() throws {
        let (root, diagnostics) = try resolve("<Label.text>x</Label.text>")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.description), ["r.xml:1:1: error: <Label.text> is an attribute node, so it must be written directly inside <Label>"])
    }

    func testAComponentInADocumentWithoutAFolderNamesNoFolder() throws {
        let (_, diagnostics) = try resolve("<V><FormRow/></V>")
        XCTAssertEqual(diagnostics.map(\.message), ["unknown element <FormRow>: not a built-in element and no component FormRow.xml was found (no folder to search: the layout is not a file and no --components DIR was given); did you mean Button, Image, UIImage?"])
    }
}
