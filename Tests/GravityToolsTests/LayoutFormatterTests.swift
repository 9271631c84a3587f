import XCTest
import Foundation
import Gravity
import GravityCore
import GravityTools

final class LayoutFormatterTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func format(_ text: String) throws -> String {
        try LayoutFormatter.format(SourceFile(path: "t.xml", text: text))
    }

    func testTheNameOfAStyleParamOrMacroComesFirst() throws {
        let input = """
        <V padding="4">
          <Style font="System 12" name="cell" style="base"/>
          <param type="String" name="title"/>
          <macro value="8" name="GAP"/>
          <Style cornerRadius="2" appearance="dark" name="card"/>
        </V>
        """
        let expected = """
        <V padding="4">
          <Style name="cell" font="System 12" style="base"/>
          <param name="title" type="String"/>
          <macro name="GAP" value="8"/>
          <Style name="card" appearance="dark" cornerRadius="2"/>
        </V>

        """
        XCTAssertEqual(try format(input), expected)
    }

    /// Layout's escaped keys keep their backticks (they were written bare,
    /// `{strings.Some text!}`, which reads as something else), and
    /// parameterized strings keep their arguments.
    func testBacktickKeysAndLocalizedArgumentsFormatToThemselves() throws {
        let input = """
        <UIView>
            <UILabel text="{`strings.Some text!`}"/>
            <UILabel text="{`strings.Some %d text`(n*2)}"/>
            <UILabel text="{strings.Files( count ,name)}"/>
            <UILabel text="{`a b` + user.name}"/>
        </UIView>
        """
        let expected = """
        <UIView>
            <UILabel text="{`strings.Some text!`}"/>
            <UILabel text="{`strings.Some %d text`(n * 2)}"/>
            <UILabel text="{strings.Files(count, name)}"/>
            <UILabel text="{`a b` + user.name}"/>
        </UIView>

        """
        XCTAssertEqual(try format(input), expected)
        XCTAssertEqual(try format(expected), expected)
    }

    /// One rule for every label spelling: `UILabel` and `Text` keep their
    /// text as `Label` does (it once re-indented them, and a label's width
    /// changed 66 → 36), and a kept body's closing tag lines up with its
    /// opening tag (it was left where it was: `  <Label>` over `    </Label>`).
    func testLabelTextIsKeptUnderAnySpellingWithItsClosingTagAligned() throws {
        let input = """
        <V>
              <UILabel>
                Hello
                  world
              </UILabel>
          <Text><b>bold</b>
          <i>x</i></Text>
                <Label>one
                </Label>
        </V>
        """
        let expected = """
        <V>
          <UILabel>
                Hello
                  world
          </UILabel>
          <Text><b>bold</b>
          <i>x</i></Text>
          <Label>one
          </Label>
        </V>

        """
        XCTAssertEqual(try format(input), expected)
        XCTAssertEqual(try format(expected), expected)
    }

    /// A malformed expression is an error at its character, and no text comes back.
    func testAMalformedExpressionIsALocatedError() throws {
        for dialect in [DocumentDialect.gravity, .layout] {
            XCTAssertThrowsError(try LayoutFormatter.format(SourceFile(path: "t.xml", text: "<V>\n  <Label text=\"Sum: {1 +}\"/>\n</V>"),
                                                            dialect: dialect)) { error in
                XCTAssertEqual("\(error)", "t.xml:2:25: error: <Label> text=\"Sum: {1 +}\": expected a value, found the end\n  <Label text=\"Sum: {1 +}\"/>\n                        ^")
            }
        }
    }

    /// Which style a document gets: SPEC §14.1's rule.
    func testTheDialectDecidesTheStyle() throws {
        let layout = "<UIView><UILabel left=\"8\" text=\"Hi\"/></UIView>"
        XCTAssertEqual(try format(layout), "<UIView>\n    <UILabel\n        left=\"8\"\n        text=\"Hi\"\n    />\n</UIView>\n")
        XCTAssertEqual(try format("<V><Label text=\"Hi\" width=\"8\"/></V>"), "<V>\n  <Label width=\"8\" text=\"Hi\"/>\n</V>\n")
        XCTAssertEqual(try format("<Card><macro name=\"A\" value=\"1\"/></Card>"), "<Card>\n    <macro name=\"A\" value=\"1\"/>\n</Card>\n")
        XCTAssertEqual(try LayoutFormatter.format(SourceFile(path: "t.xml", text: layout), dialect: .gravity),
                       "<UIView>\n  <UILabel left=\"8\" text=\"Hi\"/>\n</UIView>\n")
    }

    func testCanonicalForm() throws {
        let input = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A card. -->
        <V backgroundColor="#eee"   spacing='8' id="card"
           tag="a &amp; b" width="fill"><!-- first -->
              <Label text="Fish &amp; chips &#x2014; &quot;today&quot;" font="System 12" title='say "hi"'/>
        <Label>Price <b>42</b>  EUR</Label>
            <H>

            </H>
          <FormRow><FormRow.titleLabel.text>  Name &lt;required&gt;  </FormRow.titleLabel.text></FormRow>
          <Z>
            bare text
          </Z>
          <Label> </Label>
          <Z><![CDATA[ x ]]></Z>
          <!-- last -->
        </V>
        <!-- after -->
        """
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A card. -->
        <V id="card" width="fill" spacing="8" backgroundColor="#eee" tag="a &amp; b">
          <!-- first -->
          <Label font="System 12" text="Fish &amp; chips &#x2014; &quot;today&quot;" title="say &quot;hi&quot;"/>
          <Label>Price <b>42</b>  EUR</Label>
          <H/>
          <FormRow>
            <FormRow.titleLabel.text>  Name &lt;required&gt;  </FormRow.titleLabel.text>
          </FormRow>
          <Z>
            bare text
          </Z>
          <Label/>
          <Z><![CDATA[ x ]]></Z>
          <!-- last -->
        </V>
        <!-- after -->

        """
        XCTAssertEqual(try format(input), expected)
        XCTAssertEqual(try format(expected), expected)
    }

    func testMultiLineCommentsAndValuesKeepTheirLines() throws {
        let input = "<Z>\n<!-- one\n     two -->\n<Z constraints=\"a.left = b.right\n   a.top = b.top\"/></Z>"
        let expected = "<Z>\n  <!-- one\n     two -->\n  <Z constraints=\"a.left = b.right\n   a.top = b.top\"/>\n</Z>\n"
        XCTAssertEqual(try format(input), expected)
        XCTAssertEqual(try format(expected), expected)
    }

    func testAnUnreadableFileIsALocatedErrorAsForRender() {
        XCTAssertThrowsError(try format("<V>\n  <Z>\n</V>")) { error in
            XCTAssertEqual("\(error)", "t.xml:3:1: error: closing tag </V> does not match <Z> opened at line 2, column 3")
        }
        XCTAssertThrowsError(try format("  \n")) { error in
            XCTAssertEqual("\(error)", "t.xml:1:1: error: the file is empty (a layout needs one root element)")
        }
    }

    /// Every Example and every test fixture: formatting is idempotent and
    /// the formatted copy lays out to the same frames (or the same errors).
    func testEveryExampleAndFixtureKeepsItsFramesAndFormatsOnce() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let trees = ["Examples", "Tests/Fixtures", "Tests/GravityTestingTests/Fixtures"]
        for tree in trees {
            let copy = temporary.appendingPathComponent(tree)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent(tree), to: copy)
        }
        var files: [String] = []
        for tree in trees {
            let folder = Self.packageRoot.appendingPathComponent(tree).path
            let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".xml") && !$0.contains(".build") }.sorted().map { tree + "/" + $0 }
        }
        XCTAssertGreaterThan(files.count, 30)
        // Format every copy first: components are formatted too.
        var formattedCount = 0
        for file in files {
            let path = temporary.appendingPathComponent(file).path
            guard let source = try? DocumentLoader.read(path: path), let once = try? LayoutFormatter.format(source) else { continue }
            let twice = try LayoutFormatter.format(SourceFile(path: path, text: once))
            XCTAssertEqual(twice, once, "\(file) changes when formatted twice")
            try once.write(toFile: path, atomically: true, encoding: .utf8)
            formattedCount += 1
        }
        XCTAssertGreaterThan(formattedCount, 25)
        let engine = try GravityEngine()
        for file in files {
            let original = Self.packageRoot.appendingPathComponent(file).path
            let formatted = temporary.appendingPathComponent(file).path
            XCTAssertEqual(try outcome(original, root: Self.packageRoot.path, engine: engine),
                           try outcome(formatted, root: temporary.path, engine: engine), file)
        }
    }

    /// The frames JSON, or the diagnostics without their locations.
    private func outcome(_ path: String, root: String, engine: GravityEngine) throws -> String {
        var options = LayoutOptions()
        options.componentDirectories = [root + "/Tests/Fixtures/Components"]
        do {
            let outcome = try engine.layout(file: path, options: options)
            return FrameJSON.encode(outcome) + messages(outcome.diagnostics.items, root: root)
        } catch let error as DiagnosticsError {
            return "failed:\n" + messages(error.diagnostics.items, root: root)
        }
    }

    /// Sorted: sorting a Layout document's attributes reorders the messages
    /// about them, not what they say.
    private func messages(_ items: [Diagnostic], root: String) -> String {
        items.map { "\($0.severity): " + $0.message.replacingOccurrences(of: root, with: "")
            .replacingOccurrences(of: #"\d+:\d+|line \d+, column \d+"#, with: "#", options: .regularExpression) }
            .sorted().joined(separator: "\n")
    }
}
