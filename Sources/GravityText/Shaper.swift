import CHarfBuzz
import GravityCore

/// Shapes a run of text with HarfBuzz (kerning and ligatures on), returning
/// glyphs positioned in points along the baseline.
struct Shaper {
    struct ShapedRun {
        var glyphs: [PositionedGlyph]
        /// Points.
        var advance: Double
    }

    static func shape(_ text: String, face: FontFace, size: Double) -> ShapedRun {
        guard !text.isEmpty else { return ShapedRun(glyphs: [], advance: 0) }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = size / face.unitsPerEm
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        for i in 0..<Int(count) {
            let info = infos![i], position = positions![i]
            glyphs.append(PositionedGlyph(id: info.codepoint,
                                          x: pen + Double(position.x_offset) * scale,
                                          y: Double(position.y_offset) * scale))
            pen += Double(position.x_advance) * scale
        }
        return ShapedRun(glyphs: glyphs, advance: pen)
    }
}
