import GravityCore

/// Places one shaped line in the label's box: left, centred, right, or
/// justified (extra space shared by the line's spaces; SPEC §2.6).
struct LineAlignment {
    var alignment: TextAlignment
    /// False for the last line of a paragraph, which justified text leaves left-aligned.
    var justify: Bool

    init(_ alignment: TextAlignment, justify: Bool) {
        self.alignment = alignment
        self.justify = justify
    }

    /// The line's x from the box's left, its width, and its glyphs (points).
    func place(text: String, run: ShapedRun, in boxWidth: Double) -> (x: Double, width: Double, glyphs: [PositionedGlyph]) {
        let slack = boxWidth - run.advance
        switch alignment {
        case .left: return (0, run.advance, run.positioned())
        case .center: return (slack / 2, run.advance, run.positioned())
        case .right: return (slack, run.advance, run.positioned())
        case .justified:
            // UTF-8 offsets of the spaces that stretch.
            var spaces: Set<Int> = []
            var offset = 0
            for character in text {
                if character.isBreakingSpace || character == "\u{00A0}" { spaces.insert(offset) }
                offset += character.utf8.count
            }
            guard justify, slack > 0, !spaces.isEmpty else { return (0, run.advance, run.positioned()) }
            let extra = slack / Double(spaces.count)
            return (0, boxWidth, run.positioned { spaces.contains($0) ? extra : 0 })
        }
    }
}
