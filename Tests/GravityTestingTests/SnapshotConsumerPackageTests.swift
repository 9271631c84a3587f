import XCTest
import RequiredTools
import Foundation

/// Proves the swift-snapshot-testing strategies from the outside:
/// Tests/Fixtures/SnapshotConsumer enables Gravity's `SnapshotTesting` trait and
/// asserts with `assertSnapshot(of:as: .gravity(…))` and `.frames(…)`. Its
/// references live in *its* `__Snapshots__/`, written under the library's
/// record modes; failures leave expected/actual/diff files in `SNAPSHOT_ARTIFACTS`.
final class SnapshotConsumerPackageTests: XCTestCase {
    static let package = ConsumerPackage("SnapshotConsumer")
    /// swift-snapshot-testing 1.19.7 and its dependencies.
    static let snapshotTestingPackages = ["swift-custom-dump", "swift-snapshot-testing", "swift-syntax", "xctest-dynamic-overlay"]
    static let snapshots = package.path.appendingPathComponent("Tests/SnapshotConsumerTests/__Snapshots__/CardSnapshotTests")

    var temporary: URL!
    /// References the test recorded in the consumer, removed afterwards.
    var recorded: [String] = []

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-snapshot-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        for path in recorded { try? FileManager.default.removeItem(atPath: path) }
    }

    func testStrategiesRecordPassAndFailWithGravityFigures() throws {
        guard let swift = ConsumerPackage.swift else { try RequiredTools.missingTool("`swift` on PATH, to build Tests/Fixtures/SnapshotConsumer") }
        let package = Self.package
        let build = try package.build(swift)
        XCTAssertEqual(build.status, 0, build.output)
        // With the trait on, Gravity brings swift-snapshot-testing and what it
        // needs, and still not the CLI's swift-nio or swift-argument-parser.
        XCTAssertEqual(try package.packagesBelowGravity(swift), SnapshotConsumerPackageTests.snapshotTestingPackages)
        // A fresh name, so the run never touches the committed references.
        let named = "outer-\(UUID().uuidString.prefix(8))"
        let image = Self.snapshots.appendingPathComponent("testCard.\(named).png").path
        let frames = Self.snapshots.appendingPathComponent("testCardFrames.\(named).frames.json").path
        recorded = [image, frames]
        let artifacts = temporary.appendingPathComponent("artifacts").path
        let base = ["CONSUMER_SNAPSHOT": named, "SNAPSHOT_ARTIFACTS": artifacts]
        let cards = ["CardSnapshotTests/testCard", "CardSnapshotTests/testCardFrames"]

        // 1. First run (record mode missing): both references are written where
        //    swift-snapshot-testing keeps them, and the tests fail.
        let record = try package.test(base, tests: cards)
        XCTAssertNotEqual(record.status, 0)
        XCTAssertTrue(record.output.contains("No reference was found on disk. Automatically recorded snapshot: …\n\nopen \"file://\(image)\""),
                      record.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: image))
        XCTAssertTrue(try String(contentsOfFile: frames, encoding: .utf8).contains(#""element": "Label", "id": "title", "x": 46, "#))

        // 2. Second run: everything passes, the committed references too (the
        //    builder's card has the same PNG as the XML card).
        let pass = try package.test(base)
        XCTAssertEqual(pass.status, 0, pass.output)
        XCTAssertTrue(pass.output.contains("Executed 5 tests, with 0 failures"), pass.output)
        XCTAssertEqual(FileManager.default.contents(atPath: Self.snapshots.appendingPathComponent("testBuiltCard.row.png").path),
                       FileManager.default.contents(atPath: Self.snapshots.appendingPathComponent("testCard.row.png").path))

        // 3. A changed title fails with Gravity's figures, the frames diff and
        //    expected/actual/diff PNGs on disk.
        var changed = base
        changed["CONSUMER_TITLE"] = "Cart"
        let fail = try package.test(changed, tests: cards)
        XCTAssertNotEqual(fail.status, 0)
        XCTAssertTrue(fail.output.contains("Snapshot \"\(named)\" does not match reference."), fail.output)
        XCTAssertTrue(fail.output.contains("Gravity: the images differ (allowed: no differing pixels above threshold 0).\n  differing pixels: "),
                      fail.output)
        XCTAssertTrue(fail.output.contains("\n  bounding box: x "), fail.output)
        for kind in ["expected", "actual", "diff"] {
            let path = "\(artifacts)/CardSnapshotTests/testCard.1.\(kind).png"
            XCTAssertTrue(fail.output.contains(path), fail.output)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        }
        XCTAssertTrue(fail.output.contains("Gravity: the frames differ ("), fail.output)
        XCTAssertTrue(fail.output.contains(#"-        "text": {"content": "Card", "#), fail.output)
        XCTAssertTrue(fail.output.contains(#"+        "text": {"content": "Cart", "#), fail.output)

        // 4. SNAPSHOT_TESTING_RECORD=failed rewrites the failing references (and fails);
        //    the next run passes against them.
        changed["SNAPSHOT_TESTING_RECORD"] = "failed"
        let rewrite = try package.test(changed, tests: cards)
        XCTAssertNotEqual(rewrite.status, 0)
        XCTAssertTrue(rewrite.output.contains("does not match reference. A new snapshot was automatically recorded."), rewrite.output)
        changed["SNAPSHOT_TESTING_RECORD"] = nil
        let afterRewrite = try package.test(changed, tests: cards)
        XCTAssertEqual(afterRewrite.status, 0, afterRewrite.output)

        // 5. SNAPSHOT_TESTING_RECORD=never: a missing reference fails and is not written.
        let never = try package.test(["CONSUMER_SNAPSHOT": named + "-never", "SNAPSHOT_TESTING_RECORD": "never"],
                                     tests: ["CardSnapshotTests/testCard"])
        XCTAssertNotEqual(never.status, 0)
        XCTAssertTrue(never.output.contains("New snapshot was not recorded because recording is disabled"), never.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image.replacingOccurrences(of: named, with: named + "-never")))

        // 6. A layout with errors fails with the located diagnostic, nothing recorded over the reference.
        var broken = base
        broken["CONSUMER_TITLE"] = "Ca<rt"
        let error = try package.test(broken, tests: ["CardSnapshotTests/testCard"])
        XCTAssertNotEqual(error.status, 0)
        XCTAssertTrue(error.output.contains("<string>:3:"), error.output)
        XCTAssertTrue(error.output.contains("The layout has errors:\n"), error.output)
        XCTAssertTrue(FileManager.default.contents(atPath: image).map { $0.starts(with: [0x89, 0x50, 0x4e, 0x47]) } ?? false)
    }
}
