import XCTest
import Foundation
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Layout's SampleApp screens (Tests/Fixtures/LayoutSampleApp, MIT, see its
/// README) as written, on an iPhone SE (375 × 667, safe area 20 at the top),
/// against the frames Layout and UIKit compute for them (SPEC §14.2).
final class LayoutSampleAppTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/LayoutSampleApp")

    private func layout(_ name: String, state: DataValue = [:]) throws -> (SolvedLayout, [Diagnostic]) {
        let path = Self.fixtures.appendingPathComponent(name).path
        let json = Self.fixtures.appendingPathComponent("SampleApp.json").path
        var options = Resolver.Options()
        options.data = try JSONReader.parse(SourceFile(path: json, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: json)))))
            .merged(with: state)
        options.useLegacyLayoutMode = false
        options.safeArea = Insets(top: 20)
        options.deviceName = "iPhone SE"
        let (node, _) = try DocumentLoader.load(path: path)
        let resolution = Resolver.resolveDocument(node, options: options)
        if let error = resolution.diagnostics.first(where: { $0.severity == .error }) { throw error }
        let solved = try LayoutEngine(measurer: FakeTextMeasurer())
            .layout(try XCTUnwrap(resolution.element), options: LayoutOptions(width: 375, height: 667))
        return (solved, resolution.diagnostics)
    }

    private func frames(_ frame: Frame) -> [Frame] { [frame] + frame.children.flatMap(frames) }

    /// Collection.xml: seven items a line, `(100% - 6 * 10) / 7` = 45 points
    /// square, 10 apart (minimumInteritemSpacing) in lines 10 apart (UIKit's
    /// default minimumLineSpacing), the first line at the top inset
    /// (`contentInset.top = safeAreaInsets.top`, `contentOffset.y = -safeAreaInsets.top`).
    func testCollectionItemsAreWhereTheFlowLayoutPutsThem() throws {
        let (solved, diagnostics) = try layout("Collection.xml")
        XCTAssertEqual(diagnostics.map(\.message), [
            "<CollectionViewController> is not a component here: drawn as its UIKit base <UIViewController> (an app's own subclass; its Swift code does not run; no CollectionViewController.xml in '\(Self.fixtures.path)')",
        ])
        XCTAssertEqual(solved.root.rect, Rect(x: 0, y: 0, width: 375, height: 667))
        let images = frames(solved.root).filter { $0.kind == .image }
        XCTAssertEqual(images.first?.rect, Rect(x: 0, y: 20, width: 45, height: 45))
        XCTAssertEqual(images[6].rect, Rect(x: 330, y: 20, width: 45, height: 45))
        XCTAssertEqual(images[7].rect, Rect(x: 0, y: 75, width: 45, height: 45))
        // Only the lines that reach the screen: 13 of them (the 13th starts at 20 + 12 × 55 = 680 in content, 660 + 20 on screen).
        XCTAssertEqual(images.count, 13 * 7)
    }

    /// TableCell.xml alone: a subtitle cell as tall as its image view's
    /// bottom plus 20 (`height="auto + 20"`, counted once: the root is hosted
    /// as any root with frame expressions is, and the cell hugs its row,
    /// whose content view takes the expression; the image is not read here).
    func testTableCellFileAlone() throws {
        let (solved, _) = try layout("TableCell.xml", state: ["row": 3, "image": "Boxes", "whiteImage": "Boxes"])
        let title = try XCTUnwrap(frames(solved.root).first { $0.text?.content.hasPrefix("Title #") == true })
        XCTAssertEqual(title.text?.content, "Title #3")
        XCTAssertEqual(title.rect.x, 16)
        let image = try XCTUnwrap(frames(solved.root).first { $0.kind == .image })
        XCTAssertEqual(image.rect.y, 20)
        XCTAssertEqual(solved.root.children.first?.rect.height, image.rect.maxY + 20)
    }
}
