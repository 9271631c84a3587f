import XCTest
import GravityCore
@testable import GravityText

final class FontLibraryTests: XCTestCase {
    static let library = try! FontLibrary.standard()

    func testBundledFamilies() {
        XCTAssertEqual(Self.library.familyNames,
                       ["DejaVu Sans", "Droid Sans Fallback", "EB Garamond", "Inter", "JetBrains Mono",
                        "Liberation Mono", "Liberation Sans", "Liberation Serif", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Devanagari",
                        "Noto Sans Thai", "STIXGeneral"])
    }

    func testSystemSemiboldIsInterSemiBold() throws {
        let face = try Self.library.match(FontRequest(family: "System", size: 16, weight: 600, italic: false))
        XCTAssertEqual((face.path as NSString).lastPathComponent, "Inter-SemiBold.otf")
    }

    func testNamesIgnoreCaseAndSpaces() throws {
        let stix = try Self.library.match(FontRequest(family: "stix general", size: 16, weight: 400, italic: false))
        XCTAssertEqual((stix.path as NSString).lastPathComponent, "STIXGeneral-Regular.otf")
        let garamond = try Self.library.match(FontRequest(family: "EB Garamond 12", size: 16, weight: 400, italic: false))
        XCTAssertEqual((garamond.path as NSString).lastPathComponent, "EBGaramond12-Regular.otf")
    }

