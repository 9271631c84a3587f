/// A line diff in the unified format `diff -u` prints, for text goldens.
/// The edit script comes from the standard library's `difference(from:)`
/// (Myers); this file only groups it into hunks with context.
public struct UnifiedDiff: Sendable, Equatable {
    /// One line of the edit script: kept, only in the old text, only in the new.
    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
        var isChange: Bool { if case .same = self { return false } else { return true } }
    }

    /// The old text's lines, without terminators.
    public var old: [Substring]
    /// The new text's lines, without terminators.
    public var new: [Substring]
    let edits: [Edit]

    /// Diffs two texts line by line (`
    /// ` or `\r
    /// ` breaks; a final newline does not add an empty line).
    public init(old: String, new: String) {
        self.old = Self.lines(old)
        self.new = Self.lines(new)
        edits = Self.script(self.old, self.new)
    }

    /// Lines removed plus lines added.
    public var changedLines: Int { edits.filter(\.isChange).count }

    /// `--- old` / `+++ new` headers, then `@@ -a,b +c,d @@` hunks with
    /// `context` unchanged lines around each change. Empty when equal.
    public func text(oldName: String, newName: String, context: Int = 3) -> String {
        let hunks = Self.hunks(edits, context: context)
        guard !hunks.isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            let slice = edits[hunk]
            let oldLines = slice.compactMap { edit -> Int? in
                switch edit { case .same(let o, _), .removed(let o): return o; case .inserted: return nil }
            }
            let newLines = slice.compactMap { edit -> Int? in
                switch edit { case .same(_, let n), .inserted(let n): return n; case .removed: return nil }
            }
            out += "@@ -\(Self.range(oldLines, before: slice.first!, old: true)) +\(Self.range(newLines, before: slice.first!, old: false)) @@\n"
            for edit in slice {
                switch edit {
                case .same(let o, _): out += " \(old[o])\n"
                case .removed(let o): out += "-\(old[o])\n"
                case .inserted(let n): out += "+\(new[n])\n"
                }
            }
        }
        return out
    }

    /// Lines without their terminators; a final newline ends the last line
    /// rather than starting an empty one. `\r\n` counts as one break.
    static func lines(_ text: String) -> [Substring] {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script in reading order: removals before insertions at the same place.
    static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var o = 0, n = 0
        while o < old.count || n < new.count {
            if o < old.count && removed.contains(o) {
                edits.append(.removed(old: o)); o += 1
            } else if n < new.count && inserted.contains(n) {
                edits.append(.inserted(new: n)); n += 1
            } else {
                edits.append(.same(old: o, new: n)); o += 1; n += 1
            }
        }
        return edits
    }

    /// Ranges of the script to print: each change with `context` lines on
    /// either side, overlapping ranges merged.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.isChange {
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// `start,count` with 1-based lines, as `diff -u`; an empty side names
    /// the line before it.
    static func range(_ lines: [Int], before first: Edit, old: Bool) -> String {
        guard let start = lines.first else {
            let position: Int
            switch first {
            case .same(let o, let n): position = old ? o : n
            case .removed(let o): position = old ? o : 0
            case .inserted(let n): position = old ? 0 : n
            }
            return "\(position),0"
        }
        return lines.count == 1 ? "\(start + 1)" : "\(start + 1),\(lines.count)"
    }
}
