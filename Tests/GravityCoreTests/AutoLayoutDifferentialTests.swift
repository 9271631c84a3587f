import Foundation
import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §7.1, issue #28: our frames against a model of Auto Layout's rules
/// solved by kiwisolver (Tests/Fixtures/AutoLayout/make_autolayout_reference.py
/// says which rules and how priorities map): 520 random constraint layers
/// with labels, images, stacks, content-less views, auto-sized layers and
/// hidden children, every frame equal.
final class AutoLayoutDifferentialTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AutoLayout")
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Images")

    /// A PNG's size from its header (IHDR), enough for layout.
    struct HeaderInspector: ImageInspecting {
        func pixelSize(ofPNGAt path: String, limits: Limits, admit: (Int, Int) throws -> Void) throws -> (width: Int, height: Int) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            try admit(word(16), word(20))
            return (word(16), word(20))
        }
    }

    func testFramesAgreeWithTheAutoLayoutModel() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("autolayout_reference.json"))
        let reference = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try XCTUnwrap(reference["cases"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(cases.count, 500)
        // The mix the issue asks for is there.
        XCTAssertGreaterThan(cases.filter { ($0["hidden"] as? Int ?? 0) > 0 }.count, 100)
        XCTAssertGreaterThan(cases.filter { ($0["auto"] as? [Bool])?.contains(true) == true }.count, 100)
        var failures: [String] = []
        for (n, test) in cases.enumerated() {
            let xml = try XCTUnwrap(test["xml"] as? String)
            var options = Resolver.Options()
            options.images = ImageSearch(assetDirectories: [Self.images.path], inspector: HeaderInspector())
            let (element, diagnostics) = Resolver.resolve(try XMLReader.parse(SourceFile(path: "case\(n).xml", text: xml)), options: options)
            if let error = diagnostics.first(where: { $0.severity == .error }) {
                failures.append("case \(n): \(error)")
                continue
            }
            let result = try LayoutEngine(measurer: FakeTextMeasurer()).layout(try XCTUnwrap(element), options: LayoutOptions(scale: 1))
            if let error = result.diagnostics.items.first(where: { $0.severity == .error }) {
                failures.append("case \(n): \(error)")
                continue
            }
            var problems: [String] = []
            let size = try XCTUnwrap(test["size"] as? [Double])
            if result.root.rect.size != Size(width: size[0], height: size[1]) {
                problems.append("layer \(result.root.rect.size), Auto Layout \(size)")
            }
            let frames = try XCTUnwrap(test["frames"] as? [String: [Double]])
            for (id, expected) in frames.sorted(by: { $0.key < $1.key }) {
                let rect = Rect(x: expected[0], y: expected[1], width: expected[2], height: expected[3])
                if result[id]?.rect != rect { problems.append("\(id) \(result[id].map { "\($0.rect)" } ?? "missing"), Auto Layout \(rect)") }
            }
            if result.root.children.count != frames.count { problems.append("\(result.root.children.count) children drawn, \(frames.count) visible") }
            if !problems.isEmpty { failures.append("case \(n): " + problems.joined(separator: "; ") + "\n" + xml) }
        }
        XCTAssertEqual(failures.count, 0, "\(failures.count) of \(cases.count) cases differ; the first:\n" + failures.prefix(3).joined(separator: "\n\n"))
    }
}
