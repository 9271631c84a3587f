import XCTest
import Foundation
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// Styles (SPEC §8.3).
final class StyleTests: TemporaryFolderTestCase {

    private func resolve(_ path: String, styleFiles: [String] = []) throws -> (Element?, [String]) {
        var options = Resolver.Options()
        options.styleFiles = styleFiles
        let (node, _) = try DocumentLoader.load(path: path)
        let resolution = Resolver.resolveDocument(node, options: options)
        return (resolution.element, resolution.diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column): " } ?? ""
            return location + diagnostic.message
        })
    }

    func testStylesApplyLeftToRightThenOwnAttributesWin() throws {
        let path = try write("main.xml", """
        <V>
            <Style name="title" font="System Bold 20" textColor="#1b2a4a" backgroundColor="#eeeeee"/>
            <Style name="emphasis" textColor="red"/>
            <Label id="a" style="title emphasis" text="A"/>
            <Label id="b" style="emphasis title" text="B" backgroundColor="blue"/>
        </V>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.count, 2, "a Style leaves no element")
        let a = try XCTUnwrap(root?.children[0]), b = try XCTUnwrap(root?.children[1])
        XCTAssertEqual(a.text?.font.size, 20)
        XCTAssertEqual(a.text?.color, try Color.parse("red"))
        XCTAssertEqual(b.text?.color, try Color.parse("#1b2a4a"))
        XCTAssertEqual(b.appearance.backgroundColor, try Color.parse("blue"))
    }

    func testStyleInheritanceFilesAndStylesFile() throws {
        try write("shared.xml", #"<Styles><Style name="base" cornerRadius="4"/><Style name="card" style="base" padding="8"/></Styles>"#)
        let global = try write("global.xml", #"<Styles><Style name="muted" textColor="gray"/></Styles>"#)
        let path = try write("main.xml", """
        <V>
            <Styles file="shared.xml"/>
            <Style name="big" style="card muted" cornerRadius="12"/>
            <Z style="card"/>
            <Z style="big"/>
            <Label style="muted" text="x"/>
        </V>
        """)
        let (root, diagnostics) = try resolve(path, styleFiles: [global])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.children.map(\.appearance.cornerRadius), [4, 12, 0])
        XCTAssertEqual(root?.children[0].padding, Insets(top: 8, right: 8, bottom: 8, left: 8))
        XCTAssertEqual(root?.children[2].text?.color, try Color.parse("gray"))
    }

    func testStylesReachIntoComponents() throws {
        try write("Row.xml", #"<H><Label id="title" style="heading" text="T"/><Label style="local" text="L"/><Style name="local" textColor="green"/></H>"#)
        let path = try write("main.xml", """
        <V>
            <Style name="heading" textColor="red"/>
            <Style name="local" textColor="blue"/>
            <Row style="wide"/>
            <Style name="wide" width="200"/>
        </V>
        """)
        let (root, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [])
        let row = try XCTUnwrap(root?.children.first)
        XCTAssertEqual(row.size.width, .fixed(200), "a style defined later in the document applies too")
        XCTAssertEqual(row.children.map { $0.text?.color }, [try Color.parse("red"), try Color.parse("green")])
    }

    func testUnknownStyleListsDefinedOnesAndCyclesAreErrors() throws {
        let path = try write("main.xml", """
        <V>
            <Style name="a" style="b" cornerRadius="1"/>
            <Style name="b" style="a"/>
            <Style name="title" font="bold"/>
            <Label style="title  tilte" text="x"/>
            <Style name="title"/>
            <Style font="bold"/>
        </V>
        """)
        let (_, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, [
            "main.xml:6:18: duplicate style 'title' (first defined at \(path):4:5)",
            "main.xml:7:5: <Style> needs a name (name=\"title\")",
            "main.xml:3:28: style cycle: a → b → a",
            "main.xml:5:26: unknown style 'tilte' (styles defined: a, b, title)",
        ])
    }

    func testStylesFileMustHaveAStylesRoot() throws {
        let bad = try write("bad.xml", #"<V><Style name="x"/></V>"#)
        let path = try write("main.xml", #"<V><Label text="x"/></V>"#)
        let (_, diagnostics) = try resolve(path, styleFiles: [bad])
        XCTAssertEqual(diagnostics, ["bad.xml:1:1: a styles file has a <Styles> root holding <Style> elements, not <V>"])
        let (_, rootStyle) = try resolve(try write("style.xml", #"<Style name="x"/>"#))
        XCTAssertEqual(rootStyle, ["style.xml:1:1: <Style> defines styles; a layout's root must be a view"])
    }

    func testAMisspeltStyleAttributeIsReportedOnceAtTheStyle() throws {
        let path = try write("main.xml", """
        <V>
            <Style name="s" textColr="red" textColor="blue"/>
            <Label style="s" text="a"/><Z style="s"/><Label style="s" text="b"/>
        </V>
        """)
        let (_, diagnostics) = try resolve(path)
        XCTAssertEqual(diagnostics, ["main.xml:2:21: unknown attribute 'textColr' in a style: no element using the style takes it"])
    }
}
