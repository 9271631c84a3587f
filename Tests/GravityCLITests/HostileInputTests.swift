import XCTest
import Foundation

/// Every file in Tests/Fixtures/hostile/ must end in exit status 1 with a
/// located message, in bounded time, and leave no output file behind.
final class HostileInputTests: CLITestCase {
    private func fixture(_ name: String) -> String {
        Self.packageRoot.appendingPathComponent("Tests/Fixtures/hostile/\(name)").path
    }

    /// Renders a fixture; asserts exit 1, no output, and returns stderr.
    private func renderFails(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = temporary.appendingPathComponent("out.png")
        let start = Date()
        let run = try gravity(["render", fixture(name), "-o", output.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "took too long", file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), file: file, line: line)
        return run.stderr
    }

    func testMalformed() throws {
        let stderr = try renderFails("malformed.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("malformed.xml") + ":3:1: error: closing tag </V> does not match <Label>"), stderr)
    }

    func testBillionLaughsIsRefusedWithoutExpansion() throws {
        let stderr = try renderFails("billion-laughs.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("billion-laughs.xml") + ":2:1: error: DTDs and entity declarations are not allowed"), stderr)
    }

    func testExternalEntityIsRefused() throws {
        let stderr = try renderFails("external-entity.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("external-entity.xml") + ":2:1: error: DTDs and entity declarations are not allowed"), stderr)
        XCTAssertFalse(stderr.contains("root:"), "must never read /etc/passwd")
    }

    func testUndeclaredEntity() throws {
        let stderr = try renderFails("undeclared-entity.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("undeclared-entity.xml") + ":2:18: error: unknown entity '&xxe;'"), stderr)
    }

    func testHundredThousandDeepNestingStopsAtTheLimit() throws {
        let stderr = try renderFails("deep-nesting.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("deep-nesting.xml") + ":1:769: error: elements are nested more than 256 deep (the limit)"), stderr)
    }

    func testBadNumbersAreAllReportedInOneRun() throws {
        let stderr = try renderFails("bad-numbers.xml")
        let path = fixture("bad-numbers.xml")
        let expected = [
            "\(path):1:11: error: width: 'NaN' is not a size",
            "\(path):1:25: error: spacing: 'inf' is not a number",
            "\(path):2:16: error: height: '-10' is not a size",
            "\(path):2:28: error: width: '1e400' is not a size",
            "\(path):3:30: error: font: font size 1e9 is out of range",
            "\(path):4:22: error: cornerRadius: '-3' must not be negative",
            "\(path):4:35: error: opacity: '2' must be between 0 and 1",
            "\(path):4:55: error: backgroundColor: '#ggg' is not a colour",
        ]
        for prefix in expected {
            XCTAssertTrue(stderr.components(separatedBy: "\n").contains { $0.hasPrefix(prefix) }, "missing \(prefix) in\n\(stderr)")
        }
    }

    func testEmptyFile() throws {
        let stderr = try renderFails("empty.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("empty.xml") + ":1:1: error: the file is empty"), stderr)
    }

    func testBinaryGarbage() throws {
        let stderr = try renderFails("garbage.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("garbage.xml") + ":1:1: error: the file is not valid UTF-8 text"), stderr)
    }

    func testHugeCanvasIsRefusedBeforeAllocation() throws {
        let stderr = try renderFails("huge-canvas.xml")
        XCTAssertTrue(stderr.hasPrefix(fixture("huge-canvas.xml") + ":1:1: error: the canvas would be 100000 × 100000 device pixels, more than the limit of 16384 × 16384"), stderr)
        // The limit can be raised; a small raise is still refused.
        let raised = try gravity(["render", fixture("huge-canvas.xml"), "-o", temporary.appendingPathComponent("x.png").path, "--max-canvas", "20000"])
        XCTAssertEqual(raised.status, 1)
    }
}
