import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// Colour emoji (issue #29): drawn from the bundled Noto Color Emoji subset
/// in their own colours whatever the text colour, skin tones, ZWJ
/// sequences and flags as single glyphs, the same bytes every time.
final class ColorEmojiPixelTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// The pixels of label `l` in `text` (System 40, black text on white), at scale 2.
    func pixels(_ text: String) throws -> (buffer: PixelBuffer, frame: PixelRect) {
        let layout = try Self.engine.layout(xml: #"<V padding="8" backgroundColor="white"><Label id="l" font="System 40" textColor="black" text="\#(text)"/></V>"#,
                                            options: LayoutOptions(scale: 2))
        let frame = try XCTUnwrap(layout["l"]).rect
        return (try Self.engine.rasterize(layout),
                PixelRect(x0: Int(frame.x * 2), y0: Int(frame.y * 2), x1: Int(frame.maxX * 2), y1: Int(frame.maxY * 2)))
    }

    /// How many pixels of the label are near `rgb` (each channel within 40).
    func count(_ rgb: (Int, Int, Int), in result: (buffer: PixelBuffer, frame: PixelRect)) -> Int {
        var count = 0
        for y in result.frame.y0..<result.frame.y1 {
            for x in result.frame.x0..<result.frame.x1 {
                let p = result.buffer.color(x: x, y: y)
                if abs(Int(p.r) - rgb.0) <= 40, abs(Int(p.g) - rgb.1) <= 40, abs(Int(p.b) - rgb.2) <= 40 { count += 1 }
            }
        }
        return count
    }

    func testGrinningFaceIsYellow() throws {
        let face = try pixels("😀")
        // Noto's face yellow (#FCC21B, its gradient around it) fills most of the glyph.
        XCTAssertGreaterThan(count((252, 194, 27), in: face), 1000)
        // Sampled at the centre of the glyph's upper half (the forehead): yellow, not black.
        let centre = face.buffer.color(x: (face.frame.x0 + face.frame.x1) / 2, y: face.frame.y0 + (face.frame.y1 - face.frame.y0) * 3 / 10)
        XCTAssertGreaterThan(Int(centre.r), 200, "\(centre)")
        XCTAssertGreaterThan(Int(centre.g), 140, "\(centre)")
        XCTAssertLessThan(Int(centre.b), 100, "\(centre)")
    }

    func testSkinToneFlagAndZWJSequence() throws {
        // 👍 in the default yellow and with the medium skin tone (🏽, Noto's #BA8F63 family of browns).
        let yellow = try pixels("👍"), toned = try pixels("👍🏽")
        XCTAssertGreaterThan(count((252, 194, 27), in: yellow), 500)
        XCTAssertLessThan(count((252, 194, 27), in: toned), 50)
        XCTAssertGreaterThan(count((186, 143, 99), in: toned), 500)
        // The French flag: blue and red bands.
        let flag = try pixels("🇫🇷")
        XCTAssertGreaterThan(count((0, 35, 149), in: flag), 300)
        XCTAssertGreaterThan(count((237, 41, 57), in: flag), 300)
        // A ZWJ sequence is one glyph as wide as one emoji.
        let single = try Self.engine.layout(xml: #"<Label id="l" font="System 40" text="👩"/>"#)
        let sequence = try Self.engine.layout(xml: #"<Label id="l" font="System 40" text="👩‍💻"/>"#)
        XCTAssertEqual(try XCTUnwrap(sequence["l"]).rect.width, try XCTUnwrap(single["l"]).rect.width)
    }

    /// A huge emoji costs what the canvas shows: the strike is resampled
    /// only where visible (at 2000 pt and scale 8 the whole glyph would be
    /// 20,000 pixels square, 1.6 GB of pixels scaled up front).
    func testHugeEmojiDrawsOnlyItsVisiblePart() throws {
        // The emoji's middle (an eye on the yellow face) fills the 200-point canvas.
        let layout = try Self.engine.layout(xml: """
            <Z width="200" height="200" backgroundColor="white" constraints="e.left = parent.left - 1000; e.top = parent.top - 900; e.width = 2600">
              <Label id="e" font="System 2000" text="😀"/>
            </Z>
            """, options: LayoutOptions(scale: 8))
        let buffer = try Self.engine.rasterize(layout)
        XCTAssertEqual(buffer.width, 1600)
        var yellow = 0
        for y in stride(from: 0, to: buffer.height, by: 8) {
            for x in stride(from: 0, to: buffer.width, by: 8) {
                let p = buffer.color(x: x, y: y)
                if p.r > 200, p.g > 140, p.b < 100 { yellow += 1 }
            }
        }
        XCTAssertGreaterThan(yellow, 20_000, "the visible part of the face is yellow")
    }

    func testEmojiRenderIsDeterministic() throws {
        let xml = #"<Label font="System 17" text="😀 👍🏽 👨‍👩‍👧 🇯🇵 1️⃣"/>"#
        let first = try Self.engine.render(Self.engine.layout(xml: xml, options: LayoutOptions(scale: 3)))
        let fresh = try GravityEngine()
        XCTAssertEqual(first, try fresh.render(fresh.layout(xml: xml, options: LayoutOptions(scale: 3))))
    }
}
