import XCTest
import RequiredTools
import Foundation

/// A CLI test case with a fresh folder of its own for the files a test
/// writes, removed afterwards; skipped when the `gravity` binary is not
/// built. It declares no tests, so subclasses inherit none.
class CLIFolderTestCase: XCTestCase {
    var temporary: URL!

    override func setUpWithError() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: CLITests.binary.path), "the gravity binary (not built at \(CLITests.binary.path))")
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-\(Self.self)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Writes `text` as `name` in the folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let url = temporary.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
