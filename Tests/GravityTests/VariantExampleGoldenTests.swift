import XCTest
import GravityCore
import Gravity
import GoldenFiles

/// Examples/Variants in the appearances and content sizes the testing API
/// cannot yet ask for (ExampleGoldenTests renders every example light at L):
/// dark at L, light and dark at AX3, scale 2, each against its reviewed
/// golden `Goldens/VariantExampleGoldenTests/<Name>.<appearance>.<size>@2x.png`,
/// byte for byte (the same input gives the same PNG). A missing golden is
/// recorded and fails once: look at it, commit it.
final class VariantExampleGoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testVariantExamplesInDarkAndAtAX3() throws {
        let engine = try GravityEngine()
        let goldens = Self.packageRoot.appendingPathComponent("Goldens/VariantExampleGoldenTests")
        let variants: [(Appearance, ContentSizeCategory)] = [(.dark, .large), (.light, .accessibilityExtraLarge), (.dark, .accessibilityExtraLarge)]
        // Examples/Variants, and the screens of Examples/Screens with their data (SPEC §14.2).
        let examples = ["Settings", "Chat"].map { ("Variants/\($0)", $0) }
            + ["Settings", "Feed", "Photos", "TabApp"].map { ("Screens/\($0)", "Screens.\($0)") }
        for (path, name) in examples {
            // Screens in dark only, but Settings: its rows of labels self-size at AX3; the
            // feed's cells are sized by their children, as in Layout, and others show no text rows (Screens.md).
            for (appearance, size) in variants where !path.hasPrefix("Screens/") || size == .large || path == "Screens/Settings" {
                var options = LayoutOptions(scale: 2)
                options.appearance = appearance
                options.contentSize = size
                let json = Self.packageRoot.appendingPathComponent("Examples/\(path).json").path
                if FileManager.default.fileExists(atPath: json) { options.dataFiles = [json] }
                let solved = try engine.layout(file: Self.packageRoot.appendingPathComponent("Examples/\(path).xml").path, options: options)
                XCTAssertTrue(solved.diagnostics.items.allSatisfy { $0.severity == .note || (path.hasPrefix("Screens/") && $0.severity == .warning) }, "\(name) \(appearance) \(size.rawValue): \(solved.diagnostics.items)")
                let png = Data(try engine.render(solved))
                try GoldenFile.assertMatches(png, golden: goldens.appendingPathComponent("\(name).\(appearance.rawValue).\(size.rawValue)@2x.png"),
                                             label: "\(name) \(appearance.rawValue) \(size.rawValue)")
            }
        }
    }
}
