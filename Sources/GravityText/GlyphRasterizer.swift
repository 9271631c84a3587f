import CFreeType
import Foundation
import GravityCore

/// An 8-bit coverage bitmap of one glyph, positioned relative to the pen
/// position on the baseline (device pixels, y down).
public struct GlyphBitmap: Sendable {
    public var width: Int
    public var height: Int
    /// Column of the bitmap's left edge relative to the pen's whole pixel.
    public var left: Int
    /// Row of the bitmap's top edge relative to the baseline (negative: above).
    public var top: Int
    public var coverage: [UInt8]
    /// A colour glyph (emoji), drawn in its own colours whatever the text
    /// colour, scaled from its strike; nil for outline glyphs, drawn in the
    /// text colour by `coverage` (empty for a colour glyph).
    public var color: ColorBitmap? = nil
}

/// Rasterises glyphs with explicit, environment-independent settings: no
/// hinting, grayscale anti-aliasing, no LCD filtering. Horizontal pen
/// positions are kept to a quarter pixel; bitmaps are cached per
/// (face, size, glyph, quarter-pixel offset), by font and scale first
/// (`FontBitmaps`), so a lookup hashes the font once, not per glyph.
public final class GlyphRasterizer: @unchecked Sendable {
    /// Horizontal subpixel positions per pixel.
    public static let subpixelSteps = 4
    /// Bitmaps kept before the caches start over (bounds memory for long runs).
    let cacheCapacity: Int

    private struct FontAtScale: Hashable {
        var font: FontKey
        var scale: Double
    }

    let library: FontLibrary
    private var fonts: [FontAtScale: FontBitmaps] = [:]
    /// Bitmaps kept by the caches in `fonts`.
    private var kept = 0
    private let lock = NSLock()
    private var renders = 0

    /// Glyphs rendered by FreeType so far (cache misses).
    var renderCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return renders
    }

    public convenience init(library: FontLibrary) {
        self.init(library: library, cacheCapacity: 50_000)
    }

    init(library: FontLibrary, cacheCapacity: Int) {
        self.library = library
        self.cacheCapacity = cacheCapacity
    }

    /// The cache of `font`'s bitmaps at `scale`, shared by every render.
    public func bitmaps(font: FontKey, scale: Double) -> FontBitmaps {
        let key = FontAtScale(font: font, scale: scale)
        lock.lock()
        defer { lock.unlock() }
        if let found = fonts[key] { return found }
        let made = FontBitmaps(rasterizer: self, font: font, scale: scale)
        fonts[key] = made
        return made
    }

    /// The bitmap of `glyph` for a pen at a fractional x offset of
    /// `subpixel / subpixelSteps` device pixels.
    public func bitmap(font: FontKey, scale: Double, glyph: UInt32, subpixel: Int) throws -> GlyphBitmap {
        try bitmaps(font: font, scale: scale).bitmap(glyph: glyph, subpixel: subpixel)
    }

    /// Counts a bitmap rendered and kept by one of the caches. Past the
    /// capacity every font's cache starts over: new lookups get empty ones
    /// (a render still holding an old one keeps it until it ends).
    func didRender() {
        lock.lock()
        defer { lock.unlock() }
        renders += 1
        kept += 1
        if kept > cacheCapacity {
            fonts.removeAll(keepingCapacity: true)
            kept = 0
        }
    }

    /// Renders one glyph (FreeType, under the library's lock).
    func render(font: FontKey, scale: Double, glyph: UInt32, subpixel: Int) throws -> GlyphBitmap {
        let face = try library.face(path: font.path, index: font.faceIndex)
        return render(face: face, pixelSize: font.size * scale, synthesis: font.synthesis, glyph: glyph,
                      offset: Double(subpixel) / Double(GlyphRasterizer.subpixelSteps))
    }

    private func render(face: FontFace, pixelSize: Double, synthesis: FontSynthesis, glyph: UInt32, offset: Double) -> GlyphBitmap {
        let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
        face.library.lock.lock()
        defer { face.library.lock.unlock() }
        if let strike = face.colorStrike {
            var colour = empty
            colour.color = ColorGlyphs.load(face, strike: strike, glyph: glyph)
            return colour
        }
        let ftFace = face.face
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0,
              FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else { return empty }
        let slot = ftFace.pointee.glyph!
        guard gravity_slot_is_outline(slot) != 0 else { return empty }
        // The outline is in 26.6 pixels: one em is pixelSize · 64.
        SyntheticStyle.apply(synthesis, to: &slot.pointee.outline, em: pixelSize * 64)
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos((offset * 64).rounded()), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer {
            for row in 0..<height {
                for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: -Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
