import XCTest
import Foundation
import Gravity
import GravityCore
import GravityTools

final class LayoutFormatterTests: XCTestCase {
    private func format(_ text: String) throws -> String {
        try LayoutFormatter.format(SourceFile(path: "t.xml", text: text))
    }

    /// `input` formats to `expected`, which formats to itself.
    private func assertFormats(_ input: String, to expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try format(input), expected, file: file, line: line)
        XCTAssertEqual(try format(expected), expected, "formatting twice changes it", file: file, line: line)
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
        try assertFormats(input, to: expected)
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
        try assertFormats(input, to: expected)
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
        try assertFormats(input, to: expected)
    }

    func testMultiLineCommentsAndValuesKeepTheirLines() throws {
        let input = "<Z>\n<!-- one\n     two -->\n<Z constraints=\"a.left = b.right\n   a.top = b.top\"/></Z>"
        let expected = "<Z>\n  <!-- one\n     two -->\n  <Z constraints=\"a.left = b.right\n   a.top = b.top\"/>\n</Z>\n"
        try assertFormats(input, to: expected)
    }

    func testAnUnreadableFileIsALocatedErrorAsForRender() {
        XCTAssertThrowsError(try format("<V>\n  <Z>\n</V>")) { error in
            XCTAssertEqual("\(error)", "t.xml:3:1: error: closing tag </V> does not match <Z> opened at line 2, column 3")
        }
        XCTAssertThrowsError(try format("  \n")) { error in
            XCTAssertEqual("\(error)", "t.xml:1:1: error: the file is empty (a layout needs one root element)")
        }
    }
}
