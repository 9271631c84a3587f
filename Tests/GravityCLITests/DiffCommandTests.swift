import XCTest
import RequiredTools
import Foundation
import GravityRender

/// `gravity diff` run as a user would, on PNGs written by the test.
final class DiffCommandTests: XCTestCase {
    var temporary: URL!

    override func setUpWithError() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: CLITests.binary.path), "the gravity binary (not built at \(CLITests.binary.path))")
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    func gravity(_ arguments: [String]) throws -> CLITests.Run {
        try GravityProcess.run(arguments, in: temporary)
    }

    /// A white `width` × `height` PNG with the given pixels painted, opaque.
    func png(_ name: String, _ width: Int = 40, _ height: Int = 20,
             _ painted: [(x: Int, y: Int, rgb: (UInt8, UInt8, UInt8))] = []) throws -> String {
        var buffer = PixelBuffer(width: width, height: height, fill: .white)
        for pixel in painted {
            let index = (pixel.y * width + pixel.x) * 4
            buffer.pixels[index] = pixel.rgb.0
            buffer.pixels[index + 1] = pixel.rgb.1
            buffer.pixels[index + 2] = pixel.rgb.2
        }
        let url = temporary.appendingPathComponent(name)
        try Data(PNGCodec.encode(buffer)).write(to: url)
        return url.path
    }

    func testIdenticalImagesExitZero() throws {
        let a = try png("a.png"), b = try png("b.png")
        let run = try gravity(["diff", a, b])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            differing pixels: 0 of 800 (0%)
            largest distance: 0
            bounding box: none
            anti-aliased pixels: 0
            within tolerance (allowed: no differing pixels above threshold 0)

            """)
    }

    func testDifferentImagesExitOneWithFiguresAndDiffImage() throws {
        let a = try png("a.png")
        let b = try png("b.png", 40, 20, [(3, 4, (0, 0, 0)), (10, 12, (0, 0, 0))])
        let diff = temporary.appendingPathComponent("diff.png").path
        let run = try gravity(["diff", a, b, "-o", diff])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            differing pixels: 2 of 800 (0.25%)
            largest distance: 0.9659
            bounding box: x 3…10, y 4…12 (8 x 9 px)
            anti-aliased pixels: 0
            different (allowed: no differing pixels above threshold 0)
            diff image: \(diff)

            """)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: diff))))
        XCTAssertTrue(image.color(x: 3, y: 4) == (255, 0, 0, 255))
        XCTAssertTrue(image.color(x: 10, y: 12) == (255, 0, 0, 255))
        XCTAssertTrue(image.color(x: 0, y: 0) == (255, 255, 255, 255), "white stays white when faded")

        // Budgets admit them.
        XCTAssertEqual(try gravity(["diff", a, b, "--max-diff-pixels", "2"]).status, 0)
        XCTAssertEqual(try gravity(["diff", a, b, "--max-diff-pixels", "1"]).status, 1)
        XCTAssertEqual(try gravity(["diff", a, b, "--max-diff-ratio", "0.0025"]).status, 0)
        XCTAssertEqual(try gravity(["diff", a, b, "--threshold", "0.97"]).status, 0)
    }

    func testAntiAliasingIsReportedApart() throws {
        // A hard vertical edge; one grey pixel on it is anti-aliasing.
        let edge = (0..<20).flatMap { y in (0..<5).map { x in (x: x, y: y, rgb: (UInt8(0), UInt8(0), UInt8(0))) } }
        let a = try png("a.png", 10, 20, edge)
        let b = try png("b.png", 10, 20, edge + [(5, 5, (128, 128, 128))])
        let run = try gravity(["diff", a, b])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("anti-aliased pixels: 1 (not counted)\n"), run.stdout)
        let strict = try gravity(["diff", a, b, "--include-aa"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("differing pixels: 1 of 200 (0.5%)\n"), strict.stdout)
    }

    func testSizeMismatchComparesTheUnionAndWritesTheDiff() throws {
        let a = try png("a.png", 40, 20), b = try png("b.png", 40, 22)
        let diff = temporary.appendingPathComponent("diff.png").path
        let run = try gravity(["diff", a, b, "-o", diff, "--max-diff-ratio", "1"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            size mismatch: expected 40 x 20 px, actual 40 x 22 px; compared on 40 x 22 px, where the 80 pixels outside one image differ
            differing pixels: 80 of 880 (9.0909%)
            largest distance: 0
            bounding box: x 0…39, y 20…21 (40 x 2 px)
            anti-aliased pixels: 0
            different (allowed: at most 100% of pixels above threshold 0)
            diff image: \(diff)

            """)
        let image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: diff))))
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 22)
        XCTAssertEqual(Array(image.rgba[(19 * 40 + 5) * 4..<(19 * 40 + 6) * 4]), [255, 255, 255, 255])
        XCTAssertEqual(Array(image.rgba[(20 * 40 + 5) * 4..<(20 * 40 + 6) * 4]), [255, 0, 0, 255])
    }

    /// The union of a wide and a tall image is bounded by --max-pixels too.
    func testUnionLargerThanMaxPixelsIsRefused() throws {
        let wide = try png("wide.png", 40, 2), tall = try png("tall.png", 2, 40)
        let run = try gravity(["diff", wide, tall, "--max-pixels", "1000"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "error: the images (40 × 2 and 2 × 40 pixels) would be compared on 40 × 40 pixels, "
                       + "more than gravity diff's limit of 1,000 pixels (raise it with --max-pixels)\n")
        XCTAssertEqual(try gravity(["diff", wide, tall, "--max-pixels", "1600"]).status, 1)
    }

    /// A transparent PNG against a white one: different (pixelmatch 7's
    /// checkerboard); the same with --no-checkerboard (on white, the rule before).
    func testTransparentAgainstWhiteDiffers() throws {
        let white = try png("white.png", 10, 10)
        let clear = temporary.appendingPathComponent("clear.png")
        try Data(PNGCodec.encode(PixelBuffer(width: 10, height: 10))).write(to: clear)
        let run = try gravity(["diff", white, clear.path, "--threshold", "0.1"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("differing pixels: 100 of 100 (100%)\n"), run.stdout)
        let oklab = try gravity(["diff", white, clear.path, "--threshold", "0.1", "--metric", "oklab"])
        XCTAssertEqual(oklab.status, 1, oklab.stderr)
        XCTAssertTrue(oklab.stdout.contains("above threshold 0.1 (oklab)"), oklab.stdout)
        XCTAssertEqual(try gravity(["diff", white, clear.path, "--no-checkerboard"]).status, 0)
    }

    func testDiffImageOptions() throws {
        let grey = (0..<10).flatMap { y in (0..<10).map { x in (x: x, y: y, rgb: (UInt8(128), UInt8(128), UInt8(128))) } }
        let a = try png("a.png", 10, 10, grey)
        let b = try png("b.png", 10, 10, grey + [(2, 2, (255, 255, 255)), (7, 7, (0, 0, 0))])
        let diff = temporary.appendingPathComponent("diff.png").path
        let run = try gravity(["diff", a, b, "-o", diff, "--diff-color", "#0000ff", "--diff-color-alt", "0,255,0",
                               "--alpha", "0"])
        XCTAssertEqual(run.status, 1, run.stderr)
        var image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: diff))))
        let pixel = { (x: Int, y: Int) in Array(image.rgba[(y * 10 + x) * 4..<(y * 10 + x + 1) * 4]) }
        XCTAssertEqual(pixel(2, 2), [0, 0, 255, 255], "lighter: the diff colour")
        XCTAssertEqual(pixel(7, 7), [0, 255, 0, 255], "darker: the alternative colour")
        XCTAssertEqual(pixel(0, 0), [255, 255, 255, 255], "alpha 0: a white background")
        XCTAssertEqual(try gravity(["diff", a, b, "-o", diff, "--diff-mask"]).status, 1)
        image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: diff))))
        XCTAssertEqual(pixel(0, 0), [0, 0, 0, 0], "a mask is transparent where nothing changed")
        XCTAssertEqual(pixel(7, 7), [255, 0, 0, 255])
    }

    func testUnreadableInputExitsTwoAndWritesNothing() throws {
        let a = try png("a.png")
        let bad = temporary.appendingPathComponent("bad.png")
        try Data("not a png".utf8).write(to: bad)
        let diff = temporary.appendingPathComponent("diff.png")
        try Data("keep me".utf8).write(to: diff)
        let run = try gravity(["diff", a, bad.path, "-o", diff.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("error: \(bad.path): not a readable PNG: "), run.stderr)
        XCTAssertEqual(try String(contentsOf: diff, encoding: .utf8), "keep me")
        let missing = try gravity(["diff", "missing.png", a])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "error: missing.png: not a readable PNG: no such file\n")
    }

    /// Byte-identical files are decoded once and compared with themselves:
    /// the figures are the comparison's, and a pair that does not decode
    /// still names each path.
    func testByteIdenticalFilesAreDecodedOnce() throws {
        let a = try png("a.png", 40, 20, [(3, 4, (0, 0, 0))])
        let copy = temporary.appendingPathComponent("copy.png").path
        try FileManager.default.copyItem(atPath: a, toPath: copy)
        let run = try gravity(["diff", a, copy])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            differing pixels: 0 of 800 (0%)
            largest distance: 0
            bounding box: none
            anti-aliased pixels: 0
            within tolerance (allowed: no differing pixels above threshold 0)

            """)
        var corrupt = [UInt8](try Data(contentsOf: URL(fileURLWithPath: a)))
        corrupt[corrupt.count - 16] ^= 0xff  // inside the IDAT: its CRC no longer matches
        let one = temporary.appendingPathComponent("one.png").path, two = temporary.appendingPathComponent("two.png").path
        try Data(corrupt).write(to: URL(fileURLWithPath: one))
        try Data(corrupt).write(to: URL(fileURLWithPath: two))
        let bad = try gravity(["diff", one, two])
        XCTAssertEqual(bad.status, 2)
        let lines = bad.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, bad.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("error: \(one): not a readable PNG: ") == true, bad.stderr)
        XCTAssertTrue(lines.last?.hasPrefix("error: \(two): not a readable PNG: ") == true, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("CRC error"), bad.stderr)
    }

    /// Files of different sizes are read and decoded on their threads in
    /// one go; the messages are those of the read-first order: a file that
    /// cannot be read (here: over --max-pixels) hides the other's decode
    /// error, and with both read, only the file that does not decode is named.
    func testFilesOfDifferentSizesReportReadErrorsBeforeDecodeErrors() throws {
        let big = try png("big.png", 40, 20)
        var corrupt = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try png("small.png", 5, 5))))
        corrupt[corrupt.count - 16] ^= 0xff  // inside the IDAT: its CRC no longer matches
        let broken = temporary.appendingPathComponent("broken.png").path
        try Data(corrupt).write(to: URL(fileURLWithPath: broken))
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: big)).count, corrupt.count)

        let limited = try gravity(["diff", big, broken, "--max-pixels", "100"])
        XCTAssertEqual(limited.status, 2)
        XCTAssertEqual(limited.stdout, "")
        XCTAssertEqual(limited.stderr, "error: \(big): not a readable PNG: it is 40 × 20 pixels, more than gravity diff's limit of "
                       + "100 pixels per image (raise it with --max-pixels)\n")

        let undecodable = try gravity(["diff", big, broken])
        XCTAssertEqual(undecodable.status, 2)
        XCTAssertEqual(undecodable.stdout, "")
        let lines = undecodable.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, undecodable.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("error: \(broken): not a readable PNG: ") == true, undecodable.stderr)
        XCTAssertTrue(undecodable.stderr.contains("CRC error"), undecodable.stderr)

        let fine = try gravity(["diff", big, try png("other.png", 40, 20, [(1, 1, (255, 0, 0))])])
        XCTAssertEqual(fine.status, 1, fine.stderr)
        XCTAssertTrue(fine.stdout.hasPrefix("differing pixels: 1 of 800 (0.125%)\n"), fine.stdout)
    }

    func testUnwritableDiffOutputExitsTwo() throws {
        let a = try png("a.png")
        let output = temporary.appendingPathComponent("no/such/folder/diff.png").path
        let run = try gravity(["diff", a, a, "-o", output])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("error: cannot write '\(output)': "), run.stderr)
    }

    /// Help paragraphs are wrapped by the argument parser to the terminal's
    /// width, never by hand: no line wider than 80 columns at 80, and a
    /// paragraph that fits a wide terminal is one line there.
    func testHelpReadsInEightyColumns() throws {
        for command in ["", "render", "frames", "check", "metrics", "preview", "format", "rename", "diff"] {
            let run = try GravityProcess.run(command.isEmpty ? ["--help"] : [command, "--help"], in: temporary,
                                             environment: ["COLUMNS": "80"])
            XCTAssertEqual(run.status, 0, command)
            for line in run.stdout.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "gravity \(command) --help: \(line)")
            }
        }
        let wide = try GravityProcess.run(["diff", "--help"], in: temporary, environment: ["COLUMNS": "400"])
        XCTAssertTrue(wide.stdout.contains("\nExit status: 0 within tolerance, 1 different (or different sizes), "
                                           + "2 an image cannot be read (or -o cannot be written), 64 usage.\n"), wide.stdout)
    }

    func testUsageErrorsExit64() throws {
        let a = try png("a.png")
        XCTAssertEqual(try gravity(["diff", a]).status, 64)
        XCTAssertEqual(try gravity(["diff", a, a, "--threshold", "1.5"]).status, 64)
        XCTAssertEqual(try gravity(["diff", a, a, "--max-diff-pixels", "-1"]).status, 64)
        XCTAssertEqual(try gravity(["diff", a, a, "--max-diff-ratio", "2"]).status, 64)
        for (option, value) in [("--metric", "lab"), ("--alpha", "1.5"), ("--diff-color", "255,0"), ("--aa-color", "#12345"),
                                ("--diff-color-alt", "256,0,0")] {
            let run = try gravity(["diff", a, a, option, value])
            XCTAssertEqual(run.status, 64, "\(option) \(value)")
            XCTAssertTrue(run.stderr.contains(option), run.stderr)
        }
    }
}
