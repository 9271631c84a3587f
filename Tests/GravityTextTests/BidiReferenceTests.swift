import Foundation
import XCTest
import GravityCore
@testable import GravityText

/// Mixed Hebrew/Latin and Arabic/Latin lines against an independent
/// pipeline (python-bidi's UAX #9 + uharfbuzz, Tests/Fixtures/Bidi/
/// make_bidi_reference.py, run once): the same glyphs, in the same visual
/// order, at the same positions — so joining forms and run order match,
/// and each paragraph reads in its first strong character's direction
/// whatever the layout direction (UIKit's natural writing direction).
final class BidiReferenceTests: XCTestCase {
    struct Reference: Decodable {
        struct Case: Decodable {
            var font: String
            var unitsPerEm: Double
            var text: String
            /// The layout direction in scope (`ltr`, `rtl`); nil: none set.
            var direction: String?
            /// One per paragraph.
            var lines: [Line]
        }
        struct Line: Decodable {
            var paragraphLevel: Int
            var glyphs: [UInt32]
            var x: [Double]
        }
        var cases: [Case]
    }

    static let reference: Reference = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Bidi/bidi_reference.json")
        return try! JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }()

    func testGlyphOrderMatchesPythonBidiAndHarfBuzz() throws {
        XCTAssertEqual(Self.reference.cases.count, 24)
        for reference in Self.reference.cases {
            // At a size of one em per font unit, points are font units.
            var content = TestFonts.content(reference.text, font: "'DejaVu Sans' \(formatNumber(reference.unitsPerEm))")
            content.direction = reference.direction.map { TextDirection(rawValue: $0)! }
            let name = "\(reference.text) under \(reference.direction ?? "no direction")"
            let layout = try TestFonts.measurer.layout(content, maxWidth: nil, alignWidth: nil)
            XCTAssertEqual(layout.lines.count, reference.lines.count, name)
            for (line, expected) in zip(layout.lines, reference.lines) {
                XCTAssertEqual(line.glyphs.map(\.id), expected.glyphs, name)
                XCTAssertEqual(line.glyphs.map { $0.x.rounded() }, expected.x, name)
            }
            XCTAssertEqual(layout.missingCharacters, [], name)
        }
    }

    /// The Arabic letters of the issue's first case are joined: the four
    /// beh take initial, medial, medial, final forms (not the isolated one).
    func testArabicInMixedTextIsJoined() throws {
        let content = TestFonts.content("abc بببب xyz", font: "'DejaVu Sans' 30")
        let glyphs = try TestFonts.measurer.layout(content, maxWidth: nil, alignWidth: nil).lines[0].glyphs.map(\.id)
        let isolated = try XCTUnwrap(TestFonts.measurer.layout(TestFonts.content("ب", font: "'DejaVu Sans' 30"),
                                                               maxWidth: nil, alignWidth: nil).lines[0].glyphs.first?.id)
        let arabic = Array(glyphs[4..<8])
        XCTAssertFalse(arabic.contains(isolated), "\(arabic)")
        XCTAssertEqual(Set(arabic).count, 3, "final, medial and initial forms: \(arabic)")
    }
}
