import XCTest
import GravityDocument
@testable import GravityResolve

/// `Localizable.strings` as Foundation reads it: UTF-8 or UTF-16 with a
/// byte order mark, comments, escapes; problems located in the file.
final class StringsFileTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) throws -> [String: String] {
        try StringsFile.parse(path: "Localizable.strings", bytes: bytes).table
    }

    private func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + text.utf16.flatMap { unit -> [UInt8] in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    func testTablesCommentsAndEscapes() throws {
        let text = """
            /* Copyright © 2017 Schibsted. All rights reserved. */
            "Lorem.Ipsum" = "Lorem ipsum dolor sit amet, consectetur adipiscing elit.";
            // A line comment
            "Quote" = "say \\"hi\\"\\n\\ttab \\\\ \\U00E9\\u00e8 \\UD83D\\UDE00 \\101";
            bare.key = "bare";
            "Self";
            "Lorem.Ipsum" = "later wins";
            """
        let expected = ["Lorem.Ipsum": "later wins", "Quote": "say \"hi\"\n\ttab \\ éè 😀 A", "bare.key": "bare", "Self": "Self"]
        XCTAssertEqual(try parse(Array(text.utf8)), expected)
        XCTAssertEqual(try parse([0xEF, 0xBB, 0xBF] + Array(text.utf8)), expected)
        XCTAssertEqual(try parse(utf16(text, littleEndian: true)), expected)
        XCTAssertEqual(try parse(utf16(text, littleEndian: false)), expected)
        XCTAssertEqual(try parse([]), [:])
    }

    func testProblemsAreLocated() {
        let cases: [([UInt8], String)] = [
            (Array("\"a\" = \"open;\n".utf8), "Localizable.strings:1:7: error: this quote is not closed"),
            (Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), "Localizable.strings:2:1: error: expected ';' after the value of \"a\""),
            (Array("\"a\" \"b\";".utf8), "Localizable.strings:1:5: error: expected '=' after the key \"a\""),
            (Array("/* open\n\"a\" = \"b\";".utf8), "Localizable.strings:1:1: error: this comment is not closed ('*/')"),
            (Array("\"a\" = \"\\U12\";".utf8), "Localizable.strings:1:8: error: \\U takes four hex digits"),
            (Array("\"a\" = \"\\UD800\";".utf8), "Localizable.strings:1:8: error: \\UD800 is not a character (a lone surrogate)"),
            // The second escape of a pair, read by the same helper, points at the first.
            (Array("\"a\" = \"\\UD83D\\u12\";".utf8), "Localizable.strings:1:8: error: \\u takes four hex digits"),
            (Array("\"a\" = \"\\UD83D\\U0041\";".utf8), "Localizable.strings:1:8: error: \\Ud83d is a lone surrogate"),
            (Array("\"a\" = = \"b\";".utf8), "Localizable.strings:1:7: error: expected a value in double quotes, found '='"),
            (Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xC3] + Array("\";".utf8), "Localizable.strings:2:8: error: invalid UTF-8 (a .strings file is UTF-8, or UTF-16 with a byte order mark)"),
            ([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], "Localizable.strings:1:1: error: invalid UTF-16: an unpaired surrogate"),
            ([0xFF, 0xFE, 0x22], "Localizable.strings:1:1: error: invalid UTF-16: an odd number of bytes"),
        ]
        for (bytes, expected) in cases {
            XCTAssertThrowsError(try parse(bytes), expected) { error in
                let diagnostic = error as? Diagnostic
                let location = diagnostic?.location.map { "\($0.file):\($0.line):\($0.column): error: " } ?? ""
                XCTAssertEqual(location + (diagnostic?.message ?? "\(error)"), expected)
            }
        }
    }

    func testLocaleFoldersAndDirection() {
        XCTAssertEqual(LocalizedStrings.lprojNames(for: "pt-BR"), ["pt", "pt_BR", "pt-BR"])
        XCTAssertEqual(LocalizedStrings.lprojNames(for: "ar"), ["ar"])
        XCTAssertEqual(LocalizedStrings.direction(of: "ar"), .rtl)
        XCTAssertEqual(LocalizedStrings.direction(of: "he-IL"), .rtl)
        XCTAssertEqual(LocalizedStrings.direction(of: "en_GB"), .ltr)
    }
}
