import XCTest
@testable import GravityTestingCore

/// Goldens are written through a temporary file and a rename: a failed
/// write leaves no temporary file and keeps what was there.
final class AtomicGoldenTests: XCTestCase {
    var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testWriteReplacesAndLeavesNoTemporaryFile() throws {
        let path = root + "/Goldens/T/a.png"
        try AtomicWrite.write([1, 2, 3], to: path)
        try AtomicWrite.write([4, 5], to: path)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [4, 5])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/Goldens/T"), ["a.png"])
    }

    /// Recording over a golden path that cannot be replaced (a non-empty
    /// folder) fails, and leaves the folder and no temporary file.
    func testFailedRecordingLeavesNoTemporaryFile() throws {
        let card = SnapshotName(testClass: "CardTests", testName: "testCard()", named: nil, scale: 1)
        let golden = root + "/Goldens/CardTests/testCard@1x.png"
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: golden + "/keep.txt"))
        let verifier = SnapshotVerifier(environment: try SnapshotEnvironment(packageRoot: root, environment: ["GRAVITY_RECORD": "all"]))
        let image = RGBAImage.filled(2, 2)
        let outcome = verifier.verify(RenderedSnapshot(image: image, png: try image.pngBytes()), as: card)
        XCTAssertFalse(outcome.passed)
        XCTAssertFalse(outcome.wroteGolden)
        XCTAssertTrue(outcome.failure?.contains("cannot write '\(golden)': Is a directory") == true, outcome.failure ?? "no failure")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/Goldens/CardTests"), ["testCard@1x.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: golden), ["keep.txt"])
    }
}
