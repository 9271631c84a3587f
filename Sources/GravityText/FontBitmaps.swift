import Foundation
import GravityCore

/// The glyph bitmaps of one font at one scale, by (glyph, subpixel step):
/// the rasteriser's shared cache, one per font, so a render looks a font up
/// once (hashing its path) and then each glyph by one integer.
public final class FontBitmaps: @unchecked Sendable {
    /// Renders the misses and bounds the caches' memory; weak, as it keeps this cache.
    private weak var rasterizer: GlyphRasterizer?
    let font: FontKey
    let scale: Double
    private var bitmaps: [Int: GlyphBitmap] = [:]
    private let lock = NSLock()

    init(rasterizer: GlyphRasterizer, font: FontKey, scale: Double) {
        self.rasterizer = rasterizer
        self.font = font
        self.scale = scale
    }

    /// The bitmap of `glyph` for a pen at a fractional x offset of
    /// `subpixel / GlyphRasterizer.subpixelSteps` device pixels.
    public func bitmap(glyph: UInt32, subpixel: Int) throws -> GlyphBitmap {
        let key = Int(glyph) << 8 | subpixel
        lock.lock()
        if let cached = bitmaps[key] { lock.unlock(); return cached }
        lock.unlock()
        guard let rasterizer else { preconditionFailure("glyph bitmaps used after their rasteriser") }
        let bitmap = try rasterizer.render(font: font, scale: scale, glyph: glyph, subpixel: subpixel)
        lock.lock()
        bitmaps[key] = bitmap
        lock.unlock()
        rasterizer.didRender()
        return bitmap
    }
}
