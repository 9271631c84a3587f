import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Byte-wise paths for ASCII strings (trimming, font-string tokens) must
/// give what the Character-wise paths give, and must decline anything else.
final class ASCIIFastPathTests: XCTestCase {
    /// Strings of up to 3 of these pieces in every order: every ASCII
    /// whitespace byte, "\r\n", quotes, letters, digits, other controls,
    /// and non-ASCII pieces (no-break space, a combining mark after a space,
    /// a precomposed letter, an emoji, an ideographic space).
    private static let pieces = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\r\n", "\"", "'", "a", "Inter", "16", "\u{1F}", "\u{7F}",
                                 "\u{A0}", " \u{301}", "é", "🙂", "\u{3000}", "\u{85}"]

    private static var samples: [String] {
        var samples = [""]
        for a in pieces {
            samples.append(a)
            for b in pieces {
                samples.append(a + b)
                for c in pieces { samples.append(a + b + c) }
            }
        }
        return samples + (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    }

    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    func testASCIITrimmingAgreesWithCharacterTrimming() {
        for text in Self.samples {
            let fast = text.asciiTrimmingSpaces()
            XCTAssertEqual(fast == nil, !Self.isASCII(text), "\(text.debugDescription): declined or not")
            if let fast { XCTAssertEqual(fast, text.unicodeTrimmingSpaces(), text.debugDescription) }
            XCTAssertEqual(text.trimmingSpaces(), text.unicodeTrimmingSpaces(), text.debugDescription)
        }
    }

    func testASCIIFontTokensAgreeWithCharacterTokens() {
        func tokens(_ read: () throws -> [(text: String, quoted: Bool)]?) -> String {
            do { return try read().map { $0.map { "\($0.quoted ? "q" : "w")[\($0.text)]" }.joined(separator: " ") } ?? "declined" }
            catch { return "error: \(error)" }
        }
        let fonts = Self.samples + ["System Semibold 16", "'EB Garamond' 12 40", "\"Inter\"Bold", "helvetica body bold 120%",
                                    "'unclosed", "a''b", "  Inter\t\r\nBold  ", "\"\"", "'Noto Sans' \"x y\" z"]
        for text in fonts {
            let fast = tokens { try FontDescriptor.asciiTokenize(text) }
            let general = tokens { try FontDescriptor.unicodeTokenize(text) }
            if Self.isASCII(text) {
                XCTAssertEqual(fast, general, text.debugDescription)
            } else {
                XCTAssertEqual(fast, "declined", text.debugDescription)
            }
            XCTAssertEqual(tokens { try FontDescriptor.tokenize(text) }, general, text.debugDescription)
        }
    }

    func testHashHexColoursAgreeWithTheGeneralReader() {
        func read(_ parse: () throws -> Color?) -> String {
            do { return try parse().map { "\($0.red) \($0.green) \($0.blue) \($0.alpha)" } ?? "declined" }
            catch { return "error: \(error)" }
        }
        var texts = ["#", "#fff", " #fff", "#fff ", "fff", "#ffg", "#FfA0", "#0076FF", "#0076ff80", "#0076ff8", "#ff\u{301}f",
                     "#１２３", "rgb(1,2,3)", "red", "#12345", "#1234567", "#123456789", ""]
        let digits = Array("09afAFgG")
        for length in 0...9 {
            for start in 0..<digits.count {
                texts.append("#" + String((0..<length).map { digits[($0 * 3 + start) % digits.count] }))
            }
        }
        for text in texts {
            let fast = read { Color.hashHex(text) }
            let general = read { try Color.parseAny(text) }
            let isHashHex = text.first == "#" && [4, 5, 7, 9].contains(text.utf8.count)
                && text.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0 | 0x20) }
            XCTAssertEqual(fast, isHashHex ? general : "declined", text.debugDescription)
            XCTAssertEqual(read { try Color.parse(text) }, general, text.debugDescription)
        }
    }

    func testPlainDecimalsAgreeWithTheCharacterTest() {
        let texts = Self.samples + ["12", "-1.5e3", "+.5E-2", "0x1p3", "1_000", "١٢", "１２", "12\u{301}", "e", "E+", "1 2", "½", "Ⅻ"]
        for text in texts {
            XCTAssertEqual(isPlainDecimal(text), text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }), text.debugDescription)
        }
    }

    func testTextStylesAreNamedCaseInsensitively() {
        for style in TextStyle.allCases {
            XCTAssertEqual(TextStyle.named(style.rawValue), style)
            XCTAssertEqual(TextStyle.named(style.rawValue.uppercased()), style)
        }
        XCTAssertEqual(TextStyle.named("LargeTitle"), .largeTitle)
        XCTAssertNil(TextStyle.named("title"))
        XCTAssertNil(TextStyle.named(""))
    }
}
