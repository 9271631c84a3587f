import XCTest
import RequiredTools
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
        try RequiredTools.require(!files.isEmpty, "a font fontconfig lists (`make test` installs fonts-urw-base35)")
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

    /// A family only the machine has is found by name with `--system-fonts`
    /// (fontconfig lists the file, FreeType names the family), drawn from
    /// that file, named in `gravity frames`' text.font and the PNG says so;
    /// without the flag the same name is an unknown family.
    func testSystemFamilyIsFoundByNameOnlyWhenAsked() throws {
        let plain = try GravityEngine()
        let system = try GravityEngine(setup: EngineSetup(systemFonts: true))
        let bundledFamilies = Set(plain.fonts.familyNames.map { $0.lowercased() })
        guard let family = system.fonts.systemFamilies.sorted().first(where: { !bundledFamilies.contains($0.lowercased()) }) else {
            try RequiredTools.missingTool("a font family fontconfig lists that is not bundled (`make test` installs fonts-urw-base35)")
        }
        let xml = "<Label id=\"l\" text=\"Hamburg\" font=\"'\(family)' 20\"/>"

        let layout = try system.layout(xml: xml)
        let text = try XCTUnwrap(layout["l"]?.text).layout
        XCTAssertTrue(text.fontName.hasPrefix(family), text.fontName)
        let files = Set(SystemFonts.files())
        XCTAssertFalse(text.lines[0].runs.isEmpty)
        for run in text.lines[0].runs { XCTAssertTrue(files.contains(run.font.path), "\(family): \(run.font.path)") }
        // Type 1 and bitmap fonts fontconfig lists are left out: HarfBuzz cannot shape them.
        let type1 = files.filter { [".pfb", ".t1", ".pfa", ".pcf", ".pcf.gz"].contains(where: $0.lowercased().hasSuffix) }
        XCTAssertFalse(system.fonts.faces.contains { type1.contains($0.path) })
        XCTAssertTrue(system.fonts.unreadableFiles.allSatisfy { !type1.contains($0.path) })
        let png = try system.render(layout)
        XCTAssertNotNil(String(decoding: png, as: UTF8.self).range(of: "this machine's fonts through fontconfig"))

        XCTAssertThrowsError(try plain.layout(xml: xml, path: "f.xml")) { error in
            XCTAssertTrue("\(error)".contains("f.xml:1:36: error: unknown font family '\(family)'; available:"), "\(error)")
        }
    }

    /// A `--fonts` file FreeType opens but HarfBuzz cannot shape (Type 1)
    /// is a warning naming why, not a family that silently draws nothing.
    func testType1FileInFontsFolderIsSkippedWithAReason() throws {
        // SystemFonts.files() leaves Type 1 files out, so look for one on disk.
        let fonts = "/usr/share/fonts"
        let type1Files = (FileManager.default.enumerator(atPath: fonts)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".pfb") || $0.hasSuffix(".t1") }.sorted()
        guard let type1 = type1Files.first.map({ fonts + "/" + $0 }) else {
            try RequiredTools.missingTool("a Type 1 font fontconfig lists (`make test` installs fonts-urw-base35)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-type1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Disguised.ttf").path
        try FileManager.default.copyItem(atPath: type1, toPath: copy)
        let library = try FontLibrary.standard(extraDirectories: [folder.path])
        XCTAssertEqual(library.unreadableFiles.map(\.path), [copy])
        XCTAssertEqual(library.unreadableFiles.first?.reason, "is not an OpenType or TrueType font and is skipped")
        XCTAssertEqual(library.extraFamilies, [])
    }
}
