import XCTest
import Foundation

/// Every file in Tests/Fixtures/hostile/ must end in exit status 1 with a
/// located message, in bounded time, and leave no output file behind.
final class HostileInputTests: CLITestCase {
    private func fixture(_ name: String) -> String {
        Self.packageRoot.appendingPathComponent("Tests/Fixtures/hostile/\(name)").path
    }

    /// Renders a fixture; asserts exit 1, no output and, when given, that
    /// stderr starts with `located` after the fixture's path; returns stderr.
    @discardableResult
    private func renderFails(_ name: String, startingWith located: String? = nil,
                             file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = temporary.appendingPathComponent("out.png")
        let start = Date()
        let run = try gravity(["render", fixture(name), "-o", output.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "took too long", file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), file: file, line: line)
        if let located {
            XCTAssertTrue(run.stderr.hasPrefix(fixture(name) + located), run.stderr, file: file, line: line)
        }
        return run.stderr
    }

    func testMalformed() throws {
        try renderFails("malformed.xml", startingWith: ":3:1: error: closing tag </V> does not match <Label>")
    }

    func testBillionLaughsIsRefusedWithoutExpansion() throws {
        try renderFails("billion-laughs.xml", startingWith: ":2:1: error: DTDs and entity declarations are not allowed")
    }

    func testExternalEntityIsRefused() throws {
        let stderr = try renderFails("external-entity.xml", startingWith: ":2:1: error: DTDs and entity declarations are not allowed")
        XCTAssertFalse(stderr.contains("root:"), "must never read /etc/passwd")
    }

    func testUndeclaredEntity() throws {
        try renderFails("undeclared-entity.xml", startingWith: ":2:18: error: unknown entity '&xxe;'")
    }

    func testHundredThousandDeepNestingStopsAtTheLimit() throws {
        try renderFails("deep-nesting.xml", startingWith: ":1:769: error: elements are nested more than 256 deep (the limit; raise it with --max-depth)")
    }

    func testBadNumbersAreAllReportedInOneRun() throws {
        let stderr = try renderFails("bad-numbers.xml")
        let path = fixture("bad-numbers.xml")
        let expected = [
            "\(path):1:11: error: width: 'NaN' is not a size",
            "\(path):1:25: error: spacing: 'inf' is not a number",
            "\(path):2:16: error: height: '-10' is not a size",
            "\(path):2:28: error: width: '1e400' is not a size",
            "\(path):3:30: error: font: font size 1e9 is out of range",
            "\(path):4:22: error: cornerRadius: '-3' must not be negative",
            "\(path):4:35: error: opacity: '2' must be between 0 and 1",
            "\(path):4:55: error: backgroundColor: '#ggg' is not a colour",
        ]
        for prefix in expected {
            XCTAssertTrue(stderr.components(separatedBy: "\n").contains { $0.hasPrefix(prefix) }, "missing \(prefix) in\n\(stderr)")
        }
    }

    func testEmptyFile() throws {
        try renderFails("empty.xml", startingWith: ":1:1: error: the file is empty")
    }

    func testBinaryGarbage() throws {
        try renderFails("garbage.xml", startingWith: ":1:1: error: the file is not valid UTF-8 text")
    }

    func testHugeCanvasIsRefusedBeforeAllocation() throws {
        try renderFails("huge-canvas.xml", startingWith: ":1:1: error: the canvas would be 100000 × 100000 device pixels, more than the limit of 16384 × 16384")
        // The limit can be raised; a small raise is still refused.
        let raised = try gravity(["render", fixture("huge-canvas.xml"), "-o", temporary.appendingPathComponent("x.png").path, "--max-canvas", "20000"])
        XCTAssertEqual(raised.status, 1)
    }

    func testImagePathTraversalIsRefused() throws {
        let stderr = try renderFails("image-traversal.xml", startingWith: ":2:17: error: image '../../etc/passwd' leaves the search folders ('..' is not allowed above them)")
        XCTAssertFalse(stderr.contains("root:"), "must never read /etc/passwd")
    }

    func testAbsoluteImagePathIsRefused() throws {
        try renderFails("image-absolute.xml", startingWith: ":2:17: error: image '/etc/passwd' must be a name relative to the search folders, not an absolute path")
    }

