/// A problem found in the input: a value with a location, collected rather
/// than thrown, so one run reports every problem of a file.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a diagnostic is; any error means no layout and exit status 1.
    public enum Severity: String, Sendable, Comparable {
        /// In increasing order: extra information, a likely mistake that still lays out, a problem that stops layout.
        case note, warning, error

        /// Orders by badness: note < warning < error.
        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong, in one sentence (no location, no severity).
    public var message: String
    /// Where in the file, as `file:line:column`; nil for problems with no place (an empty canvas).
    public var location: SourceLocation?

    /// A diagnostic of `severity` saying `message` at `location`.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error: layout stops after this stage.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning: layout goes on.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// A note, usually following the diagnostic it explains.
    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `file:line:column: error: message`, the compiler form editors understand.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

/// Diagnostics of one run, with the sources they point into so they can be
/// printed with the offending line and a caret.
public struct Diagnostics: Sendable {
    /// Every diagnostic in the order found.
    public private(set) var items: [Diagnostic] = []
    private var sources: [String: SourceFile] = [:]

    /// No diagnostics, no sources.
    public init() {}

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    /// The errors alone, in order.
    public var errors: [Diagnostic] { items.filter { $0.severity == .error } }

    /// Adds one diagnostic at the end.
    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    /// Adds several diagnostics at the end, in order.
    public mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }
    /// Adds another run's diagnostics and the sources they quote.
    public mutating func merge(_ other: Diagnostics) {
        items.append(contentsOf: other.items)
        sources.merge(other.sources) { current, _ in current }
    }
    /// Keeps `source` so diagnostics located in it print its line with a caret.
    public mutating func register(_ source: SourceFile) { sources[source.path] = source }

    /// Compiler-style text: the diagnostic line, the source line, a caret.
    public func formatted(_ diagnostic: Diagnostic) -> String {
        var lines: [LineKey: [Unicode.Scalar]] = [:]
        return formatted(diagnostic, lines: &lines)
    }

    private struct LineKey: Hashable {
        var file: String
        var line: Int
    }

    /// `lines` keeps each quoted line's scalars: thousands of diagnostics on
    /// one long line must not each copy the line again (quadratic).
    private func formatted(_ diagnostic: Diagnostic, lines: inout [LineKey: [Unicode.Scalar]]) -> String {
        var shortened = diagnostic
        if diagnostic.message.unicodeScalars.count > Self.maxMessageLength {
            // A message quoting a megabyte value helps nobody either.
            shortened.message = String(String.UnicodeScalarView(diagnostic.message.unicodeScalars.prefix(Self.maxMessageLength))) + "…"
        }
        var text = shortened.description.visible(inSourceLine: false)
        if let location = diagnostic.location {
            let key = LineKey(file: location.file, line: location.line)
            if lines[key] == nil, let line = sources[location.file]?.lineText(location.line) {
                lines[key] = Array(line.unicodeScalars)
            }
            if let scalars = lines[key] {
                let (shown, caretColumn) = Diagnostics.excerpt(of: scalars, column: location.column)
                text += "\n" + shown + "\n" + String(repeating: " ", count: caretColumn) + "^"
            }
        }
        return text
    }

    /// Longest message printed, in characters.
    static let maxMessageLength = 1000

    /// Widest source excerpt printed, in characters: a minified or generated
    /// file can have a line of megabytes, which helps nobody on a terminal.
    static let excerptWidth = 120

    /// The part of a line (its scalars) around `column` (1-based), tabs
    /// expanded, and the caret's 0-based column in it.
    static func excerpt(of scalars: [Unicode.Scalar], column: Int) -> (String, Int) {
        let caret = max(0, min(column - 1, scalars.count))
        var start = 0, end = scalars.count
        if scalars.count > excerptWidth {
            start = max(0, min(caret - excerptWidth / 2, scalars.count - excerptWidth))
            end = min(scalars.count, start + excerptWidth)
        }
        func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view).visible(inSourceLine: true)
        }
        let prefix = start > 0 ? "…" : ""
        let suffix = end < scalars.count ? "…" : ""
        let shown = prefix + text(start..<end) + suffix
        return (shown, prefix.count + text(start..<caret).unicodeScalars.count)
    }

    /// Printing is bounded, since one hostile file can hold millions of
    /// problems: each kind of diagnostic (its message with quoted names and
    /// numbers set aside) is printed `shownPerKind` times, then one line says
    /// how many more there are; at most `maxShown` lines of diagnostics in
    /// all, then one line counts the rest.
    public static let shownPerKind = 20
    /// The most diagnostic lines printed in all; one more line counts the rest.
    public static let maxShown = 200

    /// Every diagnostic as the command line prints it (`file:line:column: error: message`, the source line and a caret), bounded by `shownPerKind` and `maxShown`.
    public func formattedAll() -> String {
        var lines: [LineKey: [Unicode.Scalar]] = [:]
        let kinds = items.map(Self.kind)
        var totals: [String: Int] = [:]
        for kind in kinds { totals[kind, default: 0] += 1 }
        var seen: [String: Int] = [:], summarised: Set<String> = []
        var output: [String] = [], hidden = 0, hiddenErrors = 0
        for (item, kind) in zip(items, kinds) {
            let index = seen[kind, default: 0]
            seen[kind] = index + 1
            if index > Self.shownPerKind, summarised.contains(kind) { continue }
            guard output.count < Self.maxShown else {
                hidden += 1
                if item.severity == .error { hiddenErrors += 1 }
                continue
            }
            if index == Self.shownPerKind {
                let more = totals[kind, default: 0] - index
                output.append("\(item.severity.rawValue): … \(groupedNumber(more)) more like this")
                summarised.insert(kind)
            } else {
                output.append(formatted(item, lines: &lines))
            }
        }
        if hidden > 0 {
            output.append("… \(groupedNumber(hidden)) more diagnostics not shown"
                          + (hiddenErrors > 0 ? " (\(groupedNumber(hiddenErrors)) of them errors)" : ""))
        }
        return output.joined(separator: "\n")
    }

    /// What makes diagnostics "alike": severity and message, with quoted
    /// text and digits set aside ("unknown attribute 'a1'" ~ "… 'a2'").
    static func kind(_ diagnostic: Diagnostic) -> String {
        var key = diagnostic.severity.rawValue + ":"
        var quoted = false
        for scalar in diagnostic.message.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()
                if quoted { key += "'…'" }
            } else if !quoted {
                key.unicodeScalars.append(("0"..."9").contains(scalar) ? "#" : scalar)
            }
        }
        return key
    }
}

