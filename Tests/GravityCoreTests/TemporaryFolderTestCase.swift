import XCTest
import Foundation

/// A test case with a fresh folder of its own for documents written at test
/// time, removed afterwards. It declares no tests, so subclasses inherit none.
class TemporaryFolderTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-\(Self.self)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes `xml` as `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ xml: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try xml.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