    func testImageBombsAreRefusedWithoutAllocating() throws {
        let stderr = try renderFails("image-bombs.xml")
        let path = fixture("image-bombs.xml"), folder = (path as NSString).deletingLastPathComponent
        XCTAssertTrue(stderr.hasPrefix("\(path):2:17: error: image 'huge-header.png': '\(folder)/huge-header.png' is not a valid PNG (PNG is 100000 x 100000 pixels, more than the limit of 268435456 pixels)"), stderr)
        XCTAssertTrue(stderr.contains("\(path):3:17: error: image 'truncated.png': '\(folder)/truncated.png' is not a valid PNG (unexpected end of PNG data (truncated file))"), stderr)
    }

    func testAbsurdFontSizesAreAllReported() throws {
        let stderr = try renderFails("huge-font.xml")
        let path = fixture("huge-font.xml")
        for prefix in ["\(path):2:27: error: font: font size 2049 is out of range (more than 0, at most 2048)",
                       "\(path):3:30: error: font: font size 1e300 is out of range (more than 0, at most 2048)",
                       "\(path):4:32: error: font: font size -12 is out of range (more than 0, at most 2048)"] {
            XCTAssertTrue(stderr.components(separatedBy: "\n").contains(prefix), "missing \(prefix) in\n\(stderr)")
        }
    }

    /// Value, element and image errors of one file, all in one run, in
    /// document order (images are resolved with the other attributes).
    func testResolveAndLayoutErrorsAreReportedTogether() throws {
        let stderr = try renderFails("mixed-errors.xml")
        let path = fixture("mixed-errors.xml")
        let errors = stderr.components(separatedBy: "\n").filter { $0.hasPrefix(path) }
        let expected = [
            "\(path):1:11: error: width: 'NaN' is not a size",
            "\(path):2:17: error: image 'missing.png' not found",
            "\(path):3:25: error: font: font size 0 is out of range",
            "\(path):4:3: error: unknown element <Bogus>",
            "\(path):5:17: error: image 'truncated.png': ",
        ]
        XCTAssertEqual(errors.count, expected.count, stderr)
        for (line, prefix) in zip(errors, expected) { XCTAssertTrue(line.hasPrefix(prefix), "\(line) does not start with \(prefix)") }
    }

