import Foundation
import GravityValues

/// The failure artifacts of snapshot tests: expected, actual and diff PNGs
/// per failing snapshot, and an `index.html` that shows every current
/// failure side by side. Each failure also leaves a small JSON record, so
/// the index can be rebuilt from the folder alone (several test processes
/// may write into it); a snapshot that passes removes its own entry.
public struct ArtifactReport: Sendable {
    /// The artifacts folder (`GRAVITY_ARTIFACTS`, else `.build/gravity-artifacts` under the package root).
    public var directory: String

    /// A report kept in `directory` (created when the first failure is written).
    public init(directory: String) { self.directory = directory }

    /// One failing (or newly recorded) snapshot.
    public struct Entry: Codable, Sendable, Equatable {
        /// `CardTests/testCard.row@2x.png`.
        public var snapshot: String
        /// `missing`, `mismatch`, `unreadable golden`, `recorded`.
        public var status: String
        /// The figures or reason, several lines.
        public var summary: String
        /// Paths relative to the artifacts folder; nil when there is no such image.
        public var expected: String?
        /// The render under test, relative to the artifacts folder; nil when there is none.
        public var actual: String?
        /// The diff image (or unified diff), relative to the artifacts folder; nil when there is none.
        public var diff: String?
        /// For a snapshot of a variant matrix: what its variants share
        /// (`CardTests/testCard.row`), so the report shows siblings
        /// together; nil for a snapshot with no variant.
        public var group: String?
        /// For a snapshot of a variant matrix: its own variant's name
        /// (`dark.AX3`, as `Variant.name`); nil for a
        /// snapshot with no variant.
        public var variant: String?
    }

    /// The status of a matrix variant that passed while a sibling failed:
    /// kept only to be shown beside the failure.
    public static let passedSibling = "passed"

    /// Paths of a snapshot's artifacts: `testCard@2x.expected.png`, or
    /// `testCard@2x.frames.expected.json` and a unified diff `testCard@2x.frames.diff`.
    public func paths(for name: SnapshotName) -> (expected: String, actual: String, diff: String, record: String) {
        let stem = name.testClass + "/" + name.stem
        switch name.format {
        case .image:
            return (stem + ".expected.png", stem + ".actual.png", stem + ".diff.png", stem + ".json")
        case .frames:
            let frames = stem + ".frames"
            return (frames + ".expected.json", frames + ".actual.json", frames + ".diff", frames + ".report.json")
        }
    }

    /// A path relative to the artifacts folder made absolute.
    public func absolute(_ relative: String) -> String { directory + "/" + relative }

    /// The report page showing every current failure side by side.
    public var indexPath: String { directory + "/index.html" }

