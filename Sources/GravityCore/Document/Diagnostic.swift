/// A problem found in the input: a value with a location, collected rather
/// than thrown, so one run reports every problem of a file.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

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
    public private(set) var items: [Diagnostic] = []
    private var sources: [String: SourceFile] = [:]

    public init() {}

    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { items.filter { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }
    public mutating func merge(_ other: Diagnostics) {
        items.append(contentsOf: other.items)
        sources.merge(other.sources) { current, _ in current }
    }
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
        var text = diagnostic.description
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
            return String(view).replacingTabs()
        }
        let prefix = start > 0 ? "…" : ""
        let suffix = end < scalars.count ? "…" : ""
        let shown = prefix + text(start..<end) + suffix
        return (shown, prefix.count + text(start..<caret).unicodeScalars.count)
    }

    public func formattedAll() -> String {
        var lines: [LineKey: [Unicode.Scalar]] = [:]
        return items.map { formatted($0, lines: &lines) }.joined(separator: "\n")
    }
}

private extension String {
    /// Tabs become four spaces; other control characters (which could move
    /// the cursor or recolour a terminal) their visible symbols, one
    /// column each, so the caret stays under its character.
    func replacingTabs() -> String {
        unicodeScalars.reduce(into: "") { result, scalar in
            switch scalar.value {
            case 0x09: result += "    "
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.unicodeScalars.append("\u{2421}")
            case 0x80..<0xA0: result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
    }
}

/// Thrown by an entry point that must stop: carries every diagnostic so far.
public struct DiagnosticsError: Error, CustomStringConvertible {
    public var diagnostics: Diagnostics
    public init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.formattedAll() }
}
