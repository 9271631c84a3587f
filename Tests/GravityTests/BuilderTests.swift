import XCTest
import GravityCore
import Gravity
import CustomElementExample

/// The builder (SPEC §10) builds exactly what XML builds: the same frames for
/// every Example, the same defaults, the same diagnostics at the Swift call site.
final class BuilderTests: XCTestCase {
    static let engine = try! GravityEngine()
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Examples without a twin, and why.
    static let withoutTwin = [
        "Gravity/FormRows/Main.xml": "fails deliberately, to show its error message (ExampleGoldenTests)",
        "Text/International.xml": "the builder cannot write a label body with inline markup (<b>, <span …>)",
    ]

    /// Examples/**/*.xml, relative to Examples/, sorted.
    static func examplePaths() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: examples.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
    }

    /// Images and components are found from the example's folder, whichever
    /// way it is written; `Name.json` beside `Name.xml` is its data.
    func options(for example: String) -> LayoutOptions {
        let file = Self.examples.appendingPathComponent(example)
        let folder = file.deletingLastPathComponent().path
        var options = LayoutOptions(scale: 2)
        options.assetDirectories = [folder, folder + "/Images"]
        options.componentDirectories = [folder]
        let data = file.deletingPathExtension().appendingPathExtension("json").path
        if FileManager.default.fileExists(atPath: data) { options.dataFiles = [data] }
        return options
    }

    func testEveryExampleGivesTheSameFramesBothWays() throws {
        // Every example has a twin, or a reason in `withoutTwin`.
        let examples = Self.examplePaths()
        XCTAssertGreaterThan(examples.count, 15)
        XCTAssertEqual(Set(examples), Set(BuilderExampleTwins.all.keys).union(Self.withoutTwin.keys))
        XCTAssertTrue(Set(BuilderExampleTwins.all.keys).isDisjoint(with: Self.withoutTwin.keys))
        try CustomElements.register(ProgressBar.self)
        for (example, twin) in BuilderExampleTwins.all.sorted(by: { $0.key < $1.key }) {
            let options = options(for: example)
            let xml = try Self.engine.layout(file: Self.examples.appendingPathComponent(example).path, options: options)
            let built = try Self.engine.layout(twin(), options: options)
            XCTAssertEqual(FrameJSON.encode(built), FrameJSON.encode(xml), example)
            XCTAssertGreaterThan(xml.root.children.count, 0, example)
        }
    }

    func testModifiersWriteTheAttributesXMLWould() {
        let label = Label("Hi").font("System Bold 20").gravity(.center, .baseline).padding(8, 16).id("title")
            .width(.fill).height(.percent(50)).minWidth(.percent(10)).maxWidth(200.5).margin(top: -4, left: 2)
            .trim(.cap, .baseline).opacity(0.5).hidden().lines(2).width("col1")
        let attributes = label.node.attributes.map { "\($0.name)=\($0.value)" }
        XCTAssertEqual(attributes, ["text=Hi", "font=System Bold 20", "gravity=center baseline", "padding=8 16", "id=title",
                                    "width=col1", "height=50%", "minWidth=10%", "maxWidth=200.5", "topMargin=-4",
                                    "leftMargin=2", "trim=cap baseline", "opacity=0.5", "hidden=true", "lines=2"])
        XCTAssertEqual(V(spacing: 8, padding: 16).node.attributes.map(\.name), ["spacing", "padding"])
        XCTAssertEqual(Spacer().node.attributes.count, 0)
        XCTAssertEqual(Spacer(8).node.attribute("size")?.value, "8")
    }

    func testControlFlowInBlocks() throws {
        let names = ["a", "b", "c"]
        let showFooter = false
        let list = V {
            for name in names { Label(name).id(name) }
            if showFooter { Label("footer") } else { Spacer(4) }
            if names.count > 2 { Label("many") }
        }
        XCTAssertEqual(list.node.elementChildren.map(\.name), ["Label", "Label", "Label", "Spacer", "Label"])
    }

    func testDefaultsMatchXML() throws {
        let built = try Self.engine.layout(H { Label("42").font("System Bold 28"); Label("EUR") }, options: LayoutOptions(scale: 2))
        let xml = try Self.engine.layout(xml: #"<H><Label text="42" font="System Bold 28"/><Label text="EUR"/></H>"#,
                                         options: LayoutOptions(scale: 2))
        XCTAssertEqual(FrameJSON.encode(built), FrameJSON.encode(xml))
    }

    func testDiagnosticsAreXMLsAtTheSwiftCallSite() throws {
        let file = "\(#filePath)"
        let fontLine = #line + 3
        let layout = V {
            Label("A").textColor("#12345")
                .font("Helvetica Nova 12")
        }
        let xml = ##"<V><Label text="A" textColor="#12345" font="Helvetica Nova 12"/></V>"##
        func messages(_ error: Error) -> [String] {
            (error as? DiagnosticsError)?.diagnostics.items.filter { $0.severity == .error }.map(\.message) ?? ["\(error)"]
        }
        var builtError: Error?, xmlError: Error?
        XCTAssertThrowsError(try Self.engine.layout(layout)) { builtError = $0 }
        XCTAssertThrowsError(try Self.engine.layout(xml: xml)) { xmlError = $0 }
        let built = try XCTUnwrap(builtError), written = try XCTUnwrap(xmlError)
        // Printed as the compiler prints: the Swift line, a caret at the modifier's call.
        XCTAssertTrue("\(built)".contains("\(file):\(fontLine):22: error: unknown font family 'Helvetica Nova'; available: "), "\(built)")
        XCTAssertTrue("\(built)".contains("\n                .font(\"Helvetica Nova 12\")\n                     ^"), "\(built)")
        XCTAssertEqual(messages(built), messages(written))
        XCTAssertEqual(messages(built).count, 2, "\(built)")
        let locations = (built as? DiagnosticsError)?.diagnostics.items.compactMap(\.location) ?? []
        XCTAssertTrue(locations.contains { $0.file == file && $0.line == fontLine }, "\(locations)")
        XCTAssertTrue(locations.contains { $0.file == file && $0.line == fontLine - 1 }, "\(locations)")
    }

    func testRepeatAndDataMatchXML() throws {
        var options = LayoutOptions(scale: 2)
        options.data = ["users": [["name": "Ada", "pro": true], ["name": "Grace", "pro": false]]]
        let built = V(spacing: 4) {
            Label("Team of {users.count}").id("title")
            Repeat("{users}", as: "user") {
                H(spacing: 6) {
                    Label("{index + 1}. {user.name}")
                    Label("PRO").attribute("hidden", "{!user.pro}")
                }
            }
        }
        let xml = """
            <V spacing="4">
              <Label id="title" text="Team of {users.count}"/>
              <Repeat items="{users}" as="user">
                <H spacing="6"><Label text="{index + 1}. {user.name}"/><Label text="PRO" hidden="{!user.pro}"/></H>
              </Repeat>
            </V>
            """
        let fromSwift = try Self.engine.layout(built, options: options)
        let fromXML = try Self.engine.layout(xml: xml, options: options)
        XCTAssertEqual(FrameJSON.encode(fromSwift), FrameJSON.encode(fromXML))
        XCTAssertTrue(FrameJSON.encode(fromSwift).contains(#""content": "2. Grace""#), FrameJSON.encode(fromSwift))
        XCTAssertEqual(fromSwift.root.children.count, 3)   // the title and one H per user: Repeat leaves no element
    }
}
