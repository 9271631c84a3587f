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

    /// With `direction="rtl"` a Latin-first paragraph still reads left to
    /// right (UIKit's natural writing direction), aligned right; only a
    /// paragraph without strong characters takes the layout direction.
    func testTheTextNotTheLayoutDirectionSetsTheParagraphLevel() throws {
        func line(_ text: String, _ direction: String) throws -> TextLine {
            let xml = #"<Label id="l" width="300" textAlignment="natural" text="\#(text)" direction="\#(direction)"/>"#
            return try XCTUnwrap(Self.engine.layout(xml: xml)["l"]?.text).layout.lines[0]
        }
        let ltr = try line("abc אבג", "ltr"), rtl = try line("abc אבג", "rtl")
        // The same glyphs in the same order: abc, the space, then the Hebrew word.
        XCTAssertEqual(rtl.glyphs.map(\.id), ltr.glyphs.map(\.id))
        XCTAssertEqual(rtl.glyphs.map(\.x), ltr.glyphs.map(\.x))
        XCTAssertEqual(ltr.x, 0)
        XCTAssertEqual(rtl.x + rtl.width, 300, accuracy: 1e-9)
        // "123 !" has no strong character: under rtl the "!" comes first (leftmost).
        let neutralLTR = try line("123 !", "ltr").glyphs.map(\.id), neutralRTL = try line("123 !", "rtl").glyphs.map(\.id)
        XCTAssertEqual(neutralRTL.first, neutralLTR.last)
        XCTAssertEqual(Array(neutralRTL.suffix(3)), Array(neutralLTR.prefix(3)))
    }

    /// Each `<br/>` starts a paragraph with its own direction, and a
    /// directional mark (`&#x200F;`) forces one, as in UIKit.
    func testLineBreaksStartParagraphsAndMarksForceTheirDirection() throws {
        let bang = try XCTUnwrap(Self.engine.layout(xml: #"<Label id="l" text="!"/>"#)["l"]?.text).layout.lines[0].glyphs[0].id
        for direction in ["ltr", "rtl"] {
            let xml = #"<Label id="l" direction="\#(direction)">Hello!<br/>שלום!</Label>"#
            let lines = try XCTUnwrap(Self.engine.layout(xml: xml)["l"]?.text).layout.lines
            XCTAssertEqual(lines.map(\.text), ["Hello!", "שלום!"])
            XCTAssertEqual(lines[0].glyphs.last?.id, bang, "Hello! reads left to right under \(direction)")
            XCTAssertEqual(lines[1].glyphs.first?.id, bang, "שלום! reads right to left under \(direction)")
        }
        let forced = try XCTUnwrap(Self.engine.layout(xml: #"<Label id="l" text="&#x200F;Hello!"/>"#)["l"]?.text)
        XCTAssertEqual(forced.layout.lines[0].glyphs.first?.id, bang, "a right-to-left mark makes the paragraph right to left")
    }

    /// `leftMargin`/`rightPadding` stay physical; `leadingMargin`,
    /// `trailingMargin`, `leadingPadding`, `trailingPadding` follow the
    /// direction (the element's own, inherited).
    func testLeadingAndTrailingMarginsAndPaddingFollowTheDirection() throws {
        let xml = """
        <V width="200" gravity="left">
            <H id="ltr" leadingPadding="10" trailingPadding="4">
                <Z id="ltrBox" width="20" height="10" leadingMargin="6" trailingMargin="2"/>
                <Z id="ltrPhysical" width="20" height="10" leftMargin="3"/>
            </H>
            <H id="rtl" direction="rtl" leadingPadding="10" trailingPadding="4">
                <Z id="rtlBox" width="20" height="10" leadingMargin="6" trailingMargin="2"/>
                <Z id="rtlPhysical" width="20" height="10" leftMargin="3"/>
            </H>
        </V>
        """
        let layout = try Self.engine.layout(xml: xml)
        // Left to right: padding 10 | 6 box 2 | 3 box | 4.
        XCTAssertEqual(try XCTUnwrap(layout["ltr"]).rect.width, 10 + 6 + 20 + 2 + 3 + 20 + 4)
        XCTAssertEqual(try XCTUnwrap(layout["ltrBox"]).rect.x, 16)
        XCTAssertEqual(try XCTUnwrap(layout["ltrPhysical"]).rect.x, 16 + 20 + 2 + 3)
        // Right to left: the first child is the rightmost, leading is the right.
        // From the left: padding 4 | 3 physical box | 2 box 6 | 10.
        let rtl = try XCTUnwrap(layout["rtl"]).rect
        XCTAssertEqual(rtl.width, 65)
        XCTAssertEqual(try XCTUnwrap(layout["rtlPhysical"]).rect.x, rtl.x + 4 + 3)
        XCTAssertEqual(try XCTUnwrap(layout["rtlBox"]).rect.x, rtl.x + 4 + 3 + 20 + 2)
        XCTAssertEqual(try XCTUnwrap(layout["rtlBox"]).rect.maxX, rtl.maxX - 10 - 6)
    }

    func testOneSideNamedPhysicallyAndLogicallyIsAnError() {
        let xml = #"<H direction="rtl" rightPadding="1" leadingPadding="2"><Z leftMargin="1" trailingMargin="2"/></H>"#
        XCTAssertThrowsError(try Self.engine.layout(xml: xml, path: "m.xml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("m.xml:1:37: error: 'leadingPadding' and 'rightPadding' both set the right padding; keep one"), text)
            XCTAssertTrue(text.contains("m.xml:1:74: error: 'trailingMargin' and 'leftMargin' both set the left margin; keep one"), text)
        }
    }

    /// A `V`'s `alignment="leading"` is its right edge under rtl (UIStackView's
    /// semantic direction); `left` stays physical; an `H`'s cross axis is vertical.
    func testStackAlignmentFollowsTheDirection() throws {
        let xml = """
        <V width="100" direction="rtl">
            <V id="leading" width="100" alignment="leading"><Z id="a" width="20" height="10"/></V>
            <V id="left" width="100" alignment="left"><Z id="b" width="20" height="10"/></V>
            <V id="trailing" width="100" alignment="UIStackViewAlignment.Trailing"><Z id="c" width="20" height="10"/></V>
            <H id="row" height="40" alignment="leading"><Z id="d" width="20" height="10"/></H>
        </V>
        """
        let layout = try Self.engine.layout(xml: xml)
        XCTAssertEqual(try XCTUnwrap(layout["a"]).rect.x, 80)
        XCTAssertEqual(try XCTUnwrap(layout["b"]).rect.x, 0)
        XCTAssertEqual(try XCTUnwrap(layout["c"]).rect.x, 0)
        let row = try XCTUnwrap(layout["row"]).rect
        XCTAssertEqual(try XCTUnwrap(layout["d"]).rect.y, row.y)
    }

    /// Constraint layers: under rtl `leading`/`trailing` measure from the
    /// right, as Auto Layout's do (`b.leading = a.trailing + 8` is 8 points
    /// left of `a`); `left` stays physical. The same constraints left to right.
    func testConstraintLeadingAndTrailingFollowTheDirection() throws {
        func layer(_ direction: String) -> String {
            """
            <Z width="200" height="40" direction="\(direction)">
                <Z.constraints>
                    a.leading = superview.leading + 10; a.top = superview.top; a.width = 30; a.height = 10
                    b.leading = a.trailing + 8; b.top = a.top; b.width = 40; b.height = 10
                    c.left = superview.left + 5; c.top = a.bottom; c.width = 10; c.height = 10
                    d.trailing = 20; d.top = c.bottom; d.width = 10; d.height = 10
                </Z.constraints>
                <Z id="a"/><Z id="b"/><Z id="c"/><Z id="d"/>
            </Z>
            """
        }
        let rtl = try Self.engine.layout(xml: layer("rtl"))
        XCTAssertEqual(try XCTUnwrap(rtl["a"]).rect.x, 160)  // right edge 10 from the layer's right
        XCTAssertEqual(try XCTUnwrap(rtl["b"]).rect.x, 112)  // right edge 8 left of a
        XCTAssertEqual(try XCTUnwrap(rtl["c"]).rect.x, 5)
        XCTAssertEqual(try XCTUnwrap(rtl["d"]).rect.x, 180)  // left edge 20 from the right
        let ltr = try Self.engine.layout(xml: layer("ltr"))
        XCTAssertEqual(try XCTUnwrap(ltr["a"]).rect.x, 10)
        XCTAssertEqual(try XCTUnwrap(ltr["b"]).rect.x, 48)
        XCTAssertEqual(try XCTUnwrap(ltr["c"]).rect.x, 5)
        XCTAssertEqual(try XCTUnwrap(ltr["d"]).rect.x, 10)
    }

    /// Keep Layout's leading/trailing names (SPEC §9: accepted wherever
    /// left/right are) follow the direction; the same layer left to right.
    func testKeepLeadingAndTrailingAttributesFollowTheDirection() throws {
        func layer(_ direction: String) -> String {
            """
            <Z width="200" height="40" direction="\(direction)" keepLeadingAligned="a d">
                <Z id="a" keepSize="30 10" keepLeadingInset="10" keepTopInset="0"/>
                <Z id="b" keepSize="40 10" keepLeadingOffsetTo="a: 8" keepTopAlignTo="a: 0"/>
                <Z id="c" keepSize="10 10" keepTrailingInset="5" keepTopInset="20"/>
                <Z id="d" keepSize="10 10" keepTopInset="30"/>
            </Z>
            """
        }
        let rtl = try Self.engine.layout(xml: layer("rtl"))
        XCTAssertEqual(try XCTUnwrap(rtl["a"]).rect.x, 160)
        XCTAssertEqual(try XCTUnwrap(rtl["b"]).rect.x, 112)
        XCTAssertEqual(try XCTUnwrap(rtl["c"]).rect.x, 5)
        XCTAssertEqual(try XCTUnwrap(rtl["d"]).rect.x, 180)
        let ltr = try Self.engine.layout(xml: layer("ltr"))
        XCTAssertEqual(try XCTUnwrap(ltr["a"]).rect.x, 10)
        XCTAssertEqual(try XCTUnwrap(ltr["b"]).rect.x, 48)
        XCTAssertEqual(try XCTUnwrap(ltr["c"]).rect.x, 185)
        XCTAssertEqual(try XCTUnwrap(ltr["d"]).rect.x, 10)
    }

    func testUnknownDirectionIsAnError() {
        XCTAssertThrowsError(try Self.engine.layout(xml: #"<V direction="up"/>"#, path: "d.xml")) { error in
            XCTAssertTrue("\(error)".contains("d.xml:1:15: error: direction: unknown direction 'up' (ltr or rtl)"), "\(error)")
        }
    }
}
