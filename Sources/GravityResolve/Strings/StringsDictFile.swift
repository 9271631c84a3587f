import GravityDocument
import GravityValues

/// One `.stringsdict` entry: `NSStringLocalizedFormatKey`'s format, whose
/// `%#@VAR@` names a plural variable, and each variable's forms.
public struct PluralString: Hashable, Sendable {
    /// A variable: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`.
    public struct Variable: Hashable, Sendable {
        /// `NSStringFormatValueTypeKey` (`d`, `ld`, `f`, …), when given.
        public var valueType: String?
        /// The forms written (`other` always among them).
        public var forms: [PluralCategory: String]
    }

    /// The format (`%#@files@ in %@`).
    public var format: String
    /// The variables by name.
    public var variables: [String: Variable]
    /// The file it was read from (for messages).
    public var file: String
}

/// A `Localizable.stringsdict` file (Apple's XML property list): a
/// dictionary of keys, each a dictionary with `NSStringLocalizedFormatKey`
/// and one dictionary a plural variable (`NSStringFormatSpecTypeKey` =
/// `NSStringPluralRuleType`, optional `NSStringFormatValueTypeKey`, the
/// forms `zero` `one` `two` `few` `many` `other`). Problems are located in
/// the file; nothing unknown is skipped.
public enum StringsDictFile {
    /// The entries by key, and the source diagnostics quote.
    public static func parse(path: String, bytes: [UInt8], limits: Limits = Limits()) throws -> [String: PluralString] {
        let source = SourceFile(path: path, bytes: try withoutPlistDoctype(path: path, bytes: bytes))
        let root = try DocumentLoader.parse(source, limits: limits)
        guard root.name == "plist" else {
            throw Diagnostic.error("a .stringsdict file is a property list: expected <plist>, found <\(root.name)>", at: root.location)
        }
        let top = try elements(of: root)
        guard top.count == 1, top[0].name == "dict" else {
            throw Diagnostic.error("<plist> must hold one <dict> of strings", at: top.first?.location ?? root.location)
        }
        var entries: [String: PluralString] = [:]
        for (key, value) in try pairs(of: top[0]) {
            entries[key.text] = try entry(key, value, path: path)
        }
        return entries
    }

