import XCTest
import GravityCore
@testable import GravityText

/// `Fonts/faces.index` lets a process skip opening every bundled font file
/// at start; it must say exactly what a scan of the files says, and an
/// index that is stale or wrong must never be believed.
final class FontIndexTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "font-index-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The committed index is a fresh scan's, and the library built from it
    /// has the very faces a scan gives. `GRAVITY_WRITE_FONT_INDEX=1` rewrites
    /// it after the bundled fonts change.
    func testBundledIndexIsAFreshScan() throws {
        let directory = try BundledFonts.directory()
        let scanned = try FontLibrary(directories: [directory], useIndexes: false)
        let expected = try XCTUnwrap(FontIndex.text(for: scanned.faces))
        let path = (directory as NSString).appendingPathComponent(FontIndex.fileName)
        if ProcessInfo.processInfo.environment["GRAVITY_WRITE_FONT_INDEX"] == "1" {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), expected,
                       "Fonts/faces.index is stale: GRAVITY_WRITE_FONT_INDEX=1 swift test --filter FontIndexTests")
        let indexed = try FontLibrary(directories: [directory])
        XCTAssertEqual(indexed.faces, scanned.faces)
        XCTAssertEqual(indexed.faces.count, 20)  // one face per bundled file
        XCTAssertTrue(indexed.unreadableFiles.isEmpty)
    }

    /// A right index is believed: a family renamed in it (and only there)
    /// is what the library reports.
    func testRightIndexIsUsedInsteadOfTheFiles() throws {
        try copyFont("Inter-Bold.otf")
        try writeIndex(renamed(try scan()))
        let indexed = try FontLibrary(directories: [folder])
        XCTAssertEqual(indexed.faces.map(\.family), ["Indexed Inter"])
        XCTAssertEqual(indexed.faces.first?.weight, 700)
    }

    /// With a right index, no font file is opened at start: a file FreeType
    /// cannot read is not even noticed until a render uses it.
    func testIndexedFilesAreNotOpenedAtStart() throws {
        let real = try Data(contentsOf: URL(fileURLWithPath: try BundledFonts.directory() + "/Inter-Bold.otf"))
        try (real.prefix(1024) + Data(count: 1024)).write(to: URL(fileURLWithPath: folder + "/Broken.otf"))
        try copyFont("Inter-Bold.otf")
        var faces = try scan()
        faces[0].path = folder + "/Broken.otf"
        faces.insert(try scan()[0], at: 1)
        try writeIndex(faces)
        let indexed = try FontLibrary(directories: [folder])
        XCTAssertEqual(indexed.faces.map(\.path), [folder + "/Broken.otf", folder + "/Inter-Bold.otf"])
        XCTAssertTrue(indexed.unreadableFiles.isEmpty)
        XCTAssertThrowsError(try indexed.face(for: indexed.faces[0]))
        XCTAssertNoThrow(try indexed.face(for: indexed.faces[1]))
        let scanned = try FontLibrary(directories: [folder], useIndexes: false)
        XCTAssertEqual(scanned.unreadableFiles.map(\.path), [folder + "/Broken.otf"])
    }

    /// Each way an index can be stale or wrong: the folder is then scanned
    /// as if there were no index.
    func testStaleOrWrongIndexIsIgnored() throws {
        try copyFont("Inter-Bold.otf")
        let fontPath = folder + "/Inter-Bold.otf"
        let original = try Data(contentsOf: URL(fileURLWithPath: fontPath))
        let scanned = try scan()
        let good = try XCTUnwrap(FontIndex.text(for: renamed(scanned)))
        let body = String(good[..<good.range(of: "# checksum ")!.lowerBound])
        func withChecksum(_ body: String) -> String { body + "# checksum " + FontIndex.hash(Array(body.utf8)) + "\n" }
        let wrongIndexes = [
            "edited by hand": good.replacingOccurrences(of: "Indexed Inter", with: "Edited Inter"),
            "no checksum line": body,
            "empty": "",
            "malformed weight": withChecksum(body.replacingOccurrences(of: "\t700\t", with: "\tbold\t")),
            "a field missing": withChecksum(body.replacingOccurrences(of: "\t700\t", with: "\t")),
            "another size": withChecksum(body.replacingOccurrences(of: "\t\(original.count)\t", with: "\t\(original.count + 1)\t")),
            "a file that is gone": withChecksum(body + body.split(separator: "\n").last!
                .replacingOccurrences(of: "Inter-Bold.otf", with: "Gone.otf") + "\n"),
        ]
        for (why, index) in wrongIndexes {
            try index.write(toFile: folder + "/faces.index", atomically: true, encoding: .utf8)
            XCTAssertEqual(try FontLibrary(directories: [folder]).faces, scanned, why)
        }
        // The files change under a right index.
        try writeIndex(renamed(scanned))
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces.map(\.family), ["Indexed Inter"])
        var longer = original
        longer.append(0)
        try longer.write(to: URL(fileURLWithPath: fontPath))
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces, scanned, "a longer file")
        var retabled = original
        retabled[16] ^= 0xFF  // the first table's checksum: same size, other contents
        try retabled.write(to: URL(fileURLWithPath: fontPath))
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces, scanned, "same size, other table directory")
        try original.write(to: URL(fileURLWithPath: fontPath))
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces.map(\.family), ["Indexed Inter"])
        try copyFont("Inter-Regular.otf")
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces,
                       try FontLibrary(directories: [folder], useIndexes: false).faces, "a file the index does not name")
        XCTAssertEqual(try FontLibrary(directories: [folder]).faces.count, 2)
    }

    private func scan() throws -> [FontFaceInfo] {
        try FontLibrary(directories: [folder], useIndexes: false).faces
    }

    private func renamed(_ faces: [FontFaceInfo]) -> [FontFaceInfo] {
        faces.map { face in
            var face = face
            face.family = "Indexed " + face.family
            return face
        }
    }

    private func writeIndex(_ faces: [FontFaceInfo]) throws {
        try XCTUnwrap(FontIndex.text(for: faces)).write(toFile: folder + "/faces.index", atomically: true, encoding: .utf8)
    }

    private func copyFont(_ name: String) throws {
        try FileManager.default.copyItem(atPath: try BundledFonts.directory() + "/" + name, toPath: folder + "/" + name)
    }
}
