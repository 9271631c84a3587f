import XCTest
import RequiredTools
import Foundation

/// Replays the hostile fixtures (crash inputs the fuzzer found included),
/// the examples (their JSON data too), the document fixtures and the fuzz
/// entry points' seeds (macro lines, styles files, preview requests) through the fuzz case with every
/// canvas of its list: XML, value parsers, resolve and layout must neither
/// trap nor crash on any of them.
final class FuzzReplayTests: CLITestCase {
    func testFixturesReplayWithoutCrashing() throws {
        let replay = Self.binary.deletingLastPathComponent().appendingPathComponent("GravityFuzz")
        try RequiredTools.require(FileManager.default.isExecutableFile(atPath: replay.path), "the GravityFuzz binary (not built at \(replay.path))")
        var files: [String] = []
        for folder in ["Tests/Fixtures/hostile", "Tests/Fixtures/Documents", "Examples", "Tests/Fuzz/Corpus"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let name = walker?.nextObject() as? String {
                if [".xml", ".json", ".txt", ".http"].contains(where: name.hasSuffix) || name.hasPrefix("crash-") || name.contains("/crash-") { files.append(root.appendingPathComponent(name).path) }
            }
        }
        XCTAssertGreaterThan(files.count, 20)
        let process = Process()
        process.executableURL = replay
        process.arguments = files
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(process.terminationReason, .exit)
    }
}
