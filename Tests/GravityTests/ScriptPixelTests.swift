import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// What a user sees: Arabic inside Latin text is joined, and characters
/// EB Garamond lacks are DejaVu Sans' glyphs, not boxes.
final class ScriptPixelTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// Rows of ink (dark pixels) between x0 and x1 for each row of a label.
    func ink(_ buffer: PixelBufferView, x0: Int, x1: Int, y0: Int, y1: Int) -> [[Bool]] {
        (y0..<y1).map { y in (x0..<x1).map { x in buffer.dark(x, y) } }
    }

    func testArabicInMixedTextIsJoinedOnScreen() throws {
        let layout = try Self.engine.layout(xml: #"<Label id="l" text="abc بببب xyz" font="DejaVu Sans 30"/>"#,
                                            options: LayoutOptions(scale: 2))
        let buffer = PixelBufferView(try Self.engine.rasterize(layout))
        let frame = try XCTUnwrap(layout["l"])
        let text = try XCTUnwrap(frame.text)
        // The Arabic glyphs are the 5th to 8th of the line (final, medial, medial, initial from
        // the left); the two medial ones span from the 6th glyph's pen to the 8th's, in device pixels.
        let glyphs = text.layout.lines[0].glyphs
        let left = Int(((frame.rect.x + text.layout.lines[0].x + glyphs[5].x) * 2).rounded(.up)) + 1
        let right = Int(((frame.rect.x + text.layout.lines[0].x + glyphs[7].x) * 2).rounded(.down)) - 1
        XCTAssertGreaterThan(right - left, 20)
        let rows = ink(buffer, x0: left, x1: right, y0: 0, y1: Int(frame.rect.height * 2))
        // Joined letters share an unbroken stroke along the baseline: some row is ink all the way.
        XCTAssertTrue(rows.contains { $0.allSatisfy { $0 } }, "no row of unbroken ink across the Arabic word")
        // The same letters unjoined (separated by spaces) leave gaps in every row.
        let apart = try Self.engine.layout(xml: #"<Label id="l" text="ب ب ب ب" font="DejaVu Sans 30"/>"#,
                                           options: LayoutOptions(scale: 2))
        let apartBuffer = PixelBufferView(try Self.engine.rasterize(apart))
        let apartFrame = try XCTUnwrap(apart["l"])
        let apartRows = ink(apartBuffer, x0: 4, x1: Int(apartFrame.rect.width * 2) - 4, y0: 0, y1: Int(apartFrame.rect.height * 2))
        XCTAssertFalse(apartRows.contains { $0.allSatisfy { $0 } })
    }

    func testFallbackGlyphsAreDejaVuSansNotBoxes() throws {
        // The snowman set in EB Garamond (which lacks it) and in DejaVu Sans draws the same pixels.
        func pixels(_ font: String) throws -> [[Bool]] {
            // Padding: EB Garamond's line box is lower than the snowman is tall.
            let layout = try Self.engine.layout(xml: #"<V padding="20"><Label id="l" text="☃" font="\#(font) 30"/></V>"#,
                                                options: LayoutOptions(scale: 2))
            let buffer = PixelBufferView(try Self.engine.rasterize(layout))
            let frame = try XCTUnwrap(layout["l"])
            let baseline = Int((try XCTUnwrap(frame.text).baseline * 2).rounded())
            return ink(buffer, x0: 40, x1: 40 + Int(frame.rect.width * 2), y0: baseline - 60, y1: baseline + 12)
        }
        let fallback = try pixels("EB Garamond")
        XCTAssertTrue(fallback == (try pixels("DejaVu Sans")), "the snowman is not DejaVu Sans' glyph")
        XCTAssertGreaterThan(fallback.joined().filter { $0 }.count, 150)
    }
}

/// Dark-pixel reads of a rendered buffer (white background).
struct PixelBufferView {
    let buffer: PixelBuffer
    init(_ buffer: PixelBuffer) { self.buffer = buffer }
    func dark(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < buffer.width, y < buffer.height else { return false }
        return buffer.color(x: x, y: y).r < 128
    }
}
