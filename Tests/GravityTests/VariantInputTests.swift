import XCTest
import GravityCore
import GravityRender
@testable import Gravity

/// Issue #31, one render's variant inputs: direction, appearance and
/// semantic colours, Dynamic Type, devices (`LayoutOptions`).
final class VariantInputTests: XCTestCase {
    static let engine = try! GravityEngine()

    private func layout(_ xml: String, _ configure: (inout LayoutOptions) -> Void = { _ in }) throws -> SolvedLayout {
        var options = LayoutOptions()
        configure(&options)
        return try Self.engine.layout(xml: xml, path: "v.xml", options: options)
    }

    // MARK: - Direction

    /// Every frame, with each label's first line position, as one string.
    private func frames(_ frame: Frame) -> [String] {
        ["\(frame.id ?? frame.elementName) \(frame.rect) \(frame.text.map { "\($0.layout.lines.first?.x ?? -1)" } ?? "")"]
            + frame.children.flatMap(frames)
    }

    func testDirectionOptionLaysOutAsTheRootAttribute() throws {
        let body = """
            <H id="row" spacing="10"><Label id="a" text="one"/><Label id="b" text="two"/></H>
            <Label id="lead" text="x" gravity="leading"/>
            <Label id="wide" text="abc" width="200"/>
            <V id="pad" leadingPadding="12" width="fill"><Label id="in" text="y" gravity="leading"/></V>
        """
        let attribute = try layout(#"<V width="200" direction="rtl">"# + body + "</V>")
        let option = try layout(#"<V width="200">"# + body + "</V>") { $0.direction = .rtl }
        let plain = try layout(#"<V width="200">"# + body + "</V>")
        XCTAssertEqual(frames(option.root), frames(attribute.root))
        XCTAssertNotEqual(frames(option.root), frames(plain.root))
        XCTAssertEqual(try XCTUnwrap(option["lead"]).rect.maxX, 200)
        XCTAssertEqual(try XCTUnwrap(option["in"]).rect.maxX, 188)
        // The root's own attribute wins over the option, as on any element.
        let own = try layout(#"<V width="200" direction="ltr">"# + body + "</V>") { $0.direction = .rtl }
        XCTAssertEqual(frames(own.root), frames(plain.root))
    }

    // MARK: - Appearance

    func testSemanticColoursTakeApplesValuesInEachAppearance() throws {
        let xml = """
        <Z width="40" height="10" backgroundColor="systemBackground">
            <Z id="tint" width="10" height="10" gravity="left" backgroundColor="systemBlue"/>
            <Z id="grouped" width="10" height="10" gravity="right" backgroundColor="SecondarySystemGroupedBackground"/>
            <Label id="label" text="a" textColor="secondaryLabel" gravity="center"/>
        </Z>
        """
        let light = try layout(xml)
        let dark = try layout(xml) { $0.appearance = .dark }
        XCTAssertEqual(light.root.appearance.backgroundColor?.description, "#ffffffff")
        XCTAssertEqual(dark.root.appearance.backgroundColor?.description, "#000000ff")
        XCTAssertEqual(light["tint"]?.appearance.backgroundColor?.description, "#007affff")
        XCTAssertEqual(dark["tint"]?.appearance.backgroundColor?.description, "#0a84ffff")
        XCTAssertEqual(light["grouped"]?.appearance.backgroundColor?.description, "#ffffffff")
        XCTAssertEqual(dark["grouped"]?.appearance.backgroundColor?.description, "#1c1c1eff")
        // secondaryLabel: (60, 60, 67) at 60 % in light, (235, 235, 245) at 60 % in dark.
        XCTAssertEqual(light["label"]?.text?.color, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        XCTAssertEqual(dark["label"]?.text?.color, Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        // Pixels: the tint's square and the background beside it.
        let lightPixels = try Self.engine.rasterize(light), darkPixels = try Self.engine.rasterize(dark)
        XCTAssertTrue(lightPixels.color(x: 2, y: 2) == (0x00, 0x7A, 0xFF, 255), "\(lightPixels.color(x: 2, y: 2))")
        XCTAssertTrue(darkPixels.color(x: 2, y: 2) == (0x0A, 0x84, 0xFF, 255), "\(darkPixels.color(x: 2, y: 2))")
        XCTAssertTrue(lightPixels.color(x: 12, y: 1) == (255, 255, 255, 255), "\(lightPixels.color(x: 12, y: 1))")
        XCTAssertTrue(darkPixels.color(x: 12, y: 1) == (0, 0, 0, 255), "\(darkPixels.color(x: 12, y: 1))")
        XCTAssertTrue(darkPixels.color(x: 35, y: 5) == (0x1C, 0x1C, 0x1E, 255), "\(darkPixels.color(x: 35, y: 5))")
    }

    func testSeparatorAndFillsKeepTheirAlpha() throws {
        let xml = #"<Z id="s" width="4" height="4" backgroundColor="separator" borderColor="quaternarySystemFill" borderWidth="1"/>"#
        let light = try layout(xml), dark = try layout(xml) { $0.appearance = .dark }
        XCTAssertEqual(light.root.appearance.backgroundColor, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        XCTAssertEqual(dark.root.appearance.backgroundColor, Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
        XCTAssertEqual(light.root.appearance.borderColor, Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08))
        XCTAssertEqual(dark.root.appearance.borderColor, Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))
    }

    func testExpressionsReadTheAppearance() throws {
        let xml = #"<Z width="4" height="4" backgroundColor="{appearance == 'dark' ? '#202020' : '#f0f0f0'}"/>"#
        XCTAssertEqual(try layout(xml).root.appearance.backgroundColor?.description, "#f0f0f0ff")
        XCTAssertEqual(try layout(xml) { $0.appearance = .dark }.root.appearance.backgroundColor?.description, "#202020ff")
        // A name from data still wins over the variant's.
        let data = try layout(xml) { $0.appearance = .dark; $0.data = ["appearance": "light"] }
        XCTAssertEqual(data.root.appearance.backgroundColor?.description, "#f0f0f0ff")
    }

    /// The builder resolves semantic colours and text styles as XML does.
    func testBuilderTwinsMatchInDarkAtAX3() throws {
        var options = LayoutOptions(scale: 2)
        options.appearance = .dark
        options.contentSize = .accessibilityExtraLarge
        let examples = BuilderTests.examples.appendingPathComponent("Variants")
        for (name, twin) in [("Settings", BuilderExampleTwins.settings), ("Chat", BuilderExampleTwins.chat)] {
            let xml = try Self.engine.layout(file: examples.appendingPathComponent(name + ".xml").path, options: options)
            let built = try Self.engine.layout(twin(), options: options)
            XCTAssertEqual(FrameJSON.encode(built), FrameJSON.encode(xml), name)
            XCTAssertEqual(built.root.appearance.backgroundColor, xml.root.appearance.backgroundColor, name)
        }
    }

    /// A component given its own data= still reads the render's variant names.
    func testComponentsWithDataReadTheVariant() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variant-components-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"<Label id="inner" text="{title} {appearance} {contentSize}" textColor="label"/>"#
            .write(to: folder.appendingPathComponent("Badge.xml"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("Main.xml")
        try #"<V><Badge data="{user}"/></V>"#.write(to: main, atomically: true, encoding: .utf8)
        var options = LayoutOptions()
        options.appearance = .dark
        options.contentSize = .small
        options.data = ["user": ["title": "hi"]]
        let solved = try Self.engine.layout(file: main.path, options: options)
        XCTAssertEqual(solved["inner"]?.text?.content, "hi dark S")
        XCTAssertEqual(solved["inner"]?.text?.color, .white)
    }

    func testStylesScopedToAnAppearance() throws {
        let xml = """
        <V width="20">
            <Style name="card" backgroundColor="#111111" cornerRadius="4"/>
            <Style name="card" appearance="dark" backgroundColor="#222222"/>
            <Style name="badge" appearance="dark" borderWidth="2"/>
            <Z id="c" style="card badge" height="4"/>
        </V>
        """
        let light = try layout(xml), dark = try layout(xml) { $0.appearance = .dark }
        XCTAssertEqual(light["c"]?.appearance.backgroundColor?.description, "#111111ff")
        XCTAssertEqual(light["c"]?.appearance.borderWidth, 0)
        XCTAssertEqual(dark["c"]?.appearance.backgroundColor?.description, "#222222ff")
        XCTAssertEqual(dark["c"]?.appearance.cornerRadius, 4)
        XCTAssertEqual(dark["c"]?.appearance.borderWidth, 2)
        XCTAssertThrowsError(try layout(#"<V><Style name="x" appearance="dim" color="red"/></V>"#)) { error in
            XCTAssertTrue("\(error)".contains("v.xml:1:32: error: appearance 'dim' on <Style> must be light or dark"), "\(error)")
        }
    }

    func testUnknownSemanticNameSuggestsTheNearest() throws {
        XCTAssertThrowsError(try layout(#"<Z width="4" height="4" backgroundColor="systemBlu"/>"#)) { error in
            XCTAssertTrue("\(error)".contains("v.xml:1:42: error: "), "\(error)")
            XCTAssertTrue("\(error)".contains("'systemBlu' is not a colour; did you mean 'systemBlue'"), "\(error)")
        }
        XCTAssertThrowsError(try layout(#"<Label text="a" textColor="secondaryLable"/>"#)) { error in
            XCTAssertTrue("\(error)".contains("did you mean 'secondaryLabel'"), "\(error)")
        }
    }

    // MARK: - Dynamic Type

    private func fontSize(_ layout: SolvedLayout, _ id: String) throws -> Double {
        let name = try XCTUnwrap(layout[id]?.text?.layout.fontName)
        return try XCTUnwrap(Double(name.split(separator: " ").last.map(String.init) ?? ""), name)
    }

    func testTextStylesFollowApplesDynamicTypeTable() throws {
        let xml = """
        <V>
            <Label id="largeTitle" font="largeTitle" text="a"/><Label id="title1" font="title1" text="a"/>
            <Label id="headline" font="headline" text="a"/><Label id="body" font="body" text="a"/>
            <Label id="footnote" font="footnote" text="a"/><Label id="caption2" font="caption2" text="a"/>
            <Label id="scaled" font="System 15 scaled" text="a"/><Label id="fixed" font="System 15" text="a"/>
            <Label id="scaledHeadline" font="System 34 scaled largeTitle" text="a"/>
            <Label id="size" text="{contentSize}"/>
        </V>
        """
        // Apple's table: XS, L, AX3, AX5.
        let expected: [String: [Double]] = [
            "largeTitle": [31, 34, 52, 60], "title1": [25, 28, 48, 58], "headline": [14, 17, 40, 53],
            "body": [14, 17, 40, 53], "footnote": [12, 13, 33, 44], "caption2": [11, 11, 29, 40],
            // Scaled as body: 15 × size / 17; relative to largeTitle: 34 × size / 34.
            "scaled": [15 * 14 / 17.0, 15, 15 * 40 / 17.0, 15 * 53 / 17.0], "fixed": [15, 15, 15, 15],
            "scaledHeadline": [31, 34, 52, 60],
        ]
        for (column, category) in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge].enumerated() {
            let solved = try layout(xml) { $0.contentSize = category }
            for (id, sizes) in expected {
                XCTAssertEqual(try fontSize(solved, id), sizes[column], accuracy: 1e-9, "\(id) at \(category.rawValue)")
            }
            XCTAssertEqual(solved["size"]?.text?.content, category.rawValue)
        }
        // Headline stays semibold at every size.
        XCTAssertTrue(try XCTUnwrap(layout(xml) { $0.contentSize = .accessibilityLarge }["headline"]?.text?.layout.fontName).contains("SemiBold"))
    }

    func testScaledNeedsAPointSize() throws {
        XCTAssertThrowsError(try layout(#"<Label text="a" font="body scaled"/>"#)) { error in
            XCTAssertTrue("\(error)".contains("'scaled' scales a point size with Dynamic Type"), "\(error)")
        }
    }

    // MARK: - Devices

    func testDeviceSetsCanvasScaleAndSafeArea() throws {
        let xml = """
        <Z width="fill" height="fill">
            <Z id="safe" width="fill" height="fill" margin="{safeArea.top} {safeArea.right} {safeArea.bottom} {safeArea.left}"/>
            <Label id="name" text="[{device.name}]" gravity="top left"/>
        </Z>
        """
        let pro = try Self.engine.layout(xml: xml, options: LayoutOptions(device: "iphone 15 pro"))
        XCTAssertEqual(pro.canvas.width, 393)
        XCTAssertEqual(pro.canvas.height, 852)
        XCTAssertEqual(pro.canvas.scale, 3)
        XCTAssertEqual(pro["safe"]?.rect, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        XCTAssertEqual(pro["name"]?.text?.content, "[iPhone 15 Pro]")
        let landscape = try Self.engine.layout(xml: xml, options: LayoutOptions(device: "iPhone 15 Pro", orientation: .landscape))
        XCTAssertEqual(landscape.canvas.width, 852)
        XCTAssertEqual(landscape["safe"]?.rect, Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
        let se = try Self.engine.layout(xml: xml, options: LayoutOptions(device: "iPhone SE"))
        XCTAssertEqual(se.canvas.scale, 2)
        XCTAssertEqual(se["safe"]?.rect, Rect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(se["name"]?.text?.content, "[iPhone SE (3rd generation)]")
        // Explicit width and height win over the device's; no device: zero insets, empty name.
        var options = LayoutOptions(device: "iPad Air 11-inch (M2)")
        options.width = 500
        let pad = try Self.engine.layout(xml: xml, options: options)
        XCTAssertEqual(pad.canvas.width, 500)
        XCTAssertEqual(pad.canvas.height, 1180)
        XCTAssertEqual(pad["safe"]?.rect, Rect(x: 0, y: 24, width: 500, height: 1180 - 44))
        let none = try layout(#"<Z width="50" height="50">"# + xml.split(separator: "\n").dropFirst().joined(separator: "\n"))
        XCTAssertEqual(none["safe"]?.rect, Rect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(none["name"]?.text?.content, "[]")
    }

    func testUnknownDeviceSuggestsTheNearest() throws {
        XCTAssertThrowsError(try layout("<Z/>") { $0.device = "iPhone 15 Prp" }) { error in
            XCTAssertTrue("\(error)".contains("unknown device 'iPhone 15 Prp'; did you mean 'iPhone 15 Pro'"), "\(error)")
        }
    }
}
