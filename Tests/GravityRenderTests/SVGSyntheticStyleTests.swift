import XCTest
import Foundation
import GravityCore
import Gravity
@testable import GravityRender

/// Synthetic bold and oblique in SVG (issue #29): a glyph's outline is
/// defined once per font, glyph and synthetic style, so a regular run
/// followed by a synthetic one draws both as the PNG does. Liberation Mono
/// (`Courier`) has only a regular face: bold and italic are synthesised.
final class SVGSyntheticStyleTests: XCTestCase {
    func testSyntheticBoldMatchesPNG() throws {
        try assertSVGMatchesPNG(#"<Label font="Courier 40">ab <b>ab</b></Label>"#)
    }

    func testSyntheticItalicMatchesPNG() throws {
        try assertSVGMatchesPNG(#"<Label font="Courier 40">ab <i>ab</i></Label>"#)
    }

    func testSyntheticBoldItalicMatchesPNG() throws {
        // Italic first: the old key let the slanted outline stand for the regular one too.
        try assertSVGMatchesPNG(#"<Label font="Courier 40"><b><i>ab</i></b> ab</Label>"#)
    }

    /// Colour emoji are embedded as their bitmaps (the 109-ppem strike):
    /// rsvg draws them where the PNG does. The two resample the strike
    /// differently (ours box-reduces then interpolates bilinearly, as for
    /// images; librsvg filters), so some pixels on the emoji's outlines
    /// differ: 24 of about 3,800 inked pixels with librsvg 2.54. The
    /// allowance is 2 % of the inked pixels; a missing or misplaced emoji
    /// differs on most of them.
    func testColourEmojiMatchPNG() throws {
        let (png, svg) = try renderBoth(#"<Label font="System 40" text="😀 👍🏽 🇫🇷"/>"#)
        let (count, ink) = Self.difference(png, svg)
        XCTAssertGreaterThan(ink, 3000, "no emoji drawn")
        XCTAssertLessThan(Double(count), 0.02 * Double(ink), "\(count) of \(ink) inked pixels differ")
        print("emoji: \(count) of \(ink) inked pixels differ")
    }

    /// The SVG of `label` on a white canvas, rasterised by rsvg-convert, against our PNG.
    ///
    /// Tolerance: pixels whose YIQ distance exceeds 0.1 (pixelmatch's default)
    /// are at most 1 % of the inked pixels. With librsvg 2.54 none do (0 of
    /// about 1,400): the two rasterisers' anti-aliasing differs along glyph
    /// edges by less than 0.1; the 1 % allows another librsvg's edge
    /// rounding. A run drawn in the wrong style (regular for emboldened:
    /// 1/24 em more stroke on every side; upright for slanted) differs on
    /// 30–43 % of it (measured with the old glyph key), and
    /// `testWrongStyleIsFarAboveTheTolerance` checks that it would fail.
    private func assertSVGMatchesPNG(_ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (png, svg) = try renderBoth(label)
        let (count, ink) = Self.difference(png, svg)
        XCTAssertGreaterThan(ink, 500, "no text drawn", file: file, line: line)
        XCTAssertLessThan(Double(count), 0.01 * Double(ink), "\(count) of \(ink) inked pixels differ", file: file, line: line)
        print("\(label): \(count) of \(ink) inked pixels differ")
    }

    /// The tolerance can fail: the PNG of a regular run against a synthetic one.
    func testWrongStyleIsFarAboveTheTolerance() throws {
        let engine = try GravityEngine()
        for markup in ["<b>ab</b>", "<i>ab</i>"] {
            let plain = try engine.rasterize(engine.layout(xml: Self.canvas(#"<Label font="Courier 40">ab ab</Label>"#)))
            let styled = try engine.rasterize(engine.layout(xml: Self.canvas(#"<Label font="Courier 40">ab \#(markup)</Label>"#)))
            let (count, ink) = Self.difference(plain, styled)
            XCTAssertGreaterThan(Double(count), 0.1 * Double(ink), markup)
        }
    }

    static func canvas(_ label: String) -> String {
        ##"<V padding="8" backgroundColor="#ffffff">\##(label)</V>"##
    }

    private func renderBoth(_ label: String) throws -> (PixelBuffer, PixelBuffer) {
        let engine = try GravityEngine()
        return try SVGTests.renderedBothWays(engine.layout(xml: Self.canvas(label)), engine: engine)
    }

    /// Pixels differing by more than 0.1, and pixels inked (not white) in either image.
    static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (count: Int, ink: Int) {
        guard a.width == b.width, a.height == b.height else { return (Int.max / 2, 1) }
        var ink = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.color(x: x, y: y), q = b.color(x: x, y: y)
                if min(p.r, p.g, p.b, q.r, q.g, q.b) < 250 { ink += 1 }
            }
        }
        return (SVGTests.compare(a, b, threshold: 0.1).count, ink)
    }
}
