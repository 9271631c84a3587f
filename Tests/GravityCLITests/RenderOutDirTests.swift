import XCTest
import Foundation

/// `gravity render --out-dir`: many files rendered in parallel, reported in
/// input order; a bad file fails alone.
final class RenderOutDirTests: CLITestCase {
    func testManyFilesRenderInInputOrderAndABadOneFailsAlone() throws {
        var inputs: [String] = []
        for index in 0..<6 {
            let input = temporary.appendingPathComponent("layout\(index).xml")
            let body = index == 3 ? "<V spacing=\"x\"/>" : "<Z width=\"\(10 + index)\" height=\"8\" backgroundColor=\"red\"/>"
            try body.write(to: input, atomically: true, encoding: .utf8)
            inputs.append(input.path)
        }
        let out = temporary.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let run = try gravity(["render"] + inputs + ["--out-dir", out.path])
        XCTAssertEqual(run.status, 1)
        let expected = [0, 1, 2, 4, 5].map { out.appendingPathComponent("layout\($0).png").path }
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init), expected)
        XCTAssertTrue(run.stderr.hasPrefix("\(inputs[3]):1:13: error: spacing: 'x' is not a number"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("layout3.png").path))
        for (offset, index) in [0, 1, 2, 4, 5].enumerated() {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: expected[offset]))
            // PNG IHDR width, big-endian at byte 16.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(width, 10 + index)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testTwoInputsWithTheSameOutputNameAreAUsageError() throws {
        let a = temporary.appendingPathComponent("a"), b = temporary.appendingPathComponent("b")
        for folder in [a, b] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "<Z width=\"4\" height=\"4\"/>".write(to: folder.appendingPathComponent("card.xml"), atomically: true, encoding: .utf8)
        }
        let run = try gravity(["render", a.appendingPathComponent("card.xml").path, b.appendingPathComponent("card.xml").path,
                               "--out-dir", temporary.path])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("several inputs would be written to"), run.stderr)
    }

    /// Among several inputs, the one whose PNG would land on an input (here
    /// a layout file itself named `.png`, rendered into its own folder) is
    /// named, and nothing is written.
    func testAnOutputOverAnotherInputInABatchIsAUsageError() throws {
        let layouts = ["a.xml", "card.png", "b.xml"].map { temporary.appendingPathComponent($0) }
        for layout in layouts { try "<Z width=\"4\" height=\"4\"/>".write(to: layout, atomically: true, encoding: .utf8) }
        // a.png and b.png exist too (earlier renders), so every output is looked at.
        for name in ["a.png", "b.png"] { try Data([1]).write(to: temporary.appendingPathComponent(name)) }
        let run = try gravity(["render"] + layouts.map(\.path) + ["--out-dir", temporary.path])
        XCTAssertEqual(run.status, 64)
        let card = temporary.appendingPathComponent("card.png").path
        XCTAssertTrue(run.stderr.hasPrefix("Error: the output '\(card)' is the input '\(card)'; rendering would overwrite it"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: temporary.appendingPathComponent("a.png")), Data([1]))
        XCTAssertEqual(try String(contentsOf: layouts[1], encoding: .utf8), "<Z width=\"4\" height=\"4\"/>")
    }
}

final class FontFolderTests: CLITestCase {
    func testACorruptFontFileIsSkippedWithAWarning() throws {
        let fonts = temporary.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Broken.ttf"))
        let input = temporary.appendingPathComponent("a.xml")
        try "<Label text=\"Hi\"/>".write(to: input, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("a.png")
        let run = try gravity(["render", input.path, "-o", output.path, "--fonts", fonts.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "warning: font file '\(fonts.path)/Broken.ttf' cannot be read by FreeType and is skipped\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
    }

    func testAMissingFontFolderIsAnError() throws {
        let input = temporary.appendingPathComponent("a.xml")
        try "<Label text=\"Hi\"/>".write(to: input, atomically: true, encoding: .utf8)
        let run = try gravity(["render", input.path, "-o", temporary.appendingPathComponent("a.png").path,
                               "--fonts", temporary.appendingPathComponent("nope").path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("font folder '\(temporary.appendingPathComponent("nope").path)' cannot be read"), run.stderr)
    }
}
