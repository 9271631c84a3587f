import XCTest
import Foundation
import Gravity
import GravityCore
import GravityTools
import CustomElementExample

/// `gravity format` never changes what a document means: every Example,
/// fixture and test document in the repository, formatted (in its own
/// style, and in LayoutTool's), lays out to the same frames — text, ids,
/// rectangles — and an Example renders the same pixels.
final class FormatKeepsFramesTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let engine = try! GravityEngine(setup: EngineSetup(customElements: [ProgressBar.self]))

    /// Every `.xml` under Examples/, Tests/ and Docs/, relative to the package root.
    static func documents() -> [String] {
        ["Examples", "Tests", "Docs"].flatMap { folder -> [String] in
            let url = packageRoot.appendingPathComponent(folder)
            let found = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".xml") }.map { folder + "/" + $0 }
        }.sorted()
    }

    func testFormattingEveryDocumentKeepsItsFramesAndPixels() throws {
        var compared = 0, rendered = 0, failing = 0
        for document in Self.documents() {
            let path = Self.packageRoot.appendingPathComponent(document).path
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            // The hostile fixtures are about budgets, not formatting.
            guard bytes.count < 1_000_000 else { continue }
            var options = LayoutOptions(scale: 2)
            let json = String(path.dropLast(".xml".count)) + ".json"
            if FileManager.default.fileExists(atPath: json) {
                options.data = try JSONReader.parse(SourceFile(path: json, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: json)))))
            }
            let original: SolvedLayout
            do {
                original = try Self.engine.layout(file: path, options: options)
            } catch let error as DiagnosticsError {
                // A document that does not lay out keeps its errors, formatted in its own style.
                guard let formatted = try? LayoutFormatter.format(SourceFile(path: path, bytes: bytes)) else { continue }
                XCTAssertThrowsError(try Self.engine.layout(xml: formatted, path: path, options: options), document) { again in
                    XCTAssertEqual(Self.messages((again as? DiagnosticsError)?.diagnostics.items ?? []),
                                   Self.messages(error.diagnostics.items), "\(document): errors changed by formatting")
                }
                failing += 1
                continue
            }
            for dialect in [nil, DocumentDialect.layout] {
                let formatted: String
                do {
                    formatted = try LayoutFormatter.format(SourceFile(path: path, bytes: bytes), dialect: dialect)
                } catch {
                    // In its own style a document that lays out must format; in
                    // LayoutTool's, a Gravity value that is no Layout expression
                    // may be an error (nothing is written then).
                    if dialect == nil { XCTFail("\(document) lays out but does not format: \(error)") }
                    continue
                }
                XCTAssertEqual(try LayoutFormatter.format(SourceFile(path: path, text: formatted), dialect: dialect), formatted,
                               "\(document) (\(dialect?.rawValue ?? "own style")): formatting twice changes it")
                let again: SolvedLayout
                do {
                    again = try Self.engine.layout(xml: formatted, path: path, options: options)
                } catch {
                    XCTFail("\(document) (\(dialect?.rawValue ?? "own style")) no longer lays out once formatted: \(error)\n\(formatted)")
                    continue
                }
                XCTAssertEqual(FrameJSON.encode(again), FrameJSON.encode(original),
                               "\(document) (\(dialect?.rawValue ?? "own style")): frames changed by formatting:\n\(formatted)")
                compared += 1
                if document.hasPrefix("Examples/") {
                    XCTAssertEqual(try Self.engine.render(again), try Self.engine.render(original),
                                   "\(document) (\(dialect?.rawValue ?? "own style")): pixels changed by formatting")
                    rendered += 1
                }
            }
        }
        // Not vacuous: most of the repository's documents lay out.
        XCTAssertGreaterThan(compared, 60)
        XCTAssertGreaterThan(rendered, 40)
        XCTAssertGreaterThan(failing, 5)
        print("formatted and laid out again: \(compared) (documents × styles), \(rendered) rendered, \(failing) failing alike")
    }

    /// Sorted, without locations: sorting a Layout document's attributes
    /// moves and reorders the messages about them, not what they say.
    static func messages(_ items: [Diagnostic]) -> [String] {
        items.map { "\($0.severity): " + $0.message.replacingOccurrences(of: #"\d+:\d+|line \d+, column \d+"#, with: "#", options: .regularExpression) }
            .sorted()
    }
}
