import XCTest
@testable import GravityText

/// The spaces that hang at a line's end and the soft hyphen, recognised by
/// scalar: each one alone, and nothing else, even when it starts a longer
/// character. (Where lines may break is ICU's: LineBreakConformanceTests.)
final class BreakCharacterTests: XCTestCase {
    func testHangingSpaces() {
        for space: Character in [" ", "\t", "\u{3000}", "\u{2009}", "\u{200B}"] {
            XCTAssertTrue(space.isBreakingSpace, "U+\(String(space.unicodeScalars.first!.value, radix: 16))")
        }
        // No-break space, narrow no-break space, a letter, a space carrying an accent.
        for other: Character in ["\u{A0}", "\u{202F}", "a", " \u{301}"] {
            XCTAssertFalse(other.isBreakingSpace, "U+\(String(other.unicodeScalars.first!.value, radix: 16))")
        }
    }

    func testSoftHyphenAgreesWithCharacterEquality() {
        for character: Character in ["\u{AD}", "-", "a", " ", "e\u{301}", "\r\n", "\u{2011}"] {
            XCTAssertEqual(character.isSoftHyphen, character == ShapedParagraph.softHyphen,
                           "U+\(String(character.unicodeScalars.first!.value, radix: 16))")
        }
    }
}
