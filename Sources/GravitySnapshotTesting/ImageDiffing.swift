#if SnapshotTesting
import Foundation
import GravityTestingCore
import SnapshotTesting

/// Gravity's pixel comparison as a swift-snapshot-testing diffing.
extension Diffing where Value == GravitySnapshot {
    /// Compares pixels (never bytes) as `assertLayoutSnapshot` does (SPEC §5.2):
    /// passes while the differences are within `tolerance`; otherwise the
    /// message carries the figures and the paths of expected, actual and diff
    /// PNGs written for the failure. `filePath` and `testName` name those files.
    public static func gravity(tolerance: Tolerance, filePath: String, testName: String) -> Diffing {
        .diff(toData: { $0.data }, fromData: GravitySnapshot.init(data:)) { reference, actual in
            let expected: RGBAImage, image: RGBAImage
            switch (reference.content, actual.content) {
            case (_, .layoutError(let message)), (_, .unreadable(let message)):
                return ("The layout has errors:\n\(message)", [])
            case (.layoutError, _):
                return ("The reference was recorded from a layout with errors. Record it again: SNAPSHOT_TESTING_RECORD=failed.", [])
            case (.unreadable(let reason), _):
                return ("The reference is not a readable PNG (\(reason)). Record it again: SNAPSHOT_TESTING_RECORD=failed.", [])
            case (.image(let golden), .image(let rendered)):
                (expected, image) = (golden, rendered)
            }
            // The diff picture (a pass over every pixel) only for a failure.
            let result = ImageComparison.compare(expected, image, options: tolerance.comparisonOptions).result
            guard !tolerance.admits(result) else { return nil }
            let diff = ImageComparison.compare(expected, image, options: tolerance.comparisonOptions, diff: .standard).diff
            var lines = ["Gravity: the images differ (allowed: \(tolerance.budgetDescription))."]
            lines += result.figures.split(separator: "\n").map { "  " + $0 }
            let artifacts = FailureArtifacts(filePath: filePath, testName: testName)
            do {
                var files: [(suffix: String, bytes: Data)] = [(".expected.png", reference.data), (".actual.png", actual.data)]
                if let diff { files.append((".diff.png", Data(try diff.pngBytes()))) }
                let paths = try artifacts.write(files)
                lines.append("expected:  \(paths[0])")
                lines.append("actual:    \(paths[1])")
                if paths.count > 2 { lines.append("diff:      \(paths[2])") }
                lines.append("reproduce: " + (["gravity", "diff", paths[0], paths[1], "-o", artifacts.path(".diff.png")]
                                              + tolerance.commandLineOptions).joined(separator: " "))
            } catch {
                lines.append("(could not write the failure images to \(artifacts.directory): \(error))")
            }
            return (lines.joined(separator: "\n"), [])
        }
    }
}
#endif
