import XCTest
import GravityTesting

/// Every layout in Examples/ against its reviewed golden at scale 2:
/// `Goldens/ExampleGoldenTests/testExamples.<path under Examples, / as .>@2x.png`.
/// A new example fails once and records its golden; look at it, commit it.
final class ExampleGoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Examples/**/*.xml, relative to the package root, sorted.
    static func examples() -> [String] {
        let folder = packageRoot.appendingPathComponent("Examples")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
    }

    func testExamples() throws {
        let examples = Self.examples()
        XCTAssertFalse(examples.isEmpty, "no Examples/**/*.xml found")
        for example in examples {
            let named = String(example.dropLast(".xml".count)).replacingOccurrences(of: "/", with: ".")
            do {
                try assertLayoutSnapshot(file: "Examples/" + example, named: named, scale: 2)
            } catch {
                XCTFail("Examples/\(example) does not lay out:\n\(error)")
            }
        }
    }
}
