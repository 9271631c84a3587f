import XCTest
import Foundation
import GravityRender

/// `gravity render --backend`, `--debug-overlay` and `--assets`, through the
/// built binary (the runner and temporary folder of `CLITests`).
extension CLITests {
    func testSVGBackendWritesSVGNamedByTheBackend() throws {
        let run = try gravity(["render", "Examples/Welcome.xml", "Examples/Cards.xml", "--out-dir", temporary.path, "--backend", "svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = try String(contentsOf: temporary.appendingPathComponent("Cards.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertFalse(svg.contains("<text"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("Welcome.svg").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("Welcome.png").path))
        XCTAssertEqual(run.stdout, "\(temporary.path)/Welcome.svg\n\(temporary.path)/Cards.svg\n")

        let bad = try gravity(["render", "Examples/Welcome.xml", "-o", "x.png", "--backend", "pdf"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("The value 'pdf' is invalid for '--backend <backend>'"), bad.stderr)
        XCTAssertTrue(bad.stderr.contains("'raster'") && bad.stderr.contains("'svg'"), bad.stderr)
    }

    func testRenderIsByteIdenticalAcrossRuns() throws {
        let first = temporary.appendingPathComponent("a.png"), second = temporary.appendingPathComponent("b.png")
        for output in [first, second] {
            let run = try gravity(["render", "Examples/Images.xml", "-o", output.path, "--scale", "1.5"])
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second))
    }

    func testDebugOverlayDrawsFrameOutlinesBaselinesAndCapLines() throws {
        let input = temporary.appendingPathComponent("label.xml")
        try #"<Label text="HH" font="System 40" padding="0"/>"#.write(to: input, atomically: true, encoding: .utf8)
        let plain = temporary.appendingPathComponent("plain.png"), overlay = temporary.appendingPathComponent("overlay.png")
        XCTAssertEqual(try gravity(["render", input.path, "-o", plain.path]).status, 0)
        let run = try gravity(["render", input.path, "-o", overlay.path, "--debug-overlay"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let frames = try gravity(["frames", input.path])
        let json = try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as! [String: Any]
        let root = json["root"] as! [String: Any], text = root["text"] as! [String: Any]
        let baseline = Int(text["baseline"] as! Double), capTop = Int(text["capTop"] as! Double)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: overlay)))
        let before = try PNGCodec.decode([UInt8](Data(contentsOf: plain)))
        // Frame outline (magenta) on the top-left pixel, which is white without the overlay.
        XCTAssertTrue(before.color(x: 0, y: 0) == (255, 255, 255, 255))
        let corner = image.color(x: 0, y: 0)
        XCTAssertTrue(corner.r > 230 && corner.g < 60 && corner.b > 230, "\(corner)")
        // Baseline (red-orange) and cap line (blue) rows, sampled between the letters' stems.
        let x = image.width - 2
        let base = image.color(x: x, y: baseline), cap = image.color(x: x, y: capTop)
        XCTAssertTrue(base.r > 230 && base.b < 60, "baseline pixel \(base)")
        XCTAssertTrue(cap.b > 230 && cap.r < 60, "cap line pixel \(cap)")
    }

    func testAssetsFolderIsSearchedAndMissingImageIsLocated() throws {
        let assets = temporary.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data(PNGCodec.encode(PixelBuffer(width: 6, height: 4, fill: .black))).write(to: assets.appendingPathComponent("box@2x.png"))
        let input = temporary.appendingPathComponent("image.xml")
        try #"<Image image="box"/>"#.write(to: input, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("image.png")
        let missing = try gravity(["render", input.path, "-o", output.path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("\(input.path):1:15: error: image 'box' not found"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        let run = try gravity(["render", input.path, "-o", output.path, "--assets", assets.path, "--scale", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: output)))
        XCTAssertEqual(png.width, 6)
        XCTAssertTrue(png.color(x: 3, y: 2) == (0, 0, 0, 255))
    }
}