    func testComponentSymlinkPointingOutsideIsRefused() throws {
        let inside = temporary.appendingPathComponent("inside"), outside = temporary.appendingPathComponent("outside")
        for folder in [inside, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try #"<Label text="secret"/>"#.write(to: outside.appendingPathComponent("Evil.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: inside.appendingPathComponent("Evil.xml").path,
                                                   withDestinationPath: "../outside/Evil.xml")
        let main = inside.appendingPathComponent("Main.xml")
        try "<V>\n  <Evil/>\n</V>\n".write(to: main, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let run = try gravity(["render", main.path, "-o", output.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let real = try XCTUnwrap(realpath(outside.appendingPathComponent("Evil.xml").path, nil).map { p in defer { free(p) }; return String(cString: p) })
        XCTAssertTrue(run.stderr.hasPrefix("\(main.path):2:3: error: component file '\(inside.path)/Evil.xml' resolves to '\(real)', outside the component search folders"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testImageSymlinkPointingOutsideIsRefused() throws {
        let inside = temporary.appendingPathComponent("inside"), outside = temporary.appendingPathComponent("outside")
        for folder in [inside, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let render = try gravity(["render", "Examples/Welcome.xml", "-o", outside.appendingPathComponent("secret.png").path])
        XCTAssertEqual(render.status, 0, render.stderr)
        try FileManager.default.createSymbolicLink(atPath: inside.appendingPathComponent("pic.png").path,
                                                   withDestinationPath: "../outside/secret.png")
        let main = inside.appendingPathComponent("Main.xml")
        try "<V>\n  <Image image=\"pic.png\"/>\n</V>\n".write(to: main, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let run = try gravity(["render", main.path, "-o", output.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let real = try XCTUnwrap(realpath(outside.appendingPathComponent("secret.png").path, nil).map { p in defer { free(p) }; return String(cString: p) })
        XCTAssertTrue(run.stderr.hasPrefix("\(main.path):2:17: error: image 'pic.png' leads outside its search folder '\(inside.path)' (through a symbolic link to '\(real)')"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testLayoutFileOverTheSizeLimit() throws {
        let big = temporary.appendingPathComponent("big.xml")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.write(contentsOf: Data("<V/>".utf8))
        try handle.write(contentsOf: Data(repeating: 0x20, count: 16 * 1024 * 1024 - 3))
        try handle.close()
        let output = temporary.appendingPathComponent("out.png")
        let start = Date()
        let run = try gravity(["render", big.path, "-o", output.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("\(big.path):1:1: error: '\(big.path)' is 16777217 bytes, more than the limit of 16777216 bytes (raise it with --max-file-size)"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testDeviceFileIsReadOnlyUpToTheLimit() throws {
        let run = try gravity(["check", "/dev/zero", "--max-file-size", "1000"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("/dev/zero:1:1: error: '/dev/zero' is larger than the limit of 1000 bytes (raise it with --max-file-size)"), run.stderr)
    }

    /// `gravity diff` on a truncated PNG and on a PNG whose header claims
    /// 100,000 × 100,000 pixels: exit 2, a clear message, no diff image, and
    /// the claimed 40 GB are never allocated (peak RSS stays small).
    func testDiffRefusesTruncatedAndOversizedPNGs() throws {
        let good = temporary.appendingPathComponent("good.png")
        let render = try gravity(["render", "Examples/Welcome.xml", "-o", good.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let cases = [("truncated.png", "unexpected end of PNG data (truncated file)"),
                     ("huge-header.png", "it is 100000 × 100000 pixels, more than gravity diff's limit of 67,108,864 pixels per image (raise it with --max-pixels)")]
        for (name, reason) in cases {
            let diff = temporary.appendingPathComponent("diff.png")
            let run = try gravity(["diff", good.path, fixture(name), "-o", diff.path])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(run.stderr, "error: \(fixture(name)): not a readable PNG: \(reason)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: diff.path))
            if let peak = try peakResidentKilobytes(["diff", good.path, fixture(name)]) {
                XCTAssertLessThan(peak, 200_000, "peak RSS \(peak) kB for \(name)")
            }
        }
    }

    /// Peak RSS of a `gravity` run in kilobytes, measured by GNU time
    /// (Debian package `time`); nil when it is not installed.
    private func peakResidentKilobytes(_ arguments: [String]) throws -> Int? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        let report = temporary.appendingPathComponent("time.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, Self.binary.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: report, encoding: .utf8)
        return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    func testNonFiniteFlagsAreUsageErrors() throws {
        let output = temporary.appendingPathComponent("out.png").path
        let cases: [([String], String)] = [
            (["render", "Examples/Welcome.xml", "-o", output, "--width", "nan"], "Error: --width must be a positive number"),
            (["render", "Examples/Welcome.xml", "-o", output, "--height", "inf"], "Error: --height must be a positive number"),
            (["render", "Examples/Welcome.xml", "-o", output, "--width=-5"], "Error: --width must be a positive number"),
            (["render", "Examples/Welcome.xml", "-o", output, "--scale", "nan"], "Error: --scale must be a number above 0 and at most 16"),
            (["frames", "Examples/Welcome.xml", "--scale", "infinity"], "Error: --scale must be a number above 0 and at most 16"),
            (["diff", "a.png", "b.png", "--threshold", "nan"], "Error: --threshold must be between 0 and 1"),
            (["diff", "a.png", "b.png", "--max-diff-ratio", "inf"], "Error: --max-diff-ratio must be between 0 and 1"),
            (["metrics", "Inter", "--size", "nan"], "Error: --size must be a finite number above 0"),
        ]
        for (arguments, message) in cases {
            let run = try gravity(arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// 150,000 elements on one line: refused at the node limit, quickly
    /// (locations are counted on from the last one, not from the line start).
    func testManyElementsOnOneLineStopAtTheNodeLimit() throws {
        let file = temporary.appendingPathComponent("flat.xml")
        try ("<V>" + String(repeating: "<View/>", count: 150_000) + "</V>").write(to: file, atomically: true, encoding: .utf8)
        let start = Date()
        let run = try gravity(["check", file.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "took too long")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(file.path):1:699997: error: the file has more than 100000 elements (the limit; raise it with --max-nodes)"), String(run.stderr.prefix(300)))
    }

    /// Components that each use the next twice, 24 deep, would expand to
    /// 16 million elements: refused at the node limit in bounded time.
    func testComponentFanOutStopsAtTheNodeLimit() throws {
        for level in 1...24 {
            let body = level < 24 ? "<V><F\(level + 1)/><F\(level + 1)/></V>" : "<View/>"
            try body.write(to: temporary.appendingPathComponent("F\(level).xml"), atomically: true, encoding: .utf8)
        }
        let main = temporary.appendingPathComponent("Main.xml")
        try "<V>\n  <F1/>\n</V>\n".write(to: main, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let measure = try measured(["render", main.path, "-o", output.path])
        assertWithinBudget(measure, megabytes: 1000)
        let run = measure.run
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("error: the layout expands to more than 100000 elements through its components (the limit; raise it with --max-nodes)"), String(run.stderr.prefix(500)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    /// 20,000 unknown attributes on one line: the first 20 warnings are
    /// printed (the line is split into characters once, not once per
    /// warning), then one line counts the rest (SPEC §2.11: bounded output).
    func testThousandsOfDiagnosticsOnOneLineInBoundedTime() throws {
        let file = temporary.appendingPathComponent("attributes.xml")
        try ("<V " + (0..<20_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>").write(to: file, atomically: true, encoding: .utf8)
        let start = Date()
        let run = try gravity(["check", file.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "took too long")
        let lines = run.stderr.components(separatedBy: "\n")
        let warnings = lines.filter { $0.hasPrefix(file.path + ":1:") && $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 20, String(run.stderr.prefix(500)))
        XCTAssertTrue(warnings.last?.hasPrefix("\(file.path):1:146: warning: unknown attribute 'a19' on <V>") == true, warnings.last ?? "")
        XCTAssertEqual(lines.suffix(2), ["warning: … 19,980 more like this", ""])
        XCTAssertLessThan(run.stderr.utf8.count, 10_000)
    }

    /// A canvas under one device pixel cannot be a PNG: a located error, not
    /// libpng's "Invalid IHDR data" (SVG output of it is still fine).
    func testEmptyCanvasIsALocatedError() throws {
        try renderFails("empty-canvas.xml", startingWith: ":1:1: error: the canvas is 0 × 0 device pixels; an image needs at least 1 × 1 (give the root a size, or pass --width and --height)")
        let flat = try gravity(["render", "Examples/Welcome.xml", "-o", temporary.appendingPathComponent("flat.png").path, "--height", "1e-300"])
        XCTAssertEqual(flat.status, 1)
        XCTAssertTrue(flat.stderr.contains("Examples/Welcome.xml:2:1: error: the canvas is 360 × 0 device pixels"), flat.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("flat.png").path))
    }
    /// A UTF-8 byte order mark is not a column: line 1 reads as without it.
    func testByteOrderMarkIsNotAColumn() throws {
        let stderr = try renderFails("bom.xml")
        let path = fixture("bom.xml")
        XCTAssertTrue(stderr.hasPrefix("\(path):1:11: error: width: 'NaN' is not a size"), stderr)
        XCTAssertTrue(stderr.contains("\n<V width=\"NaN\">\n          ^\n"), stderr)
        XCTAssertTrue(stderr.contains("\(path):2:26: error: unknown font family 'Nope'"), stderr)
    }

    /// Lines ending in a lone CR (classic Mac) are lines: errors on line 2
    /// and 3, and the quoted lines hold no CR.
    func testCarriageReturnAloneEndsALine() throws {
        let stderr = try renderFails("cr-only.xml")
        let path = fixture("cr-only.xml")
        XCTAssertTrue(stderr.hasPrefix("\(path):2:27: error: height: '-4' is not a size"), stderr)
        XCTAssertTrue(stderr.contains("\n  <View width=\"1\" height=\"-4\"/>\n                          ^\n"), stderr)
        XCTAssertTrue(stderr.contains("\(path):3:26: error: unknown font family 'Nope'"), stderr)
        XCTAssertFalse(stderr.contains("\r"), stderr)
    }

    /// Escape sequences in a file (clear screen, colours) are echoed as
    /// visible symbols, never sent to the terminal.
    func testEchoedLinesHoldNoControlCharacters() throws {
        let stderr = try renderFails("control-characters.xml")
        let path = fixture("control-characters.xml")
        XCTAssertEqual(stderr, """
            \(path):2:16: error: the file is not valid UTF-8 text
              <Label text="\u{241B}[2J\u{241B}[31mred\u{2421}" font="Nope 12"/>
                           ^

            """)
        XCTAssertFalse(stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) })
    }

    /// A canvas within a raised --max-canvas but taller than libpng writes
    /// is a located error naming the limit, not "Invalid IHDR data".
    func testCanvasTooTallForPNGIsLocated() throws {
        let output = temporary.appendingPathComponent("out.png")
        let run = try gravity(["render", fixture("png-too-tall.xml"), "-o", output.path, "--max-canvas", "3000000"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix(fixture("png-too-tall.xml") + ":1:1: error: the canvas is 1 × 2000000 device pixels; a PNG may have at most 1000000 on a side (use --backend svg)"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    // MARK: - Budgets (README: within the default limits, under 5 s and 2 GB)

    /// Runs `gravity` under GNU time: status, stderr, CPU seconds (user +
    /// system: on a machine shared by several builds the wall clock says
    /// more about the neighbours than about gravity) and peak RSS in
    /// kilobytes; wall-clock seconds and no RSS when GNU time is missing.
    func measured(_ arguments: [String]) throws -> (run: Run, seconds: Double, peakKilobytes: Int?) {
        let start = Date()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            let run = try gravity(arguments)
            return (run, Date().timeIntervalSince(start), nil)
        }
        let report = temporary.appendingPathComponent("time-\(UUID().uuidString).txt")
        let run = try GravityProcess.run(["-f", "%U %S %M", "-o", report.path, Self.binary.path] + arguments,
                                         executable: URL(fileURLWithPath: "/usr/bin/time"))
        // A hang is a failure whatever the load.
        XCTAssertLessThan(Date().timeIntervalSince(start), 300, "gravity \(arguments.first ?? "") did not end")
        let fields = try String(contentsOf: report, encoding: .utf8).split(separator: "\n").last?
            .split(separator: " ").compactMap { Double($0) } ?? []
        XCTAssertEqual(fields.count, 3, "GNU time's report: \(fields)")
        guard fields.count == 3 else { return (run, .infinity, nil) }
        return (run, fields[0] + fields[1], Int(fields[2]))
    }

    /// The README's budget is for a release build; a debug build (what
    /// `swift test` runs) is up to 10× slower, so gets 4× the time.
    func assertWithinBudget(_ measure: (run: Run, seconds: Double, peakKilobytes: Int?), seconds: Double = 5,
                                    megabytes: Int, file: StaticString = #filePath, line: UInt = #line) {
        let allowed = Self.binary.path.contains("/release/") ? seconds : seconds * 4
        XCTAssertLessThan(measure.seconds, allowed, "took \(measure.seconds) s of CPU", file: file, line: line)
        assertWithinMemory(measure, megabytes: megabytes, file: file, line: line)
    }

    /// Peak RSS only, for a case whose work a library test counts (time
    /// depends on the machine's load; memory does not).
    func assertWithinMemory(_ measure: (run: Run, seconds: Double, peakKilobytes: Int?), megabytes: Int,
                            file: StaticString = #filePath, line: UInt = #line) {
        if let peak = measure.peakKilobytes {
            XCTAssertLessThan(peak, megabytes * 1000, "peak RSS \(peak) kB", file: file, line: line)
        }
    }

    /// A 32 KB PNG of 16384 × 16384 pixels drawn at 20 × 20: refused from
    /// its header (it would decode to 1 GiB), located, nothing allocated.
    func testImageBombIsRefusedFromItsHeader() throws {
        let output = temporary.appendingPathComponent("out.png")
        let measure = try measured(["render", fixture("image-bomb.xml"), "-o", output.path])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertEqual(measure.run.stderr, """
            \(fixture("image-bomb.xml")):2:17: error: image 'image-bomb': '\((fixture("image-bomb.xml") as NSString).deletingLastPathComponent)/image-bomb.png' is not a valid PNG (PNG is 16384 × 16384 pixels, more than the 33,554,432 decoded pixels an image may have (the limit; raise it with --max-image-pixels))
              <Image image="image-bomb" width="20" height="20"/>
                            ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        assertWithinBudget(measure, megabytes: 150)
    }

    /// Distinct 2048 × 2048 PNGs (590 bytes each), each within the
    /// per-image limit: the one that would bring the render past
    /// --max-image-pixels is refused at its attribute, before decoding (at
    /// the default, the ninth would). The same file drawn again counts once.
    func testImagePixelsAreSummedPerRender() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: fixture("image-2048.png")))
        for index in 0..<3 { try png.write(to: temporary.appendingPathComponent("p\(index).png")) }
        let file = temporary.appendingPathComponent("images.xml")
        try ("<V>\n" + (0..<3).map { "  <Image image=\"p\($0)\" width=\"20\" height=\"20\"/>\n" }.joined() + "</V>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let measure = try measured(["render", file.path, "-o", output.path, "--max-image-pixels", "10000000"])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertEqual(measure.run.stderr, """
            \(file.path):4:17: error: image 'p2': '\(temporary.path)/p2.png' is 2048 × 2048 pixels, which would bring the images of this layout to 12,582,912 decoded pixels, more than the limit of 10,000,000 (raise it with --max-image-pixels)
              <Image image="p2" width="20" height="20"/>
                            ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        assertWithinBudget(measure, megabytes: 200)
        // Two distinct files, one drawn twice, render.
        try ("<V>\n" + [0, 1, 0].map { "  <Image image=\"p\($0)\" width=\"20\" height=\"20\"/>\n" }.joined() + "</V>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let fits = try measured(["render", file.path, "-o", output.path, "--max-image-pixels", "10000000"])
        XCTAssertEqual(fits.run.status, 0, fits.run.stderr)
        assertWithinBudget(fits, megabytes: 200)
    }

    /// Forty nested translucent groups: each would hold a canvas-sized
    /// layer while its children draw; refused at the layer budget.
    func testNestedOpacityLayersAreBudgeted() throws {
        let output = temporary.appendingPathComponent("out.png")
        let measure = try measured(["render", fixture("nested-opacity.xml"), "-o", output.path])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertTrue(measure.run.stderr.hasPrefix(fixture("nested-opacity.xml") + ":1:1: error: opacity groups need layers of 50,331,648 pixels at once (3 nested), more than the limit of 33,554,432 (raise it with --max-layer-pixels)"), measure.run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        assertWithinBudget(measure, megabytes: 400)
        let raised = try measured(["render", fixture("nested-opacity.xml"), "-o", output.path, "--scale", "0.25",
                                   "--max-layer-pixels", "50000000"])
        XCTAssertEqual(raised.run.status, 0, raised.run.stderr)
    }

    /// `gravity diff` of two PNGs that would decode to 1 GiB each: refused
    /// from the headers, before anything is allocated.
    func testDiffRefusesPairsOverItsPixelBudget() throws {
        let bomb = fixture("image-bomb.png")
        let measure = try measured(["diff", bomb, bomb, "-o", temporary.appendingPathComponent("diff.png").path])
        XCTAssertEqual(measure.run.status, 2)
        let message = "error: \(bomb): not a readable PNG: it is 16384 × 16384 pixels, more than gravity diff's limit of 67,108,864 pixels per image (raise it with --max-pixels)\n"
        XCTAssertEqual(measure.run.stderr, message + message)
        assertWithinBudget(measure, megabytes: 100)
        let small = fixture("image-2048.png")
        let raised = try gravity(["diff", small, small, "--max-pixels", "4194304"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
        let lowered = try gravity(["diff", small, small, "--max-pixels", "4194303"])
        XCTAssertEqual(lowered.status, 2, lowered.stderr)
    }

    /// 400 unknown ids reaching into a component with 20,000 ids: each
    /// message lists 10 ids, 20 messages are printed, one line counts the rest.
    /// Release build: 0.5 s of CPU, 71 MB. The work is counted in
    /// ComponentTests (the component walked once for its paths, once for
    /// its id list), not timed here: a loaded machine cannot fail it.
    func testCandidateListsAndRepeatedErrorsAreCut() throws {
        try ("<V>" + (0..<20_000).map { "<View id=\"v\($0)\"/>" }.joined() + "</V>")
            .write(to: temporary.appendingPathComponent("Big.xml"), atomically: true, encoding: .utf8)
        let main = temporary.appendingPathComponent("Main.xml")
        try ("<V>\n  <Big " + (0..<400).map { "x\($0).width=\"1\"" }.joined(separator: " ") + "/>\n</V>\n")
            .write(to: main, atomically: true, encoding: .utf8)
        let measure = try measured(["check", main.path])
        XCTAssertEqual(measure.run.status, 1)
        let lines = measure.run.stderr.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "\(main.path):2:8: error: 'x0.width': component Big has no element with id 'x0' (its ids are v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, … and 19,990 more)")
        XCTAssertEqual(lines.filter { $0.hasPrefix(main.path) }.count, 20)
        XCTAssertEqual(lines.suffix(2), ["error: … 380 more like this", ""])
        XCTAssertLessThan(measure.run.stderr.utf8.count, 10_000)
        assertWithinMemory(measure, megabytes: 300)
    }

    /// Distinct problems are capped too: 5,000 different kinds of error
    /// print 200 lines and one that counts the rest.
    func testTotalDiagnosticOutputIsCapped() throws {
        let file = temporary.appendingPathComponent("kinds.xml")
        try ("<V>\n" + (0..<5_000).map { "  <Bogus\(String(repeating: "x", count: $0 % 50))y\($0 / 50) />\n" }.joined() + "</V>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try gravity(["check", file.path])
        XCTAssertEqual(run.status, 1)
        let lines = run.stderr.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix(file.path) }.count + lines.filter { $0.contains("more like this") }.count, 200, String(run.stderr.suffix(500)))
        let last = lines.suffix(2).first ?? ""
        XCTAssertNotNil(last.range(of: #"^… [0-9,]+ more diagnostics not shown \([0-9,]+ of them errors\)$"#, options: .regularExpression), last)
    }

    /// The canvas side known before layout (fixed on the root) is checked
    /// before any text is shaped: 90,000 labels are never measured.
    func testOversizedCanvasIsRefusedBeforeTextIsShaped() throws {
        let file = temporary.appendingPathComponent("labels.xml")
        try ("<V width=\"100000\">\n" + String(repeating: "<Label text=\"Lorem ipsum dolor sit amet, consectetur adipiscing elit\"/>", count: 90_000) + "\n</V>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let measure = try measured(["check", file.path])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertTrue(measure.run.stderr.hasPrefix("\(file.path):1:1: error: the canvas would be 100000 × … device pixels, more than the limit of 16384 × 16384 (raise it with --max-canvas)"), String(measure.run.stderr.prefix(300)))
        assertWithinBudget(measure, megabytes: 600)
    }

    /// 100,000 soft hyphens (200 KB) in a wrapping label: break
    /// opportunities cost linear time (was quadratic: ~45 s).
    func testSoftHyphensAreLinear() throws {
        let file = temporary.appendingPathComponent("shy.xml")
        try ("<Label width=\"300\" wrap=\"true\" numberOfLines=\"0\" text=\"" + String(repeating: "ab\u{AD}", count: 100_000) + "\"/>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let measure = try measured(["check", file.path, "--max-canvas", "1000000"])
        XCTAssertEqual(measure.run.status, 0, String(measure.run.stderr.prefix(300)))
        assertWithinBudget(measure, megabytes: 300)
    }

    /// A 10 MB one-line label: shaped only as far as it is shown.
    func testTenMegabyteLabelEndsWithinBudget() throws {
        let file = temporary.appendingPathComponent("long.xml")
        try ("<Label text=\"" + String(repeating: "abcdefghij", count: 1_000_000) + "\"/>\n").write(to: file, atomically: true, encoding: .utf8)
        let measure = try measured(["check", file.path])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertTrue(measure.run.stderr.contains("error: the canvas would be"), String(measure.run.stderr.prefix(300)))
        assertWithinBudget(measure, megabytes: 600)
    }

    /// A 5 MB wrapping attribute: lines are broken only down to the
    /// tallest canvas the limits allow (the rest could never be shown), so
    /// the canvas is refused after laying out about 800 lines, not 200,000.
    func testFiveMegabyteWrappingLabelStopsAtTheTallestCanvas() throws {
        let file = temporary.appendingPathComponent("wrap.xml")
        try ("<Label width=\"300\" wrap=\"true\" numberOfLines=\"0\" text=\"" + String(repeating: "lorem ipsum dolor sit amet ", count: 194_180) + "\"/>\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let measure = try measured(["check", file.path])
        XCTAssertEqual(measure.run.status, 1)
        XCTAssertTrue(measure.run.stderr.hasPrefix("\(file.path):1:1: error: the canvas would be 300 × 16418 device pixels, more than the limit of 16384 × 16384 (raise it with --max-canvas)"), String(measure.run.stderr.prefix(300)))
        assertWithinBudget(measure, megabytes: 400)
        // At a smaller scale the same text reaches further, and still stops.
        let small = try measured(["check", file.path, "--scale", "0.25"])
        XCTAssertTrue(small.run.stderr.hasPrefix("\(file.path):1:1: error: the canvas would be 75 × 16"), String(small.run.stderr.prefix(300)))
        assertWithinBudget(small, megabytes: 400)
    }
}
