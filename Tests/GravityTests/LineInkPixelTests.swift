import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// Line boxes hold their ink (issue #29, CSS inline box model): a line
/// set partly in a fallback face is as tall as that face's ascender and
/// descender, so Arabic from Noto Sans Arabic in a `System` (Inter) label
/// stays inside the label's frame.
final class LineInkPixelTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// Dark pixels in rows `y0..<y1` (device pixels).
    func darkPixels(_ buffer: PixelBufferView, y0: Int, y1: Int) -> Int {
        var count = 0
        for y in max(0, y0)..<min(buffer.buffer.height, y1) {
            for x in 0..<buffer.buffer.width where buffer.dark(x, y) { count += 1 }
        }
        return count
    }

    func testArabicFallbackInkStaysInsideTheLabel() throws {
        // ج and ي reach far below Inter's descender.
        let layout = try Self.engine.layout(xml: """
            <V width="300" gravity="left" backgroundColor="#ffffff">
              <Label id="l" font="System 17" text="Arabic: جيع يجن"/>
              <Z height="40"/>
            </V>
            """, options: LayoutOptions(scale: 2))
        let buffer = PixelBufferView(try Self.engine.rasterize(layout))
        let frame = try XCTUnwrap(layout["l"])
        let top = Int((frame.rect.y * 2).rounded()), bottom = Int((frame.rect.maxY * 2).rounded())
        XCTAssertGreaterThan(darkPixels(buffer, y0: top, y1: bottom), 300)
        XCTAssertEqual(darkPixels(buffer, y0: bottom, y1: buffer.buffer.height), 0, "ink below the label's frame")
        XCTAssertEqual(darkPixels(buffer, y0: 0, y1: top), 0, "ink above the label's frame")
        // The line box is Noto Sans Arabic's (1374 above, 738 below per 1000) around the baseline.
        let text = try XCTUnwrap(frame.text)
        XCTAssertEqual(text.layout.firstBaseline, 1.374 * 17, accuracy: 1e-9)
        XCTAssertEqual(text.layout.size.height, (1.374 + 0.738) * 17, accuracy: 1e-9)
        // The frame is that, snapped to device pixels.
        XCTAssertEqual(frame.rect.height, (1.374 + 0.738) * 17, accuracy: 0.5)
    }

    /// A fixed `lineHeight` is the author's spacing: a fallback face does not grow it.
    func testFixedLineHeightIsNotGrownByAFallbackFace() throws {
        let layout = try Self.engine.layout(xml: #"<Label id="l" font="System 17" lineHeight="24" text="Arabic: جيع"/>"#)
        XCTAssertEqual(try XCTUnwrap(layout["l"]).rect.height, 24, accuracy: 1e-9)
    }
}
