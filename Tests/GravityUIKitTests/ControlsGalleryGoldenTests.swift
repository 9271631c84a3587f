import XCTest
import Gravity
import GravityCore
import GoldenFiles

/// Examples/Controls.xml, every control in every state, light and dark at
/// 1× and 3× (ExampleGoldenTests renders it light at 2×), and right to left
/// light at 2×, each against its reviewed golden
/// `Goldens/ControlsGalleryGoldenTests/Controls.<variant>@<scale>x.png`,
/// byte for byte. A missing golden is recorded and fails once: look at it,
/// commit it.
final class ControlsGalleryGoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testGalleryLightAndDarkAtOneAndThreeX() throws {
        let goldens = Self.packageRoot.appendingPathComponent("Goldens/ControlsGalleryGoldenTests")
        let file = Self.packageRoot.appendingPathComponent("Examples/Controls.xml").path
        var cases: [(String, LayoutOptions)] = []
        for appearance in Appearance.allCases {
            for scale in [1.0, 3.0] {
                var options = LayoutOptions(scale: scale)
                options.appearance = appearance
                cases.append(("\(appearance.rawValue)@\(Int(scale))x", options))
            }
        }
        var rtl = LayoutOptions(scale: 2)
        rtl.direction = .rtl
        cases.append(("light.rtl@2x", rtl))
        for (name, options) in cases {
            let solved = try UIKitTesting.engine.layout(file: file, options: options)
            XCTAssertTrue(solved.diagnostics.items.isEmpty, "\(name): \(solved.diagnostics.items)")
            let png = Data(try UIKitTesting.engine.render(solved))
            try GoldenFile.assertMatches(png, golden: goldens.appendingPathComponent("Controls.\(name).png"), label: "Controls \(name)")
        }
    }
}
