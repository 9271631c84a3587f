import XCTest
import Foundation

/// Proves the API from the outside: Tests/Fixtures/Consumer is a package that
/// depends on this one by path and snapshot-tests a card. Its goldens live
/// in *its* Goldens/, its artifacts in *its* .build. The consumer builds in
/// its own scratch folder (Tests/Fixtures/Consumer/.build), so it never
/// contends with the outer build; after the first build a run takes seconds.
final class ConsumerPackageTests: XCTestCase {
    static let consumer = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Consumer")

    var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    /// The golden the test recorded in the consumer, removed afterwards.
    var recorded: String?

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        if let recorded { try? FileManager.default.removeItem(atPath: recorded) }
    }

    /// `swift` on PATH, or nil.
    static var swift: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Run { var status: Int32; var output: String }

    /// `swift test` in the consumer with a clean snapshot environment plus `extra`.
    func swiftTest(_ swift: String, _ extra: [String: String], filter: String? = nil) throws -> Run {
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "GRAVITY_RECORD", "GRAVITY_GOLDENS", "GRAVITY_ARTIFACTS", "CONSUMER_TITLE", "CONSUMER_SNAPSHOT"] {
            environment[key] = nil
        }
        environment.merge(extra) { $1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["test", "--disable-swift-testing", "--package-path", Self.consumer.path,
                             "--scratch-path", Self.consumer.appendingPathComponent(".build").path]
            + (filter.map { ["--filter", $0] } ?? [])
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    func testConsumerPackageRecordsPassesAndFailsReadably() throws {
        guard let swift = Self.swift else { throw XCTSkip("`swift` is not on PATH; cannot build Tests/Fixtures/Consumer") }
        // A fresh snapshot name, so the run records into the consumer's own
        // Goldens/ without touching its committed golden (and so does not
        // depend on today's rendering).
        let named = "outer-\(UUID().uuidString.prefix(8))"
        let golden = Self.consumer.appendingPathComponent("Goldens/CardTests/testCard.\(named)@2x.png").path
        recorded = golden
        let artifacts = temporary.appendingPathComponent("artifacts").path
        let base = ["CONSUMER_SNAPSHOT": named, "GRAVITY_ARTIFACTS": artifacts]

        // 1. First run: the golden is written under the consumer's package root, and the test fails.
        let record = try swiftTest(swift, base, filter: "CardTests/testCard")
        XCTAssertNotEqual(record.status, 0)
        XCTAssertTrue(record.output.contains("Recorded a new golden for snapshot CardTests/testCard.\(named)@2x.png (400 x 96 px) at\n\(golden)\n"),
                      record.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden))

        // 2. Second run: everything passes.
        let pass = try swiftTest(swift, base)
        XCTAssertEqual(pass.status, 0, pass.output)
        XCTAssertTrue(pass.output.contains("Executed 2 tests, with 0 failures"), pass.output)

        // 3. A changed layout fails with figures, paths, commands and a report.
        var changed = base
        changed["CONSUMER_TITLE"] = "Cart"
        let fail = try swiftTest(swift, changed, filter: "CardTests/testCard")
        XCTAssertNotEqual(fail.status, 0)
        XCTAssertTrue(fail.output.contains("error: CardTests.testCard : failed - Snapshot CardTests/testCard.\(named)@2x.png does not match its golden"),
                      fail.output)
        XCTAssertTrue(fail.output.contains("\n  differing pixels: "), fail.output)
        XCTAssertTrue(fail.output.contains("golden:    \(golden)\n"), fail.output)
        XCTAssertTrue(fail.output.contains("reproduce: gravity diff \(artifacts)/CardTests/testCard.\(named)@2x.expected.png "), fail.output)
        XCTAssertTrue(fail.output.contains("accept:    GRAVITY_RECORD=failed swift test --package-path \(Self.consumer.path) --filter CardTests/testCard"),
                      fail.output)
        let index = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h2>CardTests/testCard.\(named)@2x.png <span class=\"status\">mismatch</span></h2>"), index)
        for kind in ["expected", "actual", "diff"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(artifacts)/CardTests/testCard.\(named)@2x.\(kind).png"), kind)
        }

        // 4. On CI a missing golden fails and nothing is written.
        var ci = base
        ci["CI"] = "true"
        ci["CONSUMER_SNAPSHOT"] = named + "-ci"
        let onCI = try swiftTest(swift, ci, filter: "CardTests/testCard")
        XCTAssertNotEqual(onCI.status, 0)
        XCTAssertTrue(onCI.output.contains("No golden for snapshot CardTests/testCard.\(named)-ci@2x.png (400 x 96 px), and recording is off (CI is set)."),
                      onCI.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.replacingOccurrences(of: named, with: named + "-ci")))
    }
}
