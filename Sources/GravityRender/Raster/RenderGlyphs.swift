import GravityCore
import GravityText

/// The glyph bitmaps one render has used, by font and then by (glyph,
/// subpixel step): a glyph run looks its font up once, then each glyph by
/// one integer without a lock; a glyph new to the render comes from the
/// rasteriser's shared cache of that font (`FontBitmaps`), the source of
/// every bitmap.
final class RenderGlyphs {
    let rasterizer: GlyphRasterizer
    let scale: Double
    private var fonts: [FontKey: (shared: FontBitmaps, used: [Int: GlyphBitmap])] = [:]

    init(rasterizer: GlyphRasterizer, scale: Double) {
        self.rasterizer = rasterizer
        self.scale = scale
    }

    /// Calls `body` with a lookup of `font`'s bitmaps by glyph and subpixel step.
    func withFont<R>(_ font: FontKey, _ body: (_ bitmap: (UInt32, Int) throws -> GlyphBitmap) throws -> R) rethrows -> R {
        var (shared, used) = fonts.removeValue(forKey: font) ?? (rasterizer.bitmaps(font: font, scale: scale), [:])
        defer { fonts[font] = (shared, used) }
        return try body { glyph, subpixel in
            let key = Int(glyph) << 8 | subpixel
            if let bitmap = used[key] { return bitmap }
            let bitmap = try shared.bitmap(glyph: glyph, subpixel: subpixel)
            used[key] = bitmap
            return bitmap
        }
    }
}