    func testUnknownFamilyListsWhatIsAvailable() {
        XCTAssertThrowsError(try Self.library.match(FontRequest(family: "Comic Sans", size: 16, weight: 400, italic: false))) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown font family 'Comic Sans'; available: DejaVu Sans, Droid Sans Fallback, EB Garamond, Inter"), "\(error)")
        }
    }

    /// Apple family names map to bundled metric-compatible faces.
    func testApplePlatformFamilyNames() throws {
        func file(_ family: String, _ weight: Int = 400) throws -> String {
            let info = try Self.library.match(FontRequest(family: family, size: 16, weight: weight, italic: false))
            return (info.path as NSString).lastPathComponent
        }
        XCTAssertEqual(try file("Helvetica"), "LiberationSans-Regular.ttf")
        XCTAssertEqual(try file("helvetica neue", 700), "LiberationSans-Bold.ttf")
        XCTAssertEqual(try file("Arial"), "LiberationSans-Regular.ttf")
        XCTAssertEqual(try file("Times New Roman", 700), "LiberationSerif-Bold.ttf")
        XCTAssertEqual(try file("times"), "LiberationSerif-Regular.ttf")
        XCTAssertEqual(try file("Courier"), "LiberationMono-Regular.ttf")
        XCTAssertEqual(try file("Courier New"), "LiberationMono-Regular.ttf")
        XCTAssertEqual(try file("Menlo"), "JetBrainsMono-Regular.ttf")
        XCTAssertEqual(try file("SF Mono"), "JetBrainsMono-Regular.ttf")
        XCTAssertEqual(try file("San Francisco", 600), "Inter-SemiBold.otf")
        XCTAssertEqual(try file(".SFUIText-Semibold", 600), "Inter-SemiBold.otf")
    }

    /// Bold italic and bold monospace are never dropped: the nearest face by
    /// CSS matching, with what it lacks synthesised, and the name says so.
    func testMissingWeightsAndStylesAreSynthesised() throws {
        func choice(_ font: String) throws -> FontChoice {
            try Self.library.choose(try FontDescriptor.parse(font).resolved(inheriting: .default))
        }
        let boldItalic = try choice("System Bold Italic 16")
        XCTAssertEqual((boldItalic.info.path as NSString).lastPathComponent, "Inter-Italic.otf")
        XCTAssertEqual(boldItalic.synthesis, FontSynthesis(bold: true, oblique: false))
        XCTAssertEqual(boldItalic.displayName, "Inter Italic (synthetic bold)")
        let mono = try choice("monospace bold 30")
        XCTAssertEqual(mono.synthesis, FontSynthesis(bold: true, oblique: false))
        XCTAssertEqual(mono.displayName, "JetBrains Mono (synthetic bold)")
        let serif = try choice("Times bold italic")
        XCTAssertEqual((serif.info.path as NSString).lastPathComponent, "LiberationSerif-Bold.ttf")
        XCTAssertEqual(serif.displayName, "Liberation Serif Bold (synthetic oblique)")
        // Semibold from a family with a 600 face, and medium (500), need nothing.
        XCTAssertEqual(try choice("System semibold").synthesis, .none)
        XCTAssertEqual(try choice("EB Garamond medium").synthesis, .none)
        XCTAssertEqual(try choice("EB Garamond semibold").synthesis, FontSynthesis(bold: true, oblique: false))
    }

    /// Synthetic bold widens every advancing glyph by 1/24 em and thickens
    /// the ink; synthetic oblique leans the ink without changing advances.
    func testSyntheticBoldAndObliqueChangeGlyphs() throws {
        let face = try Self.library.face(for: try Self.library.match(.default))
        let regular = Shaper.shape("HH", face: face, size: 24)
        let bold = Shaper.shape("HH", face: face, size: 24, synthesis: FontSynthesis(bold: true, oblique: false))
        XCTAssertEqual(bold.advance, regular.advance + 2, accuracy: 1e-9)
        let rasterizer = GlyphRasterizer(library: Self.library)
        let glyph = regular.glyphs[0].id
        func ink(_ synthesis: FontSynthesis) throws -> (sum: Int, width: Int, top: Int) {
            let key = FontKey(path: face.path, faceIndex: 0, size: 24, synthesis: synthesis)
            let bitmap = try rasterizer.bitmap(font: key, scale: 1, glyph: glyph, subpixel: 0)
            return (bitmap.coverage.reduce(0) { $0 + Int($1) }, bitmap.width, bitmap.top)
        }
        let plain = try ink(.none)
        let emboldened = try ink(FontSynthesis(bold: true, oblique: false))
        let slanted = try ink(FontSynthesis(bold: false, oblique: true))
        XCTAssertGreaterThan(emboldened.sum, plain.sum * 11 / 10)
        XCTAssertGreaterThanOrEqual(emboldened.width, plain.width + 1)
        // An H 17 px tall leaning by 0.2126 is about 3.6 px wider.
        XCTAssertGreaterThanOrEqual(slanted.width, plain.width + 3)
        XCTAssertEqual(Double(slanted.sum), Double(plain.sum), accuracy: Double(plain.sum) * 0.03)
        let outlines = GlyphOutlines(library: Self.library)
        let upright = try outlines.outline(font: FontKey(path: face.path, faceIndex: 0, size: 24), glyph: glyph)
        let leaning = try outlines.outline(font: FontKey(path: face.path, faceIndex: 0, size: 24,
                                                         synthesis: FontSynthesis(bold: false, oblique: true)), glyph: glyph)
        XCTAssertNotEqual(upright.commands, leaning.commands)
    }

    /// Condensed and expanded are asked of the faces' OS/2 width class: a
    /// face given with --fonts serves them; without one it is an error
    /// naming the widths there are. A normal request prefers normal faces.
    func testWidthsAreMatchedAgainstTheFacesWidthClass() throws {
        let condensed = URL(fileURLWithPath: TestFonts.fixtures).deletingLastPathComponent().appendingPathComponent("CondensedFont").path
        let library = try FontLibrary.standard(extraDirectories: [TestFonts.fixtures, condensed])
        func file(_ font: String) throws -> String {
            let info = try library.match(try FontDescriptor.parse(font).resolved(inheriting: .default))
            return (info.path as NSString).lastPathComponent
        }
        XCTAssertEqual(try file("GravityTest condensed 16"), "GravityTest-Condensed.ttf")
        XCTAssertEqual(try file("GravityTest 16"), "GravityTest.ttf")
        XCTAssertThrowsError(try file("GravityTest expanded 16")) { error in
            XCTAssertEqual("\(error)", "font 'GravityTest' has no expanded face (its faces are condensed, normal); pass one with --fonts, or leave out 'expanded'")
        }
        XCTAssertThrowsError(try file("Inter condensed")) { error in
            XCTAssertEqual("\(error)", "font 'Inter' has no condensed face (its faces are normal); pass one with --fonts, or leave out 'condensed'")
        }
        // An Apple name's width falls back to normal with the warning saying so.
        let apple = try FontDescriptor.parse("HelveticaNeue-CondensedBold 16").resolved(inheriting: .default)
        XCTAssertEqual((try library.match(apple).path as NSString).lastPathComponent, "LiberationSans-Bold.ttf")
        XCTAssertEqual(library.substitutionNote(for: apple), "font 'HelveticaNeue-CondensedBold' is an Apple font, not bundled: drawn with Liberation Sans Bold; no condensed face is bundled, so the normal width stands in (pass the real font with --fonts)")
        XCTAssertEqual(FontWidth(widthClass: 3), .condensed)
        XCTAssertEqual(FontWidth(widthClass: 7), .expanded)
        XCTAssertEqual(FontWidth(widthClass: 0), .normal)
    }

    func testShapingAppliesKerning() throws {
        let face = try Self.library.face(for: try Self.library.match(.default))
        let pair = Shaper.shape("AV", face: face, size: 100).advance
        let apart = Shaper.shape("A", face: face, size: 100).advance + Shaper.shape("V", face: face, size: 100).advance
        XCTAssertLessThan(pair, apart - 1)
    }
}

