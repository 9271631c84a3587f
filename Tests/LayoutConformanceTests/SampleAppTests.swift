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
}
