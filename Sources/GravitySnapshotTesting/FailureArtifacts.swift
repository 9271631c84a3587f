#if SnapshotTesting
import Foundation

/// Where a failing `.gravity` or `.frames` snapshot leaves its expected,
/// actual and diff files: swift-snapshot-testing's artifacts folder
/// (`SNAPSHOT_ARTIFACTS`, else the temporary folder) / the test file's name /
/// `<testName>.<n>.…`, n counting the failures of that test in this run.
/// XCTest attachments are empty on Linux, so files are what a CI job uploads.
struct FailureArtifacts: Sendable {
    var directory: String
    var stem: String

    init(filePath: String, testName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let root = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        directory = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(file).path
        let test = Self.sanitized(testName)
        stem = "\(test).\(Self.next(directory + "/" + test))"
    }

    func path(_ suffix: String) -> String { directory + "/" + stem + suffix }

    /// Writes the files (creating the folder); returns their paths in order.
    func write(_ files: [(suffix: String, bytes: Data)]) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try files.map { file in
            let target = path(file.suffix)
            try file.bytes.write(to: URL(fileURLWithPath: target), options: .atomic)
            return target
        }
    }

    /// `testCard()` → `testCard`, as swift-snapshot-testing names its files.
    static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    private static let lock = NSLock()
    private static var counts: [String: Int] = [:]  // guarded by lock

    private static func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
#endif
