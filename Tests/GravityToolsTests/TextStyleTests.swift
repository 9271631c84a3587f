import XCTest
import GravityTools

/// A file's byte order mark and line ends, as `format` keeps them.
final class TextStyleTests: XCTestCase {
    private func style(_ text: String) -> TextStyle { TextStyle(of: Array(text.utf8)) }

    func testTheMostUsedLineEndWinsAndLFWinsATie() {
        XCTAssertEqual(style("a\r\nb\r\nc\n").lineEnd, .crlf)
        XCTAssertEqual(style("a\rb\rc\n").lineEnd, .cr)
        XCTAssertEqual(style("a\r\nb\n").lineEnd, .lf)
        XCTAssertEqual(style("one line").lineEnd, .lf)
        XCTAssertNil(style("a\r\nb\r\n").mixed)
        XCTAssertEqual(style("a\r\nb\r\nc\n").mixedNote, "mixed line ends (2 CRLF, 1 LF): wrote CRLF, the most used")
    }

    func testApplyConvertsEveryLineEndAndKeepsTheMark() {
        let windows = style("\u{FEFF}<V>\r\n</V>\r\n")
        XCTAssertTrue(windows.byteOrderMark)
        XCTAssertEqual(windows.apply(to: "<V>\n  <Z/>\r\n</V>\r"), [0xEF, 0xBB, 0xBF] + Array("<V>\r\n  <Z/>\r\n</V>\r\n".utf8))
        // A mark in the text is not doubled, and is not added where the file had none.
        XCTAssertEqual(style("<V/>\n").apply(to: "\u{FEFF}<V/>\n"), Array("<V/>\n".utf8))
        XCTAssertEqual(style("<V/>\r").apply(to: "<V/>\n"), Array("<V/>\r".utf8))
    }
}
