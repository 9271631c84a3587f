import XCTest
import GravityCore
@testable import Gravity

/// `direction="rtl"` (SPEC §9): scoped; labels right-aligned by default,
/// `H` stacks mirrored, `leading`/`trailing` follow the direction.
final class DirectionTests: XCTestCase {
    static let engine = try! GravityEngine()

    func testRightToLeftMirrorsStacksAndAlignsLabelsRight() throws {
        let xml = """
        <V width="300" gravity="left" direction="rtl">
            <H id="row" spacing="10">
                <Label id="a" text="א" width="20"/>
                <Label id="b" text="ב" width="20"/>
            </H>
            <Label id="wide" text="שלום" width="300"/>
            <Label id="leading" text="x" gravity="leading"/>
            <Label id="trailing" text="x" gravity="trailing"/>
            <Label id="start" text="abc" width="300" textAlignment="leading"/>
            <V direction="ltr"><Label id="ltr" text="abc" width="300" textAlignment="leading"/></V>
        </V>
        """
        let layout = try Self.engine.layout(xml: xml)
        // The first child is the rightmost.
        XCTAssertEqual(try XCTUnwrap(layout["a"]).rect.x, 30)
        XCTAssertEqual(try XCTUnwrap(layout["b"]).rect.x, 0)
        // A label's text sits at the right of its box.
        let wide = try XCTUnwrap(layout["wide"]?.text)
        XCTAssertEqual(wide.layout.lines[0].x + wide.layout.lines[0].width, 300, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(layout["leading"]).rect.maxX, 300)
        XCTAssertEqual(try XCTUnwrap(layout["trailing"]).rect.x, 0)
        let start = try XCTUnwrap(layout["start"]?.text)
        XCTAssertEqual(start.layout.lines[0].x + start.layout.lines[0].width, 300, accuracy: 1e-9)
        // direction is scoped: ltr inside rtl is left to right again.
        XCTAssertEqual(try XCTUnwrap(layout["ltr"]?.text).layout.lines[0].x, 0)
    }

    /// With `direction="rtl"` a Latin-first paragraph is still right to left.
    func testDirectionSetsTheParagraphLevel() throws {
        let ltr = try Self.engine.layout(xml: #"<Label id="l" text="abc אבג"/>"#)
        let rtl = try Self.engine.layout(xml: #"<Label id="l" text="abc אבג" direction="rtl"/>"#)
        let ltrGlyphs = try XCTUnwrap(ltr["l"]?.text).layout.lines[0].glyphs.map(\.id)
        let rtlGlyphs = try XCTUnwrap(rtl["l"]?.text).layout.lines[0].glyphs.map(\.id)
        // Same glyphs; in rtl the Hebrew word comes first (leftmost), then the space, then abc.
        XCTAssertEqual(Set(ltrGlyphs), Set(rtlGlyphs))
        XCTAssertEqual(Array(ltrGlyphs.prefix(3)), Array(rtlGlyphs.suffix(3)))
    }

    func testUnknownDirectionIsAnError() {
        XCTAssertThrowsError(try Self.engine.layout(xml: #"<V direction="up"/>"#, path: "d.xml")) { error in
            XCTAssertTrue("\(error)".contains("d.xml:1:15: error: direction: unknown direction 'up' (ltr or rtl)"), "\(error)")
        }
    }
}
