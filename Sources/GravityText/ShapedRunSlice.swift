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
    ///
    /// Clusters are monotone (HarfBuzz's default cluster level): rising
    /// left to right, falling for right-to-left runs. The cuts are found by
    /// bisection, so a line of a 100,000-cluster paragraph costs its own
    /// glyphs, not the paragraph's.
    func slice(_ range: Range<Int>, of whole: Range<Int>) -> ShapedRun? {
        guard let first = glyphs.first, let last = glyphs.last else { return nil }
        let rising = first.cluster <= last.cluster
        /// The first glyph, in logical order, whose cluster is at least `scalar`.
        func logicalStart(_ scalar: Int) -> Int {
            var low = 0, high = glyphs.count
            while low < high {
                let middle = (low + high) / 2
                if (glyphs[middle].cluster < scalar) == rising { low = middle + 1 } else { high = middle }
            }
            return low
        }
        /// Glyph indices (visual) of clusters from `scalar` on; and whether a safe cut is there.
        func cut(at scalar: Int) -> (index: Int, safe: Bool) {
            let index = logicalStart(scalar)
            if scalar == whole.lowerBound || scalar == whole.upperBound { return (index, true) }
            // The glyphs of the cluster starting at `scalar`, if one does.
            var safe = false
            var at = rising ? index : index - 1
            while at >= 0, at < glyphs.count, glyphs[at].cluster == scalar {
                if glyphs[at].unsafeToBreak { return (index, false) }
                safe = true
                at += rising ? 1 : -1
            }
            return (index, safe)
        }
        let lower = cut(at: range.lowerBound), upper = cut(at: range.upperBound)
        guard lower.safe, upper.safe else { return nil }
        let indices = rising ? lower.index..<upper.index : upper.index..<lower.index
        var slice = ShapedRun(glyphs: Array(glyphs[indices]), advance: 0)
        for glyph in slice.glyphs { slice.advance += glyph.advance }
        return slice
    }
}
