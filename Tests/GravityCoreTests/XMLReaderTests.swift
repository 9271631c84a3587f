import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class XMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> Node {
        try XMLReader.parse(SourceFile(path: "t.xml", text: text))
    }

    private func parseError(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    func testElementsAttributesAndLocations() throws {
        let root = try parse("<?xml version=\"1.0\"?>\n<V spacing=\"8\">\n  <Label text='a &amp; b'/>\n</V>")
        XCTAssertEqual(root.name, "V")
        XCTAssertEqual(root.location, SourceLocation(file: "t.xml", line: 2, column: 1))
        XCTAssertEqual(root.attribute("spacing")?.value, "8")
        XCTAssertEqual(root.attribute("spacing")?.valueLocation, SourceLocation(file: "t.xml", line: 2, column: 13))
        let label = root.elementChildren[0]
        XCTAssertEqual(label.attribute("text")?.value, "a & b")
        XCTAssertEqual(label.attribute("text")?.location.column, 10)
    }

    /// XML 1.0 §3.3.3: a literal line feed, tab or carriage return in an
    /// attribute value is a space (CR LF one space); a character reference
    /// keeps the character; text content keeps its line ends.
    func testAttributeValueWhitespaceIsNormalised() throws {
        let root = try parse("<V a=\"one\n    two\" b='x\ty\r\nz\rw' c=\"line&#10;break&#9;tab&#13;\" d=\"&amp;\n\"><Label>p\nq</Label></V>")
        XCTAssertEqual(root.attribute("a")?.value, "one     two")
        XCTAssertEqual(root.attribute("b")?.value, "x y z w")
        XCTAssertEqual(root.attribute("c")?.value, "line\nbreak\ttab\r")
        XCTAssertEqual(root.attribute("d")?.value, "& ")
        XCTAssertEqual(root.elementChildren[0].children.first.flatMap { if case .text(let t, _) = $0 { t } else { nil } }, "p\nq")
    }

    /// Counting on from a cursor gives the same locations as counting from
    /// the line start, at every offset, whatever order they are asked in.
    func testCursorLocationsMatchPlainLocations() {
        let source = SourceFile(path: "a.xml", text: "<V a=\"é€😀\">\n  <Label text=\"ünï\"/><X/>\n</V>")
        var cursor = SourceFile.LocationCursor()
        let offsets = Array(0...source.bytes.count) + [40, 3, 17, 18, 12, 0]
        for offset in offsets {
            XCTAssertEqual(source.location(ofOffset: offset, cursor: &cursor), source.location(ofOffset: offset), "offset \(offset)")
        }
    }

    func testColumnsCountCharactersNotBytes() throws {
        let root = try parse("<V><Label text=\"é\" font=\"x\"/></V>")
        XCTAssertEqual(root.elementChildren[0].attribute("font")?.location.column, 20)
    }

    func testTextAndCharacterReferences() throws {
        let root = try parse("<Label>&#72;i &lt;there&gt;</Label>")
        guard case .text(let text, _) = root.children[0] else { return XCTFail("expected text") }
        XCTAssertEqual(text, "Hi <there>")
    }

    func testUnclosedElementPointsAtItsStart() {
        let error = parseError("<V>\n  <H>\n</V>")
        XCTAssertEqual(error?.message, "closing tag </V> does not match <H> opened at line 2, column 3")
        XCTAssertEqual(error?.location?.line, 3)
        XCTAssertEqual(error?.location?.column, 1)
    }

    func testMissingEndOfFile() {
        let error = parseError("<V>\n<Label/>")
        XCTAssertEqual(error?.message, "<V> is never closed (end of file reached)")
        XCTAssertEqual(error?.location?.line, 1)
    }

    func testDTDIsRefused() {
        let error = parseError("<!DOCTYPE lol [<!ENTITY a \"aaaa\">]>\n<V/>")
        XCTAssertEqual(error?.message, "DTDs and entity declarations are not allowed in layout files")
        XCTAssertEqual(error?.location, SourceLocation(file: "t.xml", line: 1, column: 1))
    }

    func testUnknownEntityIsRefused() {
        let error = parseError("<V>\n  <Label text=\"&lol;\"/></V>")
        XCTAssertEqual(error?.location, SourceLocation(file: "t.xml", line: 2, column: 16))
        XCTAssertTrue(error?.message.contains("unknown entity '&lol;'") ?? false)
    }

    func testUnquotedAttributeValue() {
        let error = parseError("<V spacing=8/>")
        XCTAssertEqual(error?.message, "attribute values must be quoted (spacing=\"…\")")
        XCTAssertEqual(error?.location?.column, 12)
    }

    func testMissingEqualsNamesTheAttribute() {
        XCTAssertEqual(parseError("<V a \"1\"/>")?.message, "expected '=' after attribute name 'a'")
        XCTAssertEqual(parseError("<V a=\"1\" bb/>")?.message, "expected '=' after attribute name 'bb'")
    }

    func testDuplicateAttribute() {
        XCTAssertEqual(parseError("<V a=\"1\" a=\"2\"/>")?.message, "attribute 'a' is given twice")
    }

    /// Repeats are looked for among few attributes, in a set past that:
    /// found either way, at the repeat, whichever attribute it repeats.
    func testRepeatedAttributeFoundAmongFewAndMany() {
        let few = XMLReader.fewAttributes
        for count in [2, few - 1, few, few + 1, few + 5] {
            for (first, again) in [(0, count - 1), (count - 2, count - 1), (0, 1), (count / 2, count - 1)] where first < again {
                var names = (0..<count).map { "a\($0)" }
                names[again] = names[first]
                let tag = "<V " + names.map { "\($0)=\"1\"" }.joined(separator: " ") + "/>"
                let error = parseError(tag)
                XCTAssertEqual(error?.message, "attribute '\(names[first])' is given twice", "\(count) attributes, \(first) repeated at \(again)")
                XCTAssertEqual(error?.location?.column, 4 + names[..<again].reduce(0) { $0 + $1.count + 5 }, "\(count), \(first), \(again)")
            }
            let distinct = "<V " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
            XCTAssertNil(parseError(distinct), "\(count) distinct attributes")
        }
    }

    func testDepthLimit() {
        var limits = Limits()
        limits.maxDepth = 3
        let text = "<V><V><V><V/></V></V></V>"
        XCTAssertThrowsError(try XMLReader.parse(SourceFile(path: "t.xml", text: text), limits: limits)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "elements are nested more than 3 deep (the limit; raise it with --max-depth)")
            XCTAssertEqual((error as? Diagnostic)?.location?.column, 10)
        }
    }

    func testGarbageIsNotUTF8() {
        let source = SourceFile(path: "t.xml", bytes: [0x3C, 0x56, 0xFF, 0x2F, 0x3E])
        XCTAssertThrowsError(try XMLReader.parse(source)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "the file is not valid UTF-8 text")
        }
    }

    func testDiagnosticFormattingHasSourceLineAndCaret() {
        var diagnostics = Diagnostics()
        diagnostics.register(SourceFile(path: "t.xml", text: "<V>\n  <Lable/>\n</V>"))
        let diagnostic = Diagnostic.error("unknown element <Lable>", at: SourceLocation(file: "t.xml", line: 2, column: 3))
        XCTAssertEqual(diagnostics.formatted(diagnostic), "t.xml:2:3: error: unknown element <Lable>\n  <Lable/>\n  ^")
    }
}

