import XCTest
import Foundation
import GravityCore
import Gravity
@testable import GravityResolve
@testable import GravityRender

/// Asset catalogs (SPEC §14.3), built here in a temporary project: image
/// sets chosen by scale and appearance, template rendering, namespaces,
/// colour sets in every component format, discovery up to the project root.
final class AssetCatalogTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
        // The project root: discovery stops here.
        try Data().write(to: project.appendingPathComponent("Package.swift"))
    }

    override func tearDownWithError() throws {
        if let project { try? FileManager.default.removeItem(at: project) }
    }

    private func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func writePNG(_ path: String, width: Int, height: Int, color: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGCodec.encode(PixelBuffer(width: width, height: height, fill: try Color.parse(color)))).write(to: url)
    }

    private var layout: String { project.appendingPathComponent("App/Views/Main.xml").path }

    private func find(_ name: String, scale: Double, appearance: Appearance = .light, assets: [String] = []) throws -> ResolvedImage {
        var search = ImageSearch(assetDirectories: assets, scale: scale, inspector: ImageDecoder())
        search.appearance = appearance
        return try search.resolve(name, documentPath: layout)
    }

    private func imageSet(_ files: [(String, String, [String: String])], properties: String = "") -> String {
        let images = files.map { file, scale, appearance -> String in
            let appearances = appearance.map { #"{ "appearance" : "\#($0.key)", "value" : "\#($0.value)" }"# }
            return #"{ "idiom" : "universal", "filename" : "\#(file)", "scale" : "\#(scale)"\#(appearances.isEmpty ? "" : #", "appearances" : [\#(appearances.joined(separator: ", "))]"#) }"#
        }
        return #"{ "images" : [\#(images.joined(separator: ",\n"))], "info" : { "version" : 1, "author" : "xcode" }\#(properties) }"#
    }

    /// UIKit's choice of scale: the render's, else the next larger, else
    /// the next smaller; the catalog one folder above the layout is found.
    func testScalesAsUIKitChooses() throws {
        let set = "App/Assets.xcassets/Star.imageset"
        try writePNG("\(set)/star.png", width: 10, height: 10, color: "#ff0000")
        try writePNG("\(set)/star@3x.png", width: 30, height: 30, color: "#0000ff")
        try write("\(set)/Contents.json", imageSet([("star.png", "1x", [:]), ("star@3x.png", "3x", [:])]))
        try write("App/Assets.xcassets/Contents.json", #"{ "info" : { "version" : 1, "author" : "xcode" } }"#)
        XCTAssertEqual(try find("Star", scale: 1).fileScale, 1)
        XCTAssertEqual(try find("Star", scale: 2).fileScale, 3)  // no @2x: the larger
        XCTAssertEqual(try find("Star", scale: 3).pixelWidth, 30)
        XCTAssertEqual(try find("Star", scale: 3).naturalSize, Size(width: 10, height: 10))
        XCTAssertTrue(try find("Star", scale: 1).path.hasSuffix("/App/Assets.xcassets/Star.imageset/star.png"))
        // Only @2x, as Gravity's Rainbow: every scale uses it.
        try writePNG("App/Assets.xcassets/Two.imageset/two@2x.png", width: 8, height: 4, color: "#00ff00")
        try write("App/Assets.xcassets/Two.imageset/Contents.json",
                  #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" }, { "idiom" : "universal", "filename" : "two@2x.png", "scale" : "2x" }, { "idiom" : "universal", "scale" : "3x" } ] }"#)
        for scale in [1.0, 2, 3] { XCTAssertEqual(try find("Two", scale: scale).naturalSize, Size(width: 4, height: 2)) }
    }

    func testAppearancesTemplatesAndNamespaces() throws {
        let set = "App/Assets.xcassets/Icons/Moon.imageset"
        try writePNG("\(set)/any.png", width: 2, height: 2, color: "#ffffff")
        try writePNG("\(set)/dark.png", width: 3, height: 3, color: "#000000")
        try writePNG("\(set)/hc.png", width: 4, height: 4, color: "#000000")
        try write("\(set)/Contents.json", imageSet([("any.png", "1x", [:]), ("dark.png", "1x", ["luminosity": "dark"]),
                                                    ("hc.png", "1x", ["contrast": "high"])],
                                                   properties: #", "properties" : { "template-rendering-intent" : "template" }"#))
        // A group folder with provides-namespace puts its name in front.
        try write("App/Assets.xcassets/Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        XCTAssertEqual(try find("Icons/Moon", scale: 1).pixelWidth, 2)
        XCTAssertEqual(try find("Icons/Moon", scale: 1, appearance: .dark).pixelWidth, 3)
        XCTAssertEqual(try find("Icons/Moon", scale: 1).template, true)
        XCTAssertThrowsError(try find("Moon", scale: 1)) { error in
            XCTAssertTrue("\(error)".contains("or an image set 'Moon' in '"), "\(error)")
        }
        // In a layout, a template image is tinted by tintColor.
        let engine = try GravityEngine()
        try write("App/Views/Main.xml", ##"<Image id="i" image="Icons/Moon" tintColor="#ff0000" width="4" height="4"/>"##)
        let solved = try engine.layout(file: layout)
        XCTAssertEqual(solved["i"]?.image?.content.tint, try Color.parse("#ff0000"))
        // `--contrast high` (LayoutOptions.contrast): the high-contrast
        // variant wins, in image sets and colour sets alike.
        try write("App/Assets.xcassets/Ink.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0.5", "green" : "0.5", "blue" : "0.5", "alpha" : "1" } } }, { "idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1" } } } ] }"#)
        try write("App/Views/Main.xml", ##"<V id="v" backgroundColor="Ink"><Image id="i" image="Icons/Moon"/></V>"##)
        var options = LayoutOptions()
        XCTAssertEqual(try engine.layout(file: layout, options: options)["i"]?.rect.width, 2)
        XCTAssertEqual(try engine.layout(file: layout, options: options)["v"]?.appearance.backgroundColor, Color(red: 0.5, green: 0.5, blue: 0.5))
        options.contrast = .high
        XCTAssertEqual(try engine.layout(file: layout, options: options)["i"]?.rect.width, 4)
        XCTAssertEqual(try engine.layout(file: layout, options: options)["v"]?.appearance.backgroundColor, Color(red: 0, green: 0, blue: 0))
    }

    /// Colour sets: floats, 0–255 integers, hex, Display P3, grey, dark;
    /// named in any colour attribute.
    func testColorSets() throws {
        func colorSet(_ name: String, _ components: String, space: String = "srgb", dark: String? = nil) throws {
            var colors = [#"{ "idiom" : "universal", "color" : { "color-space" : "\#(space)", "components" : { \#(components) } } }"#]
            if let dark {
                colors.append(#"{ "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { \#(dark) } } }"#)
            }
            try write("App/Assets.xcassets/Colors/\(name).colorset/Contents.json", #"{ "colors" : [ \#(colors.joined(separator: ", ")) ] }"#)
        }
        try colorSet("Floats", #""red" : "1.000", "green" : "0.502", "blue" : "0.000", "alpha" : "1.000""#,
                     dark: #""red" : "0.000", "green" : "0.000", "blue" : "1.000", "alpha" : "0.500""#)
        try colorSet("Bytes", #""red" : "255", "green" : "128", "blue" : "0", "alpha" : "1""#)
        try colorSet("Hex", #""red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "1.000""#)
        try colorSet("P3", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#, space: "display-p3")
        try colorSet("Grey", #""white" : "0.500", "alpha" : "1.000""#, space: "gray-gamma-22")
        var search = ImageSearch(scale: 1, inspector: ImageDecoder())
        let light = search.colors(for: layout)
        let orange = Color(red: 1, green: 128.0 / 255, blue: 0)
        XCTAssertEqual(try light["Bytes"]?.get(), orange)
        XCTAssertEqual(try light["Hex"]?.get(), orange)
        XCTAssertEqual(try light["Floats"]?.get().rgba8.1, 128)
        XCTAssertEqual(try light["Grey"]?.get(), Color(red: 0.5, green: 0.5, blue: 0.5))
        // P3's pure red is outside sRGB: it clamps to sRGB red.
        XCTAssertEqual(try light["P3"]?.get().rgba8.0, 255)
        XCTAssertEqual(try light["P3"]?.get().rgba8.1, 0)
        search = ImageSearch(scale: 1, inspector: ImageDecoder())
        search.appearance = .dark
        XCTAssertEqual(try search.colors(for: layout)["Floats"]?.get(), Color(red: 0, green: 0, blue: 1, alpha: 0.5))

        let engine = try GravityEngine()
        try write("App/Views/Main.xml", #"<V id="v" backgroundColor="Bytes" width="10" height="10"><Label id="l" text="a" color="Hex"/></V>"#)
        let solved = try engine.layout(file: layout)
        XCTAssertEqual(solved["v"]?.appearance.backgroundColor, orange)
        XCTAssertEqual(solved["l"]?.text?.color, orange)
    }

    /// Malformed Contents.json, a missing scale and a file outside the set
    /// are located errors naming the file.
    func testBadCatalogs() throws {
        try write("App/Assets.xcassets/Broken.imageset/Contents.json", "{ \"images\" : [ { \"idiom\" : \"universal\", } ] }")
        XCTAssertThrowsError(try find("Broken", scale: 1)) { error in
            let path = project.appendingPathComponent("App/Assets.xcassets/Broken.imageset/Contents.json").path
            XCTAssertTrue("\(error)".hasPrefix("image 'Broken': \(path):1:41: invalid JSON: expected a key in double quotes, found '}'"), "\(error)")
        }
        try write("App/Assets.xcassets/Empty.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" } ] }"#)
        XCTAssertThrowsError(try find("Empty", scale: 1)) { error in
            XCTAssertTrue("\(error)".hasSuffix("/Empty.imageset/Contents.json' names no file for an iPhone in the light appearance at any scale"), "\(error)")
        }
        try write("App/Assets.xcassets/Escape.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "../../secret.png" } ] }"#)
        XCTAssertThrowsError(try find("Escape", scale: 1)) { error in
            XCTAssertTrue("\(error)".hasSuffix("names '../../secret.png', which is not in the image set"), "\(error)")
        }
        try write("App/Assets.xcassets/Odd.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "a.png", "scale" : "4x" } ] }"#)
        XCTAssertThrowsError(try find("Odd", scale: 1)) { error in
            XCTAssertTrue("\(error)".hasSuffix("/Odd.imageset/Contents.json': unknown scale \"4x\" (1x, 2x or 3x)"), "\(error)")
        }
        try write("App/Assets.xcassets/Bad.colorset/Contents.json", #"{ "colors" : [ { "color" : { "components" : { "red" : "lots", "green" : "0", "blue" : "0" } } } ] }"#)
        var search = ImageSearch(scale: 1, inspector: ImageDecoder())
        XCTAssertThrowsError(try search.colors(for: layout)["Bad"]?.get()) { error in
            XCTAssertTrue("\(error)".hasPrefix("colour 'Bad': '"), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix(#"/Bad.colorset/Contents.json': component "red" is "lots", not a number (0.0–1.0, 0–255 or 0x00–0xFF)"#), "\(error)")
        }
    }

    /// Catalogs are read from the layout's folder up to the project root
    /// (not above it), then `--assets` (a catalog, or a folder of them).
    func testDiscovery() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App/Views/Local.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Top.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Shared/A.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Shared/B.xcassets"), withIntermediateDirectories: true)
        let base = project.standardizedFileURL.path
        let found = AssetCatalog.discover(documentPath: layout, assetDirectories: [project.appendingPathComponent("Shared").path,
                                                                                  project.appendingPathComponent("Top.xcassets").path])
        XCTAssertEqual(found, ["\(base)/App/Views/Local.xcassets", "\(base)/Top.xcassets",
                               "\(project.path)/Shared/A.xcassets", "\(project.path)/Shared/B.xcassets", "\(project.path)/Top.xcassets"])
        // Without a project root, only the layout's own folder.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Package.swift"))
        XCTAssertEqual(AssetCatalog.discover(documentPath: layout, assetDirectories: []), ["\(base)/App/Views/Local.xcassets"])
    }

    /// Enum constants as Gravity's Constants plugin reads them.
    func testEnumConstantSpellings() throws {
        for spelling in ["UIViewContentMode.ScaleAspectFill", "UIViewContentModeScaleAspectFill", ".scaleAspectFill", "scaleAspectFill"] {
            XCTAssertEqual(EnumConstant.caseName(spelling, type: "UIViewContentMode"), "scaleAspectFill", spelling)
        }
        XCTAssertEqual(EnumConstant.caseName("UILayoutConstraintAxis.Vertical", type: "UILayoutConstraintAxis"), "vertical")
        let engine = try GravityEngine()
        let stack = try engine.layout(xml: #"<UIStackView axis="UILayoutConstraintAxis.Horizontal"><Z id="a" width="10" height="10"/><Z id="b" width="10" height="10"/></UIStackView>"#)
        XCTAssertEqual(stack["b"]?.frame.x, 10)
        let vertical = try engine.layout(xml: #"<UIStackView axis="UILayoutConstraintAxisVertical"><Z id="a" width="10" height="10"/><Z id="b" width="10" height="10"/></UIStackView>"#)
        XCTAssertEqual(vertical["b"]?.frame.y, 10)
    }
}

/// PDF and SVG image sets: drawn at the render's scale, from their bytes alone.
final class VectorImageSetTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let project { try? FileManager.default.removeItem(at: project) }
    }

    /// A one-file image set holding `file` (named `name` + extension).
    private func imageSet(_ name: String, _ ext: String, _ contents: String) throws {
        let folder = project.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: folder.appendingPathComponent("\(name).\(ext)"))
        try Data(##"{ "images" : [ { "idiom" : "universal", "filename" : "\##(name).\##(ext)" } ] }"##.utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
    }

    private func find(_ name: String, scale: Double, decoder: ImageDecoder) throws -> ResolvedImage {
        var search = ImageSearch(scale: scale, inspector: decoder)
        return try search.resolve(name, documentPath: project.appendingPathComponent("Main.xml").path)
    }

    func testSVGIsDrawnAtTheRenderScale() throws {
        try imageSet("Dot", "svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 2 1"><rect width="1" height="1" fill="#ff0000"/><rect x="1" width="1" height="1" fill="#0000ff"/></svg>"##)
        let decoder = ImageDecoder()
        let image = try find("Dot", scale: 2, decoder: decoder)
        XCTAssertEqual([image.pixelWidth, image.pixelHeight], [40, 20])
        XCTAssertEqual(image.fileScale, 2)
        XCTAssertTrue(image.vector)
        XCTAssertEqual(image.naturalSize, Size(width: 20, height: 10))
        let pixels = try decoder.pixels(of: image)
        XCTAssertTrue(pixels.color(x: 5, y: 10) == (255, 0, 0, 255))
        XCTAssertTrue(pixels.color(x: 35, y: 10) == (0, 0, 255, 255))
        XCTAssertEqual(try find("Dot", scale: 3, decoder: decoder).pixelWidth, 60)
    }

    /// `preserves-vector-representation`: a PDF shown at ten times its
    /// size is drawn at that size (sharp halves), not its 2 × 1 pixels scaled.
    func testPreservesVectorRepresentationDrawsAtTheShownSize() throws {
        try imageSet("Halves", "pdf", """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 2 1] /Contents 4 0 R >> endobj
            4 0 obj << /Length 44 >> stream
            1 0 0 rg 0 0 1 1 re f 0 0 1 rg 1 0 1 1 re f
            endstream endobj
            trailer << /Root 1 0 R >>
            %%EOF
            """)
        let contents = project.appendingPathComponent("Assets.xcassets/Halves.imageset/Contents.json")
        let engine = try GravityEngine()
        let layout = project.appendingPathComponent("Main.xml")
        try Data(#"<Image id="i" image="Halves" width="20" height="10"/>"#.utf8).write(to: layout)
        func shown() throws -> PixelBuffer {
            let scene = try engine.scene(for: try engine.layout(file: layout.path))
            for case .image(let image) in scene.items { return image.pixels }
            struct NoImage: Error {}
            throw NoImage()
        }
        let scaled = try shown()
        XCTAssertEqual([scaled.width, scaled.height], [2, 1])
        try Data(#"{ "images" : [ { "idiom" : "universal", "filename" : "Halves.pdf" } ], "properties" : { "preserves-vector-representation" : true } }"#.utf8)
            .write(to: contents)
        let sharp = try shown()
        XCTAssertEqual([sharp.width, sharp.height], [20, 10])
        XCTAssertTrue(sharp.color(x: 9, y: 5) == (255, 0, 0, 255), "\(sharp.color(x: 9, y: 5))")
        XCTAssertTrue(sharp.color(x: 10, y: 5) == (0, 0, 255, 255), "\(sharp.color(x: 10, y: 5))")
    }

    /// External references are not loaded (the image stays empty where
    /// they are); an entity loop is an error naming the file.
    func testSVGReadsNothingOutsideItsBytes() throws {
        let secret = project.appendingPathComponent("secret.svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="x" width="10" height="10" fill="#00ff00"/></svg>"##.utf8).write(to: secret)
        try imageSet("Ext", "svg", ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><use xlink:href="\##(secret.path)#x"/><image width="10" height="10" xlink:href="file://\##(secret.path)"/></svg>"##)
        let decoder = ImageDecoder()
        let pixels = try decoder.pixels(of: try find("Ext", scale: 1, decoder: decoder))
        XCTAssertTrue(pixels.color(x: 5, y: 5) == (0, 0, 0, 0))
        let entities = (1..<10).map { i in "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }.joined()
        try imageSet("Lol", "svg", ##"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a0 "xxxxxxxxxx">\##(entities)]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><text>&a9;</text></svg>"##)
        XCTAssertThrowsError(try find("Lol", scale: 1, decoder: decoder)) { error in
            XCTAssertTrue("\(error)".hasPrefix("image 'Lol': '\(self.project.path)/Assets.xcassets/Lol.imageset/Lol.svg' is not a valid SVG ("), "\(error)")
        }
    }

    /// A PDF page past PDF's own limit (200 inches) and a broken PDF are refused, naming the file.
    func testBadPDFs() throws {
        try imageSet("Huge", "pdf", """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 100000 100000] >> endobj
            trailer << /Root 1 0 R >>
            %%EOF
            """)
        let decoder = ImageDecoder()
        XCTAssertThrowsError(try find("Huge", scale: 1, decoder: decoder)) { error in
            XCTAssertTrue("\(error)".hasSuffix("Huge.pdf' is not a valid PDF (the PDF's first page is 100000 x 100000 points; a size must be more than 0 and at most 14400)"), "\(error)")
        }
        try imageSet("Junk", "pdf", "%PDF-1.4 nothing else")
        XCTAssertThrowsError(try find("Junk", scale: 1, decoder: decoder)) { error in
            XCTAssertTrue("\(error)".contains("Junk.pdf' is not a valid PDF ("), "\(error)")
        }
    }
}

/// Gravity's and KeepLayout's own spellings (SPEC §14.3).
final class SeedResourceSpellingTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// `{@node.id}` reads the element's own attribute, `{@model.x}` the data (Gravity's Templating plugin).
    func testGravityTemplateAliases() throws {
        var options = LayoutOptions()
        options.data = .object(["x": .string("data")])
        let layout = try Self.engine.layout(xml: #"<V><Label id="title" text="{@node.id} {@model.x}"/></V>"#, options: options)
        XCTAssertEqual(layout["title"]?.text?.content, "title data")
    }

    /// KeepLayout's centre rule: the centre at the fraction of the parent.
    func testKeepCentreByFraction() throws {
        let layout = try Self.engine.layout(xml: """
            <Z width="320" height="100"><Z id="a" width="100" height="10" keepHorizontalCenter="0.25" keepVerticalCenter="0.5"/>\
            <Z id="b" width="100" height="10" keepHorizontally="0.25" keepTopInset="0"/></Z>
            """)
        XCTAssertEqual(layout["a"]?.frame, Rect(x: 30, y: 45, width: 100, height: 10))
        XCTAssertEqual(layout["b"]?.frame.x, 30)
    }

    /// A UIImageView with a child: placed inside it as in a Z, not sizing it.
    func testImageWithChildren() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-image-children-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(PNGCodec.encode(PixelBuffer(width: 4, height: 2, fill: .black))).write(to: folder.appendingPathComponent("dot.png"))
        let file = folder.appendingPathComponent("main.xml")
        try Data("""
            <UIImageView id="i" image="dot" width="200" height="100"><UILabel id="l" text="x" gravity="right bottom"/></UIImageView>
            """.utf8).write(to: file)
        let layout = try Self.engine.layout(file: file.path)
        let image = try XCTUnwrap(layout["i"]?.frame), label = try XCTUnwrap(layout["l"]?.frame)
        XCTAssertEqual(image, Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(label.x + label.width, 200, accuracy: 0.01)
        XCTAssertEqual(label.y + label.height, 100, accuracy: 0.01)
    }
}
