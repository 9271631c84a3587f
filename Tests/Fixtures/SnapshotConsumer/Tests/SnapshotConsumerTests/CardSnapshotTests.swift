import Foundation
import GravitySnapshotTesting
import SnapshotTesting
import XCTest

final class CardSnapshotTests: XCTestCase {
    /// The outer test (SnapshotConsumerPackageTests) changes the text to see a
    /// failure, and the snapshot's name so it never touches the committed references.
    let title = ProcessInfo.processInfo.environment["CONSUMER_TITLE"] ?? "Card"
    let snapshotName = ProcessInfo.processInfo.environment["CONSUMER_SNAPSHOT"] ?? "row"

    var card: String {
        """
        <H gravity="left middle" padding="12" spacing="10" backgroundColor="#ffffff">
          <Z width="24" height="24" backgroundColor="#34c759" cornerRadius="6"/>
          <Label id="title" text="\(title)" font="System Semibold 17" textColor="#1b2a4a"/>
        </H>
        """
    }

    func testCard() {
        // __Snapshots__/CardSnapshotTests/testCard.row.png
        assertSnapshot(of: card, as: .gravity(width: 200, scale: 2), named: snapshotName)
    }

    func testCardFrames() {
        // __Snapshots__/CardSnapshotTests/testCardFrames.row.frames.json
        assertSnapshot(of: card, as: .frames(width: 200, scale: 2), named: snapshotName)
    }

    /// The same card written with the builder: its reference is the same PNG.
    func testBuiltCard() {
        let card = H(spacing: 10, padding: 12, gravity: .left, .middle) {
            Z().size(24, 24).backgroundColor("#34c759").cornerRadius(6)
            Label(title).id("title").font("System Semibold 17").textColor("#1b2a4a")
        }
        .backgroundColor("#ffffff")
        assertSnapshot(of: card, as: .gravity(width: 200, scale: 2), named: "row")
    }

    /// VariantGoldenTests.card, character for character: its references are
    /// the XCTest goldens `Goldens/VariantGoldenTests/testCardMatrix.<variant>@2x.png`.
    static let variantCard = """
        <H width="200" gravity="left middle" padding="12" spacing="10" backgroundColor="secondarySystemBackground">
          <Z width="24" height="24" backgroundColor="systemGreen" cornerRadius="6"/>
          <Label id="title" text="Card" font="headline" textColor="label"/>
          <Label text="{appearance}" font="footnote" textColor="secondaryLabel"/>
        </H>
        """

    func testCardVariants() throws {
        // __Snapshots__/CardSnapshotTests/testCardVariants.light-ltr.png, … .dark-rtl.png
        // (swift-snapshot-testing writes the variant name's dots as dashes)
        let matrix = try VariantMatrix(appearance: [.light, .dark], direction: [.ltr, .rtl])
        assertSnapshots(of: Self.variantCard, as: .gravity(variants: matrix, scale: 2))
    }

    func testLayoutFile() {
        let badge = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Layouts/Badge.xml")
        // pixelmatch main's OKLab metric, as `gravity diff --metric oklab`.
        assertSnapshot(of: badge, as: .gravity(scale: 2, tolerance: .perceptual(threshold: 0.1, metric: .oklab, maxDiffPixels: 4)))
    }
}
