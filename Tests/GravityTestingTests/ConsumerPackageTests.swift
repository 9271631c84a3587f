import XCTest
import RequiredTools
import Foundation

/// Proves the API from the outside: Tests/Fixtures/Consumer is a package that
/// depends on this one by path (GravityTesting only) and snapshot-tests a card.
/// Its goldens live in *its* Goldens/, its artifacts in *its* .build.
final class ConsumerPackageTests: XCTestCase {
    static let package = ConsumerPackage("Consumer")
    static let consumer = package.path

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

    func testConsumerPackageRecordsPassesAndFailsReadably() throws {
        guard let swift = ConsumerPackage.swift else { try RequiredTools.missingTool("`swift` on PATH, to build Tests/Fixtures/Consumer") }
        let build = try Self.package.build(swift)
        XCTAssertEqual(build.status, 0, build.output)
        // A fresh snapshot name, so the run records into the consumer's own
        // Goldens/ without touching its committed golden (and so does not
        // depend on today's rendering).
        let named = "outer-\(UUID().uuidString.prefix(8))"
        let golden = Self.consumer.appendingPathComponent("Goldens/CardTests/testCard.\(named)@2x.png").path
        recorded = golden
        let artifacts = temporary.appendingPathComponent("artifacts").path
        let base = ["CONSUMER_SNAPSHOT": named, "GRAVITY_ARTIFACTS": artifacts]

        // 1. First run: the golden is written under the consumer's package root, and the test fails.
        let record = try Self.package.test(base, tests: ["CardTests/testCard"])
        XCTAssertNotEqual(record.status, 0)
        XCTAssertTrue(record.output.contains("Recorded a new golden for snapshot CardTests/testCard.\(named)@2x.png (400 x 96 px) at\n\(golden)\n"),
                      record.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden))

        // 2. Second run: everything passes.
        let pass = try Self.package.test(base)
        XCTAssertEqual(pass.status, 0, pass.output)
        XCTAssertTrue(pass.output.contains("Executed 2 tests, with 0 failures"), pass.output)

        // 3. A changed layout fails with figures, paths, commands and a report.
        var changed = base
        changed["CONSUMER_TITLE"] = "Cart"
        let fail = try Self.package.test(changed, tests: ["CardTests/testCard"])
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
        let onCI = try Self.package.test(ci, tests: ["CardTests/testCard"])
        XCTAssertNotEqual(onCI.status, 0)
        XCTAssertTrue(onCI.output.contains("No golden for snapshot CardTests/testCard.\(named)-ci@2x.png (400 x 96 px), and recording is off (CI is set)."),
                      onCI.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.replacingOccurrences(of: named, with: named + "-ci")))

        // 5. Depending on GravityTesting alone never fetches or builds swift-snapshot-testing
        //    (it sits behind Gravity's `SnapshotTesting` trait), nor swift-nio and
        //    swift-argument-parser (only the `gravity` executable uses them, and it is
        //    no product: SwiftPM resolves a dependency's products' targets only).
        //    Resolved from nothing in a fresh scratch folder: no package is fetched.
        let fresh = temporary.appendingPathComponent("scratch")
        XCTAssertEqual(try Self.package.packagesBelowGravity(swift, scratch: fresh), [])
        for folder in ["checkouts", "repositories"] {
            let fetched = (try? FileManager.default.contentsOfDirectory(atPath: fresh.appendingPathComponent(folder).path)) ?? []
            XCTAssertEqual(fetched, [], folder)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.consumer.appendingPathComponent("Package.resolved").path))
        //    The build plan of the run above names none of their modules.
        let plan = try String(contentsOf: Self.consumer.appendingPathComponent(".build/debug.yaml"), encoding: .utf8)
        for module in ["SnapshotTesting", "NIOCore", "ArgumentParser"] {
            XCTAssertFalse(plan.contains("/\(module).build/"), module)
        }
        XCTAssertTrue(plan.contains("/GravityTesting.build/"))
    }
}
