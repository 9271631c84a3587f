import XCTest
@testable import GravityTestingCore

/// Geometry snapshots through the XCTest-free core: record modes, the diff, artifacts.
final class FramesSnapshotVerifierTests: XCTestCase {
    var root: String!
    let card = SnapshotName(testClass: "CardTests", testName: "testCard()", named: "row", scale: 2, format: .frames)

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-frames-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func verifier(_ environment: [String: String] = [:]) throws -> SnapshotVerifier {
        SnapshotVerifier(environment: try SnapshotEnvironment(packageRoot: root, environment: environment))
    }

    var goldenPath: String { root + "/Goldens/CardTests/testCard.row@2x.frames.json" }
    var artifacts: String { root + "/.build/gravity-artifacts/CardTests/testCard.row@2x.frames" }

    func frames(title: String = "Card", y: String = "12") -> String {
        """
        {
          "canvas": {"width": 200, "height": 48, "scale": 2},
          "root": {
            "element": "H", "id": null, "x": 0, "y": 0, "width": 200, "height": 48,
            "children": [
              {
                "element": "Label", "id": "title", "x": 12, "y": \(y), "width": 40, "height": 24,
                "text": {"content": "\(title)", "font": "Inter SemiBold 17", "lines": 1, "baseline": 30, "lastBaseline": 30, "capTop": 17.5, "xTop": 21},
                "children": []
              }
            ]
          }
        }

        """
    }

    func testNamesAndArtifactPaths() {
        XCTAssertEqual(card.relativePath, "CardTests/testCard.row@2x.frames.json")
        let paths = ArtifactReport(directory: "/a").paths(for: card)
        XCTAssertEqual(paths.expected, "CardTests/testCard.row@2x.frames.expected.json")
        XCTAssertEqual(paths.actual, "CardTests/testCard.row@2x.frames.actual.json")
        XCTAssertEqual(paths.diff, "CardTests/testCard.row@2x.frames.diff")
    }

