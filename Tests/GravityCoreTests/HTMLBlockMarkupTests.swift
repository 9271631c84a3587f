import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityResolve
@testable import GravityValues

/// Layout's HTML in labels (SPEC §14.2; Layout's README lists `<p>`,
/// `<h1>`…`<h6>`, `<ul>`/`<ol>`/`<li>`, `<br/>`, `<center>`) as Layout shows
/// it: NSAttributedString's HTML import (blocks on lines of their own,
/// whitespace collapsed, list markers "\t•\t" and "\t1.\t"), then Layout's
/// font over everything but bold and italic (a heading is bold at the label's
/// size) and its paragraph style (no paragraph spacing).
final class HTMLBlockMarkupTests: XCTestCase {
    private func resolve(_ xml: String) throws -> (Element?, [Diagnostic]) {
        Resolver.resolve(try XMLReader.parse(SourceFile(path: "m.xml", text: xml)))
    }

    private func label(_ xml: String) throws -> TextContent {
        let (element, diagnostics) = try resolve(xml)
        XCTAssertEqual(diagnostics.map(\.description), [])
        return try XCTUnwrap(element?.text)
    }

    func testParagraphsAndHeadingsAreLinesWithWhitespaceCollapsed() throws {
        let content = try label("""
        <UILabel font="System 15">
            <h1>Title   here</h1>
            <p>First
               paragraph, <b>bold</b>.</p>
            <p>Second<br/>line</p>
        </UILabel>
        """)
        XCTAssertEqual(content.text, "Title here\nFirst paragraph, bold.\nSecond\nline")
        let bold = FontRequest(family: "System", size: 15, weight: 700, italic: false)
        XCTAssertEqual(content.spans.map(\.range), [0..<10, 28..<32])
        XCTAssertEqual(content.spans.map(\.font), [bold, bold], "a heading is bold at the label's size")
    }

    func testListsHaveNSAttributedStringsMarkers() throws {
        let content = try label("""
        <UILabel>
            <ul><li>One</li><li>Two <i>too</i></li></ul>
            <ol>
                <li>First</li>
                <li>Second<ul><li>Inner</li></ul></li>
            </ol>
        </UILabel>
        """)
        XCTAssertEqual(content.text, "\t\u{2022}\tOne\n\t\u{2022}\tTwo too\n\t1.\tFirst\n\t2.\tSecond\n\t\t\u{25E6}\tInner")
    }

    func testCenterAroundTheWholeTextCentresTheLabel() throws {
        let content = try label("<UILabel><center><p>Hello</p><p>World</p></center></UILabel>")
        XCTAssertEqual(content.text, "Hello\nWorld")
        XCTAssertEqual(content.alignment, .center)
        let written = try label(#"<UILabel textAlignment="right"><center>Hello</center></UILabel>"#)
        XCTAssertEqual(written.alignment, .right, "textAlignment written wins")
    }

    func testCenterAroundPartOfTheTextIsALocatedError() throws {
        let (_, diagnostics) = try resolve("<UILabel>Left\n<center>Middle</center></UILabel>")
        XCTAssertEqual(diagnostics.map(\.description), [
            "m.xml:2:1: error: <center> around part of a label's text is not supported (a label has one alignment); put it around the whole text or set textAlignment",
        ])
    }

    func testWhitespaceCollapsesWithoutBlocksToo() throws {
        let content = try label("<Label>a  <b>b</b>\n c <br/> d</Label>")
        XCTAssertEqual(content.text, "a b c\nd")
    }

    func testBlockTagsTakeNoAttributes() throws {
        let (_, diagnostics) = try resolve(#"<UILabel><p align="center">x</p></UILabel>"#)
        XCTAssertEqual(diagnostics.map(\.description), ["m.xml:1:13: error: <p> has no attribute 'align'"])
    }
}
