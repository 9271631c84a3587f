import CFreeType
import CHarfBuzz

/// The vertical metrics of a face in font units, with where the cap height
/// and x-height came from.
public struct UnitMetrics: Hashable, Sendable {
    public enum Source: String, Sendable { case os2, outline }
    public var ascender: Double
    /// Negative below the baseline.
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var capHeightSource: Source
    public var xHeight: Double
    public var xHeightSource: Source

    /// FreeType's ascender/descender/height (SPEC §2.6); cap and x height from
    /// OS/2 when the table has a positive value, else from the outline of
    /// `H` and `x`.
    static func read(_ face: FT_Face) -> UnitMetrics {
        let ascender = Double(face.pointee.ascender)
        let descender = Double(face.pointee.descender)
        let lineGap = Double(face.pointee.height) - (ascender - descender)
        var capHeight: Double?
        var xHeight: Double?
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version >= 2 {
            if os2.pointee.sCapHeight > 0 { capHeight = Double(os2.pointee.sCapHeight) }
            if os2.pointee.sxHeight > 0 { xHeight = Double(os2.pointee.sxHeight) }
        }
        return UnitMetrics(
            ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight ?? outlineTop(face, "H"),
            capHeightSource: capHeight == nil ? .outline : .os2,
            xHeight: xHeight ?? outlineTop(face, "x"),
            xHeightSource: xHeight == nil ? .outline : .os2)
    }

    /// A face without outlines (colour bitmaps), read by HarfBuzz: hhea
    /// ascender, descender and line gap, OS/2 cap and x height (0 when absent).
    static func read(_ font: OpaquePointer) -> UnitMetrics {
        func value(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &position) != 0 ? Double(position) : 0
        }
        return UnitMetrics(
            ascender: value(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER), descender: value(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: value(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
            capHeight: value(HB_OT_METRICS_TAG_CAP_HEIGHT), capHeightSource: .os2,
            xHeight: value(HB_OT_METRICS_TAG_X_HEIGHT), xHeightSource: .os2)
    }

    /// The top of a character's outline in font units (the exact bounding
    /// box, not the control box); 0 when the font has no outline for it.
    private static func outlineTop(_ face: FT_Face, _ character: Character) -> Double {
        let index = FT_Get_Char_Index(face, FT_ULong(character.unicodeScalars.first!.value))
        guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
              let slot = face.pointee.glyph, gravity_slot_is_outline(slot) != 0 else { return 0 }
        var box = FT_BBox()
        guard FT_Outline_Get_BBox(&slot.pointee.outline, &box) == 0 else { return 0 }
        return Double(box.yMax)
    }
}

/// Metrics in points at a font size, unrounded.
public struct FontMetrics: Hashable, Sendable {
    public var size: Double
    public var ascender: Double
    /// Negative below the baseline.
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double
    public var capHeightSource: UnitMetrics.Source
    public var xHeightSource: UnitMetrics.Source

    init(units: UnitMetrics, unitsPerEm: Double, size: Double) {
        // Multiply before dividing: exact products give correctly rounded
        // points (710 × 40 / 1000 is 28.4, not 28.400000000000002).
        func points(_ value: Double) -> Double { value * size / unitsPerEm }
        self.size = size
        ascender = points(units.ascender)
        descender = points(units.descender)
        lineGap = points(units.lineGap)
        capHeight = points(units.capHeight)
        xHeight = points(units.xHeight)
        capHeightSource = units.capHeightSource
        xHeightSource = units.xHeightSource
    }

    /// Ascender − descender + line gap.
    public var lineHeight: Double { ascender - descender + lineGap }
}