    func testMissingGoldenIsWrittenAndFailsThenPasses() throws {
        let outcome = try verifier().verifyFrames(frames(), as: card)
        XCTAssertTrue(outcome.wroteGolden)
        XCTAssertEqual(outcome.failure, """
            Recorded a new golden for frames snapshot CardTests/testCard.row@2x.frames.json at
            \(goldenPath)
            Look at it, commit it, and run the test again: a new golden fails once, so it is reviewed rather than trusted.
            """)
        XCTAssertEqual(try String(contentsOfFile: goldenPath, encoding: .utf8), frames())
        let again = try verifier().verifyFrames(frames(), as: card)
        XCTAssertNil(again.failure)
        XCTAssertFalse(again.wroteGolden)
        // Passing removes the entry the recording left in the report.
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts + ".actual.json"))
    }

    func testChangeFailsWithAUnifiedDiffAndArtifacts() throws {
        _ = try verifier().verifyFrames(frames(), as: card)
        let outcome = try verifier().verifyFrames(frames(title: "Cart", y: "12.5"), as: card)
        XCTAssertFalse(outcome.wroteGolden)
        XCTAssertEqual(outcome.failure, """
            Frames snapshot CardTests/testCard.row@2x.frames.json does not match its golden (4 changed lines):
            --- golden CardTests/testCard.row@2x.frames.json
            +++ actual
            @@ -4,8 +4,8 @@
                 "element": "H", "id": null, "x": 0, "y": 0, "width": 200, "height": 48,
                 "children": [
                   {
            -        "element": "Label", "id": "title", "x": 12, "y": 12, "width": 40, "height": 24,
            -        "text": {"content": "Card", "font": "Inter SemiBold 17", "lines": 1, "baseline": 30, "lastBaseline": 30, "capTop": 17.5, "xTop": 21},
            +        "element": "Label", "id": "title", "x": 12, "y": 12.5, "width": 40, "height": 24,
            +        "text": {"content": "Cart", "font": "Inter SemiBold 17", "lines": 1, "baseline": 30, "lastBaseline": 30, "capTop": 17.5, "xTop": 21},
                     "children": []
                   }
                 ]
            golden:    \(goldenPath)
            expected:  \(artifacts).expected.json
            actual:    \(artifacts).actual.json
            diff:      \(artifacts).diff
            report:    \(root!)/.build/gravity-artifacts/index.html
            reproduce: diff -u \(artifacts).expected.json \(artifacts).actual.json
            accept:    GRAVITY_RECORD=failed swift test --package-path \(root!) --filter CardTests/testCard
            """)
        XCTAssertEqual(try String(contentsOfFile: artifacts + ".expected.json", encoding: .utf8), frames())
        XCTAssertEqual(try String(contentsOfFile: artifacts + ".actual.json", encoding: .utf8), frames(title: "Cart", y: "12.5"))
        XCTAssertTrue(try String(contentsOfFile: artifacts + ".diff", encoding: .utf8).hasPrefix("--- golden CardTests/testCard.row@2x.frames.json\n+++ actual\n@@ -4,8 +4,8 @@\n"))
        let index = try String(contentsOfFile: root + "/.build/gravity-artifacts/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h2>CardTests/testCard.row@2x.frames.json <span class=\"status\">mismatch</span></h2>"), index)
        XCTAssertTrue(index.contains("-        &quot;element&quot;: &quot;Label&quot;"), index)
        XCTAssertEqual(try verifier().report.entries().map(\.snapshot), ["CardTests/testCard.row@2x.frames.json"])
        // The golden is untouched.
        XCTAssertEqual(try String(contentsOfFile: goldenPath, encoding: .utf8), frames())
    }

    func testRecordModes() throws {
        _ = try verifier().verifyFrames(frames(), as: card)
        // failed: a mismatch is rewritten (and fails); a match is left alone.
        let failed = try verifier(["GRAVITY_RECORD": "failed"]).verifyFrames(frames(title: "Cart"), as: card)
        XCTAssertTrue(failed.wroteGolden)
        XCTAssertTrue(failed.failure!.hasSuffix("Re-recorded the golden (record mode failed); review it before committing."), failed.failure!)
        XCTAssertEqual(try String(contentsOfFile: goldenPath, encoding: .utf8), frames(title: "Cart"))
        XCTAssertNil(try verifier(["GRAVITY_RECORD": "failed"]).verifyFrames(frames(title: "Cart"), as: card).failure)
        // all: rewritten even when it matches, and fails.
        let all = try verifier().verifyFrames(frames(title: "Cart"), as: card, record: .all)
        XCTAssertTrue(all.wroteGolden)
        XCTAssertTrue(all.failure!.hasPrefix("Re-recorded the golden of frames snapshot CardTests/testCard.row@2x.frames.json (record mode all); it matched."),
                      all.failure!)
        // never: a mismatch only fails.
        let never = try verifier(["GRAVITY_RECORD": "never"]).verifyFrames(frames(), as: card)
        XCTAssertFalse(never.wroteGolden)
        XCTAssertTrue(never.failure!.contains("accept:    GRAVITY_RECORD=failed swift test"), never.failure!)
        // CI: a missing golden is not written.
        try FileManager.default.removeItem(atPath: goldenPath)
        let ci = try verifier(["CI": "true"]).verifyFrames(frames(), as: card, record: .all)
        XCTAssertFalse(ci.wroteGolden)
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldenPath))
        XCTAssertTrue(ci.failure!.hasPrefix("No golden for frames snapshot CardTests/testCard.row@2x.frames.json, and recording is off (CI is set)."),
                      ci.failure!)
    }

    func testLongDiffsAreCutInTheMessageButKeptInTheArtifact() throws {
        let many = (0..<200).map { "line \($0)\n" }.joined()
        _ = try verifier().verifyFrames(many, as: card)
        let changed = many.replacingOccurrences(of: "line", with: "Line")
        let outcome = try verifier().verifyFrames(changed, as: card)
        let message = outcome.failure!.split(separator: "\n")
        XCTAssertEqual(message[0], "Frames snapshot CardTests/testCard.row@2x.frames.json does not match its golden (400 changed lines):")
        XCTAssertEqual(message[81], "… 323 more lines in \(artifacts).diff")
        XCTAssertEqual(try String(contentsOfFile: artifacts + ".diff", encoding: .utf8).split(separator: "\n").count, 403)
    }
}
