import XCTest
import Foundation

/// `-o` is decided from what the path is: `-` is standard output, devices
/// and read pipes are written through (never replaced by a file), a symbolic
/// link's target is replaced atomically, an input is never overwritten.
final class OutputTargetTests: CLITestCase {
    private func shell(_ script: String) throws -> Run {
        try GravityProcess.run(["/bin/sh", "-c", script, Self.binary.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    private var pngSignature: [UInt8] { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] }

    func testDashWritesThePNGToStandardOutput() throws {
        let reference = temporary.appendingPathComponent("ref.png")
        XCTAssertEqual(try gravity(["render", "Examples/Welcome.xml", "-o", reference.path]).status, 0)
        let piped = temporary.appendingPathComponent("piped.png")
        for name in ["-", "/dev/stdout"] {
            let run = try shell("\"$0\" render Examples/Welcome.xml -o \(name) > '\(piped.path)'")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(try Data(contentsOf: piped), try Data(contentsOf: reference), name)
        }
        let svg = try gravity(["render", "Examples/Welcome.xml", "-o", "-", "--backend", "svg"])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"), String(svg.stdout.prefix(100)))
    }

    func testDevNullIsWrittenThroughNotReplaced() throws {
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", "/dev/null"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "/dev/null\n")
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null must stay a character device")
    }

    func testFIFOIsWrittenThroughWhenReadAndRefusedWhenNot() throws {
        let fifo = temporary.appendingPathComponent("out.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let unread = try gravity(["render", "Examples/Welcome.xml", "-o", fifo.path])
        XCTAssertEqual(unread.status, 1)
        XCTAssertEqual(unread.stderr, "error: cannot write '\(fifo.path)': it is a FIFO that no process is reading\n")
        let copy = temporary.appendingPathComponent("copy.png")
        let read = try shell("cat '\(fifo.path)' > '\(copy.path)' & sleep 0.3; \"$0\" render Examples/Welcome.xml -o '\(fifo.path)'; status=$?; wait; exit $status")
        XCTAssertEqual(read.status, 0, read.stderr)
        XCTAssertEqual(Array(try Data(contentsOf: copy).prefix(8)), pngSignature)
        var status = stat()
        XCTAssertEqual(lstat(fifo.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO must stay a FIFO")
    }

    func testSymbolicLinkKeepsPointingAtItsNewTarget() throws {
        let target = temporary.appendingPathComponent("target.png"), link = temporary.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.png")
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", link.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "target.png")
        XCTAssertEqual(Array(try Data(contentsOf: target).prefix(8)), pngSignature)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted(), ["link.png", "target.png"])

        let broken = temporary.appendingPathComponent("broken.png")
        try FileManager.default.createSymbolicLink(atPath: broken.path, withDestinationPath: "missing/x.png")
        let refused = try gravity(["render", "Examples/Welcome.xml", "-o", broken.path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "error: cannot write '\(broken.path)': it is a symbolic link to a missing file\n")
    }

    func testOutputOverAnInputIsAUsageError() throws {
        let layout = temporary.appendingPathComponent("x.xml")
        try FileManager.default.copyItem(atPath: Self.packageRoot.appendingPathComponent("Examples/Welcome.xml").path, toPath: layout.path)
        let before = try Data(contentsOf: layout)
        let same = try gravity(["render", layout.path, "-o", layout.path])
        XCTAssertEqual(same.status, 64)
        XCTAssertTrue(same.stderr.hasPrefix("Error: the output '\(layout.path)' is the input '\(layout.path)'; rendering would overwrite it"), same.stderr)
        let alias = temporary.appendingPathComponent("alias.xml")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "x.xml")
        let linked = try gravity(["render", layout.path, "-o", alias.path])
        XCTAssertEqual(linked.status, 64, linked.stderr)
        XCTAssertEqual(try Data(contentsOf: layout), before)

        let expected = temporary.appendingPathComponent("a.png"), actual = temporary.appendingPathComponent("b.png")
        for image in [expected, actual] { XCTAssertEqual(try gravity(["render", layout.path, "-o", image.path]).status, 0) }
        let golden = try Data(contentsOf: expected)
        let diff = try gravity(["diff", expected.path, actual.path, "-o", expected.path])
        XCTAssertEqual(diff.status, 64)
        XCTAssertTrue(diff.stderr.hasPrefix("Error: the diff image '\(expected.path)' is the input '\(expected.path)'; writing it would overwrite that image"), diff.stderr)
        XCTAssertEqual(try Data(contentsOf: expected), golden)
    }

    func testFolderAsOutputIsAClearMessage() throws {
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", temporary.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: cannot write '\(temporary.path)': it is a folder (give a file name, or use --out-dir for a folder)\n")
        let image = temporary.appendingPathComponent("a.png")
        XCTAssertEqual(try gravity(["render", "Examples/Welcome.xml", "-o", image.path]).status, 0)
        let diff = try gravity(["diff", image.path, image.path, "-o", temporary.path])
        XCTAssertEqual(diff.status, 2)
        XCTAssertEqual(diff.stderr, "error: cannot write '\(temporary.path)': it is a folder (give a file name, or use --out-dir for a folder)\n")
    }

    func testMissingFolderIsAClearMessage() throws {
        let output = temporary.appendingPathComponent("nowhere/out.png")
        let run = try gravity(["render", "Examples/Welcome.xml", "-o", output.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: cannot write '\(output.path)': the folder '\(output.deletingLastPathComponent().path)' does not exist\n")
    }

    /// With the diff image on standard output, the figures go to stderr.
    func testDiffImageToStandardOutput() throws {
        let image = temporary.appendingPathComponent("a.png")
        XCTAssertEqual(try gravity(["render", "Examples/Welcome.xml", "-o", image.path]).status, 0)
        let diffImage = temporary.appendingPathComponent("diff.png")
        let run = try shell("\"$0\" diff '\(image.path)' '\(image.path)' -o - > '\(diffImage.path)'")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("differing pixels: 0 of 62640"), run.stderr)
        XCTAssertEqual(Array(try Data(contentsOf: diffImage).prefix(8)), pngSignature)
    }
}
