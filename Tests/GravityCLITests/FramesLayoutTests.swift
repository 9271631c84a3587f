import XCTest
import RequiredTools
import Foundation

/// `gravity frames` prints the solved layout after pixel snapping (SPEC §2.9, §4).
final class FramesLayoutTests: XCTestCase {
    func testThirdsAtScale3AreSnappedToDevicePixels() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: CLITests.binary.path), "the gravity binary (not built at \(CLITests.binary.path))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("thirds.xml")
        try """
        <H width="100" height="10" gravity="left top" padding="0 0.1">
            <Z id="a" width="fill" height="fill"/><Z id="b" width="fill" height="fill"/><Z id="c" width="fill" height="fill"/>
        </H>
        """.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["frames", file.path, "--scale", "3"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let json = String(decoding: data, as: UTF8.self)
        // Content 0.1…99.9 in thirds of 33.2667: edges 0.1, 33.367, 66.633, 99.9
        // → 0.3, 100.1, 199.9, 299.7 px → 0, 100, 200, 300 px.
        XCTAssertTrue(json.contains(#""id": "a", "x": 0, "y": 0, "width": 33.333, "height": 10"#), json)
        XCTAssertTrue(json.contains(#""id": "b", "x": 33.333, "y": 0, "width": 33.333, "height": 10"#), json)
        XCTAssertTrue(json.contains(#""id": "c", "x": 66.667, "y": 0, "width": 33.333, "height": 10"#), json)
    }
}
