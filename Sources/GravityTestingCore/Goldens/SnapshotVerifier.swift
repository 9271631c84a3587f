import Foundation
import GravityRender

/// A rendered image to check: its pixels and the PNG bytes a golden would hold.
public struct RenderedSnapshot: Sendable {
    /// The pixels compared with the golden.
    public var image: RGBAImage
    private let encoding: DeferredPNG

    /// The bytes written when the golden is recorded (what `gravity render`
    /// writes). A render encodes them on first use: a snapshot that matches
    /// its golden never does.
    public var png: [UInt8] {
        get throws { try encoding.bytes() }
    }

    /// A snapshot from its decoded pixels and its PNG encoding.
    public init(image: RGBAImage, png: [UInt8]) {
        self.image = image
        encoding = DeferredPNG(bytes: png)
    }

    /// A render: `buffer`'s pixels (straight alpha, as a decoded PNG has
    /// them) and, when asked for, its PNG with `text` as tEXt chunks.
    public init(rendering buffer: PixelBuffer, text: [(String, String)]) {
        image = RGBAImage(buffer)
        encoding = DeferredPNG(buffer, text: text)
    }
}

/// What a snapshot check decided.
public struct SnapshotOutcome: Sendable {
    /// nil: passed. Otherwise the whole failure message.
    public var failure: String?
    /// The comparison, when there was a readable golden of the right kind.
    public var comparison: ComparisonResult?
    /// A golden was written (always a failure).
    public var wroteGolden: Bool
    /// Where the golden is (or would be written), absolute.
    public var goldenPath: String
    /// True when there is no failure message.
    public var passed: Bool { failure == nil }
}

/// The heart of `assertLayoutSnapshot`, free of XCTest so it can be tested:
/// finds the golden, applies the record mode, compares, writes artifacts and
/// composes the failure message (SPEC §5.1).
public struct SnapshotVerifier: Sendable {
    /// Folders, record mode and CI flag the checks follow.
    public var environment: SnapshotEnvironment

    /// A verifier over the settings in `environment`.
    public init(environment: SnapshotEnvironment) { self.environment = environment }

    /// The goldens, in the environment's goldens folder.
    public var store: GoldenStore { GoldenStore(directory: environment.goldensDirectory) }
    /// The failure artifacts and their `index.html`, in the environment's artifacts folder.
    public var report: ArtifactReport { ArtifactReport(directory: environment.artifactsDirectory) }

    /// Checks `snapshot` against the golden `name` under the record mode (the `record` parameter, `GRAVITY_RECORD`, then the default).
    ///
    /// Never throws: a golden that cannot be read or an artifact that cannot be written becomes part of the outcome's failure message. Writing a golden is always a failure.
    public func verify(_ snapshot: RenderedSnapshot, as name: SnapshotName,
                       tolerance: Tolerance = .exact, record parameter: RecordMode? = nil) -> SnapshotOutcome {
        let mode = environment.recordMode(parameter: parameter)
        let goldenPath = store.path(for: name)
        var outcome = SnapshotOutcome(failure: nil, comparison: nil, wroteGolden: false, goldenPath: goldenPath)
        do {
            try check(snapshot, name, tolerance, mode, &outcome)
        } catch {
            // Keep what was already decided (a failure message composed before
            // an artifact could not be written, say) and add the error.
            let problem = "Snapshot \(name.relativePath): \(error)"
            outcome.failure = outcome.failure.map { $0 + "\n" + problem } ?? problem
        }
        return outcome
    }

