import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// `Frame` keeps all but its rectangle and children in shared boxes: it
/// must still behave as a plain value, and stay small.
final class FrameValueTests: XCTestCase {
    func testEveryPropertyIsAValueOfItsOwnCopy() {
        var appearance = ElementAppearance()
        appearance.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let original = Frame(kind: .z, id: "card", component: "Card", rect: Rect(x: 1, y: 2, width: 3, height: 4),
                             appearance: appearance, zIndex: 2,
                             children: [Frame(kind: .label, rect: Rect(x: 0, y: 0, width: 1, height: 1))])
        var copy = original
        copy.kind = .h
        copy.id = "other"
        copy.component = nil
        copy.appearance.opacity = 0.5
        copy.zIndex = 7
        copy.rect.x = 9
        copy.children[0].id = "child"
        copy.image = ImageFrame(content: ImageContent(name: "pic"))
        let layout = TextLayout(size: Size(width: 10, height: 5), minimumWidth: 10, firstBaseline: 4, lastBaseline: 4,
                                capTop: 1, xTop: 2, fontName: "Fake", lines: [])
        copy.text = TextFrame(content: "Hi", layout: layout, color: .black, baseline: 4, lastBaseline: 4, capTop: 1, xTop: 2)

        XCTAssertEqual(original.kind, .z)
        XCTAssertEqual(original.id, "card")
        XCTAssertEqual(original.component, "Card")
        XCTAssertEqual(original.appearance, appearance)
        XCTAssertEqual(original.zIndex, 2)
        XCTAssertEqual(original.rect, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertNil(original.children[0].id)
        XCTAssertNil(original.image)
        XCTAssertNil(original.text)

        XCTAssertEqual(copy.kind, .h)
        XCTAssertEqual(copy.id, "other")
        XCTAssertNil(copy.component)
        XCTAssertEqual(copy.appearance.opacity, 0.5)
        XCTAssertEqual(copy.appearance.backgroundColor, appearance.backgroundColor, "the other facts are kept")
        XCTAssertEqual(copy.zIndex, 7)
        XCTAssertEqual(copy.children[0].id, "child")
        XCTAssertEqual(copy.image?.content.name, "pic")
        XCTAssertEqual(copy.text?.content, "Hi")
        XCTAssertEqual(copy.id, "other", "setting the text keeps the other facts")
    }

    /// A frame is copied into its parent's array and destroyed once per
    /// node; at 240 bytes that was a third of layout_100k's time.
    func testAFrameIsARectangleChildrenAndTwoReferences() {
        XCTAssertEqual(MemoryLayout<Frame>.size, MemoryLayout<Rect>.size + 3 * MemoryLayout<Int>.size)
    }
}
