import XCTest
import Foundation

/// `gravity format FILE… [--check]`.
final class FormatCommandTests: CLITestCase {
    private let messy = "<V spacing=\"4\" id=\"a\">\n\t<Z  width=\"4\" height=\"4\" /></V>"
    private let canonical = "<V id=\"a\" spacing=\"4\">\n  <Z width=\"4\" height=\"4\"/>\n</V>\n"

    private func write(_ text: String, _ name: String) throws -> String {
        let url = temporary.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testCheckListsFilesThatWouldChangeAndChangesNothing() throws {
        let bad = try write(messy, "bad.xml"), good = try write(canonical, "good.xml")
        let run = try gravity(["format", "--check", good, bad])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "would reformat \(bad)\n")
        XCTAssertEqual(try String(contentsOfFile: bad, encoding: .utf8), messy)
        let clean = try gravity(["format", "--check", good])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    func testFormatRewritesFilesInPlaceAndSearchesFolders() throws {
        let nested = try write(messy, "folder/sub/a.xml")
        let good = try write(canonical, "folder/b.xml")
        _ = try write("not a layout", "folder/notes.txt")
        let run = try gravity(["format", temporary.appendingPathComponent("folder").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "reformatted \(nested)\n")
        XCTAssertEqual(try String(contentsOfFile: nested, encoding: .utf8), canonical)
        XCTAssertEqual(try String(contentsOfFile: good, encoding: .utf8), canonical)
        XCTAssertEqual(try gravity(["format", "--check", temporary.appendingPathComponent("folder").path]).status, 0)
    }

    /// A malformed expression (LayoutTool's `testMalformedExpression`):
    /// located, exit 1, the file left as it was; a Layout file otherwise
    /// takes LayoutTool's style, and `--dialect` picks one for all.
    func testAMalformedExpressionIsALocatedErrorAndNothingIsWritten() throws {
        let layout = "<UIView>\n  <UIView left=\"10 +\" top=\"1\"/>\n</UIView>\n"
        let broken = try write(layout, "broken.xml")
        let run = try gravity(["format", broken])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("\(broken):2:21: error: <UIView> left=\"10 +\": expected a value, found the end"), run.stderr)
        XCTAssertEqual(try String(contentsOfFile: broken, encoding: .utf8), layout)
        let fixed = try write("<UIView>\n  <UIView left=\"10+2\" top=\"1\"/>\n</UIView>\n", "fixed.xml")
        XCTAssertEqual(try gravity(["format", fixed]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: fixed, encoding: .utf8), "<UIView>\n    <UIView\n        left=\"10 + 2\"\n        top=\"1\"\n    />\n</UIView>\n")
        let gravityStyle = try gravity(["format", "--dialect", "gravity", fixed])
        XCTAssertEqual(gravityStyle.status, 0, gravityStyle.stderr)
        XCTAssertEqual(try String(contentsOfFile: fixed, encoding: .utf8), "<UIView>\n  <UIView left=\"10 + 2\" top=\"1\"/>\n</UIView>\n")
    }

    func testABrokenFileIsALocatedErrorAndIsLeftAlone() throws {
        let broken = try write("<V>\n  <Z>\n</V>\n", "broken.xml"), other = try write(messy, "other.xml")
        let run = try gravity(["format", broken, other])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(broken):3:1: error: closing tag </V> does not match <Z>"), run.stderr)
        XCTAssertEqual(try String(contentsOfFile: broken, encoding: .utf8), "<V>\n  <Z>\n</V>\n")
        // The other file is still formatted.
        XCTAssertEqual(run.stdout, "reformatted \(other)\n")
    }

    /// A named file that is no layout is refused, saying why, and left
    /// alone; `--force` formats it; a folder search skips it either way.
    func testANamedNonLayoutIsRefusedUnlessForced() throws {
        let pom = "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><a>1</a></project>\n"
        let file = try write(pom, "maven/pom.xml")
        let lower = try write("<resources><string>x</string></resources>\n", "maven/strings.xml")
        let layout = try write(messy, "maven/Main.xml")
        let run = try gravity(["format", file, lower, layout])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: '\(file)' is not a layout document (its root <project> declares the XML namespace xmlns=\"http://maven.apache.org/POM/4.0.0\", which layouts never do); it is left alone (give --force to format it anyway)\n"
                       + "error: '\(lower)' is not a layout document (its root <resources> does not start with a capital letter, as layout elements and components do); it is left alone (give --force to format it anyway)\n")
        XCTAssertEqual(run.stdout, "reformatted \(layout)\n")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), pom)
        let forced = try gravity(["format", "--force", file])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8),
                       "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n  <a>1</a>\n</project>\n")
        try pom.write(toFile: file, atomically: true, encoding: .utf8)
        let folder = try gravity(["format", "--force", "--check", temporary.appendingPathComponent("maven").path])
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertEqual(folder.stdout, "")
    }

    func testTheExamplesAreInCanonicalForm() throws {
        let run = try gravity(["format", "--check", "Examples"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }
}
