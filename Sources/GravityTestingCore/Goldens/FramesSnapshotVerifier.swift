import Foundation

/// Geometry snapshots (SPEC §10): the frames JSON kept as a text golden
/// beside the PNG golden, under the same record modes. A changed frame,
/// baseline or text fails with a unified diff, even where a pixel tolerance
/// would let the image pass.
extension SnapshotVerifier {
    /// Longest diff quoted in a failure message; the whole diff is in the artifacts.
    static let quotedDiffLines = 80

    /// Checks `json` (as `FrameJSON.encode` prints it) against the golden
    /// `name` (whose format is `.frames`).
    public func verifyFrames(_ json: String, as name: SnapshotName, record parameter: RecordMode? = nil) -> SnapshotOutcome {
        let mode = environment.recordMode(parameter: parameter)
        var outcome = SnapshotOutcome(failure: nil, comparison: nil, wroteGolden: false, goldenPath: store.path(for: name))
        do {
            try checkFrames(json, name, mode, &outcome)
        } catch {
            let problem = "Frames snapshot \(name.relativePath): \(error)"
            outcome.failure = outcome.failure.map { $0 + "\n" + problem } ?? problem
        }
        return outcome
    }

    private func checkFrames(_ json: String, _ name: SnapshotName, _ mode: RecordMode, _ outcome: inout SnapshotOutcome) throws {
        let goldenPath = outcome.goldenPath
        let paths = report.paths(for: name)
        let actual = Array(json.utf8)

        // 1. No golden yet.
        guard let goldenData = FileManager.default.contents(atPath: goldenPath) else {
            if mode == .never {
                outcome.failure = """
                    No golden for frames snapshot \(name.relativePath), and recording is off (\(recordReason(mode))).
                    golden (missing): \(goldenPath)
                    actual:           \(report.absolute(paths.actual))
                    record it:        \(acceptCommand(name, mode: .missing))
                    """
                try recordTextInReport(name, status: "missing golden", outcome.failure!, expected: nil, actual: actual, diff: nil)
                return
            }
            try writeGolden(actual, goldenPath, &outcome)
            outcome.failure = """
                Recorded a new golden for frames snapshot \(name.relativePath) at
                \(goldenPath)
                Look at it, commit it, and run the test again: a new golden fails once, so it is reviewed rather than trusted.
                """
            try recordTextInReport(name, status: "recorded", outcome.failure!, expected: nil, actual: actual, diff: nil)
            return
        }

        // 2. Compare line by line (a golden checked out with CRLF still matches).
        let golden = String(decoding: goldenData, as: UTF8.self)
        let diff = UnifiedDiff(old: golden, new: json)
        let matches = diff.changedLines == 0
        if matches && mode != .all {
            try report.remove(name)
            return
        }
        let rewrite = mode == .all || (mode == .failed && !matches)
        if rewrite { try writeGolden(actual, goldenPath, &outcome) }

        // 3. The failure: the diff (golden → actual), paths and commands.
        let diffText = diff.text(oldName: "golden \(name.relativePath)", newName: "actual")
        var lines: [String] = []
        if matches {
            lines.append("Re-recorded the golden of frames snapshot \(name.relativePath) (\(recordReason(mode))); it matched. Turn recording off and run the test again.")
        } else {
            lines.append("Frames snapshot \(name.relativePath) does not match its golden (\(diff.changedLines) changed lines):")
            var quoted = diffText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if quoted.count > Self.quotedDiffLines {
                let rest = quoted.count - Self.quotedDiffLines
                quoted = Array(quoted.prefix(Self.quotedDiffLines)) + ["… \(rest) more lines in \(report.absolute(paths.diff))"]
            }
            lines += quoted
        }
        lines.append("golden:    \(goldenPath)")
        lines.append("expected:  \(report.absolute(paths.expected))")
        lines.append("actual:    \(report.absolute(paths.actual))")
        if !matches { lines.append("diff:      \(report.absolute(paths.diff))") }
        lines.append("report:    \(report.indexPath)")
        lines.append("reproduce: " + shellCommand(["diff", "-u", report.absolute(paths.expected), report.absolute(paths.actual)]))
        if rewrite {
            lines.append("Re-recorded the golden (\(recordReason(mode))); review it before committing.")
        } else {
            lines.append("accept:    \(acceptCommand(name, mode: .failed))")
        }
        outcome.failure = lines.joined(separator: "\n")
        try recordTextInReport(name, status: matches ? "re-recorded" : "mismatch", lines.dropFirst().joined(separator: "\n"),
                               expected: [UInt8](goldenData), actual: actual, diff: matches ? nil : Array(diffText.utf8))
    }

    private func recordTextInReport(_ name: SnapshotName, status: String, _ summary: String,
                                    expected: [UInt8]?, actual: [UInt8], diff: [UInt8]?) throws {
        let paths = report.paths(for: name)
        try report.record(.init(snapshot: name.relativePath, status: status, summary: summary,
                                expected: expected == nil ? nil : paths.expected, actual: paths.actual,
                                diff: diff == nil ? nil : paths.diff),
                          for: name, expected: expected, actual: actual, diff: diff)
    }

    private func writeGolden(_ bytes: [UInt8], _ path: String, _ outcome: inout SnapshotOutcome) throws {
        try AtomicWrite.write(bytes, to: path)
        outcome.wroteGolden = true
    }
}