/// 19980 → "19,980", for counts in messages.
public func groupedNumber(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
}

/// "a, b, c, … and 19,990 more": a list of candidates in a message, cut
/// after `limit` so a component with 20,000 ids cannot flood the output.
public func candidateList(_ names: [String], limit: Int = 10) -> String {
    guard names.count > limit else { return names.joined(separator: ", ") }
    return names.prefix(limit).joined(separator: ", ") + ", … and \(groupedNumber(names.count - limit)) more"
}

private extension String {
    /// Control characters, which could move the cursor or recolour a
    /// terminal, as their visible symbols (one column each, so a caret stays
    /// under its character). In a quoted source line a tab becomes four
    /// spaces; in a message tabs and line breaks stay.
    func visible(inSourceLine: Bool) -> String {
        unicodeScalars.reduce(into: "") { result, scalar in
            switch scalar.value {
            case 0x09: result += inSourceLine ? "    " : "\t"
            case 0x0A where !inSourceLine: result.unicodeScalars.append(scalar)
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.unicodeScalars.append("\u{2421}")
            case 0x80..<0xA0: result.unicodeScalars.append("\u{FFFD}")
            case _ where TerminalText.isBidiControl(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
    }
}

/// Thrown by an entry point that must stop: carries every diagnostic so far.
public struct DiagnosticsError: Error, CustomStringConvertible {
    /// Every diagnostic found before stopping, errors and warnings.
    public var diagnostics: Diagnostics
    /// An error carrying `diagnostics`.
    public init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }
    /// The diagnostics as the command line prints them.
    public var description: String { diagnostics.formattedAll() }
}
