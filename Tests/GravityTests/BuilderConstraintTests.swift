import XCTest
import GravityCore
import Gravity

/// Constraints written in Swift (SPEC §10) — SFL strings, Keep Layout's
/// attributes and groups, Relativity's operators — give the frames of their
/// XML forms, on the one solver.
final class BuilderConstraintTests: XCTestCase {
    static let engine = try! GravityEngine()

    func frames(_ built: some LayoutElement, _ xml: String, file: StaticString = #filePath, line: UInt = #line) throws -> SolvedLayout {
        let options = LayoutOptions(scale: 2)
        let fromSwift = try Self.engine.layout(built, options: options)
        let fromXML = try Self.engine.layout(xml: xml, options: options)
        XCTAssertEqual(FrameJSON.encode(fromSwift), FrameJSON.encode(fromXML), file: file, line: line)
        return fromSwift
    }

    func testSimpleFormatLanguageStrings() throws {
        let built = Z {
            Z().id("icon").size(24, 24).backgroundColor("#34c759")
            Label("Title").id("title").font("System 17")
        }
        .size(200, 100)
        .constraints("icon.left = parent.left + 10; icon.top = parent.top + 10")
        .constraints("title.left = icon.right + 8\ntitle.centerY = icon.centerY")
        let solved = try frames(built, """
            <Z width="200" height="100" constraints="icon.left = parent.left + 10; icon.top = parent.top + 10;
            title.left = icon.right + 8; title.centerY = icon.centerY">
              <Z id="icon" width="24" height="24" backgroundColor="#34c759"/>
              <Label id="title" text="Title" font="System 17"/>
            </Z>
            """)
        XCTAssertEqual(solved["icon"]?.rect.x, 10)
        XCTAssertEqual(solved["title"]?.rect.x, 42)
    }

    func testKeepLayoutAttributesAndGroups() throws {
        var badge = Label("3").id("badge").font("System 13")
        badge.keepWidth.equal = .high(40)
        badge.keepWidth.min = .required(10)
        badge.keepTopInset.equal = 8
        badge.keepRightInset.equal = .required(8)
        XCTAssertEqual(badge.keepWidth, KeepAttribute(equal: .high(40), min: .required(10)))
        let a = Z().id("a").height(20), b = Z().id("b").height(20), c = Z().id("c").height(20)
        let built = Z {
            badge
            a; b; c
            [a, b, c].keepWidthsEqual()
            [a, b, c].keepHorizontalOffsets(.required(10))
        }
        .size(200, 100)
        .constraints("a.left = parent.left; c.right = parent.right - 30; a.top = parent.top + 40; b.top = a.top; c.top = a.top")
        let solved = try frames(built, """
            <Z width="200" height="100" keepWidthsEqual="a b c" keepHorizontalOffsets="a b c: 10"
               constraints="a.left = parent.left; c.right = parent.right - 30; a.top = parent.top + 40; b.top = a.top; c.top = a.top">
              <Label id="badge" text="3" font="System 13" keepWidth="40 @ high; min 10" keepTopInset="8" keepRightInset="8"/>
              <Z id="a" height="20"/>
              <Z id="b" height="20"/>
              <Z id="c" height="20"/>
            </Z>
            """)
        XCTAssertEqual(solved["badge"]?.rect, Rect(x: 152, y: 8, width: 40, height: solved["badge"]!.rect.height))
        XCTAssertEqual(solved["b"]?.rect, Rect(x: 60, y: 40, width: 50, height: 20))   // (170 - 2 × 10) / 3 wide
        XCTAssertEqual(solved["c"]?.rect.x, 120)
    }

