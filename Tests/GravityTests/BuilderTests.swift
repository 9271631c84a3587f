import XCTest
import GravityCore
import Gravity
import CustomElementExample

/// The builder (SPEC §10) builds exactly what XML builds: the same frames for
/// every Example, the same defaults, the same diagnostics at the Swift call site.
final class BuilderTests: XCTestCase {
    // Examples/CustomElement's twin uses the example's own element.
    static let engine = try! GravityEngine(setup: EngineSetup(customElements: [ProgressBar.self]))
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Examples without a twin, and why.
    static let withoutTwin = [
        "Gravity/FormRows/Main.xml": "fails deliberately, to show its error message (ExampleGoldenTests); its twin fails alike (testTheFailingExampleFailsAlikeBothWays)",
        // The builder writes Gravity's elements; these examples show UIKit's own
        // (a UILabel centres its text vertically, a UIStackView has UIKit's defaults).
        "UIKit/LayerProperties.xml": "UIKit's spellings (UIView, UILabel, layer.*, transform.*), which the builder does not write",
        "UIKit/LabelsAndStacks.xml": "UIKit's spellings (UILabel, UIStackView and their properties), which the builder does not write",
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

    /// The attributes of SPEC §2 (with §7.1's `hugging` and `compressionResistance`
    /// and §9's `direction` and `leading…`/`trailing…` sides), by their canonical names: each has a builder spelling
    /// (a modifier, or the initializer for `text`, `image`, `title`, `size`, `flex`)
    /// that writes exactly that attribute, and Resolve reads it (no "unknown attribute").
    func testEveryAttributeOfTheSPECHasAModifier() throws {
        let spelled: [String: any LayoutElement] = [
            "id": Z().id("a"), "width": Z().width(10), "height": Z().height(.percent(50)),
            "minWidth": Z().minWidth(4), "maxWidth": Z().maxWidth(.percent(90)), "minHeight": Z().minHeight(4),
            "maxHeight": Z().maxHeight(80), "aspectRatio": Z().aspectRatio(1.5), "weight": Z().weight(2),
            "shrinks": Z().shrinks(1), "gravity": Z().gravity(.leading, .cap), "spacing": V().spacing(4),
            "alignment": V().alignment(.firstBaseline), "padding": Z().padding(1, 2), "topPadding": Z().padding(top: 1),
            "rightPadding": Z().padding(right: 1), "bottomPadding": Z().padding(bottom: 1), "leftPadding": Z().padding(left: 1),
            "margin": Z().margin(1, 2, 3, 4), "topMargin": Z().margin(top: -1), "rightMargin": Z().margin(right: 1),
            "bottomMargin": Z().margin(bottom: 1), "leftMargin": Z().margin(left: 1), "zIndex": Z().zIndex(2),
            "hidden": Z().hidden(false), "clips": Z().clips(), "backgroundColor": Z().backgroundColor("#fff"),
            "cornerRadius": Z().cornerRadius(4), "borderColor": Z().borderColor("red"), "borderWidth": Z().borderWidth(1),
            "opacity": Z().opacity(0.5), "color": Z().color("blue"), "font": Label("a").font("bold"), "text": Label("a"),
            "textColor": Label("a").textColor("#123"), "textAlignment": Label("a").textAlignment(.natural),
            "wrap": Label("a").wrap(), "lines": Label("a").lines(2), "lineHeight": Label("a").lineHeight(20),
            "trim": Label("a").trim(.cap, .baseline), "direction": Label("a").direction(.rtl), "image": Image("star"),
            "contentMode": Image("star").contentMode(.center), "template": Image("star").template(),
            "tintColor": Image("star").tintColor("red"), "title": Button("OK"), "titleColor": Button("OK").titleColor("red"),
            "size": Spacer(8), "flex": Spacer(flex: 2), "hugging": Z().hugging(251),
            "compressionResistance": Z().compressionResistance(750, 500),
            "leadingPadding": Z().padding(leading: 2), "trailingPadding": Z().padding(trailing: 2),
            "leadingMargin": Z().margin(leading: 2), "trailingMargin": Z().margin(trailing: 2),
        ]
        XCTAssertEqual(Set(spelled.keys), [
            "id", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio", "weight", "shrinks",
            "gravity", "spacing", "alignment", "padding", "topPadding", "rightPadding", "bottomPadding", "leftPadding",
            "margin", "topMargin", "rightMargin", "bottomMargin", "leftMargin", "zIndex", "hidden", "clips",
            "backgroundColor", "cornerRadius", "borderColor", "borderWidth", "opacity", "color",
            "font", "text", "textColor", "textAlignment", "wrap", "lines", "lineHeight", "trim", "direction",
            "image", "contentMode", "template", "tintColor", "title", "titleColor", "size", "flex",
            "hugging", "compressionResistance", "leadingPadding", "trailingPadding", "leadingMargin", "trailingMargin",
        ])
        let options = options(for: "Images.xml")
        for (name, element) in spelled.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(element.node.attributes.contains { $0.name == name }, "\(name): \(element.node.attributes.map(\.name))")
            // A child of a constraint layer (for hugging), spacers in a stack.
            let child = element is Spacer ? AnyLayoutElement(H { element }) : AnyLayoutElement(element)
            let layout = Z { child; Z().id("pin") }.attribute("constraints", "pin.left = parent.left")
            let solved = try Self.engine.layout(layout, options: options)
            let unknown = solved.diagnostics.items.filter { $0.message.contains("unknown attribute") || $0.message.contains("not supported") }
            XCTAssertEqual(unknown.map(\.message), [], name)
        }
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

    /// Examples/Gravity/FormRows/Main.xml (Gravity's sample with a wrong dot path)
    /// written in Swift: the same error, at the Swift line of the wrong attribute.
    func testTheFailingExampleFailsAlikeBothWays() throws {
        let example = "Gravity/FormRows/Main.xml"
        let wrongLine = #line + 7
        let built = Z {
            V(gravity: .top, .left) {
                Component("FormRow").attribute("titleLabel.text", "Name:").attribute("valueLabel.text", "George McFly")
                Component("FormRow").attribute("titleLabel.text", "Address:").attribute("valueLabel.text", "Hill Valley, CA")
                Component("FormRow").attribute("titleLabel.text", "Phone:").attribute("valueLabel.text", "+1 (604) 555-1234")
                Component("FormRow").attribute("titleLabel.text", "Email:")
                    .attribute("test.label.text", "captain.stardust@gmail.com")
            }
            .width(300)
        }
        .backgroundColor("#0ff")
        func errors(_ body: () throws -> SolvedLayout) -> [Diagnostic] {
            do { _ = try body(); return [] } catch { return (error as? DiagnosticsError)?.diagnostics.items.filter { $0.severity == .error } ?? [] }
        }
        let fromSwift = errors { try Self.engine.layout(built, options: options(for: example)) }
        let fromXML = errors { try Self.engine.layout(file: Self.examples.appendingPathComponent(example).path, options: options(for: example)) }
        XCTAssertEqual(fromSwift.map(\.message), ["'test.label.text': component FormRow has no element with id 'test' (its ids are titleLabel, valueLabel)"])
        XCTAssertEqual(fromSwift.map(\.message), fromXML.map(\.message))
        XCTAssertEqual(fromSwift.first?.location?.file, "\(#filePath)")
        XCTAssertEqual(fromSwift.first?.location?.line, wrongLine)
        XCTAssertEqual(fromXML.first?.location?.line, 6)
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

    func testInlineMarkupIsTheXMLBody() throws {
        let options = LayoutOptions(scale: 2)
        let showTax = true
        let built = V {
            Label {
                "Price "; Bold("42"); " EUR"; LineBreak()
                Italic { "incl. "; Bold("all") }
                if showTax { " "; Underline("tax") }
                for part in ["a", "b"] { Strikethrough(part) }
                ", H"; Subscript("2"); "O mc"; Superscript("2"); " "
                Span(font: "Courier bold", color: "#b03030") { "code "; Italic("x") }
                Span("big", font: "150%")
            }
            .font("System 15").width(300).wrap()
        }
        let xml = """
            <V><Label font="System 15" width="300" wrap="true">Price <b>42</b> EUR<br/><i>incl. <b>all</b></i> <u>tax</u>\
            <s>a</s><s>b</s>, H<sub>2</sub>O mc<sup>2</sup> <span font="Courier bold" color="#b03030">code <i>x</i></span>\
            <span font="150%">big</span></Label></V>
            """
        XCTAssertEqual(built.node.elementChildren[0].children.count, 16)
        let fromSwift = try Self.engine.layout(built, options: options)
        let fromXML = try Self.engine.layout(xml: xml, options: options)
        XCTAssertEqual(FrameJSON.encode(fromSwift), FrameJSON.encode(fromXML))
        XCTAssertTrue(FrameJSON.encode(fromSwift).contains(#""content": "Price 42 EUR\nincl. all taxab, H2O mc2 code xbig""#),
                      FrameJSON.encode(fromSwift))
        // Spans draw: the same pixels both ways, and not those of the plain text.
        let png = try Self.engine.render(fromSwift)
        XCTAssertEqual(png, try Self.engine.render(fromXML))
        let plain = try Self.engine.render(V { Label("Price 42 EUR\nincl. all taxab, H2O mc2 code xbig").font("System 15").width(300).wrap() },
                                           options: options)
        XCTAssertNotEqual(png, plain)
    }

    func testInlineMarkupDiagnosticsAreAtTheMarkupCallSite() throws {
        let file = "\(#filePath)"
        let spanLine = #line + 1
        let built = V { Label { "a "; Span("b", font: "Nope Sans 12", color: "#12") } }
        let xml = ##"<V><Label>a <span font="Nope Sans 12" color="#12">b</span></Label></V>"##
        var builtError: Error?, xmlError: Error?
        XCTAssertThrowsError(try Self.engine.layout(built)) { builtError = $0 }
        XCTAssertThrowsError(try Self.engine.layout(xml: xml)) { xmlError = $0 }
        let items = try XCTUnwrap(builtError as? DiagnosticsError).diagnostics.items.filter { $0.severity == .error }
        let xmlItems = try XCTUnwrap(xmlError as? DiagnosticsError).diagnostics.items.filter { $0.severity == .error }
        XCTAssertEqual(items.map(\.message), xmlItems.map(\.message))
        XCTAssertEqual(items.count, 2, "\(items)")
        // #column is where a call's arguments start: `Span(` and `Label {`. The colour is
        // an error at the span, the family (found by the text stage) at the label, as in XML.
        func place(_ item: Diagnostic) -> String { item.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-" }
        XCTAssertEqual(items.map(place), ["\(file):\(spanLine):43", "\(file):\(spanLine):31"])
        XCTAssertEqual(xmlItems.map(place), ["<string>:1:46", "<string>:1:4"])
        let printed = "\(try XCTUnwrap(builtError))"
        XCTAssertTrue(printed.contains("\(file):\(spanLine):31: error: unknown font family 'Nope Sans'"), printed)
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
