import XCTest
import RequiredTools
import Foundation

/// `gravity metrics` against the font tables (values read with fontTools 4.68:
/// hhea ascent/descent/lineGap, OS/2 sCapHeight/sxHeight, head unitsPerEm).
final class MetricsCommandTests: XCTestCase {
    func gravity(_ arguments: [String]) throws -> CLITests.Run {
        try GravityProcess.run(arguments)
    }

    override func setUpWithError() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: CLITests.binary.path), "the gravity binary (not built at \(CLITests.binary.path))")
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try gravity(["metrics"] + arguments + ["--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    func testLiberationSerifAgreesWithItsTables() throws {
        let metrics = try json(["Liberation Serif", "--size", "18"])
        // unitsPerEm 2048; hhea 1825 / −443 / 87; OS/2 v3 sCapHeight 1341, sxHeight 940.
        let scale = 18 / 2048.0
        XCTAssertEqual(metrics["family"] as? String, "Liberation Serif")
        XCTAssertEqual(metrics["style"] as? String, "Regular")
        XCTAssertEqual(((metrics["file"] as? String).map { ($0 as NSString).lastPathComponent }), "LiberationSerif-Regular.ttf")
        XCTAssertEqual(metrics["size"] as? Double, 18)
        XCTAssertEqual(metrics["unitsPerEm"] as? Double, 2048)
        XCTAssertEqual(try XCTUnwrap(metrics["ascender"] as? Double), 1825 * scale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(metrics["descender"] as? Double), -443 * scale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(metrics["lineGap"] as? Double), 87 * scale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(metrics["lineHeight"] as? Double), 2355 * scale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(metrics["capHeight"] as? Double), 1341 * scale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(metrics["xHeight"] as? Double), 940 * scale, accuracy: 1e-12)
        XCTAssertEqual(metrics["capHeightSource"] as? String, "os2")
        XCTAssertEqual(metrics["xHeightSource"] as? String, "os2")
    }

    func testKeysInTheOrderOfTheSpec() throws {
        let run = try gravity(["metrics", "System Bold 32", "--json"])
        let keys = run.stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "\"")
            return parts.count > 1 ? String(parts[1]) : nil
        }
        XCTAssertEqual(keys, ["family", "style", "file", "size", "unitsPerEm", "ascender", "descender", "lineGap",
                              "lineHeight", "capHeight", "xHeight", "capHeightSource", "xHeightSource"])
        XCTAssertTrue(run.stdout.contains("\"style\": \"Bold\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"ascender\": 31,"), run.stdout)  // 2728 × 32 / 2816
    }

    func testOutlineSourcesForDejaVuSans() throws {
        // OS/2 version 1: no sCapHeight; H and x outlines top out at 1493 and 1120 of 2048.
        let metrics = try json(["DejaVu Sans 14"])
        XCTAssertEqual(metrics["capHeightSource"] as? String, "outline")
        XCTAssertEqual(metrics["xHeightSource"] as? String, "outline")
        XCTAssertEqual(metrics["capHeight"] as? Double, 1493 * 14 / 2048.0)
        XCTAssertEqual(metrics["xHeight"] as? Double, 1120 * 14 / 2048.0)
        XCTAssertEqual(metrics["descender"] as? Double, -483 * 14 / 2048.0)
    }

    func testExtraFontFolderAndExactBoxFont() throws {
        let metrics = try json(["GravityTest", "--size", "16", "--fonts", "Tests/Fixtures/Fonts"])
        XCTAssertEqual(metrics["ascender"] as? Double, 12.5)
        XCTAssertEqual(metrics["descender"] as? Double, -3.125)
        XCTAssertEqual(metrics["lineGap"] as? Double, 3.125)
        XCTAssertEqual(metrics["lineHeight"] as? Double, 18.75)
        XCTAssertEqual(metrics["capHeight"] as? Double, 10.9375)
        XCTAssertEqual(metrics["xHeight"] as? Double, 7.8125)
    }

    func testHumanReadableTable() throws {
        let run = try gravity(["metrics", "EB Garamond 40"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "EB Garamond 40 pt")
        XCTAssertTrue(lines.contains("ascender    28.4 pt"), run.stdout)  // 710 × 40 / 1000
        XCTAssertTrue(lines.contains("lineHeight  40 pt"), run.stdout)
        XCTAssertTrue(lines.contains("capHeight   26 pt (OS/2 sCapHeight)"), run.stdout)
    }

    /// Metrics are arithmetic: any finite positive size, beyond a label's 2048.
    func testAnyFinitePositiveSize() throws {
        let large = try json(["GravityTest", "--size", "100000", "--fonts", "Tests/Fixtures/Fonts"])
        let small = try json(["GravityTest", "--size", "16", "--fonts", "Tests/Fixtures/Fonts"])
        XCTAssertEqual(large["size"] as? Double, 100000)
        XCTAssertEqual(try XCTUnwrap(large["lineHeight"] as? Double), try XCTUnwrap(small["lineHeight"] as? Double) * 6250, accuracy: 1e-6)
        let inString = try json(["GravityTest 5000", "--fonts", "Tests/Fixtures/Fonts"])
        XCTAssertEqual(inString["size"] as? Double, 5000)
        let tiny = try json(["GravityTest", "--size", "0.001", "--fonts", "Tests/Fixtures/Fonts"])
        XCTAssertEqual(tiny["size"] as? Double, 0.001)
    }

    func testErrors() throws {
        let unknown = try gravity(["metrics", "Comic Sans 12"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.hasPrefix("error: unknown font family 'Comic Sans'; available: DejaVu Sans, Droid Sans Fallback, EB Garamond, Inter"), unknown.stderr)
        let badSize = try gravity(["metrics", "System 0"])
        XCTAssertEqual(badSize.status, 1)
        XCTAssertEqual(badSize.stderr, "error: font size 0 is out of range (more than 0)\n")
        XCTAssertEqual(try gravity(["metrics", "System", "--size", "-3"]).status, 64)
        XCTAssertEqual(try gravity(["metrics", "System", "--size", "inf"]).status, 64)
        XCTAssertEqual(try gravity(["metrics", "System", "--size", "nan"]).status, 64)
        XCTAssertEqual(try gravity(["metrics"]).status, 64)
    }
}
