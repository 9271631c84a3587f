import GravityCore
import GravityText

/// The glyph bitmaps one render has used, by font and then by (glyph,
/// subpixel step): a glyph run looks its font up once, then each glyph by
/// two integers, instead of hashing the font's path for every glyph in the
/// rasteriser's shared cache (which stays the source of every bitmap).
final class RenderGlyphs {
    let rasterizer: GlyphRasterizer
    let scale: Double
    private var fonts: [FontKey: [Int: GlyphBitmap]] = [:]

    init(rasterizer: GlyphRasterizer, scale: Double) {
        self.rasterizer = rasterizer
        self.scale = scale
    }

    /// Calls `body` with a lookup of `font`'s bitmaps by glyph and subpixel step.
    func withFont<R>(_ font: FontKey, _ body: (_ bitmap: (UInt32, Int) throws -> GlyphBitmap) throws -> R) rethrows -> R {
        var bitmaps = fonts.removeValue(forKey: font) ?? [:]
        defer { fonts[font] = bitmaps }
        return try body { glyph, subpixel in
            let key = Int(glyph) << 8 | subpixel
            if let bitmap = bitmaps[key] { return bitmap }
            let bitmap = try rasterizer.bitmap(font: font, scale: scale, glyph: glyph, subpixel: subpixel)
            bitmaps[key] = bitmap
            return bitmap
        }
    }
}
