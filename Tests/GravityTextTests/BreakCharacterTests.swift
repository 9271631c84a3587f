import XCTest
@testable import GravityText

/// The characters lines break at (SPEC §2.6: at spaces and after hyphens),
/// recognised by scalar: each one alone, and nothing else, even when it
/// starts a longer character.
final class BreakCharacterTests: XCTestCase {
    func testBreakingSpaces() {
        for space: Character in [" ", "\t", "\u{3000}", "\u{2009}", "\u{200B}"] {
            XCTAssertTrue(space.isBreakingSpace, "U+\(String(space.unicodeScalars.first!.value, radix: 16))")
            XCTAssertFalse(space.isBreakingHyphen)
        }
        // No-break space, narrow no-break space, a letter, a space carrying an accent.
        for other: Character in ["\u{A0}", "\u{202F}", "a", " \u{301}"] {
            XCTAssertFalse(other.isBreakingSpace, "U+\(String(other.unicodeScalars.first!.value, radix: 16))")
        }
    }

    func testBreakingHyphens() {
        for hyphen: Character in ["-", "\u{2010}", "\u{2013}"] {
            XCTAssertTrue(hyphen.isBreakingHyphen, "U+\(String(hyphen.unicodeScalars.first!.value, radix: 16))")
            XCTAssertFalse(hyphen.isBreakingSpace)
        }
        // Non-breaking hyphen, em dash, minus sign, a hyphen carrying an accent.
        for other: Character in ["\u{2011}", "\u{2014}", "\u{2212}", "-\u{301}"] {
            XCTAssertFalse(other.isBreakingHyphen, "U+\(String(other.unicodeScalars.first!.value, radix: 16))")
        }
    }

    func testSoftHyphenAgreesWithCharacterEquality() {
        for character: Character in ["\u{AD}", "-", "a", " ", "e\u{301}", "\r\n", "\u{2011}"] {
            XCTAssertEqual(character.isSoftHyphen, character == ShapedParagraph.softHyphen,
                           "U+\(String(character.unicodeScalars.first!.value, radix: 16))")
        }
    }
}
