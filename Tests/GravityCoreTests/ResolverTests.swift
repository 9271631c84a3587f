import XCTest
@testable import GravityCore

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
}
