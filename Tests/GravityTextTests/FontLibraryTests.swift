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
