import Foundation
import XCTest
import RequiredTools
@testable import GravityText

/// Unicode's conformance test for the line breaking algorithm (UAX #14),
/// `LineBreakTest.txt` of Debian's `unicode-data` (the Unicode version of
/// ICU's data), run through the line breaker's own code: every case
/// passes or is one of the tailorings README's Decisions list, and the
/// exact count of each is asserted, so a change of rules fails here.
final class LineBreakConformanceTests: XCTestCase {
    static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    /// One test line: the scalars, where a line may start (scalar offsets
    /// after 0, the last the count), and each scalar's class as the file names it.
    struct Case {
        var line: Int
        var scalars: [UInt32]
        var breaks: [Int]
        var classes: [String]
    }

    /// The tailorings: a break UAX #14 (default rules) and the breaker
    /// disagree on, told apart by the classes around it.
    enum Tailoring: String, CaseIterable {
        /// CSS `line-break: normal` (ICU's `@lb=normal`): small kana and
        /// `ー` (class CJ) are ideographs (ID), not non-starters (NS).
        case cjAsIdeograph
        /// No break after a hyphen that starts the text (`-#`, `-§`): ICU
        /// already has Unicode 15.1's LB20a, "do not break after a
        /// word-initial hyphen".
        case wordInitialHyphen
        /// No break between `.`, `,` (IS) or `-` (HY) and a digit after
        /// it (`.35`, `a.2`), and a break before such a `.` after a space
        /// (`equals |.35`): ICU's numbers, Unicode 15.1's LB15c and LB25.
        case punctuationBeforeDigit
        /// No break inside a grapheme cluster (a label's character): UAX #14
        /// allows one before an emoji modifier or a ZWJ after a space or a
        /// letter (`a🏻`, space + ZWJ), which extend the character before
        /// them (UAX #29 GB9), so a line never starts with a lone modifier.
        case insideGraphemeCluster
    }

    func testEveryCaseOfLineBreakTestPassesOrIsADocumentedTailoring() throws {
        let cases = try Self.cases()
        XCTAssertEqual(cases.count, 7654, "LineBreakTest.txt of Unicode 15.0")
        // Cases by the tailorings that explain them ("a+b" when two do).
        var counts: [String: Int] = [:]
        var passed = 0
        for test in cases {
            let found = Self.breaks(test)
            if found == test.breaks {
                passed += 1
                continue
            }
            let clusters = Set(Self.characterStarts(test))
            let differing = Set(found).symmetricDifference(test.breaks).sorted()
            let tailorings = differing.map {
                clusters.contains($0) ? Self.tailoring(test, at: $0, expectedBreak: test.breaks.contains($0)) : .insideGraphemeCluster
            }
            guard !tailorings.contains(nil) else {
                XCTFail("line \(test.line): \(test.classes.joined(separator: " ")) expected breaks \(test.breaks), found \(found)")
                continue
            }
            counts[Set(tailorings.compactMap { $0?.rawValue }).sorted().joined(separator: "+"), default: 0] += 1
        }
        XCTAssertEqual(passed, 7224)
        XCTAssertEqual(counts, ["cjAsIdeograph": 93, "wordInitialHyphen": 8, "punctuationBeforeDigit": 14,
                                "insideGraphemeCluster": 314, "cjAsIdeograph+insideGraphemeCluster": 1])
    }

    /// ICU's iterator alone, on the file's scalars (no grapheme clusters):
    /// 7538 cases pass, the others are the CSS, hyphen and number tailorings.
    func testICUsIteratorAloneFailsOnlyItsTailorings() throws {
        var passed = 0
        for test in try Self.cases() {
            var utf16: [UInt16] = []
            var scalarOf: [Int: Int] = [:]  // UTF-16 offset → scalar offset
            for (index, scalar) in test.scalars.enumerated() {
                scalarOf[utf16.count] = index
                utf16.append(contentsOf: Unicode.Scalar(scalar)!.utf16)
            }
            scalarOf[utf16.count] = test.scalars.count
            let found = try XCTUnwrap(LineBreakIterator.withIterator { $0.boundaries(utf16) }).map { scalarOf[$0]! }
            passed += found == test.breaks ? 1 : 0
        }
        XCTAssertEqual(passed, 7538)
    }

    /// The breaker's segments of `test`, as scalar offsets where lines may
    /// start. Characters are Swift's grapheme clusters, as in a label.
    static func breaks(_ test: Case) -> [Int] {
        let characterStart = characterStarts(test)
        return LineBreaker.segments(scalars: test.scalars, characterStart: characterStart).map { characterStart[$0.upperBound] }
    }

    /// Where each character (grapheme cluster) of `test` starts, as scalar
    /// offsets, with the scalar count at the end (ShapedParagraph's `characterStart`).
    static func characterStarts(_ test: Case) -> [Int] {
        let text = String(String.UnicodeScalarView(test.scalars.map { Unicode.Scalar($0)! }))
        var characterStart: [Int] = []
        var scalar = 0
        for character in text {
            characterStart.append(scalar)
            scalar += character.unicodeScalars.count
        }
        characterStart.append(scalar)
        return characterStart
    }

    /// Which tailoring explains the disagreement at scalar offset `offset`, if one does.
    static func tailoring(_ test: Case, at offset: Int, expectedBreak: Bool) -> Tailoring? {
        let after = offset < test.classes.count ? test.classes[offset] : ""
        // The character before, combining marks skipped (UAX #14 LB9).
        var base = offset - 1
        while base > 0, ["CM", "CM1_CM", "ZWJ"].contains(test.classes[base]) { base -= 1 }
        let before = base >= 0 ? test.classes[base] : ""
        if after.hasPrefix("CJ") || before.hasPrefix("CJ") { return .cjAsIdeograph }
        if expectedBreak, base == 0, before == "HY" { return .wordInitialHyphen }
        if expectedBreak, after == "NU", ["IS", "HY"].contains(before) { return .punctuationBeforeDigit }
        if !expectedBreak, after == "IS", before == "SP", offset + 1 < test.classes.count, test.classes[offset + 1] == "NU" {
            return .punctuationBeforeDigit
        }
        return nil
    }

    /// The cases of the file. A missing file skips the test, but fails it
    /// under CI or `make test` (which installs `unicode-data`).
    static func cases() throws -> [Case] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            try RequiredTools.missingTool("\(path) (Debian's unicode-data; `make test` installs it)")
        }
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let fields = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var test = Case(line: index + 1, scalars: [], breaks: [], classes: [])
            for field in fields {
                switch field {
                case "÷": if !test.scalars.isEmpty { test.breaks.append(test.scalars.count) }
                case "×": break
                default: test.scalars.append(UInt32(field, radix: 16)!)
                }
            }
            // "× [0.3] NAME (CLASS) ÷ [999.0] NAME (CLASS) ÷ [0.3]": each
            // scalar's class is the last parenthesis before the next rule.
            let comment = parts.count > 1 ? String(parts[1]) : ""
            let pieces = comment.split(separator: "]").dropFirst()
            for piece in pieces {
                guard let open = piece.lastIndex(of: "("), let close = piece.lastIndex(of: ")") else { continue }
                test.classes.append(String(piece[piece.index(after: open)..<close]))
            }
            XCTAssertEqual(test.classes.count, test.scalars.count, "classes of line \(index + 1)")
            cases.append(test)
        }
        return cases
    }
}