import Foundation

final class FontMatchingTests: XCTestCase {
    let library = TestFonts.library

    func file(_ family: String, _ weight: Int = 400, italic: Bool = false) throws -> String {
        let info = try library.match(FontRequest(family: family, size: 12, weight: weight, italic: italic))
        return (info.path as NSString).lastPathComponent
    }

    func testTypographicLegacyAndPostScriptNames() throws {
        XCTAssertEqual(try file("EB Garamond"), "EBGaramond12-Regular.otf")
        XCTAssertEqual(try file("ebgaramond12"), "EBGaramond12-Regular.otf")
        // "Inter Semi Bold" is the legacy family of the SemiBold face.
        XCTAssertEqual(try file("Inter Semi Bold"), "Inter-SemiBold.otf")
        XCTAssertEqual(try file("Inter-SemiBold"), "Inter-SemiBold.otf")
        XCTAssertEqual(try file("LiberationSerif-Bold"), "LiberationSerif-Bold.ttf")
        XCTAssertEqual(try file("monospace"), "JetBrainsMono-Regular.ttf")
        XCTAssertEqual(try file("SYSTEM"), "Inter-Regular.otf")
    }

    func testNearestWeightAsCSSChooses() throws {
        XCTAssertEqual(try file("System", 500), "Inter-Medium.otf")
        XCTAssertEqual(try file("System", 450), "Inter-Medium.otf")  // 400…500: up to 500 first
        XCTAssertEqual(try file("System", 300), "Inter-Regular.otf")  // below 400: lighter, else the lightest heavier
        XCTAssertEqual(try file("System", 650), "Inter-Bold.otf")  // above 500: heavier first
        XCTAssertEqual(try file("System", 900), "Inter-Bold.otf")  // nothing heavier: the heaviest lighter
        XCTAssertEqual(try file("Liberation Serif", 600), "LiberationSerif-Bold.ttf")
        XCTAssertEqual(try file("Liberation Serif", 500), "LiberationSerif-Regular.ttf")
        XCTAssertEqual(try file("EB Garamond", 700), "EBGaramond12-Regular.otf")
    }

    func testItalicBeforeWeight() throws {
        XCTAssertEqual(try file("System", 400, italic: true), "Inter-Italic.otf")
        XCTAssertEqual(try file("System", 700, italic: true), "Inter-Italic.otf")
        XCTAssertEqual(try file("DejaVu Sans", 400, italic: true), "DejaVuSans.ttf")
    }

    func testFacesReadFromTheFiles() throws {
        let semibold = try XCTUnwrap(library.faces.first { $0.path.hasSuffix("Inter-SemiBold.otf") })
        XCTAssertEqual(semibold.family, "Inter Semi Bold")
        XCTAssertEqual(semibold.typographicFamily, "Inter")
        XCTAssertEqual(semibold.postScriptName, "Inter-SemiBold")
        XCTAssertEqual(semibold.weight, 600)
        XCTAssertEqual(semibold.displayName, "Inter SemiBold")
        let dejavu = try XCTUnwrap(library.faces.first { $0.path.hasSuffix("DejaVuSans.ttf") })
        XCTAssertEqual(dejavu.displayName, "DejaVu Sans")
        XCTAssertTrue(try XCTUnwrap(library.faces.first { $0.path.hasSuffix("JetBrainsMono-Regular.ttf") }).monospace)
    }

    func testAMissingFontFolderIsAnError() {
        XCTAssertThrowsError(try FontLibrary(directories: ["/nonexistent/fonts"])) { error in
            XCTAssertEqual("\(error)", "font folder '/nonexistent/fonts' cannot be read")
        }
    }
}
