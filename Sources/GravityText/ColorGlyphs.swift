import CFreeType

/// The strike a colour bitmap face (CBDT emoji: fixed pixel sizes, no
/// outlines) draws from: its largest, scaled down to each size.
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

/// Colour glyphs: FreeType's premultiplied BGRA bitmap of the strike
/// (`FT_LOAD_COLOR`), scaled to the device size by area averaging — each
/// output pixel the exact overlap-weighted mean of the strike pixels under
/// it, in doubles, so the result is the same on every machine.
enum ColorGlyphs {
    /// Renders `glyph` of `face` at `pixelSize` pixels per em; the caller holds the FreeType lock.
    static func render(_ face: FontFace, strike: ColorStrike, pixelSize: Double, glyph: UInt32) -> GlyphBitmap? {
        let ftFace = face.face
        guard pixelSize > 0, FT_Select_Size(ftFace, strike.index) == 0,
              FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0,
              let slot = ftFace.pointee.glyph, gravity_slot_is_bgra(slot) != 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let sourceWidth = Int(bitmap.width), sourceHeight = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard sourceWidth > 0, sourceHeight > 0, let buffer = bitmap.buffer else { return nil }
        let factor = pixelSize / strike.ppem
        let width = max(1, Int((Double(sourceWidth) * factor).rounded()))
        let height = max(1, Int((Double(sourceHeight) * factor).rounded()))
        let columns = weights(from: sourceWidth, to: width), rows = weights(from: sourceHeight, to: height)
        var color = [UInt32](repeating: 0, count: width * height)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var b = 0.0, g = 0.0, r = 0.0, a = 0.0
                for (sy, wy) in rows[y] {
                    for (sx, wx) in columns[x] {
                        let p = buffer + (sy * pitch + sx * 4), w = wx * wy
                        b += Double(p[0]) * w; g += Double(p[1]) * w; r += Double(p[2]) * w; a += Double(p[3]) * w
                    }
                }
                func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }
                let alpha = byte(a)
                // Premultiplied: no channel above alpha.
                color[y * width + x] = min(byte(r), alpha) | min(byte(g), alpha) << 8 | min(byte(b), alpha) << 16 | alpha << 24
                coverage[y * width + x] = UInt8(alpha)
            }
        }
        return GlyphBitmap(width: width, height: height,
                           left: Int((Double(slot.pointee.bitmap_left) * factor).rounded()),
                           top: -Int((Double(slot.pointee.bitmap_top) * factor).rounded()),
                           coverage: coverage, color: color)
    }

    /// For each of `count` output pixels, the source pixels it covers and
    /// the share of the output pixel each covers (summing to 1).
    static func weights(from source: Int, to count: Int) -> [[(Int, Double)]] {
        let step = Double(source) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step, end = start + step
            var result: [(Int, Double)] = []
            var s = Int(start.rounded(.down))
            while s < source, Double(s) < end {
                let overlap = min(end, Double(s + 1)) - max(start, Double(s))
                if overlap > 0 { result.append((s, overlap / step)) }
                s += 1
            }
            return result
        }
    }
}
