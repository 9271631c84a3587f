import XCTest
import Foundation
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues
import GravityUIKit

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
        // The app's controls (UIButton, UIPageControl), as the engine registers them.
        options.customElements = UIKitCatalog.types
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

    /// Pages.xml: a paging scroll view inset `max(20 + 10, 20)` = 30 at the
    /// top (Layout's `contentInset.top`, adjustment `never`), its pages
    /// (PageTemplate.xml: 20 in, `100% - 40` wide, `100% - 20` of the 637-point
    /// content area high) 40 apart; the page control 40 above the bottom
    /// (non-legacy `bottom` is an inset), centred, 3 × 16 + 16 wide.
    func testPagesSitInTheScrollViewAndThePageControlIsDrawn() throws {
        let (solved, _) = try layout("Pages.xml")
        let all = frames(solved.root)
        let pages = all.filter { $0.appearance.cornerRadius == 10 }.map(\.rect)
        XCTAssertEqual(pages, [Rect(x: 20, y: 30, width: 335, height: 617), Rect(x: 395, y: 30, width: 335, height: 617),
                               Rect(x: 770, y: 30, width: 335, height: 617)])
        let control = try XCTUnwrap(all.first { $0.elementName == "UIPageControl" })
        XCTAssertEqual(control.rect, Rect(x: 156, y: 601, width: 64, height: 26), "155.5 snapped to the 1x pixel grid")
    }

    /// Boxes.xml: the scroll content inset 15 a side and `max(20 + 5, 15)` = 25
    /// on top; the first column `(100% - 15 × 2) / 3` = 105 square (the
    /// content area is 345 wide); the floating bar 50 high at the bottom with
    /// its button inset 15 and 10.
    func testBoxesColumnsAndTheFloatingButton() throws {
        let (solved, _) = try layout("Boxes.xml")
        XCTAssertEqual(solved["first"]?.rect, Rect(x: 15, y: 25, width: 105, height: 105))
        let all = frames(solved.root)
        XCTAssertTrue(all.contains { $0.rect == Rect(x: 15, y: 145, width: 105, height: 105) }, "the orange box 15 below")
        XCTAssertTrue(all.contains { $0.rect == Rect(x: 0, y: 617, width: 375, height: 50) }, "the floating bar")
        XCTAssertEqual(all.first { $0.elementName == "UIButton" }?.rect, Rect(x: 15, y: 627, width: 345, height: 30))
    }

    /// Table.xml: rows from the data, below the header view and the section
    /// header; every row is its image's bottom plus 20 (`height="auto + 20"`,
    /// the image at `top="20"`, `right="20"`), template and file cells alike,
    /// on white (the cells' own background) over the tinted table.
    func testTableRowsFollowTheHeadersAndSizeToTheirImages() throws {
        let (solved, diagnostics) = try layout("Table.xml")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 0)
        let all = frames(solved.root)
        let titles = all.filter { $0.text?.content.hasPrefix("Title #") == true }
        XCTAssertEqual(titles.prefix(3).map { $0.text?.content }, ["Title #0", "Title #1", "Title #2"])
        let images = all.filter { $0.kind == .image }
        XCTAssertGreaterThan(images.count, 5)
        let header = try XCTUnwrap(all.last { $0.text?.content == "Section header defined as a template in Table.xml" }, "the shown label (the first is the header's invisible sizer)")
        XCTAssertEqual(images[0].rect.y, header.rect.maxY + 5 + 20, accuracy: 0.5, "the header's label is centred in auto + 10; the row starts below it")
        for (above, below) in zip(images, images.dropFirst()).prefix(5) {
            XCTAssertEqual(below.rect.y - above.rect.y, above.rect.height + 40, accuracy: 0.01, "row = image + 20 above and below")
            XCTAssertEqual(above.rect.maxX, 355, accuracy: 0.01, "right=\"20\"")
        }
        let white = try Color.parse("systemBackground", appearance: .light)
        XCTAssertTrue(all.contains { $0.rect.width == 375 && $0.rect.y == images[0].rect.y - 20 && $0.appearance.backgroundColor == white })
    }

    /// Examples.xml: the tab bar controller shows Boxes (index 0) over a
    /// 49-point bar with five items of 75 points, Boxes tinted #77f.
    func testExamplesShowsBoxesOverFiveTabs() throws {
        let (solved, _) = try layout("Examples.xml")
        XCTAssertEqual(solved["first"]?.rect, Rect(x: 15, y: 25, width: 105, height: 105))
        let all = frames(solved.root)
        let titles = ["Boxes", "Pages", "Text", "Table", "Collection"].map { name in all.first { $0.text?.content == name } }
        XCTAssertEqual(titles.compactMap { $0.map { $0.rect.x + $0.rect.width / 2 } }, [37.5, 112.5, 187.5, 262.5, 337.5])
        XCTAssertEqual(titles.compactMap { $0?.rect.y }, Array(repeating: 667 - 49 + 33, count: 5))
        XCTAssertEqual(titles[0]?.text?.color, try Color.parse("#77f"))
        XCTAssertEqual(titles[1]?.text?.color, try Color.parse("systemGray", appearance: .light))
    }

    /// Text.xml stops only at the app's own expression function: SampleApp's
    /// ExamplesViewController registers `uppercased` in Swift, which does not
    /// run here (SPEC §2.1), so it is a located error, never silently dropped.
    func testTextStopsOnlyAtTheAppsOwnFunction() {
        XCTAssertThrowsError(try layout("Text.xml")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.message, "text: unknown function 'uppercased' (functions: abs, ceil, floor, max, min, pow, rgb, rgba, round, sqrt)")
            XCTAssertEqual(diagnostic?.location?.line, 81)
        }
    }
}
