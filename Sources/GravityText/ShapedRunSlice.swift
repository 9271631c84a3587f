/// Part of a shaped run without shaping again: a wrapped paragraph's lines
/// each cut its items, and shaping every cut again was a HarfBuzz call of
/// ~150 k instructions a line (a fifth of a batch screen's shaping).
extension ShapedRun {
    /// The glyphs of scalars `range` of this run, shaped for scalars
    /// `whole`, when neither cut needs shaping again: each cut is an end of
    /// `whole` or the start of a cluster none of whose glyphs HarfBuzz
    /// marked unsafe to break. HarfBuzz promises that then both sides are
    /// exactly what shaping them separately makes. Nil otherwise (a cut
    /// inside a cluster, or at an unsafe one).
    func slice(_ range: Range<Int>, of whole: Range<Int>) -> ShapedRun? {
        func isSafeCut(_ scalar: Int) -> Bool {
            if scalar == whole.lowerBound || scalar == whole.upperBound { return true }
            var starts = false
            for glyph in glyphs where glyph.cluster == scalar {
                if glyph.unsafeToBreak { return false }
                starts = true
            }
            return starts
        }
        guard isSafeCut(range.lowerBound), isSafeCut(range.upperBound) else { return nil }
        var slice = ShapedRun(glyphs: [], advance: 0)
        for glyph in glyphs where range.contains(glyph.cluster) {
            slice.glyphs.append(glyph)
            slice.advance += glyph.advance
        }
        return slice
    }
}
