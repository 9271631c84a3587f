import Foundation
import XCTest

/// A reviewed PNG under `Goldens/`, compared byte for byte (the same input
/// gives the same PNG). Shared by the golden tests that render one file in
/// several variants.
public enum GoldenFile {
    /// Fails unless `png` equals the golden at `golden`. A missing golden is
    /// recorded and fails once (look at it, commit it); a different render is
    /// written to the temporary folder as `<golden name>.actual.png`, named
    /// in the failure after `label`.
    public static func assertMatches(_ png: Data, golden: URL, label: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        guard let expected = try? Data(contentsOf: golden) else {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: golden)
            XCTFail("recorded \(golden.path): look at it and commit it", file: file, line: line)
            return
        }
        guard expected != png else { return }
        let actual = FileManager.default.temporaryDirectory
            .appendingPathComponent(golden.deletingPathExtension().lastPathComponent + ".actual.png")
        try png.write(to: actual)
        XCTFail("\(label) differs from \(golden.path); this render: \(actual.path) (gravity diff them)", file: file, line: line)
    }
}
