import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Inline markup in label text (SPEC §9): plain text plus styled spans.
final class InlineMarkupTests: XCTestCase {
    private func resolve(_ xml: String) throws -> (Element?, [Diagnostic]) {
        Resolver.resolve(try XMLReader.parse(SourceFile(path: "m.xml", text: xml)))
    }

    private func label(_ xml: String) throws -> TextContent {
        let (element, diagnostics) = try resolve(xml)
        XCTAssertEqual(diagnostics.map(\.description), [])
        return try XCTUnwrap(element?.text ?? element?.children.first?.text)
    }

    func testLayoutsSampleIsBoldInTheMiddle() throws {
        let content = try label("<UILabel>This is a pretty <b>bold</b> solution</UILabel>")
        XCTAssertEqual(content.text, "This is a pretty bold solution")
        XCTAssertEqual(content.spans.count, 1)
        XCTAssertEqual(content.spans[0].range, 17..<21)
        XCTAssertEqual(content.spans[0].font, FontRequest(family: "System", size: 17, weight: 700, italic: false))
    }

    /// Whitespace in markup collapses as Layout's HTML does: each run is
    /// one space, a line break in the source is a space, only `<br/>`
    /// breaks a line, and the ends are trimmed.
    func testWhitespaceInMarkupCollapsesAsInHTML() throws {
        let content = try label("<UILabel>\n  <b>bold</b>\n  <i>x</i>\n</UILabel>")
        XCTAssertEqual(content.text, "bold x")
        XCTAssertEqual(content.spans.map(\.range), [0..<4, 5..<6])
        let spaced = try label("<Label>a \t <b> b  </b>  c<br/>  d\n\ne</Label>")
        XCTAssertEqual(spaced.text, "a b c\nd e")
        XCTAssertEqual(spaced.spans.map(\.range), [2..<4])
        // Without markup a body keeps its line breaks and spaces (Gravity's plain text).
        XCTAssertEqual(try label("<Label>a  b\nc</Label>").text, "a  b\nc")
    }

    func testNestedTagsBreaksAndSpans() throws {
        let content = try label(#"""
        <Label font="System 20">Price <b>4<i>2</i></b> EUR<br/>incl. <u>tax</u> <s>old</s> H<sub>2</sub>O <span font="EB Garamond" color="red">red</span></Label>
        """#)
        XCTAssertEqual(content.text, "Price 42 EUR\nincl. tax old H2O red")
        let bold = FontRequest(family: "System", size: 20, weight: 700, italic: false)
        XCTAssertEqual(content.spans.map(\.range), [6..<7, 7..<8, 19..<22, 23..<26, 28..<29, 31..<34])
        XCTAssertEqual(content.spans[0].font, bold)
        XCTAssertEqual(content.spans[1].font, FontRequest(family: "System", size: 20, weight: 700, italic: true))
        XCTAssertTrue(content.spans[2].underline)
        XCTAssertTrue(content.spans[3].strikethrough)
        XCTAssertEqual(content.spans[4].font.size, 15)
        XCTAssertEqual(content.spans[4].baselineShift, -4)
        XCTAssertEqual(content.spans[5].font.family, "EB Garamond")
        XCTAssertEqual(content.spans[5].color, try Color.parse("red"))
    }

    func testAttributeNodeTextTakesMarkup() throws {
        let content = try label("<Label><Label.text>a <b>b</b></Label.text></Label>")
        XCTAssertEqual(content.text, "a b")
        XCTAssertEqual(content.spans.map(\.range), [2..<3])
    }

    func testUnknownTagsAndAttributesAreLocatedErrors() throws {
        let (_, diagnostics) = try resolve("<V>\n  <Label>a <blink>b</blink> <span size=\"3\">c</span> <b font=\"x\">d</b></Label>\n</V>")
        XCTAssertEqual(diagnostics.map(\.description), [
            "m.xml:2:12: error: <blink> is not inline markup; label text accepts <b> <strong> <i> <em> <u> <s> <strike> <del> <br> <sub> <sup> <span> <p> <h1> <h2> <h3> <h4> <h5> <h6> <ul> <ol> <li> <center>",
            "m.xml:2:35: error: <span> has no attribute 'size' (a span takes font and color)",
            "m.xml:2:56: error: <b> has no attribute 'font'",
        ])
        let (_, bad) = try resolve("<Label>a <span font=\"Nope 0\">b</span></Label>")
        XCTAssertEqual(bad.map(\.description), ["m.xml:1:22: error: font: font size 0 is out of range (more than 0, at most 2048)"])
    }
}
