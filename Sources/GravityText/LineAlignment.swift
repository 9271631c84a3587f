import GravityCore

/// Places one visual line in the label's box: left, centred, right, or
/// justified (extra space shared by the line's spaces; SPEC §2.6).
struct LineAlignment {
    var alignment: TextAlignment
    /// False for the last line of a paragraph, which justified text leaves at the start.
    var justify: Bool
    /// The layout direction in scope: where a justified line that does not
    /// stretch starts. Nil: at its paragraph's start edge.
    var direction: TextDirection?

    init(_ alignment: TextAlignment, justify: Bool, direction: TextDirection?) {
        self.alignment = alignment
        self.justify = justify
        self.direction = direction
    }

    /// The line's x from the box's left, its width, its glyph spans and its decorations (points).
    func place(_ line: VisualLine, paragraph: ShapedParagraph, in boxWidth: Double) -> Placed {
        let advance = line.advance
        let slack = boxWidth - advance
        switch alignment {
        case .left: return Self.placed(line, x: 0, width: advance)
        case .center: return Self.placed(line, x: slack / 2, width: advance)
        case .right: return Self.placed(line, x: slack, width: advance)
        case .justified:
            let spaces = line.pieces.reduce(0) { count, piece in
                count + piece.run.glyphs.filter { paragraph.isStretchableSpace($0.cluster) }.count
            }
            // Justified text that does not stretch starts at the leading edge,
            // as every alignment follows the layout direction; without one,
            // at the paragraph's start edge.
            let rightToLeft = direction.map { $0 == .rtl } ?? (paragraph.bidi.paragraphLevel == 1)
            let start = rightToLeft ? slack : 0
            guard justify, slack > 0, spaces > 0 else { return Self.placed(line, x: start, width: advance) }
            let extra = slack / Double(spaces)
            return Self.placed(line, x: 0, width: boxWidth) { paragraph.isStretchableSpace($0) ? extra : 0 }
        }
    }

    struct Placed {
        var x: Double
        var width: Double
        var runs: [GlyphSpan]
        var decorations: [TextDecoration]
    }

    /// Glyph positions from the line's left, `extraAfter(cluster)` points
    /// added after each glyph; neighbouring pieces of one face and colour
    /// merge. Neighbouring underlined (or struck) pieces share one line at
    /// the first piece's position, thickness and colour, whatever their
    /// sizes, weights or colours (as CSS draws a decoration across an
    /// element's descendants), so it does not step.
    static func placed(_ line: VisualLine, x: Double, width: Double, extraAfter: (Int) -> Double = { _ in 0 }) -> Placed {
        var spans: [GlyphSpan] = []
        var decorations: [TextDecoration] = []
        // The underline and strikethrough the next piece continues, if it has them.
        var underline: Int?
        var strike: Int?
        var pen = 0.0
        for piece in line.pieces {
            let start = pen
            let shift = piece.style.baselineShift
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(piece.run.glyphs.count)
            for glyph in piece.run.glyphs {
                glyphs.append(PositionedGlyph(id: glyph.id, x: pen + glyph.xOffset, y: glyph.yOffset + shift))
                pen += glyph.advance + extraAfter(glyph.cluster)
            }
            if let last = spans.last, last.font == piece.font, last.color == piece.style.color {
                spans[spans.count - 1].glyphs.append(contentsOf: glyphs)
            } else {
                spans.append(GlyphSpan(font: piece.font, color: piece.style.color, glyphs: glyphs))
            }
            let scale = piece.font.size / piece.face.unitsPerEm
            let metrics = piece.face.decorations
            underline = piece.style.underline ? extend(underline, to: pen) ?? {
                decorations.append(TextDecoration(x: start, width: pen - start, y: shift + metrics.underlineCentre * scale,
                                                  thickness: metrics.underlineThickness * scale, color: piece.style.color))
                return decorations.count - 1
            }() : nil
            strike = piece.style.strikethrough ? extend(strike, to: pen) ?? {
                decorations.append(TextDecoration(x: start, width: pen - start, y: shift + metrics.strikeCentre * scale,
                                                  thickness: metrics.strikeThickness * scale, color: piece.style.color))
                return decorations.count - 1
            }() : nil
        }
        return Placed(x: x, width: width, runs: spans, decorations: decorations)

        /// The decoration `index` lengthened to end at `end`; nil when there is none to continue.
        func extend(_ index: Int?, to end: Double) -> Int? {
            guard let index else { return nil }
            decorations[index].width = end - decorations[index].x
            return index
        }
    }
}
