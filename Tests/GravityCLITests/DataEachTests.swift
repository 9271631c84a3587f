import XCTest
import Foundation

/// `render LAYOUT --data-each DIR/*.json --out-dir OUT`: one image per data file.
final class DataEachTests: CLIFolderTestCase {
    func testOneOutputPerDataFileNamedAfterIt() throws {
        let layout = try write("badge.xml", ##"<Z width="{w}" height="10" backgroundColor="{colour}"/>"##)
        let base = try write("base.json", ##"{"colour": "#ff0000"}"##)
        let small = try write("small.json", #"{"w": 10}"#)
        let wide = try write("wide.json", ##"{"w": 30, "colour": "#0000ff"}"##)
        let out = temporary.appendingPathComponent("out").path
        let run = try GravityProcess.run(["render", layout, "--data", base, "--out-dir", out, "--data-each", small, wide])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(out)/small.png\n\(out)/wide.png\n")
        let frames = try GravityProcess.run(["frames", layout, "--data", base, "--data", wide])
        XCTAssertTrue(frames.stdout.contains(#""width": 30"#), frames.stdout)
        // Each PNG has its own data's size: 10 and 30 pixels wide (IHDR width at byte 16).
        for (name, width) in [("small", 10), ("wide", 30)] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).png")))
            XCTAssertEqual(Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19]), width, name)
        }
    }

    func testABadDataFileFailsOnlyItsImage() throws {
        let layout = try write("badge.xml", #"<Z width="{w}" height="10"/>"#)
        let good = try write("good.json", #"{"w": 10}"#)
        let bad = try write("bad.json", #"{"w": }"#)
        let out = temporary.appendingPathComponent("out").path
        let run = try GravityProcess.run(["render", layout, "--out-dir", out, "--data-each", good, bad])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "\(out)/good.png\n")
        XCTAssertTrue(run.stderr.hasPrefix("\(bad):1:7: error: invalid JSON: expected a value, found '}'"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(out)/bad.png"))
    }

    /// README's batch pictures (Docs/data-each/) are what its command writes.
    func testTheREADMEPicturesAreWhatTheCommandWrites() throws {
        let out = temporary.appendingPathComponent("out").path
        let cards = ["ada", "grace", "linus"].map { "Examples/Data/cards/\($0).json" }
        let run = try GravityProcess.run(["render", "Examples/Data/SocialCard.xml", "--data-each"] + cards
                                         + ["--out-dir", out, "--scale", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(out)/ada.png\n\(out)/grace.png\n\(out)/linus.png\n")
        for name in ["ada", "grace", "linus"] {
            let diff = try GravityProcess.run(["diff", "Docs/data-each/\(name).png", "\(out)/\(name).png"])
            XCTAssertEqual(diff.status, 0, "\(name): \(diff.stdout)\(diff.stderr)")
        }
    }

    func testUsage() throws {
        let layout = try write("badge.xml", #"<Z/>"#)
        let run = try GravityProcess.run(["render", layout, "-o", "x.png", "--data-each", "a.json"])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--data-each renders one layout file into --out-dir"), run.stderr)
    }
}
