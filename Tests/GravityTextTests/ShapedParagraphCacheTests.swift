import XCTest
import GravityCore
@testable import GravityText

/// The measurer's cache of shaped paragraphs must hand back what shaping
/// afresh makes, for texts that differ only in font, size, weight, style
/// runs, direction or scalars (canonically equivalent texts included).
final class ShapedParagraphCacheTests: XCTestCase {
    private func style(_ font: String) throws -> ParagraphStyle {
        ParagraphStyle(font: try FontDescriptor.parse(font).resolved(inheriting: .default))
    }

    /// What a paragraph shaped to, as values.
    private func summary(_ paragraph: ShapedParagraph) -> [String] {
        [paragraph.scalars.description, paragraph.advances.description]
            + paragraph.items.map { "\($0.range) \($0.level) \($0.style.font) \($0.run.glyphs)" }
    }

    func testKeptParagraphsEqualFreshOnesWhateverDiffers() throws {
        let library = TestFonts.library
        var spanned = ParagraphStyles(try style("Inter 16"))
        spanned.styles.append(try style("EB Garamond 16"))
        spanned.runs = [(range: 2..<5, style: 1)]
        let cases: [(text: String, styles: ParagraphStyles, base: BaseDirection)] = [
            ("Office affine", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
            ("Office affine", ParagraphStyles(try style("EB Garamond 16")), .natural(fallback: nil)),
            ("Office affine", ParagraphStyles(try style("Inter 17")), .natural(fallback: nil)),
            ("Office affine", ParagraphStyles(try style("Inter Bold 16")), .natural(fallback: nil)),
            ("Office affine", ParagraphStyles(try style("JetBrains Mono 16")), .natural(fallback: nil)),
            ("Office affine", spanned, .natural(fallback: nil)),
            ("abc مرحبا def", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
            ("مرحبا abc", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),   // right to left: its first strong letter
            ("(12) 34!", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
            ("(12) 34!", ParagraphStyles(try style("Inter 16")), .natural(fallback: .rtl)),  // no strong letter: the layout direction
            ("abc", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
            ("abc", ParagraphStyles(try style("Inter 16")), .fixed(.rtl)),  // a line after U+2028 in a right-to-left paragraph
            ("caf\u{E9}", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
            ("cafe\u{301}", ParagraphStyles(try style("Inter 16")), .natural(fallback: nil)),
        ]
        let cache = ShapedParagraphCache()
        for round in 0..<2 {
            for (index, item) in cases.enumerated() {
                let text = Substring(item.text)
                var shapedNow = false
                let kept = try cache.paragraph(text, styles: item.styles, base: item.base) {
                    shapedNow = true
                    return try ShapedParagraph(text, styles: item.styles, base: item.base, library: library)
                }
                XCTAssertEqual(shapedNow, round == 0, "case \(index), round \(round): shaped again or not at first")
                let fresh = try ShapedParagraph(text, styles: item.styles, base: item.base, library: library)
                XCTAssertEqual(summary(kept), summary(fresh), "case \(index), round \(round)")
            }
        }
        // The cases differ from one another, so none was answered with another's paragraph.
        let distinct = Set(try cases.map {
            summary(try ShapedParagraph(Substring($0.text), styles: $0.styles, base: $0.base, library: library))
        })
        XCTAssertEqual(distinct.count, cases.count)
    }

    /// A line's text, made from the paragraph's scalars, is its characters
    /// with tabs as spaces and lone soft hyphens left out, for any range.
    func testLineTextIsTheCharactersWithTabsAsSpacesAndSoftHyphensLeftOut() throws {
        let styles = ParagraphStyles(try style("Inter 16"))
        for text in ["a\tb\u{AD}c", "\u{AD}\u{301}x\u{AD}", "e\u{301}\t\u{AD}", "🙂\u{AD}漢字 \t", "\u{AD}", "\t\t", "مرحبا\u{AD} abc"] {
            let paragraph = try ShapedParagraph(Substring(text), styles: styles, base: .natural(fallback: nil), library: TestFonts.library)
            for lower in 0...paragraph.characters.count {
                for upper in lower...paragraph.characters.count {
                    let expected = String(paragraph.characters[lower..<upper].compactMap {
                        $0 == "\t" ? " " : $0 == ShapedParagraph.softHyphen ? nil : $0
                    })
                    let made = paragraph.text(lower..<upper)
                    XCTAssertEqual(Array(made.unicodeScalars), Array(expected.unicodeScalars), "\(text.debugDescription) \(lower)..<\(upper)")
                }
            }
        }
    }

    /// Past its budget of text the cache starts over, so a long batch of
    /// distinct labels holds a bounded amount of memory.
    func testCacheStartsOverPastItsTextBudget() throws {
        let styles = ParagraphStyles(try style("Inter 16"))
        let cache = ShapedParagraphCache()
        var shapes = 0
        func paragraph(_ text: String) throws {
            _ = try cache.paragraph(Substring(text), styles: styles, base: .natural(fallback: nil)) {
                shapes += 1
                return try ShapedParagraph(Substring(text), styles: styles, base: .natural(fallback: nil), library: TestFonts.library)
            }
        }
        let text = String(repeating: "x", count: ShapedParagraphCache.longestText)
        let fitting = ShapedParagraphCache.textBudget / text.utf8.count
        for index in 0..<fitting { try paragraph(String(index) + text.dropFirst(String(index).count)) }
        try paragraph("0" + text.dropFirst())
        XCTAssertEqual(shapes, fitting, "all kept while within the budget")
        try paragraph("over budget")
        try paragraph("0" + text.dropFirst())
        XCTAssertEqual(shapes, fitting + 2, "started over")
    }

    func testLongParagraphsAreShapedEveryTime() throws {
        let text = Substring(String(repeating: "word ", count: ShapedParagraphCache.longestText / 5 + 1))
        let styles = ParagraphStyles(try style("Inter 16"))
        let cache = ShapedParagraphCache()
        var shapes = 0
        for _ in 0..<2 {
            _ = try cache.paragraph(text, styles: styles, base: .natural(fallback: nil)) {
                shapes += 1
                return try ShapedParagraph(text, styles: styles, base: .natural(fallback: nil), library: TestFonts.library)
            }
        }
        XCTAssertEqual(shapes, 2)
    }
}
