import XCTest
import GravityCore
@testable import GravityText
@testable import GravityRender

/// The per-render glyph lookup hands back the rasteriser's own bitmaps,
/// keeps fonts, sizes and subpixel steps apart, and asks the rasteriser
/// once per distinct glyph.
final class RenderGlyphsTests: XCTestCase {
    func testBitmapsAreTheRasterizersAndEachIsRenderedOnce() throws {
        let library = try FontLibrary.standard()
        let face = try library.face(for: try library.match(.default))
        let glyphs = Shaper.shape("Hxgy", face: face, size: 20).glyphs.map(\.id)
        let fonts = [FontKey(path: face.path, faceIndex: 0, size: 20), FontKey(path: face.path, faceIndex: 0, size: 31),
                     FontKey(path: face.path, faceIndex: 0, size: 20, synthesis: FontSynthesis(bold: true, oblique: false))]
        let reference = GlyphRasterizer(library: library), shared = GlyphRasterizer(library: library)
        let render = RenderGlyphs(rasterizer: shared, scale: 1.5)
        for _ in 0..<2 {
            for font in fonts {
                try render.withFont(font) { bitmap in
                    for glyph in glyphs {
                        for subpixel in 0..<GlyphRasterizer.subpixelSteps {
                            let expected = try reference.bitmap(font: font, scale: 1.5, glyph: glyph, subpixel: subpixel)
                            let actual = try bitmap(glyph, subpixel)
                            XCTAssertEqual([actual.width, actual.height, actual.left, actual.top],
                                           [expected.width, expected.height, expected.left, expected.top], "\(font) glyph \(glyph)")
                            XCTAssertEqual(actual.coverage, expected.coverage, "\(font) glyph \(glyph) step \(subpixel)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(shared.renderCount, reference.renderCount)
        XCTAssertEqual(shared.renderCount, fonts.count * Set(glyphs).count * GlyphRasterizer.subpixelSteps)
    }
}
