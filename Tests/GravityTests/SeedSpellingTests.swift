import XCTest
import GravityCore
import Gravity

/// The seeds' spellings: Gravity's `gravity="wide"` and `<UIImage>`.
final class SeedSpellingTests: XCTestCase {
    static let engine = try! GravityEngine()

    private func lines(_ xml: String) throws -> [TextLine] {
        try XCTUnwrap(Self.engine.layout(xml: xml)["t"]?.text?.layout.lines)
    }

    /// `wide` justifies a label's text, as `textAlignment="justified"` does.
    func testWideGravityJustifiesLabels() throws {
        let text = "Justified text shares each line's leftover space among its spaces, except on the last line."
        let label = #"<Label id="t" width="fill" wrap="true" text="\#(text)""#
        let wide = try lines(#"<V width="240" gravity="wide top">\#(label)/></V>"#)
        let justified = try lines(#"<V width="240" gravity="left top">\#(label) textAlignment="justified"/></V>"#)
        let left = try lines(#"<V width="240" gravity="left top">\#(label)/></V>"#)
        XCTAssertGreaterThan(wide.count, 2)
        XCTAssertEqual(wide, justified)
        XCTAssertNotEqual(wide, left)
        // A justified line fills the width (its last glyph ends further right than left-aligned text's).
        XCTAssertGreaterThan(wide[0].glyphs.last!.x, left[0].glyphs.last!.x)
        // The last line stays left-aligned.
        XCTAssertEqual(wide.last, left.last)
    }

    /// Elsewhere `wide` places a box as `left`.
    func testWideGravityPlacesBoxesAtTheStart() throws {
        let layout = try Self.engine.layout(xml: """
            <Z width="100" height="40" gravity="wide top"><Z id="box" width="10" height="10"/></Z>
            """)
        XCTAssertEqual(layout["box"]?.frame, Rect(x: 0, y: 0, width: 10, height: 10))
        let stack = try Self.engine.layout(xml: """
            <V width="100" gravity="wide top"><Z id="box" width="10" height="10"/></V>
            """)
        XCTAssertEqual(stack["box"]?.frame.x, 0)
        XCTAssertEqual(try GravityValue.parse("wide"), GravityValue(horizontal: .wide))
        XCTAssertThrowsError(try GravityValue.parse("wide left")) { error in
            XCTAssertEqual("\(error)", "gravity 'wide left' has two horizontal tokens")
        }
    }
}
