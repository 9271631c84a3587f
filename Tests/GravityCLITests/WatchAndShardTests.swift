import XCTest
import Foundation

/// `gravity render --shard i/n` and `gravity render --watch`.
final class ShardTests: CLITestCase {
    private func makeInputs(_ names: [String]) throws -> [String] {
        try names.map { name in
            let url = temporary.appendingPathComponent(name)
            try "<Z width=\"4\" height=\"4\"/>".write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    func testShardsAreContiguousSlicesOfTheSortedInputsAndCoverEachInputOnce() throws {
        let names = ["e.xml", "a.xml", "g.xml", "c.xml", "b.xml", "f.xml", "d.xml"]
        let inputs = try makeInputs(names)
        let out = temporary.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var slices: [[String]] = []
        for index in 1...3 {
            let run = try gravity(["render"] + inputs + ["--out-dir", out, "--shard", "\(index)/3"])
            XCTAssertEqual(run.status, 0, run.stderr)
            slices.append(run.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent })
        }
        // 7 inputs in 3 shards: ⌊7i/3⌋ boundaries 0, 2, 4, 7.
        XCTAssertEqual(slices, [["a.png", "b.png"], ["c.png", "d.png"], ["e.png", "f.png", "g.png"]])
        // The order the inputs are given in does not change the split.
        let reversed = try gravity(["render"] + inputs.reversed() + ["--out-dir", out, "--shard", "2/3"])
        XCTAssertEqual(reversed.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent }, ["c.png", "d.png"])
    }

    func testMoreShardsThanInputsLeavesSomeShardsEmpty() throws {
        let inputs = try makeInputs(["only.xml"])
        let first = try gravity(["render"] + inputs + ["--out-dir", temporary.path, "--shard", "1/2"])
        let second = try gravity(["render"] + inputs + ["--out-dir", temporary.path, "--shard", "2/2"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(first.stdout + second.stdout, temporary.appendingPathComponent("only.png").path + "\n")
    }

    func testABadShardIsAUsageError() throws {
        let inputs = try makeInputs(["a.xml"])
        for shard in ["0/3", "4/3", "1/0", "x/2", "1", "1/2/3"] {
            let run = try gravity(["render"] + inputs + ["--out-dir", temporary.path, "--shard", shard])
            XCTAssertEqual(run.status, 64, shard)
            XCTAssertTrue(run.stderr.contains("--shard"), run.stderr)
        }
    }
}

final class WatchTests: CLITestCase {
    private func pngWidth(_ path: URL) throws -> Int {
        let bytes = try Data(contentsOf: path)
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    private func checkRendersAgainOnEachSave(environment: [String: String]) throws {
        let layout = temporary.appendingPathComponent("card.xml")
        let output = temporary.appendingPathComponent("card.png")
        try "<Z width=\"10\" height=\"4\" backgroundColor=\"red\"/>".write(to: layout, atomically: true, encoding: .utf8)
        let watch = try RunningGravity(["render", layout.path, "-o", output.path, "--watch"], in: temporary, environment: environment)
        let first = watch.waitForLines(1)
        XCTAssertNotNil(first.first?.range(of: #"^\d\d:\d\d:\d\d rendered 1 file in \d+ ms$"#, options: .regularExpression), "\(first)")
        XCTAssertEqual(try pngWidth(output), 10)

        // An edit renders again; writing the output itself did not.
        try "<Z width=\"20\" height=\"4\" backgroundColor=\"red\"/>".write(to: layout, atomically: true, encoding: .utf8)
        watch.waitForLines(2)
        XCTAssertEqual(try pngWidth(output), 20)

        // A broken file: the error, located, and the last good output is kept.
        try "<Z width=\"10\" height=\"4\" backgroundColor=\"zz\"/>".write(to: layout, atomically: false, encoding: .utf8)
        let third = watch.waitForLines(3)
        XCTAssertNotNil(third.last?.range(of: #"^\d\d:\d\d:\d\d 1 of 1 file failed in \d+ ms$"#, options: .regularExpression), "\(third)")
        XCTAssertTrue(watch.standardError.contains("card.xml:1:43: error: backgroundColor:"), watch.standardError)
        XCTAssertEqual(try pngWidth(output), 20)

        // A file in the folder that is not an input (a log) starts nothing.
        try "log".write(to: temporary.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(watch.lines.count, 3, "\(watch.lines)")
        XCTAssertTrue(watch.isRunning)
        watch.interrupt()
        XCTAssertTrue(watch.waitForExit())
    }

    func testRendersAgainOnEachSaveWithINotify() throws {
        try checkRendersAgainOnEachSave(environment: [:])
    }

    func testRendersAgainOnEachSaveByPolling() throws {
        try checkRendersAgainOnEachSave(environment: ["GRAVITY_WATCH_POLL": "1"])
    }

    /// Two watchers in one folder: each one's output is an image the other
    /// could read, so they re-rendered each other forever. Outputs that
    /// carry Gravity's `Software` text are not inputs: both settle, and an
    /// edit renders each once more.
    func testTwoWatchersInOneFolderStayIdle() throws {
        var watchers: [RunningGravity] = []
        for name in ["a", "b"] {
            let layout = temporary.appendingPathComponent("\(name).xml")
            try "<Z width=\"10\" height=\"4\" backgroundColor=\"red\"/>".write(to: layout, atomically: true, encoding: .utf8)
            watchers.append(try RunningGravity(["render", layout.path, "-o", temporary.appendingPathComponent("\(name).png").path, "--watch"], in: temporary))
        }
        defer { for watcher in watchers { watcher.interrupt() } }
        for watcher in watchers { watcher.waitForLines(1) }
        Thread.sleep(forTimeInterval: 1.5)
        let settled = watchers.map(\.lines.count)
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(watchers.map(\.lines.count), settled, "still rendering: \(watchers.map(\.lines))")
        XCTAssertTrue(settled.allSatisfy { $0 <= 2 }, "\(watchers.map(\.lines))")
        // An edit to a layout in the folder renders each watcher once more.
        try "<Z width=\"20\" height=\"4\" backgroundColor=\"red\"/>".write(to: temporary.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        for (watcher, count) in zip(watchers, settled) { watcher.waitForLines(count + 1) }
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(watchers.map(\.lines.count), settled.map { $0 + 1 }, "\(watchers.map(\.lines))")
        XCTAssertEqual(try pngWidth(temporary.appendingPathComponent("a.png")), 20)
    }

    func testAChangedComponentRendersAgain() throws {
        let layout = temporary.appendingPathComponent("page.xml")
        let component = temporary.appendingPathComponent("Box.xml")
        let output = temporary.appendingPathComponent("page.png")
        try "<Z width=\"6\" height=\"6\"/>".write(to: component, atomically: true, encoding: .utf8)
        try "<H><Box/><Box/></H>".write(to: layout, atomically: true, encoding: .utf8)
        let watch = try RunningGravity(["render", layout.path, "-o", output.path, "--watch"], in: temporary)
        watch.waitForLines(1)
        XCTAssertEqual(try pngWidth(output), 12)
        try "<Z width=\"9\" height=\"6\"/>".write(to: component, atomically: true, encoding: .utf8)
        watch.waitForLines(2)
        XCTAssertEqual(try pngWidth(output), 18)
        watch.interrupt()
    }
}
