#if SnapshotTesting
import Foundation
import Gravity
import GravityBuilder
import GravityCore
import GravityTestingCore
import SnapshotTesting
import XCTest

// `assertSnapshot(of: xml, as: .gravity(width: 320, scale: 2))` (SPEC §10):
// swift-snapshot-testing's image strategies exist on Apple platforms only;
// these render with Gravity and compare with its pixel comparison, on Linux.
// References are PNGs in `__Snapshots__/<TestFile>/<test>.<name>.png`, and the
// library's record modes (`record:`, `withSnapshotTesting`,
// `SNAPSHOT_TESTING_RECORD`) decide when they are written.

/// `.gravity` for XML text: `assertSnapshot(of: xml, as: .gravity(width: 320, scale: 2))`.
extension Snapshotting where Value == String, Format == GravitySnapshot {
    /// Renders XML text (a layout document) with the bundled fonts.
    /// `width`/`height` in points (nil: the root's natural size).
    public static func gravity(width: Double? = nil, height: Double? = nil, scale: Double = 1,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .xml($0) }
    }
}

/// `.gravity` for layout files: `assertSnapshot(of: url, as: .gravity(scale: 2))`.
extension Snapshotting where Value == URL, Format == GravitySnapshot {
    /// Renders a layout file.
    public static func gravity(width: Double? = nil, height: Double? = nil, scale: Double = 1,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .file($0.path) }
    }
}

/// `.gravity` for layouts built in Swift: `assertSnapshot(of: V { … }, as: .gravity(scale: 2))`.
extension Snapshotting where Value: LayoutElement, Format == GravitySnapshot {
    /// Renders a layout built in Swift (`V { Label("Hi") }`).
    public static func gravity(width: Double? = nil, height: Double? = nil, scale: Double = 1,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .built(AnyLayoutElement($0)) }
    }
}

extension Snapshotting where Format == GravitySnapshot {
    /// The strategy for any value that names a layout document.
    static func gravityImage(width: Double?, height: Double?, scale: Double, background: GravityCore.Color,
                             tolerance: Tolerance, filePath: StaticString, testName: String, line: UInt,
                             source: @escaping (Value) -> SnapshotRenderer.Source) -> Snapshotting {
        let options = LayoutOptions(width: width, height: height, scale: scale)
        let output = OutputOptions(background: background)
        return Snapshotting(pathExtension: "png",
                            diffing: .gravity(tolerance: tolerance, filePath: "\(filePath)", testName: testName)) { value in
            do {
                return GravitySnapshot(rendered: try SnapshotRenderer.shared().render(source(value), options: options,
                                                                                     output: output, packageRoot: nil))
            } catch {
                // Reported at the assertion's line as well as in the snapshot failure.
                XCTFail("\(error)", file: filePath, line: line)
                return GravitySnapshot(layoutError: "\(error)")
            }
        }
    }
}
#endif
