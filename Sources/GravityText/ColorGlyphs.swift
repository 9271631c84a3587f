import CFreeType

/// The strike a colour bitmap face (CBDT emoji: fixed pixel sizes, no
/// outlines) draws from: its largest, scaled to each size when drawn.
struct ColorStrike: Sendable {
    /// FreeType's index of the strike (`FT_Select_Size`).
    let index: Int32
    /// Pixels per em of the strike.
    let ppem: Double

    init?(_ face: FT_Face) {
        guard gravity_face_has_color_strikes(face) != 0, let sizes = face.pointee.available_sizes else { return nil }
        var best = 0
        for i in 0..<Int(face.pointee.num_fixed_sizes) where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
        index = Int32(best)
        ppem = Double(sizes[best].y_ppem) / 64
    }
}

/// A colour glyph as its strike holds it: drawn scaled by the size over
/// `ppem`, like an image (the raster backend resamples only the pixels a
/// canvas shows, so a huge emoji costs what is visible; SVG embeds it).
public struct ColorBitmap: Sendable {
    /// Strike pixels.
    public var width: Int
    public var height: Int
    /// Premultiplied RGBA, rows of `width`.
    public var rgba: [UInt8]
    /// The left edge from the pen and the top edge from the baseline (negative: above), strike pixels.
    public var left: Int
    public var top: Int
    /// Strike pixels per em.
    public var ppem: Double
}

/// Colour glyphs through FreeType (`FT_LOAD_COLOR`): premultiplied BGRA
/// bitmaps of the face's largest strike.
enum ColorGlyphs {
    /// `glyph` of `face` from `strike`; the caller holds the FreeType lock.
    static func load(_ face: FontFace, strike: ColorStrike, glyph: UInt32) -> ColorBitmap? {
        let ftFace = face.face
        guard FT_Select_Size(ftFace, strike.index) == 0,
              FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0,
              let slot = ftFace.pointee.glyph, gravity_slot_is_bgra(slot) != 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, pitch >= width * 4, let buffer = bitmap.buffer else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = buffer + (y * pitch + x * 4), i = (y * width + x) * 4
                rgba[i] = p[2]; rgba[i + 1] = p[1]; rgba[i + 2] = p[0]; rgba[i + 3] = p[3]
            }
        }
        return ColorBitmap(width: width, height: height, rgba: rgba, left: Int(slot.pointee.bitmap_left),
                           top: -Int(slot.pointee.bitmap_top), ppem: strike.ppem)
    }
}
