import XCTest
import GravityCore
@testable import Gravity
@testable import GravityText

/// `--system-fonts` (SPEC §9): the machine's fonts through fontconfig, only
/// when asked, tried after every bundled and `--fonts` face, and outputs say so.
final class SystemFontsTests: XCTestCase {
    func testSystemFontsOnlyWhenAskedAndSaidInTheMetadata() throws {
        let plain = try GravityEngine()
        XCTAssertFalse(plain.fonts.usesSystemFonts)
        XCTAssertEqual(plain.fonts.systemFamilies, [])
        let bundled = try BundledFonts.directory()
        XCTAssertTrue(plain.fonts.faces.allSatisfy { $0.path.hasPrefix(bundled) })
        XCTAssertFalse(plain.metadata.contains { $0.0 == "Fonts" })

        let files = SystemFonts.files()
        try XCTSkipIf(files.isEmpty, "fontconfig lists no fonts on this machine")
        XCTAssertEqual(files, files.sorted())
        let system = try GravityEngine(setup: EngineSetup(systemFonts: true))
        XCTAssertTrue(system.fonts.usesSystemFonts)
        XCTAssertFalse(system.fonts.systemFamilies.isEmpty)
        XCTAssertTrue(system.fonts.faces.contains { files.contains($0.path) })
        let note = try XCTUnwrap(system.metadata.first { $0.0 == "Fonts" }?.1)
        XCTAssertTrue(note.contains("fontconfig") && note.contains("not portable"), note)
        // The PNG carries it as a tEXt chunk.
        let layout = try system.layout(xml: #"<Label text="Hi"/>"#)
        let png = try system.render(layout)
        XCTAssertNotNil(String(decoding: png, as: UTF8.self).range(of: "not portable"))
    }
}
