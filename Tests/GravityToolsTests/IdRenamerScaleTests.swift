import XCTest
import Foundation
import GravityTools

/// `rename` takes time in proportion to the references it changes: each
/// edit used to move the rest of the file (20,000 references: 15 s).
final class IdRenamerScaleTests: XCTestCase {
    func testTwentyThousandReferencesRenameInLinearTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-rename-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ count: Int) throws -> String {
            // Half in Keep attributes, half in one constraint string.
            let views = (0..<count / 2).map { "  <Z id=\"v\($0)\" width=\"4\" height=\"4\" keepLeftOffsetTo=\"anchor\"/>" }
            let constraints = (0..<count / 2).map { "v\($0).top = anchor.bottom" }.joined(separator: "; ")
            let text = "<Z>\n  <Z id=\"anchor\" width=\"4\" height=\"4\"/>\n" + views.joined(separator: "\n")
                + "\n  <Z.constraints>\(constraints)</Z.constraints>\n</Z>\n"
            let path = folder.appendingPathComponent("F\(count).xml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func seconds(_ count: Int) throws -> Double {
            let path = try file(count)
            let start = Date()
            let changes = try IdRenamer.rename("anchor", to: "base", in: [path])
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertEqual(changes.first?.places, count + 1)
            XCTAssertFalse(String(decoding: changes[0].bytes, as: UTF8.self).contains("anchor"))
            return elapsed
        }
        let small = try seconds(5_000), large = try seconds(20_000)
        print("rename: 5,000 references \(small) s, 20,000 references \(large) s")
        // Four times the references: about four times the time (quadratic was sixteen).
        XCTAssertLessThan(large, small * 8 + 0.5, "5,000: \(small) s, 20,000: \(large) s")
    }
}