    /// Xcode writes `<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "…">`;
    /// the XML reader refuses every DTD, so this one (with no internal
    /// subset, hence no entities) is blanked, keeping lines and columns.
    static func withoutPlistDoctype(path: String, bytes: [UInt8]) throws -> [UInt8] {
        let marker = Array("<!DOCTYPE".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return bytes }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
            if bytes[end] == UInt8(ascii: "[") {
                throw Diagnostic.error("a DTD with declarations is not allowed in a .stringsdict file (entities are never expanded)",
                                       at: SourceFile(path: path, bytes: bytes).location(ofOffset: end))
            }
            end += 1
        }
        let doctype = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
        guard end < bytes.count, doctype.hasPrefix("<!DOCTYPE plist") else { return bytes }
        var blanked = bytes
        for i in start...end where blanked[i] != UInt8(ascii: "\n") { blanked[i] = UInt8(ascii: " ") }
        return blanked
    }

    /// A `<key>`'s text and where it is written.
    struct Key {
        var text: String
        var location: SourceLocation
    }

    /// The child elements; text other than whitespace between them is an error.
    static func elements(of node: Node) throws -> [Node] {
        var found: [Node] = []
        for child in node.children {
            switch child {
            case .element(let element): found.append(element)
            case .text(let text, let location):
                guard text.allSatisfy(\.isWhitespace) else {
                    throw Diagnostic.error("text is not allowed directly inside <\(node.name)>", at: location)
                }
            }
        }
        return found
    }

    /// A `<dict>`'s `<key>`/value pairs, in order; a repeated key is an error.
    static func pairs(of dict: Node) throws -> [(Key, Node)] {
        let children = try elements(of: dict)
        var pairs: [(Key, Node)] = []
        var seen: Set<String> = []
        var index = 0
        while index < children.count {
            let keyNode = children[index]
            guard keyNode.name == "key" else {
                throw Diagnostic.error("expected <key> in <dict>, found <\(keyNode.name)>", at: keyNode.location)
            }
            let key = Key(text: try text(of: keyNode), location: keyNode.location)
            guard index + 1 < children.count else {
                throw Diagnostic.error("the key '\(key.text)' has no value", at: key.location)
            }
            guard seen.insert(key.text).inserted else {
                throw Diagnostic.error("the key '\(key.text)' is written twice in this <dict>", at: key.location)
            }
            pairs.append((key, children[index + 1]))
            index += 2
        }
        return pairs
    }

    /// The text of `<key>` or `<string>` (empty for `<string/>`).
    static func text(of node: Node) throws -> String {
        var text = ""
        for child in node.children {
            switch child {
            case .text(let part, _): text += part
            case .element(let element):
                throw Diagnostic.error("<\(node.name)> holds text, not <\(element.name)>", at: element.location)
            }
        }
        return text
    }

    static func string(_ node: Node, for key: Key) throws -> String {
        guard node.name == "string" else {
            throw Diagnostic.error("the value of '\(key.text)' must be a <string>, found <\(node.name)>", at: node.location)
        }
        return try text(of: node)
    }

    /// One key's dictionary: the format and its variables.
    static func entry(_ key: Key, _ value: Node, path: String) throws -> PluralString {
        guard value.name == "dict" else {
            throw Diagnostic.error("the value of '\(key.text)' must be a <dict> with NSStringLocalizedFormatKey, found <\(value.name)>",
                                   at: value.location)
        }
        var format: (String, SourceLocation)?
        var variables: [String: PluralString.Variable] = [:]
        for (name, node) in try pairs(of: value) {
            if name.text == "NSStringLocalizedFormatKey" {
                format = (try string(node, for: name), node.location)
                continue
            }
            if name.text == "NSStringVariableWidthRuleType" || name.text == "NSStringDeviceSpecificRuleType" {
                throw Diagnostic.error("\(name.text) is not supported (only plural variables, NSStringPluralRuleType)", at: name.location)
            }
            variables[name.text] = try variable(name, node)
        }
        guard let (text, location) = format else {
            throw Diagnostic.error("'\(key.text)' has no NSStringLocalizedFormatKey (the format naming its variables as %#@name@)",
                                   at: key.location)
        }
        // Every variable the format, or a form, names must be defined.
        let texts = [(text, location)] + variables.values.flatMap { $0.forms.values.map { ($0, location) } }
        for (written, at) in texts {
            let specifiers: [LocalizedFormat.Specifier]
            do { specifiers = try LocalizedFormat.specifiers(in: written) } catch {
                throw Diagnostic.error("'\(key.text)': \(error.message)", at: at)
            }
            for case .variable(let name, _) in specifiers where variables[name] == nil {
                throw Diagnostic.error("'\(key.text)' names the variable %#@\(name)@, which it does not define", at: at)
            }
        }
        return PluralString(format: text, variables: variables, file: path)
    }

    static func variable(_ name: Key, _ node: Node) throws -> PluralString.Variable {
        guard node.name == "dict" else {
            throw Diagnostic.error("'\(name.text)' is not a key of a .stringsdict entry (NSStringLocalizedFormatKey, or a variable's <dict>)",
                                   at: name.location)
        }
        var ruleType: String?
        var result = PluralString.Variable(valueType: nil, forms: [:])
        for (key, value) in try pairs(of: node) {
            switch key.text {
            case "NSStringFormatSpecTypeKey": ruleType = try string(value, for: key)
            case "NSStringFormatValueTypeKey": result.valueType = try string(value, for: key)
            default:
                guard let category = PluralCategory(rawValue: key.text) else {
                    throw Diagnostic.error("unknown plural form '\(key.text)' in '\(name.text)' (forms: zero, one, two, few, many, other)",
                                           at: key.location)
                }
                result.forms[category] = try string(value, for: key)
            }
        }
        guard let ruleType else {
            throw Diagnostic.error("the variable '\(name.text)' has no NSStringFormatSpecTypeKey (NSStringPluralRuleType)", at: name.location)
        }
        guard ruleType == "NSStringPluralRuleType" else {
            throw Diagnostic.error("the variable '\(name.text)' is of type \(ruleType); only NSStringPluralRuleType is supported", at: name.location)
        }
        guard result.forms[.other] != nil else {
            throw Diagnostic.error("the variable '\(name.text)' has no 'other' form (every language's plural rules end in 'other')", at: name.location)
        }
        if let type = result.valueType, !LocalizedFormat.isNumberConversion(type) {
            throw Diagnostic.error("the variable '\(name.text)' counts with NSStringFormatValueTypeKey '\(type)'; a count is a number (d, i, u, ld, f, …)",
                                   at: name.location)
        }
        return result
    }
}

/// The `.stringsdict` entries a render reads, with the plural rules of its
/// locale (nil when the table lacks the language: an entry used then is an error).
public struct PluralTable: Hashable, Sendable {
    /// The entries by key.
    public var entries: [String: PluralString] = [:]
    /// The rules that choose a form.
    public var rules: PluralRules? = PluralRules(locale: nil)
    /// The locale asked for (`--locale`), for messages.
    public var locale: String?

    /// No entries, English rules.
    public init() {}

    /// `entries` chosen by the rules of `locale`.
    public init(entries: [String: PluralString], locale: String?) {
        self.entries = entries
        self.locale = locale
        rules = PluralRules(locale: locale)
    }
}
