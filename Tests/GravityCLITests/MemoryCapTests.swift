import XCTest
import Foundation

/// Under an address-space limit (`ulimit -v`, common in sandboxes) the
/// 1 GiB command stack or a worker's stack cannot be reserved: every command
/// still ends, on a smaller stack or serially, or says why it cannot.
final class MemoryCapTests: CLITestCase {
    /// Runs `gravity` under `ulimit -v kilobytes`, killed after 60 s (status 124).
    private func gravity(_ arguments: [String], underKilobytes kilobytes: Int) throws -> Run {
        let start = Date()
        let run = try GravityProcess.run(["/bin/sh", "-c", "ulimit -v \(kilobytes) && exec timeout 60 \"$@\"", "sh",
                                          Self.binary.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "\(arguments) under \(kilobytes) kB took too long")
        return run
    }

    func testEveryCommandEndsUnderOneAndTwoGiB() throws {
        let image = temporary.appendingPathComponent("welcome.png")
        XCTAssertEqual(try GravityProcess.run(["render", "Examples/Welcome.xml", "-o", image.path]).status, 0)
        for kilobytes in [1 << 20, 2 << 20] {
            let output = temporary.appendingPathComponent("out-\(kilobytes).png")
            let render = try gravity(["render", "Examples/Welcome.xml", "-o", output.path], underKilobytes: kilobytes)
            XCTAssertEqual(render.status, 0, "render under \(kilobytes) kB: \(render.stderr)")
            XCTAssertEqual(try Data(contentsOf: output), try Data(contentsOf: image), "same bytes under \(kilobytes) kB")

            let folder = temporary.appendingPathComponent("out-\(kilobytes)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let batch = try gravity(["render", "Examples/Welcome.xml", "Examples/Cards.xml", "Examples/Images.xml",
                                     "--out-dir", folder.path], underKilobytes: kilobytes)
            XCTAssertEqual(batch.status, 0, "render --out-dir under \(kilobytes) kB: \(batch.stderr)")
            XCTAssertEqual(batch.stdout.split(separator: "\n").count, 3, batch.stdout)

            let frames = try gravity(["frames", "Examples/Welcome.xml"], underKilobytes: kilobytes)
            XCTAssertEqual(frames.status, 0, "frames under \(kilobytes) kB: \(frames.stderr)")
            XCTAssertNotNil(frames.json["root"])

            let check = try gravity(["check", "Examples/Welcome.xml"], underKilobytes: kilobytes)
            XCTAssertEqual(check.status, 0, "check under \(kilobytes) kB: \(check.stderr)")

            let diff = try gravity(["diff", image.path, output.path], underKilobytes: kilobytes)
            XCTAssertEqual(diff.status, 0, "diff under \(kilobytes) kB: \(diff.stderr)")
            XCTAssertTrue(diff.stdout.contains("within tolerance"), diff.stdout)
        }
    }

    /// 4096 levels still fit under 1 GiB (half of it for the stack).
    func testTheDeepestNestingFitsUnderOneGiB() throws {
        let file = temporary.appendingPathComponent("deep.xml")
        try (String(repeating: "<V>", count: 4000) + "<View width=\"1\" height=\"1\"/>" + String(repeating: "</V>", count: 4000))
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try gravity(["check", file.path, "--max-depth", "4096"], underKilobytes: 1 << 20)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    /// When even a smaller stack cannot hold the asked depth, a usage error
    /// says so (never a hang or a stack overflow).
    func testTooDeepALimitForTheGrantedStackIsAUsageError() throws {
        let run = try gravity(["check", "Examples/Welcome.xml", "--max-depth", "4096"], underKilobytes: 400_000)
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertNotNil(run.stderr.range(of: #"^Error: --max-depth must be at most [0-9]+ here: a deeper document needs more stack than half the address space this process may map \(is virtual memory limited, ulimit -v\?\)"#,
                                         options: .regularExpression), run.stderr)
    }
}
