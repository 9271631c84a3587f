import XCTest
import Foundation

/// Outputs are written to a temporary file in the same folder and renamed:
/// a failed run leaves no temporary file and never replaces an existing one.
final class AtomicOutputTests: CLITestCase {
    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The target is a non-empty folder: the PNG is rendered, the rename fails.
    private func blockedTarget(_ name: String) throws -> URL {
        let target = temporary.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("keep.txt"))
        return target
    }

    func testSuccessfulRenderLeavesOnlyTheOutput() throws {
        let output = temporary.appendingPathComponent("out.png")
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", output.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try entries(temporary), ["out.png"])
    }

    func testRenderThatCannotBeWrittenLeavesNoTemporaryFile() throws {
        let target = try blockedTarget("out.png")
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", target.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("error: cannot write '\(target.path)': "), run.stderr)
        XCTAssertEqual(try entries(temporary), ["out.png"])
        XCTAssertEqual(try entries(target), ["keep.txt"])
    }

    func testFailedFileInABatchKeepsItsOldOutput() throws {
        let inputs = temporary.appendingPathComponent("in"), out = temporary.appendingPathComponent("out")
        for folder in [inputs, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try #"<View width="4" height="4" backgroundColor="red"/>"#.write(to: inputs.appendingPathComponent("good.xml"), atomically: true, encoding: .utf8)
        try #"<View width="4" height="nan"/>"#.write(to: inputs.appendingPathComponent("bad.xml"), atomically: true, encoding: .utf8)
        for name in ["good.png", "bad.png"] { try Data("old".utf8).write(to: out.appendingPathComponent(name)) }
        let run = try gravity(["render", inputs.appendingPathComponent("good.xml").path, inputs.appendingPathComponent("bad.xml").path,
                               "--out-dir", out.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try entries(out), ["bad.png", "good.png"])
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("bad.png"), encoding: .utf8), "old")
        XCTAssertNotEqual(try Data(contentsOf: out.appendingPathComponent("good.png")), Data("old".utf8))
    }

    func testDiffImageThatCannotBeWrittenLeavesNoTemporaryFile() throws {
        let image = temporary.appendingPathComponent("a.png")
        XCTAssertEqual(try gravity(["render", "Examples/Welcome.xml", "-o", image.path]).status, 0)
        let target = try blockedTarget("diff.png")
        let run = try gravity(["diff", image.path, image.path, "-o", target.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("error: cannot write '\(target.path)': "), run.stderr)
        XCTAssertEqual(try entries(temporary), ["a.png", "diff.png"])
        XCTAssertEqual(try entries(target), ["keep.txt"])
    }
}
