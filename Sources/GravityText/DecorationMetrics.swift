import CFreeType

/// Where underlines and strikethroughs go, in font units above the
/// baseline (centre of the stroke) with their thickness: the `post`
/// table's underline (as FreeType reports it) and the OS/2 strikeout.
struct DecorationMetrics: Hashable, Sendable {
    var underlineCentre: Double
    var underlineThickness: Double
    var strikeCentre: Double
    var strikeThickness: Double

    static func read(_ face: FT_Face, em: Double, xHeight: Double) -> DecorationMetrics {
        var thickness = Double(face.pointee.underline_thickness)
        if thickness <= 0 { thickness = em / 14 }
        var underline = Double(face.pointee.underline_position)
        if underline == 0 { underline = -em / 10 }
        // No OS/2 strikeout: through the middle of the x-height.
        var strikeCentre = xHeight / 2
        var strikeThickness = thickness
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.yStrikeoutSize > 0 {
            strikeThickness = Double(os2.pointee.yStrikeoutSize)
            // OS/2 gives the top of the stroke.
            strikeCentre = Double(os2.pointee.yStrikeoutPosition) - strikeThickness / 2
        }
        return DecorationMetrics(underlineCentre: underline, underlineThickness: thickness,
                                 strikeCentre: strikeCentre, strikeThickness: strikeThickness)
    }
}
