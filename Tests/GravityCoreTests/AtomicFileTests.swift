import XCTest
import Foundation
import GravityCore
import GravityRender
#if canImport(Glibc)
import Glibc
#endif

/// `AtomicFile.write` replaces a file by a rename and releases the replaced
/// file on a background queue: the new bytes are there at once, a reader of
/// the old file keeps reading the old bytes, no temporary file is left, and
/// every replaced file is let go (no descriptor stays open).
final class AtomicFileTests: TemporaryFolderTestCase {
    private func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    func testReplacingReleasesEveryReplacedFile() throws {
        let path = folder.appendingPathComponent("out.bin").path
        try AtomicFile.write(Array("first".utf8), to: path)
        let reader = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let before = try openDescriptors()
        // More replacements than the files held at once (64): writers wait
        // for releases rather than run out of descriptors.
        for round in 0 ..< 200 { try AtomicFile.write(Array("round \(round)".utf8), to: path) }
        XCTAssertEqual(try SafeFile.read(path, maxBytes: 100), Array("round 199".utf8))
        AtomicFile.finishReleasing()
        XCTAssertEqual(try openDescriptors(), before, "descriptors of replaced files left open")
        var old = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(read(reader, &old, old.count), 5)
        XCTAssertEqual(Array(old.prefix(5)), Array("first".utf8), "the replaced file's reader sees its bytes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.bin"])
    }
}
