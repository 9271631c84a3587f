import XCTest
import Foundation
import GravityTools

/// `rename` does work in proportion to the file, however many references
/// it changes: each edit used to move the rest of the file (20,000
/// references: 15 s). Counted in bytes copied and walked, not timed, so a
/// loaded machine cannot fail it.
final class IdRenamerScaleTests: XCTestCase {
    func testTwentyThousandReferencesRenameInLinearWork() throws {
        let folder = try temporaryFolder("gravity-rename-scale-")
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ count: Int) throws -> (path: String, bytes: Int) {
            // Half in Keep attributes, half in one constraint string.
            let views = (0..<count / 2).map { "  <Z id=\"v\($0)\" width=\"4\" height=\"4\" keepLeftOffsetTo=\"anchor\"/>" }
            let constraints = (0..<count / 2).map { "v\($0).top = anchor.bottom" }.joined(separator: "; ")
            let text = "<Z>\n  <Z id=\"anchor\" width=\"4\" height=\"4\"/>\n" + views.joined(separator: "\n")
                + "\n  <Z.constraints>\(constraints)</Z.constraints>\n</Z>\n"
            let path = folder.appendingPathComponent("F\(count).xml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return (path, text.utf8.count)
        }
        func work(_ count: Int) throws -> Int {
            let (path, size) = try file(count)
            var work = IdRenamer.Work()
            let changes = try IdRenamer.rename("anchor", to: "base", in: [path], work: &work)
            XCTAssertEqual(changes.first?.places, count + 1)
            XCTAssertFalse(String(decoding: changes[0].bytes, as: UTF8.self).contains("anchor"))
            // Each byte of the new file is copied once, and no byte of the
            // old one is walked twice.
            XCTAssertEqual(work.bytesCopied, changes[0].bytes.count)
            XCTAssertLessThanOrEqual(work.bytesWalked, size)
            return work.bytesCopied + work.bytesWalked
        }
        let small = try work(5_000), large = try work(20_000)
        // Four times the references: about four times the work (quadratic was sixteen).
        XCTAssertLessThan(Double(large), Double(small) * 4.5, "5,000 references: \(small) bytes, 20,000: \(large)")
    }
}

/// Issue 45's budget case: `rename` over a 15 MB constraint of nested
/// unary minus took 7.9 s of CPU (55 s in a debug build), lexing all 15
/// million signs though the parser gives up at the 65th. Now a line that
/// fails is passed over unlexed: the tokens lexed stay the same however
/// long the line, and the lines after it are still read.
final class RenameSignStormTests: XCTestCase {
    func testALineOfMillionsOfSignsIsNotLexedToItsEnd() throws {
        let folder = try temporaryFolder("gravity-rename-signs-")
        defer { try? FileManager.default.removeItem(at: folder) }
        func work(_ signs: Int) throws -> IdRenamer.Work {
            let text = "<Z width=\"100\" height=\"100\">\n<Z.constraints>\na.width = " + String(repeating: "-", count: signs)
                + "1\nb.left = a.right + 8; a.top = 4 // -- a comment; a.left\n</Z.constraints>\n<Z id=\"a\"/>\n<Z id=\"b\"/>\n</Z>\n"
            let path = folder.appendingPathComponent("S\(signs).xml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            var work = IdRenamer.Work()
            let changes = try IdRenamer.rename("a", to: "c", in: [path], work: &work)
            // The id, and `a` in the two lines after the storm (not in the
            // storm's line, which does not parse, nor in the comment).
            XCTAssertEqual(changes.map(\.places), [3])
            let result = String(decoding: changes[0].bytes, as: UTF8.self)
            XCTAssertTrue(result.contains("b.left = c.right + 8; c.top = 4 // -- a comment; a.left\n"), String(result.suffix(200)))
            XCTAssertTrue(result.contains("a.width = ---"))
            return work
        }
        let small = try work(1_000), large = try work(1_000_000)
        // The 64 signs the parser reads before its depth limit, a few more
        // lexed ahead, and the two short lines: the same for both.
        XCTAssertEqual(large.constraintTokensLexed, small.constraintTokensLexed)
        XCTAssertLessThan(large.constraintTokensLexed, 100)
    }
}

/// A new empty folder under the temporary directory; the caller removes it.
private func temporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
