import Foundation
import Gravity
import GravityCore
import GravityText

/// Text cases: shaping, line breaking and glyph rasterisation with the
/// bundled fonts. Each iteration uses a fresh measurer or rasteriser so
/// caches do not hide the work.
enum TextBenchmarks {
    static let words = ["layout", "gravity", "baseline", "office", "kerning", "AV", "To", "well-known",
                        "typography", "ligature", "paragraph", "wraps", "at", "the", "width", "of", "its", "box"]

    /// `count` words drawn in a fixed cycle, separated by spaces.
    static func text(words count: Int) -> String {
        (0..<count).map { words[($0 * 7) % words.count] }.joined(separator: " ")
    }

    static func run() {
        guard ["text.wrap_2000_words", "text.measure_10000_labels", "text.rasterize_200_words"].contains(where: Harness.selects) else { return }
        guard let library = try? FontLibrary.standard() else { print("{\"error\": \"fonts not found\"}"); return }
        let font = FontRequest(family: "EB Garamond", size: 16, weight: 400, italic: false)

        var paragraph = TextContent(text: text(words: 2000), font: font, color: .black)
        paragraph.wrap = true
        paragraph.alignment = .justified
        Harness.run("text.wrap_2000_words", iterations: 10,
                    work: "one label of 2000 words, EB Garamond 16, wrap and justify at 320 pt") { _ in
            blackHole(try! TextMeasurer(library: library).layout(paragraph, maxWidth: 320, alignWidth: 320))
        }

        let labels = (0..<10_000).map { index -> TextContent in
            TextContent(text: "Label \(index) \(words[index % words.count])",
                        font: FontRequest(family: "System", size: 14, weight: 400, italic: false), color: .black)
        }
        Harness.run("text.measure_10000_labels", iterations: 5,
                    work: "10000 distinct one-line labels 'Label N word', System 14, unbounded") { _ in
            let measurer = TextMeasurer(library: library)
            for label in labels { blackHole(try! measurer.layout(label, maxWidth: nil, alignWidth: nil)) }
        }

        let line = try! TextMeasurer(library: library).layout(TextContent(text: text(words: 200), font: font, color: .black),
                                                               maxWidth: nil, alignWidth: nil).lines[0]
        Harness.run("text.rasterize_200_words", iterations: 10,
                    work: "glyph bitmaps of 200 words, EB Garamond 16 at scale 2, fresh cache") { _ in
            let rasterizer = GlyphRasterizer(library: library)
            for span in line.runs {
                for glyph in span.glyphs {
                    blackHole(try! rasterizer.bitmap(font: span.font, scale: 2, glyph: glyph.id, subpixel: Int(glyph.x * 8) % 4))
                }
            }
        }
    }
}
