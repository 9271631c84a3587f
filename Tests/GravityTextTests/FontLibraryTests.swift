import XCTest
import GravityCore
@testable import GravityText

final class FontLibraryTests: XCTestCase {
    static let library = try! FontLibrary.standard()

    func testBundledFamilies() {
        XCTAssertEqual(Self.library.familyNames,
                       ["DejaVu Sans", "EB Garamond", "Inter", "JetBrains Mono", "Liberation Serif", "STIXGeneral"])
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
            XCTAssertTrue("\(error)".hasPrefix("unknown font family 'Comic Sans'; available: DejaVu Sans, EB Garamond, Inter"), "\(error)")
        }
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