    private func check(_ snapshot: RenderedSnapshot, _ name: SnapshotName, _ tolerance: Tolerance,
                       _ mode: RecordMode, _ outcome: inout SnapshotOutcome) throws {
        let goldenPath = outcome.goldenPath
        let paths = report.paths(for: name)
        let size = "\(snapshot.image.width) x \(snapshot.image.height) px"

        // 1. No golden yet.
        guard let goldenData = FileManager.default.contents(atPath: goldenPath) else {
            if mode == .never {
                outcome.failure = """
                    No golden for snapshot \(name.relativePath) (\(size)), and recording is off (\(recordReason(mode))).
                    golden (missing): \(goldenPath)
                    actual:           \(report.absolute(paths.actual))
                    report:           \(report.indexPath)
                    record it:        \(acceptCommand(name, mode: .missing))
                    """
                try recordInReport(name, status: "missing golden", outcome.failure!, actual: snapshot.png)
                return
            }
            try write(snapshot, to: goldenPath, &outcome)
            outcome.failure = """
                Recorded a new golden for snapshot \(name.relativePath) (\(size)) at
                \(goldenPath)
                Look at it, commit it, and run the test again: a new golden fails once, so it is reviewed rather than trusted.
                """
            try recordInReport(name, status: "recorded", outcome.failure!, actual: snapshot.png)
            return
        }

        // 2. A golden that is not a PNG.
        let golden: RGBAImage
        do {
            golden = try RGBAImage(pngBytes: [UInt8](goldenData), path: goldenPath)
        } catch {
            let rewrite = mode == .all || mode == .failed
            if rewrite { try write(snapshot, to: goldenPath, &outcome) }
            outcome.failure = """
                The golden of snapshot \(name.relativePath) is not a readable PNG: \(error)
                \(rewrite ? "Re-recorded it (\(recordReason(mode))); review the new golden." : "Replace it with the current rendering: \(acceptCommand(name, mode: .failed))")
                actual: \(report.absolute(paths.actual))
                """
            try recordInReport(name, status: "unreadable golden", outcome.failure!, actual: snapshot.png)
            return
        }

        // 3. Compare. The diff picture (a pass over every pixel) is drawn
        //    only for a report: a second comparison, when the first decides
        //    there will be one.
        let result = ImageComparison.compare(golden, snapshot.image, options: tolerance.comparisonOptions).result
        outcome.comparison = result
        let matches = tolerance.admits(result)
        if matches && mode != .all {
            try report.remove(name)
            return
        }
        let diff = ImageComparison.compare(golden, snapshot.image, options: tolerance.comparisonOptions, diff: .standard).diff
        let rewrite = mode == .all || (mode == .failed && !matches)
        if rewrite { try write(snapshot, to: goldenPath, &outcome) }
        let diffBytes = try diff?.pngBytes()
        var lines: [String] = []
        if matches {
            lines.append("Re-recorded the golden of snapshot \(name.relativePath) (\(recordReason(mode))); it matched. Turn recording off and run the test again.")
        } else {
            lines.append("Snapshot \(name.relativePath) does not match its golden (allowed: \(tolerance.budgetDescription)).")
        }
        lines += result.figures.split(separator: "\n").map { "  " + $0 }
        lines.append("golden:    \(goldenPath)")
        lines.append("expected:  \(report.absolute(paths.expected))")
        lines.append("actual:    \(report.absolute(paths.actual))")
        if diffBytes != nil { lines.append("diff:      \(report.absolute(paths.diff))") }
        lines.append("report:    \(report.indexPath)")
        lines.append("reproduce: " + shellCommand(["gravity", "diff", report.absolute(paths.expected), report.absolute(paths.actual),
                                                   "-o", report.absolute(paths.diff)] + tolerance.commandLineOptions))
        if rewrite {
            lines.append("Re-recorded the golden (\(recordReason(mode))); review it before committing.")
        } else {
            lines.append("accept:    \(acceptCommand(name, mode: .failed))")
        }
        outcome.failure = lines.joined(separator: "\n")
        // The report shows the same text under the images (without its first line, the title there).
        try report.record(.init(snapshot: name.relativePath, status: matches ? "re-recorded" : "mismatch",
                                summary: lines.dropFirst().joined(separator: "\n"), expected: paths.expected,
                                actual: paths.actual, diff: diffBytes == nil ? nil : paths.diff),
                          for: name, expected: [UInt8](goldenData), actual: snapshot.png, diff: diffBytes)
    }

    /// An entry with only the actual image; the message is its text.
    private func recordInReport(_ name: SnapshotName, status: String, _ message: String, actual: [UInt8]) throws {
        try report.record(.init(snapshot: name.relativePath, status: status, summary: message,
                                actual: report.paths(for: name).actual),
                          for: name, expected: nil, actual: actual, diff: nil)
    }

    private func write(_ snapshot: RenderedSnapshot, to path: String, _ outcome: inout SnapshotOutcome) throws {
        try AtomicWrite.write(snapshot.png, to: path)
        outcome.wroteGolden = true
    }

    func recordReason(_ mode: RecordMode) -> String {
        if environment.onCI && mode == .never && environment.recordFromEnvironment == nil { return "CI is set" }
        return "record mode \(mode.rawValue)"
    }

    /// The command that records this snapshot's golden from the current
    /// rendering. With `--package-path`, as the shell that ran the tests may
    /// be anywhere.
    func acceptCommand(_ name: SnapshotName, mode: RecordMode) -> String {
        "GRAVITY_RECORD=\(mode.rawValue) swift test --package-path \(shellQuoted(environment.packageRoot)) --filter \(shellQuoted(name.testFilter))"
    }

    func shellCommand(_ words: [String]) -> String { words.map(shellQuoted).joined(separator: " ") }

    func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-@=+:,".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
