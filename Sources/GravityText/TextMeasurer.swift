import Foundation
import GravityCore

/// Layout's view of real text: fonts from a FontLibrary with fallback,
/// bidi levels from FriBiDi, shaped with HarfBuzz, measured with the
/// metrics the font files contain (SPEC §2.6, §9).
///
/// Lines fit in the narrower of `maxWidth` and `alignWidth`: a label that
/// layout made narrower than its natural width wraps (or truncates) to it.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    public let library: FontLibrary
    private let cache = TextLayoutCache()
    private let paragraphs = ShapedParagraphCache()
    /// ICU's line break iterators, kept open for the next paragraph.
    private let lineBreaking = LineBreakIterators()

    /// A warning when this measurer's lines broke without ICU (libicuuc
    /// could not be loaded), given once; nil otherwise.
    public func takeLineBreakingWarning() -> String? { lineBreaking.takeDegradation() }

    /// Points of one line beyond which text is not shaped: no canvas is
    /// that wide, so a one-line label of 10 MB costs what its first
    /// million points cost.
    public static let widthHorizon = 1_000_000.0
    /// Scalars of a long paragraph shaped first; doubled until enough.
    static let firstChunk = 4096

    public init(library: FontLibrary) {
        self.library = library
    }

    public func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        try layout(content, maxWidth: maxWidth, alignWidth: alignWidth, heightHorizon: .infinity)
    }

    public func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?, heightHorizon: Double) throws -> TextLayout {
        let key = TextLayoutCache.Key(content: content, maxWidth: maxWidth, alignWidth: alignWidth, heightHorizon: heightHorizon)
        if let cached = cache[key] { return cached }
        let layout = try makeLayout(content, maxWidth: maxWidth, alignWidth: alignWidth, heightHorizon: heightHorizon)
        cache[key] = layout
        return layout
    }

    private func makeLayout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?, heightHorizon: Double) throws -> TextLayout {
        let primary = try library.primaryFace(content.font)
        let choice = primary.choice, face = primary.face
        let size = content.font.size
        let style = ParagraphStyle(font: content.font)
        var box = LineBox(metrics: face.metrics(size: size), lineHeight: content.lineHeight, trim: content.trim)
        let limit = [maxWidth, alignWidth].compactMap { $0 }.min()
        let ellipsisWidth = face.ellipsisAdvance * size + SyntheticStyle.extraAdvance(choice.synthesis, size: size)
        // Lines kept: `lines`, or for wrapping text with no line limit as
        // many as reach past the height horizon (every line is at least
        // `lineHeight` tall), so 5 MB of wrapping text costs what the
        // tallest canvas shows.
        var content = content
        if content.wrap, content.lines == 0, box.lineHeight > 0, heightHorizon / box.lineHeight < 1e8 {
            content.lines = Int(heightHorizon / box.lineHeight) + 2
        }

        // 1. Break paragraphs into lines until `lines` are known to be filled.
        var planned: [PlannedLine] = []
        var minimumWidth = 0.0
        var missing: [UInt32] = []
        var pieces = Paragraphs(content.text)
        // The direction of a paragraph that goes on past a line separator, for its next line.
        var continued: TextDirection?
        while let (paragraphText, offset, lineSeparated) = pieces.next() {
            let remaining = content.lines > 0 ? content.lines - planned.count : nil
            let styles = content.spans.isEmpty ? ParagraphStyles(style)
                : ParagraphStyles(base: style, spans: content.spans, offset: offset, length: paragraphText.utf8.count)
            // A paragraph that goes on past a line separator has one direction, found over all its lines.
            let whole = continued ?? (lineSeparated ? Self.direction(from: paragraphText, then: pieces, fallback: content.direction) : nil)
            let base = whole.map(BaseDirection.fixed) ?? .natural(fallback: content.direction)
            continued = lineSeparated ? whole : nil
            let paragraph = try shapeEnough(paragraphText, styles: styles, base: base,
                                            wrap: content.wrap, limit: limit, remainingLines: remaining)
            for scalar in paragraph.missing where !missing.contains(scalar) { missing.append(scalar) }
            let all = 0..<paragraph.characters.count
            if content.wrap {
                // byCharWrapping: a break opportunity after every character.
                let segments = content.lineBreak == .charWrapping
                    ? (0..<paragraph.characters.count).map { $0..<($0 + 1) }
                    : LineBreaker.segments(paragraph, iterators: lineBreaking)
                minimumWidth = max(minimumWidth, LineBreaker.longestWord(paragraph, segments: segments))
                let ranges = limit.map { LineBreaker.lines(paragraph, segments: segments, width: $0) } ?? [all]
                for (index, range) in ranges.enumerated() {
                    planned.append(PlannedLine(paragraph: paragraph, range: range, endsParagraph: index == ranges.count - 1))
                }
            } else {
                minimumWidth = max(minimumWidth, min(ellipsisWidth, paragraph.width(all)))
                planned.append(PlannedLine(paragraph: paragraph, range: all, endsParagraph: true))
            }
            if content.lines > 0, planned.count > content.lines { break }
        }
        if content.lines > 0, planned.count > content.lines {
            planned.removeSubrange(content.lines...)
            planned[planned.count - 1].cut = true
        }

        // 2. Each line in visual order; truncate what does not fit or was cut.
        var shaped: [(line: VisualLine, paragraph: ShapedParagraph, justify: Bool)] = []
        var clipped = false
        for line in planned {
            let paragraph = line.paragraph
            var end = paragraph.trimmedEnd(line.range)
            var ellipsis = true
            let tooWide = limit.map { paragraph.width(line.range) > $0 + LineBreaker.tolerance } ?? false
            let justify = content.alignment == .justified && !line.endsParagraph && !line.cut
            if line.cut || (tooWide && !content.wrap), let ending = lineEnding(content.lineBreak, line, tooWide: tooWide,
                                                                               limit: limit, ellipsisWidth: ellipsisWidth) {
                // UILabel's other line break modes (truncating the tail is the default, below).
                shaped.append((ending.line, paragraph, justify))
                clipped = clipped || ending.clips
                continue
            }
            if line.cut {
                // The last kept line shows as much of the remaining paragraph as fits.
                let rest = line.range.lowerBound..<paragraph.characters.count
                end = Truncation.end(paragraph, limit == nil ? line.range : rest, width: limit, ellipsisWidth: ellipsisWidth)
            } else if tooWide, !content.wrap {
                end = Truncation.end(paragraph, line.range, width: limit, ellipsisWidth: ellipsisWidth)
            } else {
                ellipsis = false
            }
            shaped.append((paragraph.visualLine(line.range.lowerBound..<end, ellipsis: ellipsis), paragraph, justify))
        }

        // 3. Lines placed in the box, each as tall as its tallest inline box.
        let extents = try shaped.map { try extent(of: $0.line, in: box, labelFont: content.font, labelFace: face) }
        box.stack(extents)
        let widest = shaped.map(\.line.advance).max() ?? 0
        let boxWidth = alignWidth ?? widest
        let top = box.trimmedTop
        var lines: [TextLine] = []
        for (index, line) in shaped.enumerated() {
            let alignment = LineAlignment(content.alignment ?? .left, justify: line.justify, direction: content.direction)
            let placed = alignment.place(line.line, paragraph: line.paragraph, in: boxWidth)
            var textLine = TextLine(text: line.line.text, x: placed.x, baseline: box.baselines[index] - top,
                                    width: placed.width, runs: placed.runs)
            textLine.decorations = placed.decorations
            lines.append(textLine)
        }
        let firstBaseline = box.firstBaseline - top
        var layout = TextLayout(
            size: Size(width: widest, height: box.trimmedBottom - top),
            minimumWidth: minimumWidth,
            firstBaseline: firstBaseline,
            lastBaseline: lines.last?.baseline ?? firstBaseline,
            capTop: firstBaseline - box.metrics.capHeight,
            xTop: firstBaseline - box.metrics.xHeight,
            fontName: "\(choice.displayName) \(formatNumber(size))",
            lines: lines)
        layout.missingCharacters = missing
        layout.clipsToWidth = clipped
        layout.fontSubstitution = library.substitutionNote(for: content.font)
        return layout
    }

    /// A line that does not fit (or is the last one kept) under a line break
    /// mode other than `byTruncatingTail`; nil: truncate its tail.
    /// `clips`: glyphs past the label's edge are cut there (`byClipping`).
    private func lineEnding(_ mode: LineBreakMode, _ line: PlannedLine, tooWide: Bool, limit: Double?,
                            ellipsisWidth: Double) -> (line: VisualLine, clips: Bool)? {
        let paragraph = line.paragraph, range = line.range
        switch mode {
        case .truncatingTail:
            return nil
        case .clipping:
            return (paragraph.visualLine(range.lowerBound..<paragraph.trimmedEnd(range), ellipsis: false), true)
        case .wordWrapping, .charWrapping:
            // A wrapped line ends where it broke; one line too wide ends at the last word (character) that fits.
            guard tooWide, let limit else {
                return (paragraph.visualLine(range.lowerBound..<paragraph.trimmedEnd(range), ellipsis: false), false)
            }
            var end: Int
            if mode == .charWrapping {
                end = Truncation.end(paragraph, range, width: limit, ellipsisWidth: 0)
            } else {
                let words = LineBreaker.lines(paragraph, segments: LineBreaker.segments(paragraph, iterators: lineBreaking), width: limit)
                end = paragraph.trimmedEnd(words.first ?? range)
            }
            end = max(end, min(range.upperBound, range.lowerBound + 1))
            return (paragraph.visualLine(range.lowerBound..<end, ellipsis: false), false)
        case .truncatingHead, .truncatingMiddle:
            // Only a line too wide for the label; the last of several wrapped lines keeps its tail truncated.
            guard tooWide, !line.cut, let limit else { return nil }
            if mode == .truncatingHead {
                let start = Truncation.start(paragraph, range, width: limit, ellipsisWidth: ellipsisWidth)
                return (paragraph.truncatedLine(head: range.lowerBound..<range.lowerBound, tail: start..<paragraph.trimmedEnd(range)), false)
            }
            let (head, tail) = Truncation.middle(paragraph, range, width: limit, ellipsisWidth: ellipsisWidth)
            return (paragraph.truncatedLine(head: head, tail: tail), false)
        }
    }

    /// How far `line` reaches around its baseline (CSS's inline box model):
    /// the label's strut, the inline box of each markup span on it in the
    /// span's own font, and — when the line height is the fonts' own, as
    /// with CSS's `line-height: normal` — the inline box of every fallback
    /// face the line draws with, so Arabic tails or tall CJK faces stay
    /// inside the line. A fixed `lineHeight` keeps lines evenly spaced:
    /// there the author chose the spacing, and fallback faces do not grow it.
    private func extent(of line: VisualLine, in box: LineBox, labelFont: FontRequest, labelFace: FontFace) throws -> LineExtent {
        var extent = box.strut
        var seenStyles: [ParagraphStyle] = []
        var seenFaces: [(FontFace, ParagraphStyle)] = []
        for piece in line.pieces {
            let style = piece.style
            let labelStyle = style.font == labelFont && style.baselineShift == 0
            // Nearly every piece: the label's own face on the baseline, which is the strut.
            if labelStyle, piece.face === labelFace { continue }
            let primary = labelStyle ? labelFace : try library.primaryFace(style.font).face
            if !labelStyle, !seenStyles.contains(style) {
                seenStyles.append(style)
                extent = extent.union(box.inlineBox(primary.metrics(size: style.font.size), shift: style.baselineShift))
            }
            if piece.face !== primary, box.fixedLineHeight == nil, !piece.run.glyphs.isEmpty,
               !seenFaces.contains(where: { $0.0 === piece.face && $0.1 == style }) {
                seenFaces.append((piece.face, style))
                extent = extent.union(box.inlineBox(piece.face.metrics(size: style.font.size), shift: style.baselineShift))
            }
        }
        return extent
    }

    /// A paragraph shaped as far as it can be shown (SPEC §2.6 laziness):
    /// a long paragraph is shaped in growing prefixes until its one line is
    /// wider than the space (or the width horizon), or its wrapped lines
    /// exceed the lines still allowed. Wrapping with no line limit shapes all.
    private func shapeEnough(_ text: Substring, styles: ParagraphStyles, base: BaseDirection,
                             wrap: Bool, limit: Double?, remainingLines: Int?) throws -> ShapedParagraph {
        let lazy = !wrap || limit == nil || remainingLines != nil
        var length = Self.firstChunk
        var base = base
        // A first chunk without a strong character does not show the
        // paragraph's direction: the first strong character after it decides.
        if lazy, case .natural(let fallback) = base, let first = Self.prefix(text, scalars: length),
           BidiLevels.firstStrong(first) == nil {
            base = .fixed(BidiLevels.firstStrong(text) ?? fallback ?? .ltr)
        }
        while true {
            guard lazy, let prefix = Self.prefix(text, scalars: length) else {
                return try shaped(text, styles: styles, base: base)
            }
            let paragraph = try shaped(prefix, styles: styles, base: base)
            let all = 0..<paragraph.characters.count
            let enough: Bool
            if wrap, let limit, let remainingLines {
                enough = LineBreaker.lines(paragraph, segments: LineBreaker.segments(paragraph, iterators: lineBreaking), width: limit).count > remainingLines
            } else {
                enough = paragraph.width(all) > (wrap ? nil : limit) ?? Self.widthHorizon
            }
            if enough { return paragraph }
            length *= 2
        }
    }

    /// The direction of a paragraph whose lines are `first` and those
    /// `rest` gives up to its end (the last line not ended by a line
    /// separator): its first strong character's, else `fallback`.
    static func direction(from first: Substring, then rest: Paragraphs, fallback: TextDirection?) -> TextDirection {
        if let direction = BidiLevels.firstStrong(first) { return direction }
        var rest = rest
        while let (line, _, lineSeparated) = rest.next() {
            if let direction = BidiLevels.firstStrong(line) { return direction }
            if !lineSeparated { break }
        }
        return fallback ?? .ltr
    }

    /// `text` shaped, or the same paragraph shaped before.
    func shaped(_ text: Substring, styles: ParagraphStyles, base: BaseDirection) throws -> ShapedParagraph {
        try paragraphs.paragraph(text, styles: styles, base: base) {
            try ShapedParagraph(text, styles: styles, base: base, library: library)
        }
    }

    /// The first `scalars` scalars of `text`, ended after a space when one
    /// is near the end; nil when the text is not longer.
    static func prefix(_ text: Substring, scalars count: Int) -> Substring? {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: count, limitedBy: scalars.endIndex),
              end < scalars.endIndex else { return nil }
        var cut = end
        var back = 0
        while back < count / 4, cut > scalars.startIndex {
            let before = scalars.index(before: cut)
            if scalars[before] == " " { return Substring(scalars[..<cut]) }
            cut = before
            back += 1
        }
        return Substring(scalars[..<end])
    }

    /// A line chosen by the breaker, before shaping.
    private struct PlannedLine {
        var paragraph: ShapedParagraph
        var range: Range<Int>
        var endsParagraph: Bool
        /// The last kept line of a label cut by `lines`.
        var cut = false

        init(paragraph: ShapedParagraph, range: Range<Int>, endsParagraph: Bool) {
            self.paragraph = paragraph
            self.range = range
            self.endsParagraph = endsParagraph
        }
    }
}
