import GravityCore

/// One line of a paragraph in visual order (UAX #9 L2): the items it
/// crosses, cut to the line and reshaped where cut, reordered by level.
struct VisualLine {
    struct Piece {
        var font: FontKey
        var style: ParagraphStyle
        /// The face, for underline and strikeout positions.
        var face: FontFace
        var run: ShapedRun
        /// Scalars of the paragraph this piece draws (empty for the ellipsis).
        var range: Range<Int>
    }

    /// Left to right.
    var pieces: [Piece]
    /// The line's characters in logical order, as `TextLine.text` reports them.
    var text: String

    var advance: Double { pieces.reduce(0) { $0 + $1.run.advance } }
}

extension ShapedParagraph {
    /// Characters `range` as a line, `…` after them when `ellipsis`.
    ///
    /// 1. Each item is cut to the line; a cut item is shaped again with the
    ///    line alone as context (kerning and joining across a line break are
    ///    dropped, as in browsers), unless HarfBuzz marked both cuts safe:
    ///    then its glyphs there are what shaping again would make.
    /// 2. The ellipsis (or the hyphen of a soft-hyphen break) is a piece at
    ///    the paragraph's level, in the paragraph's own face.
    /// 3. Pieces are reordered by rule L2.
    func visualLine(_ range: Range<Int>, ellipsis: Bool) -> VisualLine {
        var pieces: [VisualLine.Piece] = []
        var levels: [UInt8] = []
        // 1. Items cut to the line.
        appendPieces(range, to: &pieces, levels: &levels)
        var text = self.text(range)
        // 2. The ellipsis, or the hyphen a soft hyphen shows at a break.
        let hyphen = !ellipsis && endsAtSoftHyphen(range)
        if ellipsis || hyphen {
            let mark = ellipsis ? String(Truncation.ellipsis) : "-"
            appendMark(mark, to: &pieces, levels: &levels)
            text.append(contentsOf: mark)
        }
        // 3. Visual order.
        let order = BidiLevels.visualOrder(levels: levels)
        return VisualLine(pieces: order.map { pieces[$0] }, text: text)
    }

    /// Characters `head`, `…`, then characters `tail`: a line truncated at
    /// its start (`head` empty) or in its middle (UILabel's
    /// `byTruncatingHead`, `byTruncatingMiddle`), pieces in visual order.
    func truncatedLine(head: Range<Int>, tail: Range<Int>) -> VisualLine {
        var pieces: [VisualLine.Piece] = []
        var levels: [UInt8] = []
        appendPieces(head, to: &pieces, levels: &levels)
        appendMark(String(Truncation.ellipsis), to: &pieces, levels: &levels)
        appendPieces(tail, to: &pieces, levels: &levels)
        let order = BidiLevels.visualOrder(levels: levels)
        return VisualLine(pieces: order.map { pieces[$0] }, text: text(head) + String(Truncation.ellipsis) + text(tail))
    }

    /// A mark (`…` or a hyphen) in the paragraph's own face at its level.
    private func appendMark(_ mark: String, to pieces: inout [VisualLine.Piece], levels: inout [UInt8]) {
        let run = Shaper.shape(mark, face: primary.face, size: size, synthesis: primary.choice.synthesis)
        var glyphs = run.glyphs
        for index in glyphs.indices { glyphs[index].cluster = -1 }
        pieces.append(VisualLine.Piece(font: primary.choice.key(size: size), style: baseStyle, face: primary.face,
                                       run: ShapedRun(glyphs: glyphs, advance: run.advance), range: 0..<0))
        levels.append(bidi.paragraphLevel)
    }

    /// The items crossing characters `range`, cut to it (reshaped where cut).
    private func appendPieces(_ range: Range<Int>, to pieces: inout [VisualLine.Piece], levels: inout [UInt8]) {
        let lineScalars = characterStart[range.lowerBound]..<characterStart[range.upperBound]
        for item in items where item.range.overlaps(lineScalars) {
            let cut = item.range.clamped(to: lineScalars)
            let run: ShapedRun
            if cut == item.range {
                run = item.run
            } else {
                run = item.run.slice(cut, of: item.range) ?? reshaped(item, cut: cut, line: lineScalars)
            }
            pieces.append(VisualLine.Piece(font: item.font.choice.key(size: item.style.font.size), style: item.style,
                                           face: item.font.face, run: run, range: cut))
            levels.append(item.level)
        }
    }

    /// Scalars `cut` of `item` shaped again, the scalars `line` as context.
    func reshaped(_ item: TextItem, cut: Range<Int>, line: Range<Int>) -> ShapedRun {
        scalars[line].withUnsafeBufferPointer { scalars in
            Shaper.shape(scalars: scalars, range: (cut.lowerBound - line.lowerBound)..<(cut.upperBound - line.lowerBound),
                         clusterBase: line.lowerBound, rtl: item.rtl, script: item.script,
                         face: item.font.face, size: item.style.font.size, synthesis: item.font.choice.synthesis)
        }
    }

    /// Whether scalar `index` is a space justification stretches.
    func isStretchableSpace(_ index: Int) -> Bool {
        guard index >= 0, index < scalars.count else { return false }
        let value = scalars[index]
        return value == 0x20 || value == 0xA0 || value == 0x3000 || value == 0x2009
    }
}
