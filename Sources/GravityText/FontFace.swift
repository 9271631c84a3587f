import CFreeType
import CHarfBuzz
import Foundation
import GravityCore

/// An opened font face: the FreeType face (metrics, outlines, bitmaps) and
/// a HarfBuzz font over the same file (shaping), at font-unit scale so
/// shaping is exact and independent of any pixel size.
public final class FontFace: @unchecked Sendable {
    public let path: String
    public let index: Int
    let face: FT_Face
    let hbFont: OpaquePointer
    let library: FreeTypeLibrary
    /// Font units per em.
    public let unitsPerEm: Double
    public let unitMetrics: UnitMetrics
    /// Underline and strikeout, font units.
    let decorations: DecorationMetrics
    /// A colour bitmap face (CBDT emoji): glyphs come from its largest strike.
    let colorStrike: ColorStrike?

    init(path: String, index: Int, library: FreeTypeLibrary) throws {
        self.path = path
        self.index = index
        self.library = library
        library.lock.lock()
        defer { library.lock.unlock() }
        var opened: FT_Face?
        guard FT_New_Face(library.handle, path, FT_Long(index), &opened) == 0, let opened else {
            throw SetupError("font file '\(path)' cannot be opened")
        }
        face = opened
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(opened)
            throw SetupError("font file '\(path)' cannot be read")
        }
        let hbFace = hb_face_create(blob, UInt32(index))
        hbFont = hb_font_create(hbFace)!
        // FreeType leaves the em and the vertical metrics of a face without
        // outlines (colour bitmaps) at 0; HarfBuzz reads them from head and hhea.
        let upem = opened.pointee.units_per_EM > 0 ? Int32(opened.pointee.units_per_EM) : Int32(hb_face_get_upem(hbFace))
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        hb_font_set_scale(hbFont, upem, upem)
        unitsPerEm = Double(upem)
        colorStrike = ColorStrike(opened)
        unitMetrics = colorStrike == nil ? UnitMetrics.read(opened) : UnitMetrics.read(hbFont)
        decorations = DecorationMetrics.read(opened, em: unitsPerEm, xHeight: unitMetrics.xHeight)
        // Immutable fonts may be shaped with from several threads at once.
        hb_font_make_immutable(hbFont)
        // Scaled as Shaper scales (units × size / em), to the same last bit.
        ellipsisAdvance = Self.nominalAdvance(of: Truncation.ellipsis, hbFont: hbFont) * (1 / unitsPerEm)
    }

    deinit {
        hb_font_destroy(hbFont)
        library.lock.lock()
        FT_Done_Face(face)
        library.lock.unlock()
    }

    /// The advance of `…` in points per point of size.
    let ellipsisAdvance: Double

    /// A character's glyph advance read from the font (`.notdef`'s when the
    /// font lacks it), font units: what shaping the character alone gives
    /// (FontMetricsTests checks every bundled face) without building a
    /// shaping plan for its script, which cost ~0.9 M instructions a face at
    /// every start (BENCHMARKS.md, cold start).
    private static func nominalAdvance(of character: Character, hbFont: OpaquePointer) -> Double {
        var glyph: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(hbFont, character.unicodeScalars.first!.value, &glyph) == 0 { glyph = 0 }
        return Double(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// Metrics at `size` points.
    public func metrics(size: Double) -> FontMetrics {
        FontMetrics(units: unitMetrics, unitsPerEm: unitsPerEm, size: size)
    }
}
