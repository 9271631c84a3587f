import XCTest
import Foundation

/// Only regular files are read as components, images and fonts: a FIFO
/// (which would block a reader forever) or a device is refused or skipped at
/// once, and no search folder, `Images` included, reaches outside its
/// layout's folder through a symbolic link.
final class SpecialFileTests: CLITestCase {
    private func fifo(_ name: String, in folder: URL? = nil) throws -> URL {
        let url = (folder ?? temporary).appendingPathComponent(name)
        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
        return url
    }

    private func write(_ text: String, _ name: String) throws -> URL {
        let url = temporary.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs gravity and asserts it ended well within the time limit.
    private func timed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let start = Date()
        let run = try GravityProcess.run(["timeout", "20", Self.binary.path] + arguments,
                                         executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "\(arguments) took too long", file: file, line: line)
        return run
    }

    func testComponentThatIsAFIFOIsALocatedError() throws {
        _ = try fifo("Evil.xml")
        let main = try write("<V>\n  <Evil/>\n</V>\n", "Main.xml")
        let run = try timed(["check", main.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("\(main.path):2:3: error: cannot read '\(temporary.path)/Evil.xml': it is a FIFO (named pipe), not a regular file"), run.stderr)
    }

    func testImageThatIsAFIFOIsALocatedError() throws {
        _ = try fifo("pic.png")
        let main = try write("<V>\n  <Image image=\"pic\"/>\n</V>\n", "Main.xml")
        let run = try timed(["check", main.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("\(main.path):2:17: error: image 'pic': cannot read '\(temporary.path)/pic.png': it is a FIFO (named pipe), not a regular file"), run.stderr)
    }

    func testFontThatIsAFIFOIsSkippedWithAWarning() throws {
        let fonts = temporary.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        _ = try fifo("Evil.ttf", in: fonts)
        let output = temporary.appendingPathComponent("out.png")
        let run = try timed(["render", "Examples/Welcome.xml", "--fonts", fonts.path, "-o", output.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "warning: font file '\(fonts.path)/Evil.ttf' is skipped: it is a FIFO (named pipe), not a regular file\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
    }

    /// The layout named on the command line may be a pipe (`/dev/stdin`):
    /// the user chose it. A FIFO nobody writes to reads as empty, at once.
    func testNamedLayoutMayBeAPipe() throws {
        let layout = try fifo("layout.xml")
        let run = try timed(["check", layout.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(layout.path):1:1: error: the file is empty"), run.stderr)
        let piped = try GravityProcess.run(["/bin/sh", "-c", "echo '<View width=\"3\" height=\"2\"/>' | \"$0\" frames /dev/stdin", Self.binary.path],
                                           executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertTrue(piped.stdout.contains(#""canvas": {"width": 3, "height": 2, "scale": 1}"#), piped.stdout)
    }

    func testFolderAsLayoutIsAClearError() throws {
        let run = try timed(["check", temporary.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: cannot read '\(temporary.path)': it is a folder\n")
    }

    /// `Images` beside the layout is itself a symbolic link to `/`: an image
    /// name cannot use it to read any PNG on the machine.
    func testImagesFolderLinkedToTheRootIsRefused() throws {
        let secret = temporary.appendingPathComponent("secret.png")
        XCTAssertEqual(try GravityProcess.run(["render", "Examples/Welcome.xml", "-o", secret.path]).status, 0)
        let layout = temporary.appendingPathComponent("layout")
        try FileManager.default.createDirectory(at: layout, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: layout.appendingPathComponent("Images").path, withDestinationPath: "/")
        let relative = String(temporary.appendingPathComponent("secret").path.dropFirst())
        let main = layout.appendingPathComponent("Main.xml")
        try "<V>\n  <Image image=\"\(relative)\"/>\n</V>\n".write(to: main, atomically: true, encoding: .utf8)
        let output = temporary.appendingPathComponent("out.png")
        let run = try timed(["render", main.path, "-o", output.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        let real = try XCTUnwrap(realpath(secret.path, nil).map { p in defer { free(p) }; return String(cString: p) })
        XCTAssertTrue(run.stderr.hasPrefix("\(main.path):2:17: error: image '\(relative)' leads outside its search folder '\(layout.path)' (through a symbolic link to '\(real)')"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    /// An `Images` folder that is a real folder still works.
    func testImagesFolderStillWorks() throws {
        let images = temporary.appendingPathComponent("Images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        XCTAssertEqual(try GravityProcess.run(["render", "Examples/Welcome.xml", "-o", images.appendingPathComponent("pic.png").path]).status, 0)
        let main = try write("<V>\n  <Image image=\"pic\" width=\"10\" height=\"10\"/>\n</V>\n", "Main.xml")
        let run = try timed(["check", main.path])
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}
