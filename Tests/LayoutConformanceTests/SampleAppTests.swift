import XCTest
import Foundation
import Gravity
import GravityCore

/// Layout's SampleApp layouts (Tests/Fixtures/LayoutSampleApp, MIT) laid
/// out by Layout's rules on an iPhone SE's canvas (375 × 667 points).
final class SampleAppTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/LayoutSampleApp")

    /// PageTemplate.xml as a template on its own: its root places itself
    /// (`left="20" width="100% - 40" height="100% - 20"`) in the canvas, and
    /// its label fills it (`width="100%" height="100%"`).
    func testPageTemplatePlacesItsRootInTheCanvas() throws {
        var options = LayoutOptions(device: "iPhone SE (3rd generation)")
        options.useLegacyLayoutMode = false
        options.data = ["text": "Page 1"]
        let solved = try Conformance.engine.layout(file: Self.folder.appendingPathComponent("PageTemplate.xml").path, options: options)
        XCTAssertEqual(solved.rules, .layout(legacy: false))
        XCTAssertEqual(solved.canvas.width, 375)
        XCTAssertEqual(solved.canvas.height, 667)
        XCTAssertEqual(solved.root.rect, Rect(x: 20, y: 0, width: 335, height: 647))
        XCTAssertEqual(solved.root.children.first?.rect, Rect(x: 20, y: 0, width: 335, height: 647))
        XCTAssertEqual(solved.root.children.first?.text?.content, "Page 1")
    }

    /// A SampleApp file laid out as `gravity render FILE --no-legacy-layout-mode
    /// --device DEVICE --data SampleApp.json` lays it out; `edit` changes its
    /// text first (Text.xml's Swift closure).
    private func layout(_ name: String, device: String = "iPhone SE", state: [String: DataValue] = [:],
                        edit: ((String) -> String)? = nil) throws -> SolvedLayout {
        var options = LayoutOptions(device: device)
        options.useLegacyLayoutMode = false
        let json = Self.folder.appendingPathComponent("SampleApp.json")
        var data = try JSONReader.parse(SourceFile(path: json.path, bytes: [UInt8](try Data(contentsOf: json))))
        if case .object(var keys) = data { for (key, value) in state { keys[key] = value }; data = .object(keys) }
        options.data = data
        let url = Self.folder.appendingPathComponent(name)
        guard let edit else { return try Conformance.engine.layout(file: url.path, options: options) }
        return try Conformance.engine.layout(xml: edit(try String(contentsOf: url, encoding: .utf8)), path: url.path, options: options)
    }

    private func frames(_ frame: Frame) -> [Frame] { [frame] + frame.children.flatMap(frames) }

    /// Boxes.xml as written: the scroll view's insets are Layout expressions
    /// over the root's safe area (`max(safeAreaInsets.top + 5, 15)` = 25,
    /// 15 at the sides), so its content is 345 wide from (15, 25); three
    /// columns `(100% - 15 * 2) / 3` = 105 wide, `height="width"`, the second
    /// column at `#first.right + 15`. The floating bar sits on the root's
    /// bottom inset (`bottom="previous.bottom + parent.safeAreaInsets.bottom"`:
    /// the scroll view, with no position written, stays at the origin), its
    /// button 10 inside it and 15 from the sides.
    func testBoxesAsWritten() throws {
        let solved = try layout("Boxes.xml")
        XCTAssertEqual(solved.diagnostics.items.filter { $0.severity != .note }.map(\.message), [])
        let all = frames(solved.root)
        let boxes = all.filter { $0.kind == .z && $0.appearance.backgroundColor != nil && $0.rect.width == 105 }
        XCTAssertEqual(boxes.map(\.rect), [
            Rect(x: 15, y: 25, width: 105, height: 105), Rect(x: 15, y: 145, width: 105, height: 105),
            Rect(x: 135, y: 25, width: 105, height: 52.5), Rect(x: 135, y: 92.5, width: 105, height: 105),
            Rect(x: 255, y: 25, width: 105, height: 105),
        ])
        XCTAssertEqual(solved["first"]?.rect, Rect(x: 15, y: 25, width: 105, height: 105))
        let lorem = try XCTUnwrap(all.first { $0.text?.content.hasPrefix("Lorem") == true })
        XCTAssertEqual([lorem.rect.x, lorem.rect.y, lorem.rect.width], [15, 265, 345])
        let bar = try XCTUnwrap(solved.root.children.last)
        XCTAssertEqual(bar.rect, Rect(x: 0, y: 617, width: 375, height: 50))
        XCTAssertEqual(bar.children.first?.rect, Rect(x: 15, y: 627, width: 345, height: 30))
    }

    /// Boxes.xml toggled (BoxesViewController's `isToggled`): two columns of
    /// `(100% - 15) / 2` = 165; the conditions over the data are decided when
    /// the file is read, so `height="width"` reads the branch taken. The
    /// first box keeps its untransformed frame (it is rotated by π/2).
    func testBoxesToggled() throws {
        let solved = try layout("Boxes.xml", state: ["isToggled": true])
        XCTAssertEqual(solved["first"]?.rect, Rect(x: 15, y: 25, width: 165, height: 165))
        let boxes = frames(solved.root).filter { $0.kind == .z && $0.appearance.backgroundColor != nil && $0.rect.width == 165 }
        XCTAssertEqual(boxes.map(\.rect), [
            Rect(x: 15, y: 25, width: 165, height: 165), Rect(x: 15, y: 205, width: 165, height: 165),
            Rect(x: 195, y: 25, width: 165, height: 165), Rect(x: 195, y: 205, width: 165, height: 165),
            Rect(x: 195, y: 385, width: 165, height: 165),
        ])
    }

    /// On an iPhone 15 Pro (insets 59 and 34) what reads the safe area moves:
    /// the content starts at 59 + 5, the floating bar ends 34 above the
    /// bottom (`parent.safeAreaInsets.bottom`), its button 10 inside it.
    func testBoxesReadTheDevicesSafeArea() throws {
        let solved = try layout("Boxes.xml", device: "iPhone 15 Pro")
        XCTAssertEqual(solved.canvas.height, 852)
        XCTAssertEqual(solved["first"]?.rect, Rect(x: 15, y: 64, width: 111, height: 111))
        let bar = try XCTUnwrap(solved.root.children.last)
        XCTAssertEqual(bar.rect, Rect(x: 0, y: 852 - 34 - 50, width: 393, height: 50))
        XCTAssertEqual(bar.children.first?.rect, Rect(x: 15, y: 852 - 34 - 40, width: 363, height: 30))
    }

    /// Pages.xml with PageTemplate.xml: each page `100% - 40` wide and
    /// `100% - 20` high in the scroll content (inset `max(top + 10, 20)` at
    /// the top, the bottom inset below), 40 apart (`previous.right + 40`);
    /// the page control's bottom 40 above the root's bottom inset, centred.
    func testPagesAsWritten() throws {
        for (device, width, height, top, bottom) in [("iPhone SE", 375.0, 667.0, 20.0, 0.0), ("iPhone 15 Pro", 393, 852, 59, 34)] {
            let solved = try layout("Pages.xml", device: device)
            XCTAssertEqual(solved.diagnostics.items.filter { $0.severity != .note }.map(\.message), [], device)
            let all = frames(solved.root)
            let pages = all.filter { $0.kind == .z && $0.appearance.cornerRadius == 10 }
            let y = max(top + 10, 20), pageHeight = height - y - bottom - 20, pageWidth = width - 40
            XCTAssertEqual(pages.map(\.rect), [
                Rect(x: 20, y: y, width: pageWidth, height: pageHeight),
                Rect(x: 20 + pageWidth + 40, y: y, width: pageWidth, height: pageHeight),
                Rect(x: 20 + 2 * (pageWidth + 40), y: y, width: pageWidth, height: pageHeight),
            ], device)
            XCTAssertEqual(pages.compactMap { $0.children.first?.text?.content }, ["Page 1", "Page 2", "Page 3"])
            let control = try XCTUnwrap(all.first { $0.elementName == "UIPageControl" })
            XCTAssertEqual(control.rect.y + control.rect.height, height - bottom - 40, device)
            // Centred, to the device pixel the frame snaps to.
            XCTAssertEqual(control.rect.x + control.rect.width / 2, width / 2, accuracy: 0.34, device)
        }
    }

    /// Text.xml (its `uppercased` Swift closure written as its result): the
    /// macro `SPACING` = `previous.bottom + PADDING` is expanded in each
    /// label's `top`, so each label is 20 below the one before it; the
    /// scroll content starts at `max(20 + 10, 20)` = 30, 20 from the sides.
    func testTextAsWritten() throws {
        let solved = try layout("Text.xml") { $0.replacingOccurrences(of: "{uppercased('uppercased')}", with: "UPPERCASED") }
        XCTAssertEqual(solved.diagnostics.items.filter { $0.severity != .note }.map(\.message), [])
        let labels = frames(solved.root).filter { $0.kind == .label && $0.rect.x >= 20 }
        XCTAssertEqual(labels.count, 8)
        XCTAssertEqual(labels.first.map { [$0.rect.x, $0.rect.y] }, [20, 30])
        for (above, label) in zip(labels, labels.dropFirst()) {
            XCTAssertEqual(label.rect.y, above.rect.y + above.rect.height + 20, label.text?.content ?? "")
        }
        XCTAssertEqual(labels[1].rect.width, 335)
        // `center.x="50%" width="50%"`: x = 103.75, snapped to the 2x pixel grid.
        XCTAssertEqual(labels[3].rect, Rect(x: 104, y: labels[3].rect.y, width: 167.5, height: labels[3].rect.height))
    }
}
