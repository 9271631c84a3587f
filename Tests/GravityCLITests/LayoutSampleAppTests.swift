import XCTest
import Foundation
import GravityRender

/// Layout's SampleApp resources as its repository keeps them
/// (Tests/Fixtures/LayoutSampleApp): PDF image sets with template
/// rendering, drawn through poppler at the render's scale.
final class LayoutSampleAppTests: CLITestCase {
    static let icons = "Tests/Fixtures/LayoutSampleApp/Icons.xml"

    func testPDFIconsRenderAtTheirPageSizeTintedAsTemplates() throws {
        let frames = try gravity(["frames", Self.icons, "--scale", "3"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let root = try XCTUnwrap(frames.json["root"] as? [String: Any])
        let images = try XCTUnwrap(root["children"] as? [[String: Any]])
        // Each icon's natural size is its PDF page's size in points.
        XCTAssertEqual(images.map { $0["id"] as? String }, ["boxes", "pages", "text", "table", "collection", "rocket"])
        XCTAssertEqual(images.map { [$0["width"] as? Double, $0["height"] as? Double] },
                       [[31, 22], [31, 22], [24, 22], [31, 22], [31, 22], [25, 20]])

        let output = temporary.appendingPathComponent("icons.png").path
        let run = try gravity(["render", Self.icons, "--scale", "3", "-o", output])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
        XCTAssertEqual([image.width, image.height], [687, 114])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.rgba[i..<i + 3]) }
        // Template images take system blue (#007AFF) without a tintColor, the rocket its own red.
        XCTAssertEqual(pixel(30, 30), [0, 122, 255])
        XCTAssertEqual(pixel(650, 35), [255, 59, 48])
        XCTAssertEqual(pixel(620, 60), [255, 59, 48])
        XCTAssertEqual(pixel(5, 5), [255, 255, 255])
    }
}

/// `{strings.KEY}` from the SampleApp's own `Localizable.strings`, and
/// `--locale` reading `L.lproj/` and setting a right-to-left direction.
final class LocalizedStringsCLITests: CLITestCase {
    func testLoremIpsumFromTheSampleAppsStrings() throws {
        let run = try gravity(["frames", "Tests/Fixtures/LayoutSampleApp/Lorem.xml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let contents = run.stdout.split(separator: "\n").filter { $0.contains("\"content\"") }
        XCTAssertEqual(contents.count, 2)
        for line in contents {
            XCTAssertTrue(line.contains(#""content": "Lorem ipsum dolor sit amet, consectetur adipiscing elit.""#), String(line))
        }
    }

    func testLocaleFolderAndDirection() throws {
        let folder = temporary.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ar.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try Data("\"Hello\" = \"Hello\";\n\"Bye\" = \"Bye\";".utf8).write(to: folder.appendingPathComponent("Base.lproj/Localizable.strings"))
        try Data("\"Hello\" = \"مرحبا\";".utf8).write(to: folder.appendingPathComponent("ar.lproj/Localizable.strings"))
        let layout = folder.appendingPathComponent("m.xml").path
        try Data(#"<H><Label id="a" text="{strings.Hello}"/><Label id="b" text="{strings.Bye}"/></H>"#.utf8).write(to: URL(fileURLWithPath: layout))
        let base = try gravity(["frames", layout])
        XCTAssertEqual(base.status, 0, base.stderr)
        XCTAssertTrue(base.stdout.contains(#""content": "Hello""#))
        let arabic = try gravity(["frames", layout, "--locale", "ar"])
        XCTAssertEqual(arabic.status, 0, arabic.stderr)
        XCTAssertTrue(arabic.stdout.contains(#""content": "مرحبا""#))
        XCTAssertTrue(arabic.stdout.contains(#""content": "Bye""#))  // from Base.lproj
        // Right to left: the H is mirrored, its first label on the right.
        let labels = arabic.stdout.split(separator: "\n").filter { $0.contains(#""element": "Label""#) }
        XCTAssertTrue(labels.first?.contains(#""id": "b", "x": 0,"#) == true, "\(labels)")

        try Data("\"Hello\" = \"open;".utf8).write(to: folder.appendingPathComponent("ar.lproj/Localizable.strings"))
        let broken = try gravity(["frames", layout, "--locale", "ar"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.hasPrefix("\(folder.path)/ar.lproj/Localizable.strings:1:11: error: this quote is not closed"), broken.stderr)
        XCTAssertEqual(broken.stdout, "")
    }

    /// `.stringsdict` plurals from `Base.lproj` and `ru.lproj`, chosen by
    /// CLDR's rules for the locale; `--variants locale=…` renders each
    /// locale (Arabic right to left); a malformed file is a located error.
    func testPluralsAndTheLocaleAxis() throws {
        let folder = temporary.appendingPathComponent("plurals")
        for lproj in ["Base.lproj", "ru.lproj", "ar.lproj"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(lproj), withIntermediateDirectories: true)
        }
        func plural(_ forms: [(String, String)]) -> String {
            let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict><key>Files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
                </dict></dict></plist>
                """
        }
        try Data(plural([("one", "%d file"), ("other", "%d files")]).utf8).write(to: folder.appendingPathComponent("Base.lproj/Localizable.stringsdict"))
        try Data(plural([("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]).utf8)
            .write(to: folder.appendingPathComponent("ru.lproj/Localizable.stringsdict"))
        let layout = folder.appendingPathComponent("m.xml").path
        try Data(#"<H><Label id="a" text="{strings.Files(1)}"/><Label id="b" text="{strings.Files(22)}"/><Label id="c" text="{strings.Files(5)}"/></H>"#.utf8)
            .write(to: URL(fileURLWithPath: layout))
        func contents(_ arguments: [String]) throws -> [String] {
            let run = try gravity(["frames", layout] + arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdout.split(separator: "\n").compactMap { line in
                line.range(of: #""content": ""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }
        XCTAssertEqual(try contents([]), ["1 file", "22 files", "5 files"])
        XCTAssertEqual(try contents(["--locale", "ru-RU"]), ["1 файл", "22 файла", "5 файлов"])

        let out = temporary.appendingPathComponent("frames").path
        let run = try gravity(["frames", layout, "--variants", "locale=ru,ar", "--out-dir", out])
        XCTAssertEqual(run.status, 0, run.stderr)
        let russian = try String(contentsOfFile: out + "/m.ru.frames.json", encoding: .utf8)
        XCTAssertTrue(russian.contains(#""content": "22 файла""#), russian)
        // Arabic: no ar.lproj plurals, so Base.lproj's forms by Arabic's rules
        // (22 is `many`, which Base lacks: `other`), and the H mirrored.
        let arabic = try String(contentsOfFile: out + "/m.ar.frames.json", encoding: .utf8)
        XCTAssertTrue(arabic.contains(#""content": "22 files""#), arabic)
        let labels = arabic.split(separator: "\n").filter { $0.contains(#""element": "Label""#) }
        XCTAssertTrue(labels.first?.contains(#""id": "c", "x": 0,"#) == true, "\(labels)")

        try Data("<plist><dict><key>Files</key><string>x</string></dict></plist>".utf8)
            .write(to: folder.appendingPathComponent("ru.lproj/Localizable.stringsdict"))
        let broken = try gravity(["frames", layout, "--locale", "ru"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.hasPrefix("\(folder.path)/ru.lproj/Localizable.stringsdict:1:30: error: the value of 'Files' must be a <dict> with NSStringLocalizedFormatKey, found <string>"), broken.stderr)
        XCTAssertEqual(broken.stdout, "")
    }
}
