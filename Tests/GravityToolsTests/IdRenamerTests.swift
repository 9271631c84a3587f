import XCTest
import Foundation
import Gravity
import GravityCore
import GravityTools

final class IdRenamerTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func changed(_ changes: [IdRenamer.Change]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: changes.map { (($0.path as NSString).lastPathComponent, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    static let card = """
    <!-- icon and title -->
    <Z id="card" width="200" height="80" keepHorizontalOffsets="icon title: 8">
      <Z id="icon" width="40" height="40" keepLeftInset="8" keepTopInset="8"/>
      <Label id="title" text="icon" keepTopAlignTo="icon"/>
      <Z id="badge" width="10" height="10" left="icon.right - 5" top="#icon.top &#x2D; 5"/>
      <Z.constraints>badge.width &lt;= icon.width; title.height = icon.height</Z.constraints>
    </Z>
    """

    /// Besides ids, LayoutTool's renamer renames the symbol in expressions
    /// (a constant, state or data key: the first name of a key path), its
    /// `<macro>`/`<param>` declaration and a capitalised element name; text
    /// outside braces, other keys of a path and longer names stay.
    func testRenamesExpressionNamesDeclarationsAndElementNames() throws {
        let path = try write("Page.xml", """
        <V spacing="{gap * 2}">
          <macro name="gap" value="8"/>
          <Label text="gap: {gap}, {gapx}, {user.gap}, {'gap'}"/>
          <Label text="{ gap + 1 }" />
        </V>
        """)
        let changes = try IdRenamer.rename("gap", to: "space", in: [path])
        XCTAssertEqual(changes.map(\.summary), ["4 places (1 declaration, 3 expression)"])
        XCTAssertEqual(changed(changes)["Page.xml"], """
        <V spacing="{space * 2}">
          <macro name="space" value="8"/>
          <Label text="gap: {space}, {gapx}, {user.gap}, {'gap'}"/>
          <Label text="{ space + 1 }" />
        </V>
        """)
        // A Layout document is formatted as LayoutTool's rename formats it.
        let layout = try write("Main.xml", "<UIView><Badge left=\"inset\" top=\"{inset}\"/><param name=\"inset\" type=\"Int\"/></UIView>")
        let renamed = try IdRenamer.rename("Badge", to: "Tag", in: [layout])
        XCTAssertEqual(renamed.map(\.summary), ["1 place (1 element name)"])
        XCTAssertEqual(changed(renamed)["Main.xml"], """
        <UIView>
            <param name="inset" type="Int"/>

            <Tag
                left="inset"
                top="inset"
            />
        </UIView>

        """)
        let parameter = try IdRenamer.rename("inset", to: "margin", in: [layout])
        XCTAssertEqual(parameter.map(\.summary), ["3 places (1 declaration, 2 expression)"])
    }

    /// Constraint strings, Keep lists and siblings, frame expressions, an
    /// attribute node behind an entity: every reference, nothing else (the
    /// label's text "icon" stays), and the layout is unchanged.
    func testRenamesTheIdAndEveryReferenceInItsDocument() throws {
        let path = try write("Card.xml", Self.card)
        let changes = try IdRenamer.rename("icon", to: "glyph", in: [path])
        XCTAssertEqual(changes.map(\.places), [7])
        XCTAssertEqual(changed(changes)["Card.xml"], """
        <!-- icon and title -->
        <Z id="card" width="200" height="80" keepHorizontalOffsets="glyph title: 8">
          <Z id="glyph" width="40" height="40" keepLeftInset="8" keepTopInset="8"/>
          <Label id="title" text="icon" keepTopAlignTo="glyph"/>
          <Z id="badge" width="10" height="10" left="glyph.right - 5" top="#glyph.top &#x2D; 5"/>
          <Z.constraints>badge.width &lt;= glyph.width; title.height = glyph.height</Z.constraints>
        </Z>
        """)
        let engine = try GravityEngine()
        let before = FrameJSON.encode(try engine.layout(file: path))
        try changes[0].bytes.withUnsafeBufferPointer { try Data($0).write(to: URL(fileURLWithPath: path)) }
        let after = FrameJSON.encode(try engine.layout(file: path))
        XCTAssertEqual(after, before.replacingOccurrences(of: "\"id\": \"icon\"", with: "\"id\": \"glyph\""))
        XCTAssertNotEqual(after, before)
    }

    func testDotNotationInTheFilesThatEmbedAComponent() throws {
        let row = try write("FormRow.xml", """
        <H gravity="middle">
          <UILabel id="titleLabel" width="col1" text="Title"/>
          <UILabel id="valueLabel" text="Value"/>
        </H>
        """)
        let main = try write("Main.xml", """
        <V width="300">
          <FormRow titleLabel.text="Name:" valueLabel.text="George"/>
          <FormRow><FormRow.titleLabel.text>Phone &amp; fax:</FormRow.titleLabel.text></FormRow>
          <Label id="titleLabel" text="not the component's"/>
        </V>
        """)
        let changes = try IdRenamer.rename("titleLabel", to: "caption", in: [row, main])
        XCTAssertEqual(changes.map { ($0.path as NSString).lastPathComponent }, ["FormRow.xml", "Main.xml"])
        // Main.xml defines its own titleLabel too: ids belong to their document, both are renamed.
        XCTAssertEqual(changed(changes)["Main.xml"], """
        <V width="300">
          <FormRow caption.text="Name:" valueLabel.text="George"/>
          <FormRow><FormRow.caption.text>Phone &amp; fax:</FormRow.caption.text></FormRow>
          <Label id="caption" text="not the component's"/>
        </V>
        """)
        XCTAssertEqual(changed(changes)["FormRow.xml"]?.contains("<UILabel id=\"caption\" width=\"col1\""), true)
    }

    func testANewIdThatExistsIsRefusedAtThatId() throws {
        let path = try write("Card.xml", Self.card)
        XCTAssertThrowsError(try IdRenamer.rename("badge", to: "title", in: [path])) { error in
            XCTAssertEqual("\(error)", """
            \(path):4:14: error: 'title' is already an id in this document; renaming 'badge' to it would make two
              <Label id="title" text="icon" keepTopAlignTo="icon"/>
                         ^
            """)
        }
        XCTAssertThrowsError(try IdRenamer.rename("nothing", to: "x", in: [path])) { error in
            XCTAssertEqual("\(error)", "error: no element has the id 'nothing' in '\(path)'")
        }
    }

    /// Each syntax's own parser decides what is an id: metrics, `parent`,
    /// relative names and quoted strings are not.
    func testReferencesComeFromEachSyntaxsParser() {
        XCTAssertEqual(SimpleFormat.idReferences(in: "icon.left = parent.left + icon\n// icon.top\ndistribute horizontally: 8 icon ~1~ title"),
                       [IdReference(id: "icon", offset: 0), IdReference(id: "icon", offset: 70), IdReference(id: "title", offset: 79)])
        XCTAssertEqual(FrameExpression.idReferences(in: "max(previous.right, icon.right) + parent.width / 2 + #b.top"),
                       [IdReference(id: "icon", offset: 20), IdReference(id: "b", offset: 54)])
        XCTAssertEqual(KeepAttributes.idReferences("keepLeftOffsetTo", in: "  #photo: min 10"), [IdReference(id: "photo", offset: 3)])
        XCTAssertEqual(KeepAttributes.idReferences("keepLeftOffsetTo", in: "parent: 4"), [])
        XCTAssertEqual(KeepAttributes.idReferences("keepWidthsEqual", in: "a, #b c"),
                       [IdReference(id: "a", offset: 0), IdReference(id: "b", offset: 4), IdReference(id: "c", offset: 6)])
        XCTAssertEqual(KeepAttributes.idReferences("keepWidth", in: "100"), [])
    }

    func testValidIds() {
        for name in ["glyph", "_x", "a1", "título"] { XCTAssertTrue(IdRenamer.isValidId(name), name) }
        for name in ["", "1a", "a.b", "a b", "parent", "previous", "auto", "a-b"] { XCTAssertFalse(IdRenamer.isValidId(name), name) }
    }
}
