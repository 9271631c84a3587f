import XCTest
@testable import GravityTestingCore
import GravityCore

/// A variant matrix checked through the XCTest-free core: one golden per
/// variant, named as `gravity render --variants` names its files, and a
/// report that shows a failing variant beside its passing siblings.
final class MatrixVerifierTests: XCTestCase {
    var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-matrix-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    let matrix = try! VariantMatrix(appearance: [.light, .dark], direction: [.ltr, .rtl])

    func name(_ variant: Variant) -> SnapshotName {
        SnapshotName(testClass: "CardTests", testName: "testCard()", named: "row", variant: variant, scale: 2)
    }

    /// Each variant draws its own image; `broken` draws a different one.
    func check(broken: String? = nil) throws -> [VariantOutcome] {
        let verifier = SnapshotVerifier(environment: try SnapshotEnvironment(packageRoot: root, environment: [:]))
        return verifier.verify(matrix.variants, name: name) { variant in
            let edge = matrix.variants.firstIndex(of: variant)! + (variant.name == broken ? 4 : 1)
            let image = RGBAImage.edge(8, 6, at: edge)
            return RenderedSnapshot(image: image, png: try image.pngBytes())
        }
    }

    func testOneGoldenPerVariantNamedAsTheCLINamesItsFiles() throws {
        let first = try check()
        XCTAssertEqual(first.map(\.name.relativePath), ["CardTests/testCard.row.light.ltr@2x.png", "CardTests/testCard.row.light.rtl@2x.png",
                                                        "CardTests/testCard.row.dark.ltr@2x.png", "CardTests/testCard.row.dark.rtl@2x.png"])
        XCTAssertTrue(first.allSatisfy { $0.failure?.hasPrefix("Recorded a new golden for snapshot \($0.name.relativePath)") == true })
        for outcome in first {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/Goldens/" + outcome.name.relativePath), outcome.name.relativePath)
        }
        XCTAssertTrue(try check().allSatisfy { $0.failure == nil })
    }

    func testAFailingVariantIsReportedBesideItsPassingSiblings() throws {
        _ = try check()
        let outcomes = try check(broken: "dark.ltr")
        XCTAssertEqual(outcomes.map { $0.failure != nil }, [false, false, true, false])
        XCTAssertTrue(outcomes[2].failure!.hasPrefix("Snapshot CardTests/testCard.row.dark.ltr@2x.png does not match its golden"),
                      outcomes[2].failure!)
        let report = ArtifactReport(directory: root + "/.build/gravity-artifacts")
        let entries = report.entries()
        XCTAssertEqual(entries.map(\.status), ["mismatch", "passed", "passed", "passed"])
        XCTAssertEqual(entries.map(\.variant), ["dark.ltr", "dark.rtl", "light.ltr", "light.rtl"])
        XCTAssertEqual(Set(entries.map(\.group)), ["CardTests/testCard.row"])
        let index = try String(contentsOfFile: report.indexPath, encoding: .utf8)
        // One failure section (the passing siblings have none), with all four variants in it.
        XCTAssertTrue(index.contains("<h1>Gravity snapshot failures (1)</h1>"), index)
        XCTAssertTrue(index.contains("<h3>All variants of CardTests/testCard.row</h3>"), index)
        XCTAssertTrue(index.contains(#"<figure class="failing current"><figcaption>dark.ltr · mismatch</figcaption>"#), index)
        for passing in ["dark.rtl", "light.ltr", "light.rtl"] {
            XCTAssertTrue(index.contains(#"<figure class="passing"><figcaption>\#(passing) · passed</figcaption><a href="CardTests/testCard.row.\#(passing)@2x.actual.png">"#),
                          index)
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.absolute("CardTests/testCard.row.\(passing)@2x.actual.png")))
        }
        // Fixed: every entry is gone, the siblings' too.
        XCTAssertTrue(try check().allSatisfy { $0.failure == nil })
        XCTAssertEqual(report.entries().count, 0)
        XCTAssertTrue(try String(contentsOfFile: report.indexPath, encoding: .utf8).contains("No failing snapshots."))
    }
}
