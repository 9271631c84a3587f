import XCTest
@testable import GravityTestingCore

/// The hunks are the ones `diff -u` prints for the same pair (checked with GNU diff 3.8).
final class UnifiedDiffTests: XCTestCase {
    let letters = (UnicodeScalar("a").value...UnicodeScalar("m").value).map { String(UnicodeScalar($0)!) + "\n" }.joined()

    func testChangesGetThreeLinesOfContextAndSeparateHunks() {
        let changed = letters.replacingOccurrences(of: "b\n", with: "B\n") + "n\n"
        let diff = UnifiedDiff(old: letters, new: changed)
        XCTAssertEqual(diff.changedLines, 3)
        XCTAssertEqual(diff.text(oldName: "o.txt", newName: "n.txt"), """
            --- o.txt
            +++ n.txt
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -11,3 +11,4 @@
             k
             l
             m
            +n

            """)
    }

    func testEmptySidesAndEqualTexts() {
        XCTAssertTrue(UnifiedDiff(old: "", new: "a\nb\n").text(oldName: "o", newName: "n").hasPrefix("--- o\n+++ n\n@@ -0,0 +1,2 @@\n+a\n+b\n"))
        XCTAssertTrue(UnifiedDiff(old: "a\nb\n", new: "").text(oldName: "o", newName: "n").hasPrefix("--- o\n+++ n\n@@ -1,2 +0,0 @@\n-a\n-b\n"))
        XCTAssertEqual(UnifiedDiff(old: letters, new: letters).text(oldName: "o", newName: "n"), "")
        // CRLF line ends and a missing final newline do not count as changes.
        XCTAssertEqual(UnifiedDiff(old: "a\r\nb\r\n", new: "a\nb").changedLines, 0)
    }

    func testNearbyChangesShareOneHunk() {
        let changed = letters.replacingOccurrences(of: "c\n", with: "C\n").replacingOccurrences(of: "i\n", with: "")
        XCTAssertEqual(UnifiedDiff(old: letters, new: changed).text(oldName: "o", newName: "n"), """
            --- o
            +++ n
            @@ -1,12 +1,11 @@
             a
             b
            -c
            +C
             d
             e
             f
             g
             h
            -i
             j
             k
             l

            """)
    }
}
