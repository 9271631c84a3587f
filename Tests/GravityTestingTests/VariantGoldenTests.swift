import XCTest
import Foundation
import RequiredTools
import Gravity
import GravityTesting

/// One variant, four ways (and its frames two ways: `frames --variants` and
/// `layout(…, variant:)`): the XCTest assertion's goldens
/// (`Goldens/VariantGoldenTests/testCardMatrix.<variant>@2x.png`), the CLI's
/// `render --variants` files, `layout(…, variant:)` rendered, and the
/// swift-snapshot-testing references of Tests/Fixtures/SnapshotConsumer's
/// `testCardVariants` (the same card, `.gravity(variants:)`; the library
/// writes the name's dots as dashes, `testCardVariants.dark-rtl.png`) are the same PNG.
final class VariantGoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The card of SnapshotConsumer's CardSnapshotTests.variantCard, character for character.
    static let card = """
        <H width="200" gravity="left middle" padding="12" spacing="10" backgroundColor="secondarySystemBackground">
          <Z width="24" height="24" backgroundColor="systemGreen" cornerRadius="6"/>
          <Label id="title" text="Card" font="headline" textColor="label"/>
          <Label text="{appearance}" font="footnote" textColor="secondaryLabel"/>
        </H>
        """
    static let matrix = try! VariantMatrix(appearance: [.light, .dark], direction: [.ltr, .rtl])

    func testCardMatrix() throws {
        try assertLayoutSnapshot(xml: Self.card, variants: Self.matrix, scale: 2)
    }

    func testTheCLIFramesAndStrategiesGiveTheGoldensPixels() throws {
        let binary = Bundle(for: Self.self).bundleURL.appendingPathComponent("gravity")
        try RequiredTools.require(FileManager.default.isExecutableFile(atPath: binary.path), "the gravity binary (not built at \(binary.path))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-variant-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.xml")
        try Self.card.write(to: file, atomically: true, encoding: .utf8)
        for command in ["render", "frames"] {
            let process = Process()
            process.executableURL = binary
            process.arguments = [command, file.path, "--variants", Self.matrix.description, "--scale", "2",
                                 "--out-dir", folder.appendingPathComponent("out").path]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, command)
        }

        let engine = try SnapshotRenderer.shared().engine
        let references = Self.packageRoot.appendingPathComponent(
            "Tests/Fixtures/SnapshotConsumer/Tests/SnapshotConsumerTests/__Snapshots__/CardSnapshotTests")
        for variant in Self.matrix.variants {
            let golden = try Data(contentsOf: Self.packageRoot.appendingPathComponent("Goldens/VariantGoldenTests/testCardMatrix.\(variant.name)@2x.png"))
            let cli = try Data(contentsOf: folder.appendingPathComponent("out/Card.\(variant.name).png"))
            XCTAssertEqual(cli, golden, "gravity render --variants: \(variant)")
            let solved = try layout(xml: Self.card, variant: variant, scale: 2)
            XCTAssertEqual(Data(try engine.render(solved)), golden, "layout(xml:variant:): \(variant)")
            let frames = try String(contentsOf: folder.appendingPathComponent("out/Card.\(variant.name).frames.json"), encoding: .utf8)
            XCTAssertEqual(frames, FrameJSON.encode(solved), "gravity frames --variants: \(variant)")
            let reference = try Data(contentsOf: references.appendingPathComponent("testCardVariants.\(variant.name.replacingOccurrences(of: ".", with: "-")).png"))
            XCTAssertEqual(reference, golden, ".gravity(variants:): \(variant)")
        }
    }
}