final class DiagnosticExcerptTests: XCTestCase {
    /// A message keeps its tabs and line breaks; a quoted source line shows
    /// a tab as four spaces (the caret follows); both show other control
    /// characters as their symbols.
    func testControlCharactersInMessagesAndSourceLines() {
        var diagnostics = Diagnostics()
        diagnostics.register(SourceFile(path: "t.xml", text: "<V>\n\t<Lable a=\"\u{1B}\"/>\n</V>"))
        let diagnostic = Diagnostic.error("a\tb\nc\u{1B}d", at: SourceLocation(file: "t.xml", line: 2, column: 2))
        XCTAssertEqual(diagnostics.formatted(diagnostic), "t.xml:2:2: error: a\tb\nc\u{241B}d\n    <Lable a=\"\u{241B}\"/>\n    ^")
    }

    func testLongLinesAreCutAroundTheCaret() {
        let line = String(repeating: "<Z>", count: 1000)
        var diagnostics = Diagnostics()
        diagnostics.register(SourceFile(path: "long.xml", text: line))
        let text = diagnostics.formatted(.error("too deep", at: SourceLocation(file: "long.xml", line: 1, column: 1501)))
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[1].count, 122)  // "…" + 120 characters + "…"
        XCTAssertTrue(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = lines[2].count - 1
        let excerpt = Array(lines[1])
        // The caret points at the same character as column 1501 of the line.
        XCTAssertEqual(excerpt[caret], Array(line)[1500])
        XCTAssertEqual(caret, 61)
    }

    /// The reader counts columns on from the last location it asked for;
    /// every offset, in order, backwards and jumping lines, must give the
    /// same location as counting from the start of its line.
    func testLocationCursorMatchesFreshLookup() {
        let file = SourceFile(path: "c.xml", text: "<V a=\"é\">\r\n  <Z b='日本'/>\n\n<H c=\"😀x\"/></V>")
        let count = file.bytes.count
        let orders = [Array(0...count + 2), Array((0...count).reversed()), (0...count).map { ($0 * 7) % (count + 1) }]
        for order in orders {
            var cursor = SourceFile.LocationCursor()
            for offset in order {
                XCTAssertEqual(file.location(ofOffset: offset, cursor: &cursor), file.location(ofOffset: offset), "offset \(offset)")
            }
        }
        XCTAssertEqual(file.location(ofOffset: file.bytes.firstIndex(of: UInt8(ascii: "H"))!),
                       SourceLocation(file: "c.xml", line: 4, column: 2))
    }
}
