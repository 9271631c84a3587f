import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class JSONReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> DataValue {
        try JSONReader.parse(SourceFile(path: "d.json", text: text))
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testValues() throws {
        XCTAssertEqual(try parse(#" {"a": [1, -2.5e1, true, false, null], "s": "é\n\u00e9\ud83d\ude00\"", "o": {}} "#),
                       .object(["a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
                                "s": .string("é\né😀\""), "o": .object([:])]))
        XCTAssertEqual(try parse("\u{FEFF}[]"), .array([]))
    }

    func testErrorsAreLocated() {
        XCTAssertEqual(error("{\n  \"a\": 1,\n  \"b\": tru\n}"), "d.json:3:8: error: invalid JSON: expected a value, found 't'")
        XCTAssertEqual(error("{\"a\": 1,}"), "d.json:1:9: error: invalid JSON: expected a key in double quotes, found '}'")
        XCTAssertEqual(error("{'a': 1}"), "d.json:1:2: error: invalid JSON: expected a key in double quotes, found '''")
        XCTAssertEqual(error("[1 2]"), "d.json:1:4: error: invalid JSON: expected ',' or ']' in the array, found '2'")
        XCTAssertEqual(error("{\"a\": 1, \"a\": 2}"), "d.json:1:10: error: invalid JSON: duplicate key \"a\"")
        XCTAssertEqual(error("[01]"), "d.json:1:2: error: invalid JSON: numbers do not start with 0")
        XCTAssertEqual(error("[1e999]"), "d.json:1:2: error: invalid JSON: number 1e999 is too large")
        XCTAssertEqual(error("\"abc"), "d.json:1:1: error: invalid JSON: unterminated string (missing \")")
        XCTAssertEqual(error("[\"a\tb\"]"), "d.json:1:4: error: invalid JSON: control characters must be escaped in strings (\\n, \\t, \\u00XX)")
        XCTAssertEqual(error("[\"\\x\"]"), "d.json:1:3: error: invalid JSON: unknown escape '\\x'")
        XCTAssertEqual(error("[\"\\ud800\"]"), "d.json:1:3: error: invalid JSON: a high surrogate must be followed by a low one (\\uDC00…\\uDFFF)")
        XCTAssertEqual(error("{} x"), "d.json:1:4: error: invalid JSON: unexpected 'x' after the JSON value")
        XCTAssertEqual(error(""), "d.json:1:1: error: invalid JSON: expected a value, found the end of the file")
        XCTAssertEqual(error(String(repeating: "[", count: 300)), "d.json:1:257: error: invalid JSON: arrays and objects nest more than 256 deep")
    }

    func testDataFilesMergeLaterWinsAndNeedAnObject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        let c = folder.appendingPathComponent("c.json").path
        try #"{"user": {"name": "Ada", "age": 36}, "theme": "dark"}"#.write(toFile: a, atomically: true, encoding: .utf8)
        try #"{"user": {"age": 37}}"#.write(toFile: b, atomically: true, encoding: .utf8)
        try "[1]".write(toFile: c, atomically: true, encoding: .utf8)
        let (data, sources) = try DataFiles.load([a, b])
        XCTAssertEqual(data, .object(["user": .object(["name": .string("Ada"), "age": .number(37)]), "theme": .string("dark")]))
        XCTAssertEqual(sources.map(\.path), [a, b])
        XCTAssertThrowsError(try DataFiles.load([c, folder.appendingPathComponent("missing.json").path])) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.items.map(\.description), [
                "\(c):1:1: error: a data file holds one JSON object ({ … }) at its top, not an array",
                "error: cannot read '\(folder.appendingPathComponent("missing.json").path)': no such file",
            ])
        }
    }
}
