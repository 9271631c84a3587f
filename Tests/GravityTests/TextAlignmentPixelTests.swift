import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// The pixels of a row of five very different fonts (SPEC §2.6, §2.9): the
/// labels are placed in a fixed `Z` with margins computed from each label's
/// own line box so that their baselines (or cap lines) coincide, then the
/// rendered ink of `H` is inspected. "Ink" is a pixel at least half covered
/// (black text on white: red ≤ 127), the usual edge of anti-aliased ink.
final class TextAlignmentPixelTests: XCTestCase {
    static let engine = try! GravityEngine()
    static let fonts = ["DejaVu Sans 14", "EB Garamond 40", "STIX General 24", "Inter Bold 32", "Liberation Serif 18"]

    /// The label's line box in points, as layout sees it.
    func textLayout(_ font: String) throws -> TextLayout {
        let request = try FontDescriptor.parse(font).resolved(inheriting: .default)
        var content = TextContent(text: "H", font: request, color: .black)
        content.alignment = .left
        return try Self.engine.measurer.layout(content, maxWidth: nil, alignWidth: nil)
    }

    /// A 300 × 80 white box with one `H` label per font, each label's top
    /// margin set by `top(layout)`.
    func row(top: (TextLayout) -> Double) throws -> String {
        var xml = "<Z width=\"300\" height=\"80\" gravity=\"top left\" backgroundColor=\"white\">\n"
        for (index, font) in Self.fonts.enumerated() {
            xml += "  <Label id=\"l\(index)\" text=\"H\" font=\"\(font)\" textColor=\"black\" "
            xml += "leftMargin=\"\(10 + 55 * index)\" topMargin=\"\(top(try textLayout(font)))\"/>\n"
        }
        return xml + "</Z>\n"
    }

    /// Rows (device pixels) holding ink inside a label's columns.
    func inkRows(_ buffer: PixelBuffer, _ frame: Frame, scale: Double) -> [Int] {
        let x0 = Int((frame.rect.x * scale).rounded()), x1 = Int((frame.rect.maxX * scale).rounded())
        return (0..<buffer.height).filter { y in (x0..<x1).contains { x in buffer.color(x: x, y: y).0 <= 127 } }
    }

    func testBaselineRowPutsEveryHOnOnePixelRow() throws {
        // Baseline at 60 pt from the top of the box.
        let xml = try row { 60 - $0.firstBaseline }
        for scale in [1.0, 2.0] {
            let options = LayoutOptions(scale: scale)
            let outcome = try Self.engine.layout(xml: xml, options: options)
            let buffer = try Self.engine.rasterize(outcome)
            for (index, font) in Self.fonts.enumerated() {
                let frame = try XCTUnwrap(outcome["l\(index)"])
                XCTAssertEqual(frame.text?.baseline, 60, "\(font) at \(scale)x")
                let rows = inkRows(buffer, frame, scale: scale)
                // The ink ends on the row just above the baseline.
                XCTAssertEqual(rows.last, Int(60 * scale) - 1, "\(font) at \(scale)x")
                XCTAssertGreaterThan(rows.count, Int(8 * scale), "\(font) at \(scale)x")
            }
        }
    }

    func testCapRowPutsEveryCapLineOnOnePixelRow() throws {
        // Cap line at 20 pt from the top of the box.
        let xml = try row { 20 - $0.capTop }
        for scale in [1.0, 2.0] {
            let options = LayoutOptions(scale: scale)
            let outcome = try Self.engine.layout(xml: xml, options: options)
            let buffer = try Self.engine.rasterize(outcome)
            for (index, font) in Self.fonts.enumerated() {
                let frame = try XCTUnwrap(outcome["l\(index)"])
                XCTAssertEqual(frame.text?.capTop, 20, "\(font) at \(scale)x")
                // The ink of H starts on the capTop row.
                XCTAssertEqual(inkRows(buffer, frame, scale: scale).first, Int(20 * scale), "\(font) at \(scale)x")
            }
        }
    }
}
