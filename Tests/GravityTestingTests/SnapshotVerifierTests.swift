import XCTest
@testable import GravityTestingCore

/// The decisions of `assertLayoutSnapshot`, tested through the XCTest-free core.
final class SnapshotVerifierTests: XCTestCase {
    var root: String!
    let card = SnapshotName(testClass: "CardTests", testName: "testCard()", named: "row", scale: 2)

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-verifier-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func verifier(_ environment: [String: String] = [:]) throws -> SnapshotVerifier {
        SnapshotVerifier(environment: try SnapshotEnvironment(packageRoot: root, environment: environment))
    }

    func snapshot(_ image: RGBAImage) throws -> RenderedSnapshot {
        RenderedSnapshot(image: image, png: try image.pngBytes())
    }

    var goldenPath: String { root + "/Goldens/CardTests/testCard.row@2x.png" }
    var artifacts: String { root + "/.build/gravity-artifacts" }

    func writeGolden(_ image: RGBAImage) throws {
        try FileManager.default.createDirectory(atPath: root + "/Goldens/CardTests", withIntermediateDirectories: true)
        try Data(image.pngBytes()).write(to: URL(fileURLWithPath: goldenPath))
    }

    func testMissingGoldenIsWrittenAndFails() throws {
        let image = RGBAImage.edge(8, 6, at: 3)
        let outcome = try verifier().verify(snapshot(image), as: card)
        XCTAssertFalse(outcome.passed)
        XCTAssertTrue(outcome.wroteGolden)
        XCTAssertEqual(outcome.goldenPath, goldenPath)
        XCTAssertEqual(try RGBAImage(contentsOfFile: goldenPath), image)
        XCTAssertTrue(outcome.failure!.hasPrefix("Recorded a new golden for snapshot CardTests/testCard.row@2x.png (8 x 6 px) at\n\(goldenPath)\n"),
                      outcome.failure!)
        // The second run passes against the recorded golden.
        let again = try verifier().verify(snapshot(image), as: card)
        XCTAssertNil(again.failure)
        XCTAssertFalse(again.wroteGolden)
        XCTAssertEqual(again.comparison?.differingPixels, 0)
    }

