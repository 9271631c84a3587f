import CHarfBuzz
import GravityCore

/// A glyph as HarfBuzz shaped it, in points.
struct ShapedGlyph: Hashable {
    var id: UInt32
    /// UTF-8 byte offset of the first character this glyph belongs to.
    var cluster: Int
    var advance: Double
    var xOffset: Double
    /// Upward.
    var yOffset: Double
}

/// A shaped run of text: glyphs in visual order along one baseline.
struct ShapedRun: Hashable {
    var glyphs: [ShapedGlyph]
    /// Points.
    var advance: Double

    static let empty = ShapedRun(glyphs: [], advance: 0)

    /// Glyph positions from the run's start, `extraAfter(cluster)` points
    /// added to the pen after each glyph (used by justification).
    func positioned(extraAfter: (Int) -> Double = { _ in 0 }) -> [PositionedGlyph] {
        var pen = 0.0
        return glyphs.map { glyph in
            defer { pen += glyph.advance + extraAfter(glyph.cluster) }
            return PositionedGlyph(id: glyph.id, x: pen + glyph.xOffset, y: glyph.yOffset)
        }
    }
}

/// Shapes text with HarfBuzz over the face's font data, kerning and
/// ligatures on (HarfBuzz's defaults).
enum Shaper {
    static func shape<S: StringProtocol>(_ text: S, face: FontFace, size: Double, synthesis: FontSynthesis = .none) -> ShapedRun {
        shape(text, hbFont: face.hbFont, unitsPerEm: face.unitsPerEm, size: size,
              extraAdvance: SyntheticStyle.extraAdvance(synthesis, size: size))
    }

    /// `extraAdvance` points are added to every glyph that advances (synthetic bold).
    static func shape<S: StringProtocol>(_ text: S, hbFont: OpaquePointer, unitsPerEm: Double, size: Double,
                                         extraAdvance: Double = 0) -> ShapedRun {
        guard !text.isEmpty else { return .empty }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        let count = Int32(utf8.count)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, count, 0, count)
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
              let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount) else { return .empty }
        // The HarfBuzz font is at font-unit scale; this converts to points.
        let scale = size / unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(glyphCount))
        var advance = 0.0
        for i in 0..<Int(glyphCount) {
            let info = infos[i], position = positions[i]
            let glyph = ShapedGlyph(id: info.codepoint, cluster: Int(info.cluster),
                                    advance: position.x_advance == 0 ? 0 : Double(position.x_advance) * scale + extraAdvance,
                                    xOffset: Double(position.x_offset) * scale,
                                    yOffset: Double(position.y_offset) * scale)
            glyphs.append(glyph)
            advance += glyph.advance
        }
        return ShapedRun(glyphs: glyphs, advance: advance)
    }
}
