import XCTest
import Foundation
import GravityRender

/// `render`, `frames` and `check` take the same input options (one
/// `@OptionGroup`) and agree on the frames they give.
final class SharedInputOptionsTests: CLITestCase {
    /// A layout whose image lives in an assets folder, and that folder.
    private func imageLayout() throws -> (layout: String, assets: String) {
        let assets = temporary.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data(PNGCodec.encode(PixelBuffer(width: 6, height: 4, fill: .black))).write(to: assets.appendingPathComponent("box@2x.png"))
        let layout = temporary.appendingPathComponent("image.xml")
        try #"<V padding="2"><Image id="box" image="box"/></V>"#.write(to: layout, atomically: true, encoding: .utf8)
        return (layout.path, assets.path)
    }

    func testFramesAndCheckTakeAssets() throws {
        let (layout, assets) = try imageLayout()
        let missing = try gravity(["frames", layout, "--scale", "2"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("\(layout):1:39: error: image 'box' not found"), missing.stderr)
        let frames = try gravity(["frames", layout, "--scale", "2", "--assets", assets])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let root = frames.json["root"] as? [String: Any]
        let image = (root?["children"] as? [[String: Any]])?.first
        // 6 × 4 pixels at @2x: 3 × 2 points, inside 2 points of padding.
        XCTAssertEqual(image?["id"] as? String, "box")
        XCTAssertEqual(image?["x"] as? Double, 2)
        XCTAssertEqual(image?["width"] as? Double, 3)
        XCTAssertEqual(image?["height"] as? Double, 2)
        let check = try gravity(["check", layout, "--scale", "2", "--assets", assets])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stderr, "")
        let checkMissing = try gravity(["check", layout, "--scale", "2"])
        XCTAssertEqual(checkMissing.status, 1)
        XCTAssertTrue(checkMissing.stderr.hasPrefix("\(layout):1:39: error: image 'box' not found"), checkMissing.stderr)
    }

    func testEveryLayoutCommandAcceptsTheSameInputOptions() throws {
        let (layout, assets) = try imageLayout()
        let fonts = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts").path
        let shared = ["--fonts", fonts, "--components", temporary.path, "--assets", assets, "--strict",
                      "--max-canvas", "20000", "--max-depth", "300", "--max-nodes", "500", "--max-file-size", "4096",
                      "--max-component-depth", "4", "--scale", "2"]
        let output = temporary.appendingPathComponent("image.png").path
        let render = try gravity(["render", layout, "-o", output] + shared)
        XCTAssertEqual(render.status, 0, render.stderr)
        let frames = try gravity(["frames", layout] + shared)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let check = try gravity(["check", layout] + shared)
        XCTAssertEqual(check.status, 0, check.stderr)
        // The PNG is the canvas `frames` printed: (3 + 2 × 2) × (2 + 2 × 2) points at scale 2.
        let canvas = frames.json["canvas"] as? [String: Any]
        XCTAssertEqual(canvas?["width"] as? Double, 7)
        XCTAssertEqual(canvas?["height"] as? Double, 6)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
        XCTAssertEqual(png.width, 14)
        XCTAssertEqual(png.height, 12)
    }

    /// `--max-canvas` above the default reaches the raster backend: a canvas
    /// wider than 16384 pixels renders instead of failing unlocated.
    func testMaxCanvasAboveTheDefaultRenders() throws {
        let layout = temporary.appendingPathComponent("wide.xml")
        try #"<Z width="17000" height="1" backgroundColor="red"/>"#.write(to: layout, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("wide.png")
        let refused = try gravity(["render", layout.path, "-o", output.path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("\(layout.path):1:1: error: the canvas would be 17000 × 1 device pixels, "
                                               + "more than the limit of 16384 × 16384 (raise it with --max-canvas)"), refused.stderr)
        let raised = try gravity(["render", layout.path, "-o", output.path, "--max-canvas", "17000"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: output)), maxPixels: 17000)
        XCTAssertEqual(png.width, 17000)
    }
}

