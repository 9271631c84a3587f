import GravityCore

/// Places one visual line in the label's box: left, centred, right, or
/// justified (extra space shared by the line's spaces; SPEC §2.6).
struct LineAlignment {
    var alignment: TextAlignment
    /// False for the last line of a paragraph, which justified text leaves at the start.
    var justify: Bool

    init(_ alignment: TextAlignment, justify: Bool) {
        self.alignment = alignment
        self.justify = justify
    }

    /// The line's x from the box's left, its width, and its glyph spans (points).
    func place(_ line: VisualLine, paragraph: ShapedParagraph, in boxWidth: Double) -> (x: Double, width: Double, runs: [GlyphSpan]) {
        let advance = line.advance
        let slack = boxWidth - advance
        switch alignment {
        case .left: return (0, advance, Self.spans(line))
        case .center: return (slack / 2, advance, Self.spans(line))
        case .right: return (slack, advance, Self.spans(line))
        case .justified:
            let spaces = line.pieces.reduce(0) { count, piece in
                count + piece.run.glyphs.filter { paragraph.isStretchableSpace($0.cluster) }.count
            }
            // Justified text that does not stretch starts at the paragraph's start edge.
            let start = paragraph.bidi.paragraphLevel == 1 ? slack : 0
            guard justify, slack > 0, spaces > 0 else { return (start, advance, Self.spans(line)) }
            let extra = slack / Double(spaces)
            return (0, boxWidth, Self.spans(line) { paragraph.isStretchableSpace($0) ? extra : 0 })
        }
    }

    /// Glyph positions from the line's left, `extraAfter(cluster)` points
    /// added after each glyph; neighbouring pieces of one face and colour merge.
    static func spans(_ line: VisualLine, extraAfter: (Int) -> Double = { _ in 0 }) -> [GlyphSpan] {
        var spans: [GlyphSpan] = []
        var pen = 0.0
        for piece in line.pieces {
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(piece.run.glyphs.count)
            for glyph in piece.run.glyphs {
                glyphs.append(PositionedGlyph(id: glyph.id, x: pen + glyph.xOffset, y: glyph.yOffset))
                pen += glyph.advance + extraAfter(glyph.cluster)
            }
            if let last = spans.last, last.font == piece.font, last.color == piece.color {
                spans[spans.count - 1].glyphs.append(contentsOf: glyphs)
            } else {
                spans.append(GlyphSpan(font: piece.font, color: piece.color, glyphs: glyphs))
            }
        }
        return spans
    }
}
