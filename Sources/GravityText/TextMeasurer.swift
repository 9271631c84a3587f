import Foundation
import GravityCore

/// Layout's view of real text: fonts from a FontLibrary, shaped with
/// HarfBuzz, measured with the metrics the font files contain.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    public let library: FontLibrary

    public init(library: FontLibrary) {
        self.library = library
    }

    public func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let info = try library.match(content.font)
        let face = try library.face(for: info)
        let size = content.font.size
        let metrics = face.metrics(size: size)
        let key = FontKey(path: info.path, faceIndex: info.faceIndex, size: size)

        // Line box (SPEC §2.6): half the gap (or the lineHeight difference)
        // above the ascender and half below the descender.
        let natural = metrics.lineHeight
        let lineHeight = content.lineHeight ?? natural
        let firstBaseline = (lineHeight - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender

        var lines: [(text: String, run: Shaper.ShapedRun)] = []
        for paragraph in content.text.components(separatedBy: "\n") {
            if content.wrap, let limit = maxWidth {
                lines.append(contentsOf: wrap(paragraph, width: limit, face: face, size: size))
            } else {
                lines.append((paragraph, Shaper.shape(paragraph, face: face, size: size)))
            }
        }
        let widest = lines.map(\.run.advance).max() ?? 0
        let width = maxWidth.map { min($0, widest) } ?? widest
        let boxWidth = alignWidth ?? width
        var textLines: [TextLine] = []
        for (index, line) in lines.enumerated() {
            let x: Double
            switch content.alignment ?? .left {
            case .left, .justified: x = 0
            case .center: x = (boxWidth - line.run.advance) / 2
            case .right: x = boxWidth - line.run.advance
            }
            textLines.append(TextLine(text: line.text, x: x, baseline: firstBaseline + Double(index) * lineHeight,
                                      width: line.run.advance, glyphs: line.run.glyphs, font: key))
        }
        let height = lineHeight * Double(max(1, lines.count))
        return TextLayout(
            size: Size(width: width, height: height),
            minimumWidth: width,
            firstBaseline: firstBaseline,
            lastBaseline: textLines.last?.baseline ?? firstBaseline,
            capTop: firstBaseline - metrics.capHeight,
            xTop: firstBaseline - metrics.xHeight,
            fontName: "\(info.displayName) \(formatNumber(size))",
            lines: textLines)
    }

    /// Greedy line breaking at spaces.
    private func wrap(_ paragraph: String, width: Double, face: FontFace, size: Double) -> [(text: String, run: Shaper.ShapedRun)] {
        var result: [(String, Shaper.ShapedRun)] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, Shaper.shape(candidate, face: face, size: size).advance > width {
                result.append((current, Shaper.shape(current, face: face, size: size)))
                current = String(word)
            } else {
                current = candidate
            }
        }
        result.append((current, Shaper.shape(current, face: face, size: size)))
        return result
    }
}
