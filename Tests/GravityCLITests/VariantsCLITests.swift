import XCTest
import Foundation
import GravityRender

/// `render FILE --variants SPEC --out-dir DIR [--contact-sheet SHEET.png]`.
final class VariantsCLITests: CLIFolderTestCase {
    /// A block that shows each variant input: its colour is the appearance's
    /// systemBlue, its width follows the content size, the red strip leads
    /// (left in ltr, right in rtl), the label names the device.
    static let layout = ##"""
        <H width="{contentSize == 'AX3' ? 220 : 200}" height="100" backgroundColor="systemBlue" gravity="left top">
          <Z width="40" height="100" backgroundColor="systemRed"/>
          <Label text="{device.name}" font="System 9" textColor="white"/>
        </H>
        """##

    func testEveryCombinationIsWrittenNamedAndEqualToItsSingleRender() throws {
        let file = try write("Block.xml", Self.layout)
        let out = temporary.appendingPathComponent("out").path
        let spec = "appearance=light,dark; contentSize=L,AX3; direction=ltr,rtl; device=iPhone SE,iPhone 15 Pro"
        let canvas = ["--width", "240", "--height", "100", "--scale", "1"]
        let run = try GravityProcess.run(["render", file, "--variants", spec, "--out-dir", out] + canvas)
        XCTAssertEqual(run.status, 0, run.stderr)
        var expected: [String] = []
        for appearance in ["light", "dark"] { for size in ["L", "AX3"] { for direction in ["ltr", "rtl"] {
            for device in ["iPhone-SE", "iPhone-15-Pro"] { expected.append("\(out)/Block.\(appearance).\(size).\(direction).\(device).png") }
        } } }
        XCTAssertEqual(run.stdout, expected.map { $0 + "\n" }.joined())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).count, 16)
        for (index, path) in expected.enumerated() {
            let values = path.dropFirst(out.count + "/Block.".count).dropLast(4).split(separator: ".").map(String.init)
            let single = temporary.appendingPathComponent("single-\(index).png").path
            let one = try GravityProcess.run(["render", file, "--appearance", values[0], "--content-size", values[1],
                                              "--direction", values[2], "--device", values[3].replacingOccurrences(of: "-", with: " "),
                                              "-o", single] + canvas)
            XCTAssertEqual(one.status, 0, one.stderr)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), try Data(contentsOf: URL(fileURLWithPath: single)), path)
        }
    }

    func testOneFailingCombinationWritesNothing() throws {
        let file = try write("Bad.xml", #"<Z width="{appearance == 'dark' ? nope : 10}" height="10"/>"#)
        let out = temporary.appendingPathComponent("out").path
        let run = try GravityProcess.run(["render", file, "--variants", "appearance=light,dark; direction=ltr,rtl", "--out-dir", out])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("\(file):1:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("note: in \(file) [dark.ltr], \(file) [dark.rtl]\n"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("error: 2 of 4 variants failed; nothing was written\n"), run.stderr)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [], [])
    }

    func testBadSpecsAndCombinationsAreUsageErrors() throws {
        let file = try write("Block.xml", Self.layout)
        let cases: [([String], String)] = [
            (["--variants", "apperance=dark", "--out-dir", "o"], "--variants: unknown variant axis 'apperance'; did you mean 'appearance'?"),
            (["--variants", "contentSize=L,XXXXL", "--out-dir", "o"], "--variants: unknown contentSize 'XXXXL'; did you mean 'XXXL' or 'XXL'?"),
            (["--variants", "direction=ltr; direction=rtl", "--out-dir", "o"], "--variants: the axis direction is listed twice"),
            (["--variants", "appearance=dark", "-o", "a.png"], "--variants writes one file per combination: use --out-dir DIR, not -o"),
            (["--variants", "appearance=dark"], "say where to write the variants: --out-dir DIR (and/or --contact-sheet SHEET.png)"),
            (["--contact-sheet", "s.png", "--out-dir", "o"], "--contact-sheet draws a --variants matrix; give --variants too"),
            (["--variants", "appearance=dark", "--contact-sheet", "s.jpg"], "--contact-sheet writes a PNG; give it a name ending in .png"),
        ]
        for (arguments, message) in cases {
            let run = try GravityProcess.run(["render", file] + arguments, in: temporary)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        // `frames --variants` reads the spec through the same function.
        let frames = try GravityProcess.run(["frames", file, "--variants", "apperance=dark", "--out-dir", "o"], in: temporary)
        XCTAssertEqual(frames.status, 64)
        XCTAssertTrue(frames.stderr.hasPrefix("Error: --variants: unknown variant axis 'apperance'; did you mean 'appearance'?"), frames.stderr)
    }

    /// 2 appearances × 2 content sizes: two rows (light, dark) of two cells
    /// (L 200 wide, AX3 220), each render at its size, 16 points apart, 20 from the edge.
    func testTheContactSheetIsALabelledGridOfTheRenders() throws {
        let file = try write("Block.xml", Self.layout)
        let sheet = temporary.appendingPathComponent("sheet.png").path
        let run = try GravityProcess.run(["render", file, "--variants", "appearance=light,dark; contentSize=L,AX3", "--contact-sheet", sheet])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(sheet)\n")
        let image = try PNGCodec.decodeStraightRGBA([UInt8](try Data(contentsOf: URL(fileURLWithPath: sheet))))
        XCTAssertEqual(image.width, 20 + 200 + 16 + 220 + 20)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // Column 1 at x 20–219 and column 2 at x 236–455; runs of blue down x = 100 are the rows.
        let light: [UInt8] = [0x00, 0x7A, 0xFF], dark: [UInt8] = [0x0A, 0x84, 0xFF]
        func runs(atX x: Int) -> [(colour: [UInt8], from: Int, length: Int)] {
            var runs: [(colour: [UInt8], from: Int, length: Int)] = []
            for y in 0..<image.height where [light, dark].contains(pixel(x, y)) {
                if let last = runs.last, last.colour == pixel(x, y), last.from + last.length == y { runs[runs.count - 1].length += 1 }
                else { runs.append((pixel(x, y), y, 1)) }
            }
            return runs
        }
        for x in [100, 300] {
            let found = runs(atX: x)
            XCTAssertEqual(found.map(\.colour), [light, dark], "x \(x)")
            // 100 tall, less the 1-pt border at each end.
            XCTAssertEqual(found.map(\.length), [98, 98], "x \(x)")
        }
        XCTAssertEqual(runs(atX: 100).map(\.from), runs(atX: 300).map(\.from))
        XCTAssertEqual(pixel(20 + 200 + 8, 100), [255, 255, 255], "the gap between the columns")
        XCTAssertEqual(pixel(236 + 210, runs(atX: 300)[0].from + 10), light, "the AX3 cell is 220 wide")
        XCTAssertEqual(pixel(20 + 20, runs(atX: 100)[1].from + 10), [0xFF, 0x45, 0x3A], "dark systemRed leads on the left")
    }

    /// The contact sheet in the README and the Variants article
    /// (Docs/variants/Settings-contact-sheet.png) is what its command writes.
    func testTheDocumentedContactSheetIsWhatTheCommandWrites() throws {
        let sheet = temporary.appendingPathComponent("sheet.png").path
        let run = try GravityProcess.run(["render", "Examples/Variants/Settings.xml", "--variants",
                                          "appearance=light,dark; contentSize=L,AX3; direction=ltr,rtl; device=iPhone SE,iPhone 15 Pro",
                                          "--contact-sheet", sheet])
        XCTAssertEqual(run.status, 0, run.stderr)
        let diff = try GravityProcess.run(["diff", "Docs/variants/Settings-contact-sheet.png", sheet])
        XCTAssertEqual(diff.status, 0, diff.stdout + diff.stderr)
    }
}
