import XCTest
import Foundation
import GravityRender

/// `gravity render FILE -o OUT` and `gravity diff A B` skip the argument
/// parser (`FastPath`); each case here runs the binary both ways (the
/// parser forced with `GRAVITY_NO_FAST_PATH`) and asserts the same exit
/// status, standard output, standard error and written bytes, and the
/// status the case must have (so two equally broken runs cannot pass).
final class FastPathCLITests: CLIFolderTestCase {
    private let layout = """
        <V padding="12" spacing="8" backgroundColor="#f4f4f8">
          <Label text="Fast path" font="System 20"/>
          <Label text="Same bytes either way" font="System 14" textColor="#555"/>
        </V>
        """

    func testRenderSucceedsTheSameWay() throws {
        let input = try write("card.xml", layout)
        try assertSameBothWays(["render", input, "-o", "card.png"], status: 0, writes: "card.png")
        try assertSameBothWays(["render", "-o", "card2.png", "--scale", "2", input, "--width", "240", "--height", "120",
                                "--background", "#eeeeee"], status: 0, writes: "card2.png")
        try assertSameBothWays(["render", input, "--output", "card.svg"], status: 0, writes: "card.svg")
        // The default background is OutputOptions()'s on both paths; a
        // semantic one is read in the default appearance.
        try assertSameBothWays(["render", input, "--out-dir", "out", "--background", "systemBackground"], status: 0, writes: "out/card.png")
        try assertSameBothWays(["render", input, "-o", "dark.png", "--appearance", "dark", "--background", "systemBackground"],
                               status: 0, writes: "dark.png")
    }

    /// A batch into `--out-dir`: same files, same list of written paths,
    /// and with a broken file among them the same messages and status.
    func testBatchRenderEndsTheSameWay() throws {
        let first = try write("card.xml", layout), second = try write("other.xml", layout)
        let run = try assertSameBothWays(["render", first, second, "--out-dir", "out", "--scale", "2"], status: 0, writes: "out/card.png")
        XCTAssertEqual(run.stdout, "out/card.png\nout/other.png\n")
        let broken = try write("broken.xml", "<V><Label text=\"x\"></V>")
        let failed = try assertSameBothWays(["render", broken, first, "--out-dir", "out"], status: 1, writes: "out/card.png")
        XCTAssertTrue(failed.stderr.contains("broken.xml:1:"), failed.stderr)
    }

    func testRenderWarningsAndErrorsAreTheSame() throws {
        let warned = try write("warned.xml", #"<V wobble="3"><Label text="x"/></V>"#)
        let run = try assertSameBothWays(["render", warned, "-o", "warned.png"], status: 0, writes: "warned.png")
        XCTAssertTrue(run.stderr.contains("wobble"), run.stderr)
        let broken = try write("broken.xml", "<V><Label text=\"x\"></V>")
        let failed = try assertSameBothWays(["render", broken, "-o", "broken.png"], status: 1)
        XCTAssertTrue(failed.stderr.contains("broken.xml:1:"), failed.stderr)
        try assertSameBothWays(["render", "missing.xml", "-o", "missing.png"], status: 1)
        try FileManager.default.createDirectory(at: temporary.appendingPathComponent("folder.png"),
                                                withIntermediateDirectories: true)
        try assertSameBothWays(["render", broken, "-o", "folder.png"], status: 1)
    }

    /// Lines the fast path leaves to the parser still end the same way.
    func testUsageErrorsAreTheParsers() throws {
        let input = try write("card.xml", layout)
        let scale = try assertSameBothWays(["render", input, "-o", "card.png", "--scale", "0"], status: 64)
        XCTAssertTrue(scale.stderr.contains("--scale must be a number above 0"), scale.stderr)
        try assertSameBothWays(["render", input, "-o", input], status: 64)
        try assertSameBothWays(["render", input, "-o", "card.png", "--background", "nonsense"], status: 64)
        try assertSameBothWays(["diff", "a.png", "b.png", "--threshold", "2"], status: 64)
    }

    func testDiffEndsTheSameWay() throws {
        let a = try png("a.png"), same = try png("same.png")
        let b = try png("b.png", painted: [(3, 4), (10, 10)])
        let identical = try assertSameBothWays(["diff", a, same], status: 0)
        XCTAssertTrue(identical.stdout.contains("within tolerance"), identical.stdout)
        let different = try assertSameBothWays(["diff", a, b], status: 1)
        XCTAssertTrue(different.stdout.hasPrefix("differing pixels: 2 of 800"), different.stdout)
        try assertSameBothWays(["diff", a, b, "-o", "d.png", "--threshold", "0.1"], status: 1, writes: "d.png")
        let text = try write("text.png", "not a png")
        try assertSameBothWays(["diff", a, text], status: 2)
        try assertSameBothWays(["diff", "gone.png", b], status: 2)
    }

    /// Runs `arguments` through the fast path, then through the parser, in
    /// the test's folder, and compares everything; returns the first run.
    @discardableResult
    private func assertSameBothWays(_ arguments: [String], status: Int32, writes output: String? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) throws -> CLITests.Run {
        let outputURL = output.map { temporary.appendingPathComponent($0) }
        let fast = try GravityProcess.run(arguments, in: temporary)
        let fastBytes = try outputURL.map { try Data(contentsOf: $0) }
        if let outputURL { try FileManager.default.removeItem(at: outputURL) }
        let parsed = try GravityProcess.run(arguments, in: temporary, environment: ["GRAVITY_NO_FAST_PATH": "1"])
        let parsedBytes = try outputURL.map { try Data(contentsOf: $0) }
        XCTAssertEqual(fast.status, status, "\(arguments): \(fast.stderr)", file: file, line: line)
        XCTAssertEqual(fast.status, parsed.status, "\(arguments)", file: file, line: line)
        XCTAssertEqual(fast.stdout, parsed.stdout, "\(arguments)", file: file, line: line)
        XCTAssertEqual(fast.stderr, parsed.stderr, "\(arguments)", file: file, line: line)
        XCTAssertEqual(fastBytes, parsedBytes, "\(arguments): the written file differs", file: file, line: line)
        if output != nil { XCTAssertFalse(fastBytes?.isEmpty ?? true, "\(arguments) wrote nothing", file: file, line: line) }
        return fast
    }

    /// A white 40 × 20 PNG with the given pixels painted red.
    private func png(_ name: String, painted: [(x: Int, y: Int)] = []) throws -> String {
        var buffer = PixelBuffer(width: 40, height: 20, fill: .white)
        for pixel in painted {
            let index = (pixel.y * 40 + pixel.x) * 4
            buffer.pixels[index + 1] = 0
            buffer.pixels[index + 2] = 0
        }
        let url = temporary.appendingPathComponent(name)
        try Data(PNGCodec.encode(buffer)).write(to: url)
        return url.path
    }
}
