import XCTest
import GravityCore
import GravityTesting
import CustomElementExample

/// Every layout in Examples/ against its reviewed golden at scale 2:
/// `Goldens/ExampleGoldenTests/testExamples.<path under Examples, / as .>@2x.png`,
/// and its frames against `….frames.json` beside it (geometry a pixel diff may miss).
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

    /// Examples kept to show an error message: they must fail with it.
    static let failing = [
        "Gravity/FormRows/Main.xml":
            "Examples/Gravity/FormRows/Main.xml:6:39: error: 'test.label.text': component FormRow has no element with id 'test' (its ids are titleLabel, valueLabel)",
    ]

    /// Examples drawn in white, meant for a dark background (as in Gravity's README).
    static let darkBackground: Set<String> = ["Gravity/MapCallout.xml"]

    /// `Name.json` beside `Name.xml` is the example's data (Examples/Data/).
    static func data(beside example: String) throws -> DataValue {
        let json = packageRoot.appendingPathComponent("Examples/" + example.dropLast(".xml".count) + ".json")
        guard FileManager.default.fileExists(atPath: json.path) else { return [:] }
        return try JSONReader.parse(SourceFile(path: json.path, bytes: [UInt8](try Data(contentsOf: json))))
    }

    func testExamples() throws {
        let examples = Self.examples()
        XCTAssertFalse(examples.isEmpty, "no Examples/**/*.xml found")
        for example in examples {
            let named = String(example.dropLast(".xml".count)).replacingOccurrences(of: "/", with: ".")
            let background = Self.darkBackground.contains(example) ? try Color.parse("#333") : .white
            do {
                let data = try Self.data(beside: example)
                try assertLayoutSnapshot(file: "Examples/" + example, named: named, scale: 2, background: background, data: data)
                try assertFramesSnapshot(of: layout(file: "Examples/" + example, scale: 2, data: data), named: named)
                if let expected = Self.failing[example] { XCTFail("Examples/\(example) should fail with: \(expected)") }
            } catch {
                if let expected = Self.failing[example] {
                    XCTAssertTrue("\(error)".contains(expected), "Examples/\(example) failed differently:\n\(error)")
                } else {
                    XCTFail("Examples/\(example) does not lay out:\n\(error)")
                }
            }
        }
    }
}

extension ExampleGoldenTests {
    /// The variant assertions use the test case's engine setup too: the
    /// custom element is known in a variant (they once took the default setup).
    func testCustomElementsInAVariant() throws {
        let solved = try layout(file: "Examples/CustomElement/Progress.xml", variant: Variant(appearance: .dark), scale: 2)
        XCTAssertFalse(solved.root.children.isEmpty)
    }
}

// Examples/CustomElement/Progress.xml uses the example's own element.
extension ExampleGoldenTests: GravityEngineSetupProviding {
    static let engineSetup = try! EngineSetup(customElements: [ProgressBar.self])
}
