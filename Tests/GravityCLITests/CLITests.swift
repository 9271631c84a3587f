import XCTest
import RequiredTools
import Foundation
import GravityRender

/// Runs the built `gravity` binary as a user would. Suites derive from
/// this class, which holds no tests of its own (so none run twice).
class CLITestCase: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        // The test bundle sits beside the products in .build/<config>/; on
        // Linux the bundle URL is that folder itself.
        let bundle = Bundle(for: CLITestCase.self).bundleURL
        let candidates = [bundle.appendingPathComponent("gravity"),
                          bundle.deletingLastPathComponent().appendingPathComponent("gravity")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// stdout parsed as a JSON object (empty when it is not one).
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:] }
    }

    func gravity(_ arguments: [String]) throws -> Run {
        try GravityProcess.run(arguments)
    }

    var temporary: URL!

    override func setUpWithError() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: Self.binary.path), "the gravity binary (not built at \(Self.binary.path))")
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
}

/// Runs the built `gravity` binary as a user would.
final class CLITests: CLITestCase {
    func testRenderWelcome() throws {
        let output = temporary.appendingPathComponent("welcome.png")
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", output.path, "--scale", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: output)))
        XCTAssertEqual(png.width, 720)
        // Background of the card, and the middle of the blue box.
        XCTAssertTrue(png.color(x: 4, y: 4) == (0xf5, 0xf7, 0xfb, 255), "\(png.color(x: 4, y: 4))")
        let frames = try gravity(["frames", "Examples/Welcome.xml", "--scale", "2"])
        XCTAssertEqual(frames.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as! [String: Any]
        let root = json["root"] as! [String: Any]
        let row = (root["children"] as! [[String: Any]])[2]
        let box = (row["children"] as! [[String: Any]])[0]
        let centreX = Int(((box["x"] as! Double) + 24) * 2), centreY = Int(((box["y"] as! Double) + 24) * 2)
        XCTAssertTrue(png.color(x: centreX, y: centreY) == (0x00, 0x76, 0xff, 255), "\(png.color(x: centreX, y: centreY))")
        XCTAssertEqual(png.height, Int((json["canvas"] as! [String: Any])["height"] as! Double * 2))
    }

    func testMalformedXMLFailsWithLocationAndWritesNothing() throws {
        let input = temporary.appendingPathComponent("bad.xml")
        try "<V>\n  <Label text=\"x\">\n</V>\n".write(to: input, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let run = try gravity(["render", input.path, "-o", output.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(input.path):3:1: error: closing tag </V> does not match <Label>"), run.stderr)
        XCTAssertTrue(run.stderr.contains("\n</V>\n^"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testFailedRenderKeepsExistingOutput() throws {
        let input = temporary.appendingPathComponent("bad.xml")
        try "<V spacing=\"x\"/>".write(to: input, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        try Data("keep me".utf8).write(to: output)
        let run = try gravity(["render", input.path, "-o", output.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, "\(input.path):1:13: error: spacing: 'x' is not a number")
        XCTAssertEqual(try String(contentsOf: output), "keep me")
    }

    func testUnknownElementAndUsageErrors() throws {
        let input = temporary.appendingPathComponent("unknown.xml")
        try "<V><Lable/></V>".write(to: input, atomically: true, encoding: .utf8)
        let run = try gravity(["frames", input.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains(":1:4: error: unknown element <Lable>"), run.stderr)
        XCTAssertEqual(try gravity(["render", input.path]).status, 64)
        XCTAssertEqual(try gravity(["render", input.path, "-o", "x.png", "--scale", "0"]).status, 64)
    }
}

