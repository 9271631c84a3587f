import XCTest
import Gravity
import GravityCore

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
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
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
            let golden = goldens.appendingPathComponent("Controls.\(name).png")
            guard let expected = try? Data(contentsOf: golden) else {
                try png.write(to: golden)
                XCTFail("recorded \(golden.path): look at it and commit it")
                continue
            }
            if expected != png {
                let actual = FileManager.default.temporaryDirectory.appendingPathComponent("Controls.\(name).actual.png")
                try png.write(to: actual)
                XCTFail("Controls \(name) differs from \(golden.path); this render: \(actual.path) (gravity diff them)")
            }
        }
    }
}
