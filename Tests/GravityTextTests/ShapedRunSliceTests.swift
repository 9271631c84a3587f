import XCTest
import GravityCore
@testable import GravityText

/// A line cuts its paragraph's items; where HarfBuzz marked both cuts safe
/// to break, the item's glyphs there are used instead of shaping the cut
/// again. They must be exactly what shaping again makes, for every line.
final class ShapedRunSliceTests: XCTestCase {
    /// Glyphs as drawn: the unsafe-to-break flags belong to the shaping
    /// that made them and are not drawn.
    private func drawn(_ run: ShapedRun) -> [String] {
        ["\(run.advance)"] + run.glyphs.map { "\($0.id) \($0.cluster) \($0.advance) \($0.xOffset) \($0.yOffset)" }
    }

    func testSlicesAreWhatShapingAgainMakesForEveryLine() throws {
        let texts: [(String, String)] = [
            ("AVATAR To Ta Wa Yo office affine fi ffl", "Inter 16"),
            ("Tea, coffee. Wave AV", "EB Garamond 20"),
            ("-> != === <= www ::", "JetBrains Mono 14"),
            ("abc مرحبا بالعالم def", "Inter 16"),
            ("Screen 12: gravity layout", "Inter Bold 20"),
            ("e\u{301}te\u{301} cafe\u{301} nai\u{308}ve", "Inter 16"),
        ]
        var sliced = 0, reshaped = 0
        for (text, font) in texts {
            let style = ParagraphStyle(font: try FontDescriptor.parse(font).resolved(inheriting: .default))
            let paragraph = try ShapedParagraph(Substring(text), styles: ParagraphStyles(style), base: .natural(fallback: nil),
                                                library: TestFonts.library)
            let boundaries = paragraph.characterStart
            for (lowerIndex, lower) in boundaries.enumerated() {
                for upper in boundaries[(lowerIndex + 1)...] {
                    let line = lower..<upper
                    for item in paragraph.items where item.range.overlaps(line) {
                        let cut = item.range.clamped(to: line)
                        guard cut != item.range else { continue }
                        guard let slice = item.run.slice(cut, of: item.range) else { reshaped += 1; continue }
                        sliced += 1
                        XCTAssertEqual(drawn(slice), drawn(paragraph.reshaped(item, cut: cut, line: line)),
                                       "\(text.debugDescription) in \(font), line \(line), item \(item.range)")
                    }
                }
            }
        }
        // Both ways are exercised: most cuts are safe, kerned and joined ones are not.
        XCTAssertGreaterThan(sliced, 1000)
        XCTAssertGreaterThan(reshaped, 10)
    }

    func testCutsInsideAClusterOrAtAnUnsafeOneAreNotSliced() {
        let glyphs = [ShapedGlyph(id: 1, cluster: 0, advance: 5, xOffset: 0, yOffset: 0),
                      ShapedGlyph(id: 2, cluster: 1, advance: 5, xOffset: 0, yOffset: 0),   // a ligature of scalars 1 and 2
                      ShapedGlyph(id: 3, unsafeToBreak: true, cluster: 3, advance: 5, xOffset: 0, yOffset: 0),
                      ShapedGlyph(id: 4, cluster: 4, advance: 5, xOffset: 0, yOffset: 0)]
        let run = ShapedRun(glyphs: glyphs, advance: 20)
        XCTAssertEqual(run.slice(0..<1, of: 0..<5)?.glyphs.map(\.id), [1])
        XCTAssertEqual(run.slice(1..<5, of: 0..<5)?.glyphs.map(\.id), [2, 3, 4])
        XCTAssertEqual(run.slice(4..<5, of: 0..<5)?.advance, 5)
        XCTAssertNil(run.slice(2..<5, of: 0..<5), "inside the ligature")
        XCTAssertNil(run.slice(0..<3, of: 0..<5), "before an unsafe cluster")
        XCTAssertNil(run.slice(3..<5, of: 0..<5), "at an unsafe cluster")
        // Right to left: the same glyphs in visual order, clusters falling.
        let rtl = ShapedRun(glyphs: glyphs.reversed(), advance: 20)
        XCTAssertEqual(rtl.slice(0..<1, of: 0..<5)?.glyphs.map(\.id), [1])
        XCTAssertEqual(rtl.slice(1..<5, of: 0..<5)?.glyphs.map(\.id), [4, 3, 2])
        XCTAssertEqual(rtl.slice(0..<3, of: 0..<5)?.glyphs.map(\.id), nil)
        XCTAssertNil(rtl.slice(2..<5, of: 0..<5), "inside the ligature")
    }
}
