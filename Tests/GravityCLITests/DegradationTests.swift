import XCTest
import Foundation

/// What degrades says so, and what cannot be done stops cleanly: a cut-off
/// font, a missing ICU, a file size limit, a canvas larger than memory.
final class DegradationTests: CLITestCase {
    func testATruncatedFontIsSkippedWithAWarningNamingIt() throws {
        let fonts = temporary.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let whole = try Data(contentsOf: CLITests.packageRoot.appendingPathComponent("Fonts/LiberationSans-Bold.ttf"))
        try whole.prefix(whole.count / 2).write(to: fonts.appendingPathComponent("Half.ttf"))
        let input = temporary.appendingPathComponent("a.xml")
        try "<Label text=\"Hi\" font=\"Liberation Sans\"/>".write(to: input, atomically: true, encoding: .utf8)
        let run = try gravity(["check", input.path, "--fonts", fonts.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        // The directory's first table past the end: FFTM at 414428 + 28.
        XCTAssertEqual(run.stderr, "warning: font file '\(fonts.path)/Half.ttf' is truncated or damaged (its table 'FFTM' ends at byte 414456 of 207228) and is skipped\n")
        let families = try gravity(["frames", input.path, "--fonts", fonts.path])
        XCTAssertFalse(families.stdout.contains("Unknown"))
    }

    func testAFontWithoutAReadableNameIsSkippedWithAWarning() throws {
        let fonts = temporary.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        var bytes = [UInt8](try Data(contentsOf: CLITests.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts/GravityTest.ttf")))
        // Its 'name' table (at 3392, 252 bytes) zeroed: no name records.
        for offset in 3392..<(3392 + 252) { bytes[offset] = 0 }
        try Data(bytes).write(to: fonts.appendingPathComponent("Nameless.ttf"))
        let input = temporary.appendingPathComponent("a.xml")
        try "<Label text=\"Hi\"/>".write(to: input, atomically: true, encoding: .utf8)
        let run = try gravity(["check", input.path, "--fonts", fonts.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "warning: font file '\(fonts.path)/Nameless.ttf' has no family name that can be read (a damaged 'name' table?) and is skipped\n")
    }

    func testLineBreakingWithoutICUWarnsOnceNamingTheLibrary() throws {
        let input = temporary.appendingPathComponent("a.xml")
        try "<V width=\"60\"><Label lines=\"0\" text=\"one two three four five six\"/><Label lines=\"0\" text=\"seven eight nine ten\"/></V>"
            .write(to: input, atomically: true, encoding: .utf8)
        let missing = "libicuuc-missing.so.0"
        let run = try GravityProcess.run(["check", input.path], environment: ["GRAVITY_TEST_ICU_LIBRARY": missing])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "warning: line breaking without ICU: '\(missing)' cannot be used (\(missing): cannot open shared object file: No such file or directory); "
                       + "lines break between any two characters where they are full, not at word boundaries (install the libicu package)\n")
        // With ICU, nothing to say.
        XCTAssertEqual(try gravity(["check", input.path]).stderr, "")
    }

    func testAFileSizeLimitFailsTheWriteAndLeavesNoTemporaryFile() throws {
        let output = temporary.appendingPathComponent("welcome.png")
        let binary = CLITests.binary.path
        // bash's ulimit -f counts 1024-byte blocks; the PNG is larger.
        let run = try GravityProcess.run(["-c", "ulimit -f 4; exec '\(binary)' render Examples/Welcome.xml -o '\(output.path)'"],
                                         executable: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("error: cannot write '\(output.path)': the file would pass the file size limit (ulimit -f) at 4096 bytes of "), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    func testAnAbsurdCanvasLimitIsAUsageErrorAndAHugeCanvasIsRefusedBeforeAllocating() throws {
        let input = temporary.appendingPathComponent("a.xml")
        try "<Z/>".write(to: input, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("a.png")
        let absurd = try gravity(["render", input.path, "-o", output.path, "--max-canvas", "9223372036854775807", "--width", "900000", "--height", "900000"])
        XCTAssertEqual(absurd.status, 64)
        XCTAssertTrue(absurd.stderr.contains("--max-canvas must be at most 16,777,216"), absurd.stderr)
        let huge = try gravity(["render", input.path, "-o", output.path, "--max-canvas", "1048576", "--width", "900000", "--height", "900000"])
        XCTAssertEqual(huge.status, 1)
        XCTAssertTrue(huge.stderr.hasPrefix("\(input.path):1:1: error: the canvas of 900000 × 900000 device pixels would need 3.2 TB of memory, more than the "), huge.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        // Frames need no pixels.
        XCTAssertEqual(try gravity(["frames", input.path, "--max-canvas", "1048576", "--width", "900000", "--height", "900000"]).status, 0)
    }
}
