import Foundation
import GravityCore

/// Layout's view of real text: fonts from a FontLibrary, shaped with
/// HarfBuzz, measured with the metrics the font files contain (SPEC §2.6).
///
/// Lines fit in the narrower of `maxWidth` and `alignWidth`: a label that
/// layout made narrower than its natural width wraps (or truncates) to it.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    public let library: FontLibrary
    private let cache = TextLayoutCache()

    public init(library: FontLibrary) {
        self.library = library
    }

    public func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let key = TextLayoutCache.Key(content: content, maxWidth: maxWidth, alignWidth: alignWidth)
        if let cached = cache[key] { return cached }
        let layout = try makeLayout(content, maxWidth: maxWidth, alignWidth: alignWidth)
        cache[key] = layout
        return layout
    }

    private func makeLayout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let choice = try library.choose(content.font)
        let face = try library.face(for: choice.info)
        let size = content.font.size
        let synthesis = choice.synthesis
        let font = choice.key(size: size)
        let box = LineBox(metrics: face.metrics(size: size), lineHeight: content.lineHeight, trim: content.trim)
        let limit = [maxWidth, alignWidth].compactMap { $0 }.min()
        let ellipsisWidth = face.ellipsisAdvance * size + SyntheticStyle.extraAdvance(synthesis, size: size)

        // Break every paragraph into lines, then keep at most `lines` of them.
        var planned: [PlannedLine] = []
        var minimumWidth = 0.0
        // Tabs are spaces: fonts rarely have a visible tab glyph.
        let paragraphs = content.text.replacingOccurrences(of: "\t", with: " ")
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for text in paragraphs {
            let paragraph = ShapedParagraph(text, face: face, size: size, synthesis: synthesis)
            if content.wrap {
                minimumWidth = max(minimumWidth, LineBreaker.longestWord(paragraph))
                let ranges = limit.map { LineBreaker.lines(paragraph, width: $0) } ?? [0..<paragraph.characters.count]
                for (index, range) in ranges.enumerated() {
                    planned.append(PlannedLine(paragraph: paragraph, range: range, endsParagraph: index == ranges.count - 1))
                }
            } else {
                minimumWidth = max(minimumWidth, min(ellipsisWidth, paragraph.width(0..<paragraph.characters.count)))
                planned.append(PlannedLine(paragraph: paragraph, range: 0..<paragraph.characters.count, endsParagraph: true))
            }
        }
        if content.lines > 0, planned.count > content.lines {
            planned.removeSubrange(content.lines...)
            planned[planned.count - 1].cut = true
        }

        // Shape each line; truncate what does not fit or was cut.
        var shaped: [(text: String, run: ShapedRun, justify: Bool)] = []
        for line in planned {
            let visible = line.paragraph.range(line.range, trimmed: true)
            var text = line.paragraph.text(visible)
            var truncated = true
            let tooWide = limit.map { line.paragraph.width(line.range) > $0 + LineBreaker.tolerance } ?? false
            if line.cut {
                // The last kept line shows as much of the remaining paragraph as fits.
                let rest = line.range.lowerBound..<line.paragraph.characters.count
                text = Truncation.truncate(line.paragraph, limit == nil ? line.range : rest, width: limit, ellipsisWidth: ellipsisWidth)
            } else if tooWide, !content.wrap {
                text = Truncation.truncate(line.paragraph, line.range, width: limit, ellipsisWidth: ellipsisWidth)
            } else {
                truncated = false
            }
            let justify = content.alignment == .justified && !line.endsParagraph && !line.cut
            let run = truncated ? Shaper.shape(text, face: face, size: size, synthesis: synthesis)
                                : line.paragraph.shapeLine(text, range: visible, face: face, size: size, synthesis: synthesis)
            shaped.append((text, run, justify))
        }

        let widest = shaped.map(\.run.advance).max() ?? 0
        let boxWidth = alignWidth ?? widest
        let top = box.trimmedTop
        var lines: [TextLine] = []
        for (index, line) in shaped.enumerated() {
            let alignment = LineAlignment(content.alignment ?? .left, justify: line.justify)
            let placed = alignment.place(text: line.text, run: line.run, in: boxWidth)
            lines.append(TextLine(text: line.text, x: placed.x, baseline: box.baseline(ofLine: index) - top,
                                  width: placed.width, glyphs: placed.glyphs, font: font))
        }
        let firstBaseline = box.firstBaseline - top
        return TextLayout(
            size: Size(width: widest, height: box.trimmedBottom(lineCount: lines.count) - top),
            minimumWidth: minimumWidth,
            firstBaseline: firstBaseline,
            lastBaseline: lines.last?.baseline ?? firstBaseline,
            capTop: firstBaseline - box.metrics.capHeight,
            xTop: firstBaseline - box.metrics.xHeight,
            fontName: "\(choice.displayName) \(formatNumber(size))",
            lines: lines)
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

extension ShapedParagraph {
    func range(_ range: Range<Int>, trimmed: Bool) -> Range<Int> {
        trimmed ? range.lowerBound..<trimmedEnd(range) : range
    }
}