    /// Groups of mixed element types (`[any LayoutElement]`) take every
    /// group method the single-type arrays take, and mean the same XML.
    func testMixedTypeGroupsAlign() throws {
        let title = Label("Title").id("title").font("System 17")
        let box = Z().id("box").size(20, 20)
        let price = Label("9.99").id("price").font("System 13")
        let edges: [any LayoutElement] = [title, box]
        let lefts: [any LayoutElement] = [price, box]
        let texts: [any LayoutElement] = [title, price]
        let built = Z {
            title; box; price
            edges.keepTopAligned()
            lefts.keepLeftAligned()
            texts.keepBaselineAligned()
        }
        .size(200, 100)
        .constraints("title.top = parent.top + 30; title.right = parent.right - 10; price.left = parent.left + 10")
        let solved = try frames(built, """
            <Z width="200" height="100" keepTopAligned="title box" keepLeftAligned="price box" keepBaselineAligned="title price"
               constraints="title.top = parent.top + 30; title.right = parent.right - 10; price.left = parent.left + 10">
              <Label id="title" text="Title" font="System 17"/>
              <Z id="box" width="20" height="20"/>
              <Label id="price" text="9.99" font="System 13"/>
            </Z>
            """)
        XCTAssertEqual(solved["box"]?.rect, Rect(x: 10, y: 30, width: 20, height: 20))
        XCTAssertEqual(solved["title"]?.rect.maxX, 190)
        let bottoms: [any LayoutElement] = [title, box], rights: [any LayoutElement] = [title, box]
        XCTAssertEqual(bottoms.keepBottomAligned().value, "title box")
        XCTAssertEqual(rights.keepRightAligned().name, "keepRightAligned")
    }

    func testRelativityOperators() throws {
        let a = Z().id("a").size(40, 20).backgroundColor("red")
        var b = Z().id("b").backgroundColor("green")
        let c = Z().id("c").size(30, 30).backgroundColor("blue")
        b.size = a.topRight |--| c.bottomLeft
        let built = Z {
            a; b; c
            a.topLeft --> .topLeft + 10.horizontalOffset + 10.verticalOffset
            c.right --> 10.horizontalOffset + .right - 20.horizontalOffset
            b.topLeft --> a.topRight
        }
        .size(200, 100)
        let solved = try frames(built, """
            <Z width="200" height="100">
              <Z.constraints>
                a.topLeft = parent.topLeft + (10, 10)
                c.right = parent.right + (-10, 0)
                b.topLeft = a.topRight + (0, 0)
                b.size = a.topRight |--| c.bottomLeft
              </Z.constraints>
              <Z id="a" width="40" height="20" backgroundColor="red"/>
              <Z id="b" backgroundColor="green"/>
              <Z id="c" width="30" height="30" backgroundColor="blue"/>
            </Z>
            """)
        XCTAssertEqual(solved["a"]?.rect, Rect(x: 10, y: 10, width: 40, height: 20))
        XCTAssertEqual(solved["c"]?.rect, Rect(x: 160, y: 35, width: 30, height: 30))
        XCTAssertEqual(solved["b"]?.rect, Rect(x: 50, y: 10, width: 110, height: 55))
    }

    /// The and Relativity's README lines, verbatim: `-->` moves the left
    /// side's view, `<--` the right side's; an offset adds to the anchor point
    /// whichever side of it is written (Relativity's `+` is commutative).
    func testRelativityREADMELines() throws {
        let b = Z().id("b").size(30, 30)
        let a = Z().id("a").size(40, 20)
        let c = Z().id("c").size(10, 10)
        let built = Z {
            b; a; c
            b.topLeft --> .topLeft + 100.horizontalOffset
            a.right --> 10.horizontalOffset + b.left
            b.right + 10.horizontalOffset <-- c.left
        }
        .size(200, 60)
        let solved = try frames(built, """
            <Z width="200" height="60">
              <Z.constraints>
                b.topLeft = parent.topLeft + (100, 0)
                a.right = b.left + (10, 0)
                c.left = b.right + (10, 0)
              </Z.constraints>
              <Z id="b" width="30" height="30"/>
              <Z id="a" width="40" height="20"/>
              <Z id="c" width="10" height="10"/>
            </Z>
            """)
        XCTAssertEqual(solved["b"]?.rect, Rect(x: 100, y: 0, width: 30, height: 30))
        XCTAssertEqual(solved["a"]?.rect, Rect(x: 70, y: 5, width: 40, height: 20))    // right-middle at (110, 15)
        XCTAssertEqual(solved["c"]?.rect, Rect(x: 140, y: 10, width: 10, height: 10))  // left-middle at (140, 15)
    }

