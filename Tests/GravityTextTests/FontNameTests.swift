import XCTest
@testable import GravityText

/// `normalizedFontName` reads ASCII names byte by byte; it must give what
/// the Character-based rule gives (lowercased, without whitespace, `-`, `_`).
final class FontNameTests: XCTestCase {
    private func byCharacters(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    func testASCIINamesNormaliseAsCharactersDo() {
        var names = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        names += ["STIX General", "STIXGeneral-Regular", "Inter Semi_Bold", "EB Garamond 12", "JetBrains\tMono\r\n",
                  "  Liberation  Sans ", "A-Z_a-z 0-9", ""]
        for name in names {
            XCTAssertEqual(normalizedFontName(name), byCharacters(name), name.debugDescription)
        }
        XCTAssertEqual(normalizedFontName("STIX General"), "stixgeneral")
    }

    func testOtherNamesStillNormalise() {
        for name in ["Noto Sans Arabic\u{00A0}UI", "ÉCOLE Sans", "Straße-Mono", "源ノ角ゴシック JP", "X\u{2003}Y"] {
            XCTAssertEqual(normalizedFontName(name), byCharacters(name), name)
        }
        XCTAssertEqual(normalizedFontName("ÉCOLE Sans"), "écolesans")
    }
}
