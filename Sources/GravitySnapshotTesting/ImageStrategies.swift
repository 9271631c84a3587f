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
//
// `variant:` renders one variant (appearance, Dynamic Type size, direction,
// device, orientation); `.gravity(variants: matrix)` is a `[String: Snapshotting]`
// for `assertSnapshots(of:as:)`, keyed by `Variant.name`, so each variant's
// reference is `<test>.<variant>.png` with the library's dashes for dots
// (`testSettings.dark-AX3.png`). `scale`
// nil: the variant's device's scale, else 1.

/// `.gravity` for XML text: `assertSnapshot(of: xml, as: .gravity(width: 320, scale: 2))`.
extension Snapshotting where Value == String, Format == GravitySnapshot {
    /// Renders XML text (a layout document) with the bundled fonts.
    /// `width`/`height` in points (nil: the root's natural size).
    public static func gravity(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(variant: variant, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .xml($0) }
    }

}

/// `.gravity` for layout files: `assertSnapshot(of: url, as: .gravity(scale: 2))`.
extension Snapshotting where Value == URL, Format == GravitySnapshot {
    /// Renders a layout file.
    public static func gravity(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(variant: variant, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .file($0.path) }
    }

}

/// `.gravity` for layouts built in Swift: `assertSnapshot(of: V { … }, as: .gravity(scale: 2))`.
extension Snapshotting where Value: LayoutElement, Format == GravitySnapshot {
    /// Renders a layout built in Swift (`V { Label("Hi") }`).
    public static func gravity(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Snapshotting {
        .gravityImage(variant: variant, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                      filePath: filePath, testName: testName, line: line) { .built(AnyLayoutElement($0)) }
    }

}

// `assertSnapshots(of:as:)` takes a dictionary, so `.gravity(variants:)` is
// looked up on it: one overload per kind of document.
/// The strategies of a variant matrix, for `assertSnapshots(of:as:)`:
/// `.gravity(variants:)`, one `.gravity(variant:)` per variant keyed by its name.
extension Dictionary where Key == String {
    /// Every variant of a matrix as a `.gravity(variant:)` strategy, keyed by
    /// `Variant.name`: `assertSnapshots(of: xml, as: .gravity(variants: matrix))`
    /// checks references `<test>.<variant>.png` (dots written as dashes by
    /// swift-snapshot-testing: `testCard.dark-AX3.png`).
    public static func gravity(variants: VariantMatrix, width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Self where Value == Snapshotting<String, GravitySnapshot> {
        Value.gravityMatrix(variants, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                            filePath: filePath, testName: testName, line: line) { .xml($0) }
    }

    /// Every variant of a matrix for a layout file.
    public static func gravity(variants: VariantMatrix, width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                               background: GravityCore.Color = .white, tolerance: Tolerance = .exact,
                               filePath: StaticString = #filePath, testName: String = #function,
                               line: UInt = #line) -> Self where Value == Snapshotting<URL, GravitySnapshot> {
        Value.gravityMatrix(variants, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                            filePath: filePath, testName: testName, line: line) { .file($0.path) }
    }

    /// Every variant of a matrix for a layout built in Swift.
    public static func gravity<Element: LayoutElement>(variants: VariantMatrix, width: Double? = nil, height: Double? = nil,
                                                       scale: Double? = nil, background: GravityCore.Color = .white,
                                                       tolerance: Tolerance = .exact, filePath: StaticString = #filePath,
                                                       testName: String = #function, line: UInt = #line) -> Self
        where Value == Snapshotting<Element, GravitySnapshot> {
        Value.gravityMatrix(variants, width: width, height: height, scale: scale, background: background, tolerance: tolerance,
                            filePath: filePath, testName: testName, line: line) { .built(AnyLayoutElement($0)) }
    }
}

extension Snapshotting where Format == GravitySnapshot {
    /// One `.gravity(variant:)` strategy per variant of a matrix, keyed by `Variant.name`.
    static func gravityMatrix(_ variants: VariantMatrix, width: Double?, height: Double?, scale: Double?,
                              background: GravityCore.Color, tolerance: Tolerance, filePath: StaticString, testName: String,
                              line: UInt, source: @escaping (Value) -> SnapshotRenderer.Source) -> [String: Snapshotting] {
        Dictionary(uniqueKeysWithValues: variants.variants.map { variant in
            (variant.name, gravityImage(variant: variant, width: width, height: height, scale: scale, background: background,
                                        tolerance: tolerance, filePath: filePath, testName: testName, line: line, source: source))
        })
    }

    /// The strategy for any value that names a layout document.
    static func gravityImage(variant: Variant, width: Double?, height: Double?, scale: Double?, background: GravityCore.Color,
                             tolerance: Tolerance, filePath: StaticString, testName: String, line: UInt,
                             source: @escaping (Value) -> SnapshotRenderer.Source) -> Snapshotting {
        let options = variant.applied(to: LayoutOptions(width: width, height: height, scale: variant.scale(given: scale)))
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