/// `render`'s outputs: the backend follows the extension, a contradiction
/// is a usage error, `--out-dir` is created, a missing `-o` folder is named.
final class RenderOutputTests: CLITestCase {
    private func layout() throws -> String {
        let url = temporary.appendingPathComponent("box.xml")
        try #"<Z width="4" height="3" backgroundColor="blue"/>"#.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testExtensionChoosesTheBackend() throws {
        let input = try layout()
        let svg = temporary.appendingPathComponent("out.svg"), png = temporary.appendingPathComponent("out.png")
        XCTAssertEqual(try gravity(["render", input, "-o", svg.path]).status, 0)
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        XCTAssertEqual(try gravity(["render", input, "-o", png.path]).status, 0)
        XCTAssertEqual([UInt8](try Data(contentsOf: png).prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Upper case counts; an explicit backend that agrees is fine; an unknown extension takes raster.
        let upper = temporary.appendingPathComponent("OUT.SVG"), other = temporary.appendingPathComponent("out.img")
        XCTAssertEqual(try gravity(["render", input, "-o", upper.path, "--backend", "svg"]).status, 0)
        XCTAssertTrue(try String(contentsOf: upper, encoding: .utf8).contains("<svg "))
        XCTAssertEqual(try gravity(["render", input, "-o", other.path]).status, 0)
        XCTAssertEqual([UInt8](try Data(contentsOf: other).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testBackendContradictingTheExtensionIsAUsageErrorAndWritesNothing() throws {
        let input = try layout()
        let png = temporary.appendingPathComponent("x.png"), svg = temporary.appendingPathComponent("x.svg")
        let run = try gravity(["render", input, "--backend", "svg", "-o", png.path])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--backend svg writes .svg files, but '\(png.path)' ends in .png (the raster backend)"), run.stderr)
        let other = try gravity(["render", input, "--backend", "raster", "-o", svg.path])
        XCTAssertEqual(other.status, 64)
        XCTAssertTrue(other.stderr.contains("--backend raster writes .png files, but '\(svg.path)' ends in .svg (the svg backend)"), other.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted(), ["box.xml"])
    }

    func testOutDirIsCreatedWithItsParents() throws {
        let input = try layout()
        let folder = temporary.appendingPathComponent("new/nested/dir")
        let run = try gravity(["render", input, "--out-dir", folder.path, "--backend", "svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(folder.path)/box.svg\n")
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("box.svg"), encoding: .utf8).contains("<svg "))
    }

    func testOutputIntoAMissingFolderNamesTheFolder() throws {
        let input = try layout()
        let missing = temporary.appendingPathComponent("nope")
        let run = try gravity(["render", input, "-o", missing.appendingPathComponent("x.png").path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: cannot write '\(missing.path)/x.png': the folder '\(missing.path)' does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }
}

/// Gravity's README samples that use its own spellings, verbatim.
final class SeedSampleCLITests: CLITestCase {
    /// The shrinking sample (tabs and all) uses `<UIImage>`; squeezed to 300
    /// points, the label marked `shrinks="1"` gives way first and the icon never.
    func testGravityShrinkSampleVerbatim() throws {
        let sample = "<H>\n\t<UILabel text=\"I am just a label:\" shrinks=\"1\"/>\n\t<UILabel text=\"I am important content.\" shrinks=\"-2\"/>\n\t<UIImage id=\"statusIcon\" image=\"exclamation-22\" shrinks=\"-1\"/>\n</H>\n"
        let file = temporary.appendingPathComponent("Shrinking.xml")
        try sample.write(to: file, atomically: true, encoding: .utf8)
        let natural = try gravity(["frames", file.path, "--assets", "Examples/Gravity/Images"])
        XCTAssertEqual(natural.status, 0, natural.stderr)
        let squeezed = try gravity(["frames", file.path, "--assets", "Examples/Gravity/Images", "--width", "300"])
        XCTAssertEqual(squeezed.status, 0, squeezed.stderr)
        func children(_ run: Run) -> [[String: Any]] { (run.json["root"] as? [String: Any])?["children"] as? [[String: Any]] ?? [] }
        let before = children(natural), after = children(squeezed)
        XCTAssertEqual(after.map { $0["element"] as? String }, ["Label", "Label", "Image"])
        XCTAssertEqual(after[2]["id"] as? String, "statusIcon")
        XCTAssertEqual(after[2]["width"] as? Double, 22)
        XCTAssertEqual(after[1]["width"] as? Double, before[1]["width"] as? Double, "the important label keeps its width")
        XCTAssertLessThan(after[0]["width"] as! Double, before[0]["width"] as! Double)
    }

    /// Every element with a frame is in `gravity frames`, spacers too.
    func testSpacersAreInFrames() throws {
        let file = temporary.appendingPathComponent("spacers.xml")
        try #"<H gravity="left top"><Z width="10" height="4"/><Spacer id="gap" size="6"/><Z width="10" height="4"/></H>"#
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try gravity(["frames", file.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#"{"# + "\n" + #"        "element": "Spacer", "id": "gap", "x": 10, "y": 0, "width": 6, "height": 0,"#), run.stdout)
    }
}
