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

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
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
        for key in ["CI", "GRAVITY_RECORD", "GRAVITY_GOLDENS", "GRAVITY_ARTIFACTS", "CONSUMER_TITLE"] {
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
        let golden = Self.consumer.appendingPathComponent("Goldens/CardTests/testCard.row@2x.png").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden), "the consumer's golden is committed at \(golden)")

        // 1. The committed golden matches.
        let pass = try swiftTest(swift, [:])
        XCTAssertEqual(pass.status, 0, pass.output)
        XCTAssertTrue(pass.output.contains("Executed 2 tests, with 0 failures"), pass.output)

        // 2. A changed layout fails with figures, paths, commands and a report.
        let artifacts = temporary.appendingPathComponent("artifacts").path
        let fail = try swiftTest(swift, ["CONSUMER_TITLE": "Cart", "GRAVITY_ARTIFACTS": artifacts], filter: "CardTests/testCard")
        XCTAssertNotEqual(fail.status, 0)
        XCTAssertTrue(fail.output.contains("error: CardTests.testCard : failed - Snapshot CardTests/testCard.row@2x.png does not match its golden"),
                      fail.output)
        XCTAssertTrue(fail.output.contains("golden:    \(golden)\n"), fail.output)
        XCTAssertTrue(fail.output.contains("reproduce: gravity diff \(artifacts)/CardTests/testCard.row@2x.expected.png "), fail.output)
        XCTAssertTrue(fail.output.contains("accept:    GRAVITY_RECORD=failed swift test --package-path \(Self.consumer.path) --filter CardTests/testCard"),
                      fail.output)
        let index = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h2>CardTests/testCard.row@2x.png <span class=\"status\">mismatch</span></h2>"), index)
        for kind in ["expected", "actual", "diff"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(artifacts)/CardTests/testCard.row@2x.\(kind).png"), kind)
        }

        // 3. On CI a missing golden fails and nothing is written.
        let goldens = temporary.appendingPathComponent("goldens").path
        let ci = try swiftTest(swift, ["CI": "true", "GRAVITY_GOLDENS": goldens, "GRAVITY_ARTIFACTS": artifacts],
                               filter: "CardTests/testCard")
        XCTAssertNotEqual(ci.status, 0)
        XCTAssertTrue(ci.output.contains("No golden for snapshot CardTests/testCard.row@2x.png (400 x 96 px), and recording is off (CI is set)."),
                      ci.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens))
    }
}