    /// Writes the images that exist and the entry, then rebuilds the index.
    public func record(_ entry: Entry, for name: SnapshotName,
                       expected: [UInt8]?, actual: [UInt8]?, diff: [UInt8]?) throws {
        var entry = entry
        if let variant = name.variant, !variant.isEmpty {
            entry.group = name.testClass + "/" + name.variantBase + (name.format == .frames ? ".frames" : "")
            entry.variant = variant
        }
        let paths = paths(for: name)
        for (relative, bytes) in [(paths.expected, expected), (paths.actual, actual), (paths.diff, diff)] {
            if let bytes {
                try AtomicWrite.write(bytes, to: absolute(relative))
            } else {
                try? FileManager.default.removeItem(atPath: absolute(relative))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicWrite.write([UInt8](try encoder.encode(entry)), to: absolute(paths.record))
        try writeIndex()
    }

    /// Keeps a matrix variant that passed while a sibling failed, so the
    /// report shows it beside the failure; it is forgotten when it passes
    /// again (`remove`).
    public func recordPassingSibling(_ name: SnapshotName, actual: [UInt8]) throws {
        try record(Entry(snapshot: name.relativePath, status: Self.passedSibling, summary: "", actual: paths(for: name).actual),
                   for: name, expected: nil, actual: actual, diff: nil)
    }

    /// Forgets a snapshot that passes now.
    public func remove(_ name: SnapshotName) throws {
        let paths = paths(for: name)
        guard FileManager.default.fileExists(atPath: absolute(paths.record)) else { return }
        for relative in [paths.expected, paths.actual, paths.diff, paths.record] {
            try? FileManager.default.removeItem(atPath: absolute(relative))
        }
        try writeIndex()
    }

    /// Every recorded entry, sorted by snapshot.
    public func entries() -> [Entry] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var entries: [Entry] = []
        for case let relative as String in walker where relative.hasSuffix(".json") && !relative.hasSuffix(".frames.expected.json")
                                                            && !relative.hasSuffix(".frames.actual.json") {
            guard let data = FileManager.default.contents(atPath: absolute(relative)),
                  let entry = try? JSONDecoder().decode(Entry.self, from: data) else { continue }
            entries.append(entry)
        }
        return entries.sorted { $0.snapshot < $1.snapshot }
    }

    func writeIndex() throws {
        try AtomicWrite.write(Array(Self.html(entries()).utf8), to: indexPath)
    }

    /// A self-contained page: one section per failure, images side by side.
    static func html(_ all: [Entry]) -> String {
        let entries = all.filter { $0.status != passedSibling }
        var page = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Gravity snapshot failures</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; color: #1b2a4a; }
            section { border-top: 1px solid #d0d5e0; padding: 16px 0; }
            h2 { font-size: 16px; margin: 0 0 8px; } .status { color: #c0392b; font-weight: normal; }
            pre { background: #f5f7fb; padding: 8px; white-space: pre-wrap; }
            .images { display: flex; gap: 16px; align-items: flex-start; }
            figure { margin: 0; flex: 1; min-width: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            figure img { max-width: 100%; image-rendering: pixelated; border: 1px solid #d0d5e0;
              background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .siblings { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 12px; }
            .siblings figure { flex: 0 0 auto; max-width: 180px; } .siblings .failing figcaption { color: #c0392b; }
            .siblings .current img { outline: 3px solid #c0392b; }
            </style></head><body>
            <h1>Gravity snapshot failures (\(entries.count))</h1>

            """
        if entries.isEmpty { page += "<p>No failing snapshots.</p>\n" }
        for entry in entries {
            page += "<section id=\"\(xmlEscaped(entry.snapshot))\">\n"
            page += "<h2>\(xmlEscaped(entry.snapshot)) <span class=\"status\">\(xmlEscaped(entry.status))</span></h2>\n"
            page += "<pre>\(xmlEscaped(entry.summary))</pre>\n<div class=\"images\">\n"
            for (title, path) in [("Expected (golden)", entry.expected), ("Actual", entry.actual), ("Diff", entry.diff)] {
                guard let path else { continue }
                // Frames snapshots are text: linked, their diff is in the summary.
                let shown = path.hasSuffix(".png") ? "<img src=\"\(xmlEscaped(path))\" alt=\"\(title)\">" : xmlEscaped(path)
                page += "<figure><figcaption>\(title)</figcaption><a href=\"\(xmlEscaped(path))\">\(shown)</a></figure>\n"
            }
            page += "</div>\n"
            page += siblingsHTML(of: entry, among: all)
            page += "</section>\n"
        }
        return page + "</body></html>\n"
    }

    /// A failing matrix variant's siblings (same test, other variants), each
    /// as rendered this run, the failing ones marked: where a layout breaks
    /// is seen against where it does not.
    static func siblingsHTML(of entry: Entry, among all: [Entry]) -> String {
        guard let group = entry.group else { return "" }
        let siblings = all.filter { $0.group == group }.sorted { ($0.variant ?? "") < ($1.variant ?? "") }
        guard siblings.count > 1 else { return "" }
        var html = "<h3>All variants of \(xmlEscaped(group))</h3>\n<div class=\"siblings\">\n"
        for sibling in siblings {
            let classes = [sibling.status == passedSibling ? "passing" : "failing",
                           sibling.snapshot == entry.snapshot ? "current" : nil].compactMap { $0 }.joined(separator: " ")
            let image = sibling.actual.map { path in
                let shown = path.hasSuffix(".png") ? "<img src=\"\(xmlEscaped(path))\" alt=\"\(xmlEscaped(sibling.variant ?? ""))\">" : xmlEscaped(path)
                return "<a href=\"\(xmlEscaped(path))\">\(shown)</a>"
            } ?? ""
            html += "<figure class=\"\(classes)\"><figcaption>\(xmlEscaped(sibling.variant ?? "")) · \(xmlEscaped(sibling.status))</figcaption>\(image)</figure>\n"
        }
        return html + "</div>\n"
    }
}