    func testCINeverWritesAGolden() throws {
        for ci in ["true", "1", "yes"] {
            let outcome = try verifier(["CI": ci]).verify(snapshot(.filled(4, 4)), as: card)
            XCTAssertFalse(outcome.passed)
            XCTAssertFalse(outcome.wroteGolden)
            XCTAssertFalse(FileManager.default.fileExists(atPath: goldenPath))
            XCTAssertTrue(outcome.failure!.hasPrefix("No golden for snapshot CardTests/testCard.row@2x.png (4 x 4 px), and recording is off (CI is set)."),
                          outcome.failure!)
            XCTAssertTrue(outcome.failure!.contains("record it:        GRAVITY_RECORD=missing swift test --package-path \(root!) --filter CardTests/testCard"),
                          outcome.failure!)
            // The rendering is kept as an artifact for the CI job to upload.
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts + "/CardTests/testCard.row@2x.actual.png"))
        }
        // A record: parameter left in a test does not write on CI either…
        let parameter = try verifier(["CI": "true"]).verify(snapshot(.filled(4, 4)), as: card, record: .all)
        XCTAssertFalse(parameter.wroteGolden)
        // …only GRAVITY_RECORD set on the CI machine itself does.
        let explicit = try verifier(["CI": "true", "GRAVITY_RECORD": "missing"]).verify(snapshot(.filled(4, 4)), as: card)
        XCTAssertTrue(explicit.wroteGolden)
        XCTAssertFalse(explicit.passed)
    }

    func testOnePixelChangeFailsWithFiguresPathsAndCommands() throws {
        let golden = RGBAImage.filled(20, 10)
        try writeGolden(golden)
        var actual = golden
        actual.set(4, 2, (0, 0, 0, 255))
        let outcome = try verifier().verify(snapshot(actual), as: card)
        XCTAssertEqual(outcome.comparison?.differingPixels, 1)
        XCTAssertFalse(outcome.wroteGolden)
        let expectedArtifact = artifacts + "/CardTests/testCard.row@2x.expected.png"
        let actualArtifact = artifacts + "/CardTests/testCard.row@2x.actual.png"
        let diffArtifact = artifacts + "/CardTests/testCard.row@2x.diff.png"
        XCTAssertEqual(outcome.failure, """
            Snapshot CardTests/testCard.row@2x.png does not match its golden (allowed: no differing pixels above threshold 0).
              differing pixels: 1 of 200 (0.5%)
              largest distance: 0.9659
              bounding box: x 4…4, y 2…2 (1 x 1 px)
              anti-aliased pixels: 0
            golden:    \(goldenPath)
            expected:  \(expectedArtifact)
            actual:    \(actualArtifact)
            diff:      \(diffArtifact)
            report:    \(artifacts)/index.html
            reproduce: gravity diff \(expectedArtifact) \(actualArtifact) -o \(diffArtifact)
            accept:    GRAVITY_RECORD=failed swift test --package-path \(root!) --filter CardTests/testCard
            """)
        XCTAssertEqual(try RGBAImage(contentsOfFile: expectedArtifact), golden)
        XCTAssertEqual(try RGBAImage(contentsOfFile: actualArtifact), actual)
        XCTAssertEqual(try RGBAImage(contentsOfFile: diffArtifact).pixel(4, 2), [255, 0, 0, 255])
        let index = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h1>Gravity snapshot failures (1)</h1>"), index)
        XCTAssertTrue(index.contains("<img src=\"CardTests/testCard.row@2x.expected.png\""), index)
        XCTAssertTrue(index.contains("<img src=\"CardTests/testCard.row@2x.diff.png\""), index)
        XCTAssertEqual(try RGBAImage(contentsOfFile: goldenPath), golden, "a failure without recording leaves the golden alone")

        // Fixing the rendering removes the entry from the report.
        XCTAssertNil(try verifier().verify(snapshot(golden), as: card).failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: actualArtifact))
        XCTAssertTrue(try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8).contains("No failing snapshots."))
    }

    func testReportShowsEveryFailureSideBySide() throws {
        try writeGolden(.filled(5, 5))
        var changed = RGBAImage.filled(5, 5)
        changed.set(2, 2, (0, 0, 0, 255))
        let other = SnapshotName(testClass: "BadgeTests", testName: "testBadge", scale: 1)
        XCTAssertFalse(try verifier().verify(snapshot(changed), as: card).passed)
        XCTAssertFalse(try verifier().verify(snapshot(changed), as: other).passed)  // missing: recorded
        let index = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h1>Gravity snapshot failures (2)</h1>"), index)
        XCTAssertTrue(index.contains("<h2>BadgeTests/testBadge@1x.png <span class=\"status\">recorded</span></h2>"), index)
        XCTAssertTrue(index.contains("<h2>CardTests/testCard.row@2x.png <span class=\"status\">mismatch</span></h2>"), index)
        XCTAssertTrue(index.range(of: "BadgeTests")!.lowerBound < index.range(of: "CardTests")!.lowerBound, "sorted by snapshot")
        let figures = ["Expected (golden)", "Actual", "Diff"].map { "<figcaption>\($0)</figcaption>" }
        for caption in figures { XCTAssertTrue(index.contains(caption), caption) }
    }

    func testBudgetAdmitsOnePixel() throws {
        let golden = RGBAImage.filled(20, 10)
        try writeGolden(golden)
        var actual = golden
        actual.set(4, 2, (0, 0, 0, 255))
        let outcome = try verifier().verify(snapshot(actual), as: card, tolerance: .perceptual(maxDiffPixels: 1))
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.comparison?.differingPixels, 1)
        let tight = try verifier().verify(snapshot(actual), as: card, tolerance: .perceptual(threshold: 0.2, maxDiffRatio: 0.001))
        XCTAssertTrue(tight.failure!.contains("allowed: at most 0.1% of pixels above threshold 0.2"), tight.failure!)
        XCTAssertTrue(tight.failure!.contains(" -o \(artifacts)/CardTests/testCard.row@2x.diff.png --threshold 0.2 --max-diff-ratio 0.001\n"), tight.failure!)
    }

    func testAntiAliasingOnlyChangePasses() throws {
        let golden = RGBAImage.edge(10, 10, at: 5)
        try writeGolden(golden)
        var actual = golden
        actual.set(5, 5, (128, 128, 128, 255))
        let outcome = try verifier().verify(snapshot(actual), as: card)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.comparison?.antiAliasedPixels, 1)
        XCTAssertNotNil(try verifier().verify(snapshot(actual), as: card, tolerance: Tolerance(includeAntiAliasing: true)).failure)
    }

    func testSizeMismatchNamesBothSizes() throws {
        try writeGolden(.filled(20, 10))
        let outcome = try verifier().verify(snapshot(.filled(20, 12)), as: card,
                                            tolerance: .perceptual(threshold: 1, maxDiffRatio: 1))
        XCTAssertTrue(outcome.failure!.contains("""
              size mismatch: expected 20 x 10 px, actual 20 x 12 px; compared on 20 x 12 px, where the 40 pixels outside one image differ
              differing pixels: 40 of 240 (16.6667%)

            """), outcome.failure!)
        // The diff image shows the two rows only the actual image has.
        XCTAssertTrue(outcome.failure!.contains("\ndiff:      \(artifacts)/CardTests/testCard.row@2x.diff.png\n"), outcome.failure!)
        let diff = try RGBAImage(contentsOfFile: artifacts + "/CardTests/testCard.row@2x.diff.png")
        XCTAssertEqual(diff.width, 20)
        XCTAssertEqual(diff.height, 12)
        XCTAssertEqual(diff.pixel(3, 9), [255, 255, 255, 255])
        XCTAssertEqual(diff.pixel(3, 10), [255, 0, 0, 255])
    }

    func testCorruptGoldenGivesAClearError() throws {
        try FileManager.default.createDirectory(atPath: root + "/Goldens/CardTests", withIntermediateDirectories: true)
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: goldenPath))
        let outcome = try verifier().verify(snapshot(.filled(3, 3)), as: card)
        XCTAssertFalse(outcome.wroteGolden)
        XCTAssertTrue(outcome.failure!.hasPrefix("The golden of snapshot CardTests/testCard.row@2x.png is not a readable PNG: \(goldenPath): not a readable PNG: "),
                      outcome.failure!)
        XCTAssertTrue(outcome.failure!.contains("Replace it with the current rendering: GRAVITY_RECORD=failed swift test"), outcome.failure!)
        XCTAssertEqual(try String(contentsOfFile: goldenPath, encoding: .utf8), "GIF89a")
        // GRAVITY_RECORD=failed replaces it.
        let rerecorded = try verifier(["GRAVITY_RECORD": "failed"]).verify(snapshot(.filled(3, 3)), as: card)
        XCTAssertTrue(rerecorded.wroteGolden)
        XCTAssertFalse(rerecorded.passed)
        XCTAssertEqual(try RGBAImage(contentsOfFile: goldenPath), .filled(3, 3))
    }

    func testRecordModes() throws {
        let golden = RGBAImage.filled(6, 6)
        var changed = golden
        changed.set(1, 1, (0, 0, 255, 255))
        try writeGolden(golden)
        // failed: a matching golden is left alone, a failing one rewritten (and the test fails).
        XCTAssertFalse(try verifier(["GRAVITY_RECORD": "failed"]).verify(snapshot(golden), as: card).wroteGolden)
        let failed = try verifier(["GRAVITY_RECORD": "failed"]).verify(snapshot(changed), as: card)
        XCTAssertTrue(failed.wroteGolden)
        XCTAssertTrue(failed.failure!.contains("Re-recorded the golden (record mode failed); review it before committing."), failed.failure!)
        XCTAssertEqual(try RGBAImage(contentsOfFile: goldenPath), changed)
        // all: rewrites even a matching golden, and fails.
        let all = try verifier().verify(snapshot(changed), as: card, record: .all)
        XCTAssertTrue(all.wroteGolden)
        XCTAssertTrue(all.failure!.hasPrefix("Re-recorded the golden of snapshot CardTests/testCard.row@2x.png (record mode all); it matched."), all.failure!)
        // never: a missing golden fails without writing, even off CI.
        try FileManager.default.removeItem(atPath: goldenPath)
        let never = try verifier(["GRAVITY_RECORD": "never"]).verify(snapshot(golden), as: card)
        XCTAssertFalse(never.wroteGolden)
        XCTAssertTrue(never.failure!.contains("recording is off (record mode never)"), never.failure!)
    }

    func testUnwritableArtifactsKeepTheComparisonMessage() throws {
        try writeGolden(.filled(4, 4))
        var changed = RGBAImage.filled(4, 4)
        changed.set(0, 0, (0, 0, 0, 255))
        // The artifacts folder is a file: nothing can be written under it.
        try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: artifacts))
        let outcome = try verifier().verify(snapshot(changed), as: card)
        XCTAssertTrue(outcome.failure!.hasPrefix("Snapshot CardTests/testCard.row@2x.png does not match its golden"), outcome.failure!)
        XCTAssertTrue(outcome.failure!.contains("\n  differing pixels: 1 of 16 (6.25%)\n"), outcome.failure!)
        XCTAssertTrue(outcome.failure!.contains("\nSnapshot CardTests/testCard.row@2x.png: "), outcome.failure!)
    }

    func testEnvironmentSettings() throws {
        let environment = try SnapshotEnvironment(packageRoot: "/p", environment: [
            "GRAVITY_GOLDENS": "Reference", "GRAVITY_ARTIFACTS": "/tmp/out", "GRAVITY_RECORD": "ALL"])
        XCTAssertEqual(environment.goldensDirectory, "/p/Reference")
        XCTAssertEqual(environment.artifactsDirectory, "/tmp/out")
        XCTAssertEqual(environment.recordMode(parameter: nil), .all)
        XCTAssertEqual(environment.recordMode(parameter: .never), .never)
        let plain = try SnapshotEnvironment(packageRoot: "/p", environment: [:])
        XCTAssertEqual(plain.goldensDirectory, "/p/Goldens")
        XCTAssertEqual(plain.artifactsDirectory, "/p/.build/gravity-artifacts")
        XCTAssertEqual(plain.recordMode(parameter: nil), .missing)
        XCTAssertEqual(try SnapshotEnvironment(packageRoot: "/p", environment: ["CI": "false"]).recordMode(parameter: nil), .missing)
        XCTAssertEqual(try SnapshotEnvironment(packageRoot: "/p", environment: ["CI": "true"]).recordMode(parameter: nil), .never)
        XCTAssertThrowsError(try SnapshotEnvironment(packageRoot: "/p", environment: ["GRAVITY_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "GRAVITY_RECORD=sometimes is not one of missing, all, failed, never")
        }
    }

    func testSnapshotNamesAndPackageRoot() throws {
        XCTAssertEqual(card.relativePath, "CardTests/testCard.row@2x.png")
        XCTAssertEqual(SnapshotName(testClass: "A", testName: "testB", scale: 1).fileName, "testB@1x.png")
        XCTAssertEqual(SnapshotName(testClass: "A", testName: "testB", scale: 1.5).fileName, "testB@1.5x.png")
        XCTAssertEqual(SnapshotName.methodName("testCard()"), "testCard")
        XCTAssertEqual(SnapshotName.methodName("CardTests.testCard"), "testCard")
        XCTAssertEqual(SnapshotName.methodName("-[CardTests testCard]"), "testCard")
        // This file's package is this repository.
        let packageRoot = try GoldenStore.packageRoot(containing: #filePath)
        XCTAssertTrue(FileManager.default.fileExists(atPath: packageRoot + "/Tests/GravityTestingTests/SnapshotVerifierTests.swift"))
        XCTAssertThrowsError(try GoldenStore.packageRoot(containing: "/nonexistent/dir/file.swift"))
    }
}