    /// Every operator line of Relativity's README (Positioning Views,
    /// UILabels, Sizing Views) exactly as it is printed there, names and
    /// all, one layer each (the first two move the same view).
    func testRelativityREADMEOperatorsVerbatim() throws {
        func layer(@LayoutBuilder _ content: () -> [Node]) -> Z { Z(content).size(200, 60) }
        // "To align view `a` to be 10 points to the left of view `b`".
        var a = Z().id("a").size(40, 20), b = Z().id("b").size(30, 30)
        let left = layer { b; a; b.topLeft --> .topLeft + 100.horizontalOffset; a.right --> 10.horizontalOffset + b.left }
        XCTAssertEqual(try Self.engine.layout(left)["a"]?.rect, Rect(x: 70, y: 5, width: 40, height: 20))
        // "To align view `a` to be 10 points to the right of view `b`".
        let right = layer { b; a; b.topLeft --> .topLeft + 100.horizontalOffset; b.right + 10.horizontalOffset <-- a.left }
        XCTAssertEqual(try Self.engine.layout(right)["a"]?.rect, Rect(x: 140, y: 5, width: 40, height: 20))
        // "To align view `a` to be 10 points below its superview's top center".
        let below = layer { a; a.top --> 10.verticalOffset + .top }
        XCTAssertEqual(try Self.engine.layout(below)["a"]?.rect, Rect(x: 80, y: 10, width: 40, height: 20))
        // "the top of your `underlineView` should align with the baseline of label `a`".
        let label = Label("Hello").id("a").font("System 17")
        let underlineView = Z().id("underlineView").size(40, 1)
        let underlined = layer { label; underlineView; underlineView.top --> a.baseline }
        let solved = try Self.engine.layout(underlined)
        let baseline = try XCTUnwrap(solved["a"]?.text?.baseline)
        XCTAssertEqual(solved["underlineView"]?.rect.y, baseline)
        // Sizing Views: `b.bounds.size = a.topRight |--| c.bottomLeft`, with and without an inset.
        a = Z().id("a").size(20, 10)
        let c = Z().id("c").size(20, 10)
        b = Z().id("b")
        b.bounds.size = a.topRight |--| c.bottomLeft
        // (The README's a and c are laid out already: here they are pinned to the corners.)
        let sized = layer { a; c; b; a.topLeft --> .topLeft; c.bottomRight --> .bottomRight; b.topLeft --> a.topRight }
        XCTAssertEqual(try Self.engine.layout(sized)["b"]?.rect, Rect(x: 20, y: 0, width: 160, height: 60))
        b = Z().id("b")
        b.bounds.size = a.topRight |--| c.bottomLeft + -16.horizontalOffset
        let inset = layer { a; c; b; a.topLeft --> .topLeft; c.bottomRight --> .bottomRight; b.topLeft --> a.topRight }
        XCTAssertEqual(try Self.engine.layout(inset)["b"]?.rect, Rect(x: 20, y: 0, width: 144, height: 60))
    }

    func testAnElementWithoutAnIdIsReportedWhereItWasWritten() {
        let line = #line + 1
        let unnamed = Z().size(10, 10)
        let named = Z().id("n").size(10, 10)
        let built = Z { unnamed; named; [unnamed, named].keepWidthsEqual() }.size(100, 100)
        XCTAssertThrowsError(try Self.engine.layout(built)) { error in
            XCTAssertTrue("\(error)".contains("unnamed_L\(line)C"), "\(error)")
        }
    }

    /// The README's sample, as printed there.
    func testTheREADMESampleSolves() throws {
        var badge = Label("3").id("badge")
        badge.keepWidth.equal = .high(40)
        badge.keepWidth.min = .required(10)
        badge.keepTopInset.equal = 8
        let a = Z().id("a").height(20), b = Z().id("b").height(20), c = Z().id("c").height(20)
        var bar = Z().id("bar")
        bar.size = a.topRight |--| c.bottomLeft

        let layer = Z {
            badge; a; b; c; bar
            [a, b, c].keepWidthsEqual()
            [a, b, c].keepHorizontalOffsets(10)
            a.topLeft --> .topLeft + 10.horizontalOffset + 40.verticalOffset
            bar.topLeft --> a.topRight
        }
        .size(200, 100)
        .constraints("c.right = parent.right - 30; b.top = a.top; c.top = a.top")
        let solved = try Self.engine.layout(layer, options: LayoutOptions(scale: 2))
        XCTAssertEqual(solved["a"]?.rect.x, 10)
        XCTAssertEqual(solved["c"]?.rect.maxX, 170)
        XCTAssertEqual(solved["badge"]?.rect.width, 40)
        XCTAssertEqual(solved["bar"]?.rect.x, solved["a"]?.rect.maxX)
    }
}
