import XCTest
import RequiredTools
import CXattr
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `gravity format` and `gravity rename` change a file's bytes and nothing
/// else: owner, group, mode, extended attributes, byte order mark, line
/// ends, symbolic and hard links (SourceRewrite, TextStyle, LinkTargets).
final class RewriteMetadataTests: CLIFolderTestCase {
    private let messy = "<V spacing=\"4\" id=\"a\">\n\t<Z  width=\"4\" height=\"4\" /></V>"
    private let canonical = "<V id=\"a\" spacing=\"4\">\n  <Z width=\"4\" height=\"4\"/>\n</V>\n"

    private func status(_ path: String) -> stat {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status
    }

    private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    func testOwnerGroupModeAndAttributesSurviveFormatAndRename() throws {
        try RequiredTools.require(geteuid() == 0, "root, to give a file to another owner (make test runs as root)")
        let file = try write("private.xml", messy)
        XCTAssertEqual(chown(file, 1234, 1234), 0)
        XCTAssertEqual(chmod(file, 0o2600), 0)  // setgid and private
        let value = Array("kept".utf8)
        // /tmp here is ext4, which keeps user attributes; a file system
        // without them fails this test rather than skipping it.
        XCTAssertEqual(setxattr(file, "user.gravity.note", value, value.count, 0), 0, String(cString: strerror(errno)))
        let formatted = try GravityProcess.run(["format", file])
        XCTAssertEqual(formatted.status, 0, formatted.stderr)
        XCTAssertEqual(String(decoding: try bytes(file), as: UTF8.self), canonical)
        for step in ["format", "rename"] {
            if step == "rename" {
                let renamed = try GravityProcess.run(["rename", file, "a", "b"])
                XCTAssertEqual(renamed.status, 0, renamed.stderr)
                XCTAssertEqual(String(decoding: try bytes(file), as: UTF8.self), canonical.replacingOccurrences(of: "id=\"a\"", with: "id=\"b\""))
            }
            let after = status(file)
            XCTAssertEqual(after.st_mode & 0o7777, 0o2600, step)
            XCTAssertEqual(after.st_uid, 1234, step)
            XCTAssertEqual(after.st_gid, 1234, step)
            var read = [UInt8](repeating: 0, count: 16)
            let length = getxattr(file, "user.gravity.note", &read, read.count)
            XCTAssertEqual(Array(read.prefix(max(length, 0))), value, step)
        }
        // Nothing left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), ["private.xml"])
    }

    func testByteOrderMarkAndCRLFStay() throws {
        let windows = "\u{FEFF}" + messy.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        let file = try write("windows.xml", windows)
        let run = try GravityProcess.run(["format", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try bytes(file), [0xEF, 0xBB, 0xBF] + Array(canonical.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        XCTAssertEqual(try GravityProcess.run(["format", "--check", file]).status, 0)
        let renamed = try GravityProcess.run(["rename", file, "a", "b"])
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertEqual(try bytes(file), [0xEF, 0xBB, 0xBF] + Array(canonical.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "id=\"a\"", with: "id=\"b\"").utf8))
    }

    func testAMixedFileKeepsItsMajorityStyleAndSaysSo() throws {
        let file = try write("mixed.xml", "<V spacing=\"4\" id=\"a\">\r\n<Z width=\"4\"/>\r\n<Z width=\"5\"/>\n</V>\r\n")
        let run = try GravityProcess.run(["format", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "\(file): warning: mixed line ends (3 CRLF, 1 LF): wrote CRLF, the most used\n")
        XCTAssertEqual(String(decoding: try bytes(file), as: UTF8.self),
                       "<V id=\"a\" spacing=\"4\">\r\n  <Z width=\"4\"/>\r\n  <Z width=\"5\"/>\r\n</V>\r\n")
    }

    func testASymbolicLinkStaysALinkAndItsTargetIsRewritten() throws {
        let target = try write("Card.xml", messy)
        let link = temporary.appendingPathComponent("Link.xml").path
        XCTAssertEqual(symlink("Card.xml", link), 0)
        let run = try GravityProcess.run(["format", link])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "reformatted \(link)\n")
        XCTAssertEqual(status(link).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(String(decoding: try bytes(target), as: UTF8.self), canonical)
        let renamed = try GravityProcess.run(["rename", link, "a", "b"])
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertEqual(status(link).st_mode & S_IFMT, S_IFLNK)
        XCTAssertTrue(String(decoding: try bytes(target), as: UTF8.self).contains("id=\"b\""))
    }

    func testALinkOutOfTheFolderIsRefusedAndNeitherReadNorWritten() throws {
        for folder in ["outside", "project"] {
            try FileManager.default.createDirectory(atPath: temporary.appendingPathComponent(folder).path, withIntermediateDirectories: true)
        }
        let outside = try write("outside/Secret.xml", messy)
        let link = temporary.appendingPathComponent("project/Secret.xml").path
        XCTAssertEqual(symlink(outside, link), 0)
        let folder = temporary.appendingPathComponent("project").path
        for arguments in [["format", folder], ["format", link], ["rename", folder, "a", "b"]] {
            let run = try GravityProcess.run(arguments)
            XCTAssertEqual(run.status, 1, arguments.joined(separator: " "))
            let named = arguments[1] == link ? temporary.appendingPathComponent("project").path : folder
            XCTAssertEqual(run.stderr, "error: '\(link)' is a symbolic link to '\(outside)', outside '\(named)': it is left alone (name the target itself to change it)\n")
            XCTAssertEqual(String(decoding: try bytes(outside), as: UTF8.self), messy)
        }
    }

    func testAFileWithHardLinksIsRewrittenInPlace() throws {
        let file = try write("a.xml", messy)
        let other = temporary.appendingPathComponent("b.xml.orig").path
        XCTAssertEqual(link(file, other), 0)
        let inode = status(file).st_ino
        let run = try GravityProcess.run(["format", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(status(file).st_ino, inode)
        XCTAssertEqual(status(file).st_nlink, 2)
        XCTAssertEqual(String(decoding: try bytes(other), as: UTF8.self), canonical)
        // Longer, then shorter contents: the old tail is cut off.
        for (old, new) in [("a", "longer_name"), ("longer_name", "s")] {
            let renamed = try GravityProcess.run(["rename", file, old, new])
            XCTAssertEqual(renamed.status, 0, renamed.stderr)
        }
        XCTAssertEqual(status(file).st_ino, inode)
        XCTAssertEqual(String(decoding: try bytes(other), as: UTF8.self), canonical.replacingOccurrences(of: "id=\"a\"", with: "id=\"s\""))
    }
}
