import CHarfBuzz
import GravityCore

/// A glyph as HarfBuzz shaped it, in points.
struct ShapedGlyph: Hashable {
    var id: UInt32
    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK: text cut where this
    /// glyph's cluster starts must be shaped again (see ShapedRun.slice).
    var unsafeToBreak = false
    /// Where the glyph's characters start: a UTF-8 byte offset for
    /// `shape(_:face:size:)`, a scalar index of the paragraph for `shape(scalars:…)`.
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
        return glyphs(of: buffer, hbFont: hbFont, unitsPerEm: unitsPerEm, size: size, extraAdvance: extraAdvance)
    }

    /// Shapes `range` of `scalars` (the rest of them is context for
    /// joining) with an explicit direction and script, so the result does
    /// not depend on guessing; clusters are indices into `scalars` plus `clusterBase`.
    static func shape(scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, clusterBase: Int, rtl: Bool,
                      script: hb_script_t, face: FontFace, size: Double, synthesis: FontSynthesis) -> ShapedRun {
        guard !range.isEmpty, let base = scalars.baseAddress else { return .empty }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, base, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        var run = glyphs(of: buffer, hbFont: face.hbFont, unitsPerEm: face.unitsPerEm, size: size,
                         extraAdvance: SyntheticStyle.extraAdvance(synthesis, size: size))
        if clusterBase != 0 {
            for index in run.glyphs.indices { run.glyphs[index].cluster += clusterBase }
        }
        return run
    }

    private static func glyphs(of buffer: OpaquePointer?, hbFont: OpaquePointer, unitsPerEm: Double, size: Double,
                               extraAdvance: Double) -> ShapedRun {
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
            let flags = hb_glyph_info_get_glyph_flags(infos + i).rawValue
            let glyph = ShapedGlyph(id: info.codepoint, unsafeToBreak: flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0,
                                    cluster: Int(info.cluster),
                                    advance: position.x_advance == 0 ? 0 : Double(position.x_advance) * scale + extraAdvance,
                                    xOffset: Double(position.x_offset) * scale,
                                    yOffset: Double(position.y_offset) * scale)
            glyphs.append(glyph)
            advance += glyph.advance
        }
        return ShapedRun(glyphs: glyphs, advance: advance)
    }
}
