#if SnapshotTesting
import Foundation
import Gravity
import GravityBuilder
import GravityCore
import GravityTestingCore
import SnapshotTesting
import XCTest

// `assertSnapshot(of: xml, as: .frames)`: the frames JSON `gravity frames`
// prints (ids, frames, baselines, cap lines, text) as a text reference
// `__Snapshots__/<TestFile>/<test>.<name>.frames.json`, compared line by line.
// `variant:` lays out one variant (see ImageStrategies.swift).

/// `.frames` for XML text: `assertSnapshot(of: xml, as: .frames(width: 320))`.
extension Snapshotting where Value == String, Format == String {
    /// The frames of XML text at the layout's natural size, scale 1.
    public static var frames: Snapshotting { .frames() }

    /// The frames of XML text on a canvas (points; nil: natural size).
    public static func frames(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                              filePath: StaticString = #filePath, testName: String = #function,
                              line: UInt = #line) -> Snapshotting {
        .gravityFrames(variant: variant, width: width, height: height, scale: scale, filePath: filePath, testName: testName, line: line) { .xml($0) }
    }
}

/// `.frames` for layout files: `assertSnapshot(of: url, as: .frames)`.
extension Snapshotting where Value == URL, Format == String {
    /// The frames of a layout file at its natural size, scale 1.
    public static var frames: Snapshotting { .frames() }

    /// The frames of a layout file on a canvas.
    public static func frames(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                              filePath: StaticString = #filePath, testName: String = #function,
                              line: UInt = #line) -> Snapshotting {
        .gravityFrames(variant: variant, width: width, height: height, scale: scale, filePath: filePath, testName: testName, line: line) { .file($0.path) }
    }
}

/// `.frames` for layouts built in Swift: `assertSnapshot(of: V { … }, as: .frames)`.
extension Snapshotting where Value: LayoutElement, Format == String {
    /// The frames of a layout built in Swift at its natural size, scale 1.
    public static var frames: Snapshotting { .frames() }

    /// The frames of a layout built in Swift on a canvas.
    public static func frames(variant: Variant = Variant(), width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                              filePath: StaticString = #filePath, testName: String = #function,
                              line: UInt = #line) -> Snapshotting {
        .gravityFrames(variant: variant, width: width, height: height, scale: scale, filePath: filePath, testName: testName, line: line) {
            .built(AnyLayoutElement($0))
        }
    }
}

extension Snapshotting where Format == String {
    static func gravityFrames(variant: Variant, width: Double?, height: Double?, scale: Double?, filePath: StaticString,
                              testName: String, line: UInt,
                              source: @escaping (Value) -> SnapshotRenderer.Source) -> Snapshotting {
        let options = variant.applied(to: LayoutOptions(width: width, height: height, scale: variant.scale(given: scale)))
        return Snapshotting(pathExtension: "frames.json",
                            diffing: .gravityFrames(filePath: "\(filePath)", testName: testName)) { value in
            do {
                return FrameJSON.encode(try SnapshotRenderer.shared().layout(source(value), options: options, packageRoot: nil))
            } catch {
                XCTFail("\(error)", file: filePath, line: line)
                return "gravity: the layout has errors\n\(error)\n"
            }
        }
    }
}

extension Diffing where Value == String {
    /// Line by line, with a unified diff (reference → actual) in the message.
    static func gravityFrames(filePath: String, testName: String) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            let diff = UnifiedDiff(old: reference, new: actual)
            guard diff.changedLines > 0 else { return nil }
            let text = diff.text(oldName: "reference", newName: "actual")
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            let quoted = 80
            let artifacts = FailureArtifacts(filePath: filePath, testName: testName)
            let written = try? artifacts.write([(".frames.diff", Data(text.utf8))])
            if lines.count > quoted {
                lines = Array(lines.prefix(quoted)) + ["… \(lines.count - quoted) more lines in \(written?.first ?? "the diff")"]
            }
            let header = "Gravity: the frames differ (\(diff.changedLines) changed lines):"
            return (([header] + lines + (written.map { ["diff:      \($0[0])"] } ?? [])).joined(separator: "\n"), [])
        }
    }
}
#endif
