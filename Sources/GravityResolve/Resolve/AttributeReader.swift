import GravityDocument
import GravityValues

/// Reads one node's attributes into typed values, recording a located
/// diagnostic for every value that does not parse, and remembering which
/// attributes were used so the rest can be reported as unknown.
struct AttributeReader {
    /// As written. An element has a handful of attributes and is asked for
    /// dozens of names, most absent: a scan compares short strings, where a
    /// dictionary hashed every name asked for (most of resolving's time).
    private let attributes: [Attribute]
    /// Their names, and one bit per name length (modulo 64): most names
    /// asked for are absent, and in a debug build (`swift test`) a length
    /// test and a loop over Strings cost a tenth of `last(where:)` over the
    /// attributes, which is unspecialised there and copies each one.
    private let names: [String]
    private let lengths: UInt64
    /// Names read so far; a few per element, so an array (a Set hashed and
    /// allocated for each element).
    private(set) var used: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Every name asked for, when set (the attributes an element of this
    /// kind takes, for "did you mean": UnknownAttributes).
    let asked: AskedNames?

    init(_ node: Node, recording asked: AskedNames? = nil) {
        attributes = node.attributes
        var names: [String] = []
        var lengths: UInt64 = 0
        for attribute in node.attributes {
            names.append(attribute.name)
            lengths |= Self.lengthBit(attribute.name)
        }
        self.names = names
        self.lengths = lengths
        self.asked = asked
    }

    private static func lengthBit(_ name: String) -> UInt64 { 1 << UInt64(name.utf8.count & 63) }

    /// The attribute named `name`; the last one if written twice.
    private func attribute(_ name: String) -> Attribute? {
        asked?.names.append(name)
        return written(name)
    }

    /// The attribute named `name` (the last one if written twice), without
    /// counting it as asked for.
    func written(_ name: String) -> Attribute? {
        guard lengths & Self.lengthBit(name) != 0 else { return nil }
        var index = names.count
        while index > 0 {
            index -= 1
            if names[index] == name { return attributes[index] }
        }
        return nil
    }

    func location(of name: String) -> SourceLocation? { attribute(name)?.location }
    func valueLocation(of name: String) -> SourceLocation? { attribute(name)?.valueLocation }

    /// The inline markup of an attribute node (`<Label.text>a <b>b</b></Label.text>`), if it has any.
    func markup(_ name: String) -> [Node.Child]? { attribute(name)?.markup }

    /// The raw text of an attribute (marks it used).
    mutating func string(_ name: String) -> String? {
        guard let attribute = attribute(name) else { return nil }
        markRead(name)
        return attribute.value
    }

    /// Parses an attribute with `parse`; a failure becomes a diagnostic at
    /// the value's location and yields nil.
    mutating func value<T>(_ name: String, _ parse: (String) throws -> T) -> T? {
        guard let attribute = attribute(name) else { return nil }
        markRead(name)
        do {
            return try parse(attribute.value)
        } catch let error as ValueError {
            diagnostics.append(.error("\(name): \(error.message)", at: attribute.valueLocation))
        } catch {
            diagnostics.append(.error("\(name): \(error)", at: attribute.valueLocation))
        }
        return nil
    }

    /// First of several alias names that is present.
    mutating func value<T>(_ names: [String], _ parse: (String) throws -> T) -> T? {
        for name in names where attribute(name) != nil { return value(name, parse) }
        return nil
    }

    mutating func markUsed(_ name: String) { if attribute(name) != nil { markRead(name) } }

    private mutating func markRead(_ name: String) { if !used.contains(name) { used.append(name) } }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

/// Small parsers shared by several attributes.
enum Parse {
    static func number(_ text: String) throws -> Double {
        guard let value = parseFiniteNumber(text) else { throw ValueError("'\(text)' is not a number") }
        return value
    }

    static func nonNegative(_ text: String) throws -> Double {
        let value = try number(text)
        guard value >= 0 else { throw ValueError("'\(text)' must not be negative") }
        return value
    }

    static func positive(_ text: String) throws -> Double {
        let value = try number(text)
        guard value > 0 else { throw ValueError("'\(text)' must be greater than 0") }
        return value
    }

    static func unitInterval(_ text: String) throws -> Double {
        let value = try number(text)
        guard value >= 0, value <= 1 else { throw ValueError("'\(text)' must be between 0 and 1") }
        return value
    }

    static func integer(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingSpaces()) else { throw ValueError("'\(text)' is not a whole number") }
        return value
    }

    static func bool(_ text: String) throws -> Bool {
        switch text.trimmingSpaces().lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw ValueError("'\(text)' is not a boolean (true or false)")
        }
    }

    /// `leading`, `trailing` and `natural` follow `direction` (SPEC §9).
    static func textAlignment(_ text: String, direction: TextDirection?) throws -> TextAlignment {
        let lower = EnumConstant.caseName(text, type: "NSTextAlignment").lowercased()
        let rtl = direction == .rtl
        switch lower {
        case "left": return .left
        case "natural", "leading": return rtl ? .right : .left
        case "center", "centre": return .center
        case "right": return .right
        case "trailing": return rtl ? .left : .right
        case "justified", "justify": return .justified
        default: throw ValueError("unknown text alignment '\(text)' (left, center, right, leading, trailing, natural, justified)")
        }
    }

    static func direction(_ text: String) throws -> TextDirection {
        guard let direction = TextDirection(rawValue: text.trimmingSpaces().lowercased()) else {
            throw ValueError("unknown direction '\(text)' (ltr or rtl)")
        }
        return direction
    }

    static func contentMode(_ text: String) throws -> ContentMode {
        let lower = EnumConstant.caseName(text, type: "UIViewContentMode").lowercased()
        guard let mode = [ContentMode.scaleAspectFit, .scaleAspectFill, .scaleToFill, .center]
            .first(where: { $0.rawValue.lowercased() == lower }) else {
            throw ValueError("unknown content mode '\(text)' (scaleAspectFit, scaleAspectFill, scaleToFill, center)")
        }
        return mode
    }

    static func trim(_ text: String) throws -> TextTrim {
        let tokens = text.split(separator: " ").map { $0.lowercased() }
        guard (1...2).contains(tokens.count) else { throw ValueError("trim takes one or two tokens (over edge: text, cap, x; under edge: text, baseline)") }
        guard let over = TextTrim.Over(rawValue: tokens[0]) else {
            throw ValueError("unknown trim over edge '\(tokens[0])' (text, cap, x)")
        }
        var trim = TextTrim(over: over)
        if tokens.count == 2 {
            guard let under = TextTrim.Under(rawValue: tokens[1]) else {
                throw ValueError("unknown trim under edge '\(tokens[1])' (text, baseline)")
            }
            trim.under = under
        }
        return trim
    }
}
