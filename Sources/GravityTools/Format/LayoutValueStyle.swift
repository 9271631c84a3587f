import Foundation
import GravityCore

/// An attribute value as LayoutTool writes it (its `formatAttribute`):
///
/// 1. A value LayoutTool reads as one expression (`readsAsText` false: frame
///    attributes, `…Color` with `rgb(…)`, `is…`, `…Size`, a `<param>` of a
///    non-text type) is parsed whole: `10-5* 4` → `10 - 5 * 4`, braces
///    around the whole value dropped (`{a+b}` → `a + b`).
/// 2. Any other value is text with `{…}` expressions: the text stays, each
///    expression is respaced inside its braces.
/// 3. `//` starts a comment — in an expression (`10 - 5 // why`), inside
///    braces (`{a // why}`) or before the whole value (`// disabled`);
///    the comment is trimmed and written after `// `.
/// 4. An expression is rewritten from its parse tree: one space around
///    binary operators and after commas, none after a prefix operator,
///    parentheses only where precedence needs them; every literal keeps
///    its spelling (`1e3`, `#fff`, `'it\'s'`). A malformed one is an error
///    at the character.
enum LayoutValueStyle {
    typealias Scalars = [Unicode.Scalar]

    // MARK: Which reading (LayoutTool's `attributeIsString`)

    /// LayoutTool's attributes of layout type (`layoutSymbols`).
    static let layoutSymbols: Set<String> = [
        "left", "right", "leading", "trailing", "width", "top", "bottom", "height", "center",
        "center.x", "center.y", "firstBaseline", "lastBaseline",
    ]
    /// Types LayoutTool formats as text (`isStringType`); colours are text
    /// unless written with `rgb(…)`.
    static let textTypes: Set<String> = [
        "String", "NSString", "Selector", "NSAttributedString", "URL", "NSURL", "UIImage", "CGImage", "UIFont",
    ]
    static let colorTypes: Set<String> = ["UIColor", "CGColor", "Color"]

    /// Whether LayoutTool reads the value as text with `{…}` expressions
    /// rather than as one expression: from a `<param>` of the element that
    /// declares its type, the attribute's name, and — where it knows nothing
    /// (its UIKit table, which we do not carry, says the rest) — text.
    ///
    /// Only where Gravity reads the value the same either way: layout
    /// attributes (frame expressions) and `rgb(…)` colours. A `Bool`,
    /// `CGSize` or `<param>` value LayoutTool would respace is left as
    /// text, since Gravity reads those values literally (`keepSize="72 72"`).
    static func readsAsText(_ name: String, value: String, paramTypes: [String: String]) -> Bool {
        guard let type = paramTypes[name] ?? typeGuess(name) else { return true }
        if colorTypes.contains(type) {
            return value.contains("{") || !(value.contains("rgb(") || value.contains("rgba("))
        }
        return type != "CGFloat"
    }

    /// `{…}` around a whole `width` or `height` stays: Gravity reads a
    /// size in braces as data (`{compact ? 375 : 'fill'}`), bare as a size.
    static func keepsBraces(_ name: String) -> Bool { name == "width" || name == "height" }

    /// LayoutTool's type for a name alone (`typeOfAttribute`'s fallbacks).
    static func typeGuess(_ name: String) -> String? {
        switch name {
        case "outlet", "id": return "String"
        case "xml", "template": return "URL"
        case _ where layoutSymbols.contains(name): return "CGFloat"
        default: break
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        switch last {
        case "left", "right", "x", "width", "top", "bottom", "y", "height": return "CGFloat"
        default: break
        }
        if name.hasPrefix("is") || name.hasPrefix("has") { return "Bool" }
        if name.hasSuffix("Color") || name == "color" { return "UIColor" }
        if name.hasSuffix("Size") || name == "size" { return "CGSize" }
        if name.hasSuffix("Delegate") || name == "delegate" || name.hasSuffix("DataSource") || name == "dataSource" {
            return "Protocol"
        }
        return nil
    }

    /// LayoutTool's renamer reads more values as text than its formatter:
    /// any with braces, and where the type is unknown, these names and endings.
    static func renameReadsAsText(_ name: String, value: String, paramTypes: [String: String]) -> Bool {
        if value.contains("{"), value.contains("}") { return true }
        if paramTypes[name] != nil || typeGuess(name) != nil { return readsAsText(name, value: value, paramTypes: paramTypes) }
        return renameTextNames.contains(name) || renameTextEndings.contains { name.hasSuffix($0) }
    }

    static let renameTextNames: Set<String> = [
        "id", "udid", "uuid", "guid", "title", "text", "label", "name", "identifier",
        "key", "font", "image", "icon", "path", "url",
        // UIControl events: they name selectors.
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
        "allTouchEvents", "allEditingEvents", "allEvents",
    ]
    static let renameTextEndings = [
        "ID", "Id", "Url", "URL", "Path", "Title", "Text", "String", "Label", "Name", "Identifier", "Key", "Font", "Image", "Icon",
    ]

    /// Where the expressions of a value are, as steps 1–3 read it (comments left out).
    static func expressionRanges(_ s: Scalars, asText: Bool) throws(ExpressionError) -> [Range<Int>] {
        var comment: String?
        let start = skipSpace(s, 0)
        guard asText else {
            if start < s.count, s[start] == "{" {
                let end = scan(s, from: start + 1, toBrace: true)
                _ = try closeBrace(s, at: end, comment: &comment)
                return [(start + 1)..<end]
            }
            return [start..<scan(s, from: start, toBrace: false)]
        }
        if start + 1 < s.count, s[start] == "/", s[start + 1] == "/" { return [] }
        var ranges: [Range<Int>] = []
        var i = 0
        while i < s.count {
            if s[i] == "{" {
                let end = scan(s, from: i + 1, toBrace: true)
                ranges.append((i + 1)..<end)
                i = try closeBrace(s, at: end, comment: &comment)
            } else {
                i += 1
            }
        }
        return ranges
    }

    // MARK: Steps 1–3

    /// Step 1: the whole value as one expression.
    static func expression(_ s: Scalars, keepingBraces: Bool = false) throws(ExpressionError) -> String {
        if keepingBraces, s.first == "{", s.last == "}", scan(s, from: 1, toBrace: true) == s.count - 1 { return try text(s) }
        var i = skipSpace(s, 0)
        var comment: String?
        let body: Range<Int>
        if i < s.count, s[i] == "{" {
            let end = scan(s, from: i + 1, toBrace: true)
            body = (i + 1)..<end
            i = try closeBrace(s, at: end, comment: &comment)
            let rest = skipSpace(s, i)
            if rest + 1 < s.count, s[rest] == "/", s[rest + 1] == "/" {
                let trailing = trimmed(s[(rest + 2)...])
                comment = comment.map { $0 + " // " + trailing } ?? trailing
                i = s.count
            }
            let after = skipSpace(s, i)
            if after < s.count {
                throw ExpressionError("unexpected '\(text(s[after...]))' after the expression's closing '}'", at: after)
            }
        } else {
            let end = scan(s, from: i, toBrace: false)
            body = i..<end
            if end < s.count { comment = trimmed(s[(end + 2)...]) }
        }
        return described(try printed(s, body), comment: comment)
    }

    /// Step 2: text with `{…}` expressions (or a comment before it all).
    static func text(_ s: Scalars) throws(ExpressionError) -> String {
        let start = skipSpace(s, 0)
        if start + 1 < s.count, s[start] == "/", s[start + 1] == "/" {
            return "// " + trimmed(s[(start + 2)...])
        }
        var output = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            switch s[i] {
            case "{":
                let end = scan(s, from: i + 1, toBrace: true)
                var comment: String?
                let next = try closeBrace(s, at: end, comment: &comment)
                output.append(contentsOf: ("{" + described(try printed(s, (i + 1)..<end), comment: comment) + "}").unicodeScalars)
                i = next
            case "}":
                throw ExpressionError("'}' without an opening '{' (write a literal brace as {'}'})", at: i)
            default:
                output.append(s[i])
                i += 1
            }
        }
        return String(output)
    }

    /// After an expression inside braces that stopped at `end`: a `// comment`
    /// up to the `}`, then the `}`. Returns the index after it.
    private static func closeBrace(_ s: Scalars, at end: Int, comment: inout String?) throws(ExpressionError) -> Int {
        var j = end
        if j < s.count, s[j] == "/" {
            guard let close = s[j...].firstIndex(of: "}") else {
                throw ExpressionError("unclosed '{' (missing '}')", at: end)
            }
            comment = trimmed(s[(j + 2)..<close])
            j = close
        }
        guard j < s.count, s[j] == "}" else { throw ExpressionError("unclosed '{' (missing '}')", at: end) }
        return j + 1
    }

    /// Step 3: `expression // comment`, `// comment` when there is no expression.
    static func described(_ expression: String, comment: String?) -> String {
        guard let comment else { return expression }
        return expression.isEmpty ? "// " + comment : expression + " // " + comment
    }

    /// Where an expression starting at `from` ends: at `//` or (in braces)
    /// `}` outside quotes, else at the end.
    static func scan(_ s: Scalars, from: Int, toBrace: Bool) -> Int {
        var i = from, quoted = false
        while i < s.count {
            let c = s[i]
            if quoted {
                if c == "\\" { i += 1 } else if c == "'" { quoted = false }
            } else if c == "'" {
                quoted = true
            } else if toBrace && c == "}" {
                return i
            } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                return i
            }
            i += 1
        }
        return s.count
    }

    // MARK: Step 4

    /// The expression in `range`, respaced; empty for blank text.
    static func printed(_ s: Scalars, _ range: Range<Int>) throws(ExpressionError) -> String {
        guard s[range].contains(where: { !$0.properties.isWhitespace }) else { return "" }
        let expression = try LayoutExpression.parse(s, range)
        return ExpressionPrinter(scalars: s).text(expression).text
    }

    static func skipSpace(_ s: Scalars, _ from: Int) -> Int {
        var i = from
        while i < s.count, s[i].properties.isWhitespace { i += 1 }
        return i
    }

    static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        text(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Step 4: an expression tree back to text, literals as written.
struct ExpressionPrinter {
    let scalars: [Unicode.Scalar]

    /// Binding strength, loosest first (the parser's levels).
    enum Level: Int, Comparable {
        case conditional = 1, coalesce, or, and, equality, comparison, additive, multiplicative, unary, operand
        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    static func level(_ op: BinaryOperator) -> Level {
        switch op {
        case .coalesce: return .coalesce
        case .or: return .or
        case .and: return .and
        case .equal, .notEqual: return .equality
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return .comparison
        case .add, .subtract: return .additive
        case .multiply, .divide, .remainder: return .multiplicative
        }
    }

    func text(_ expression: LayoutExpression) -> (text: String, level: Level) {
        switch expression.kind {
        case .number, .bool, .null, .percent, .color, .string:
            return (spelling(at: expression.offset, of: expression.kind), .operand)
        case .keyPath(let path):
            return (Self.spelling(of: path), .operand)
        case .call(let function, let arguments):
            return (function.rawValue + "(" + arguments.map { text($0).text }.joined(separator: ", ") + ")", .operand)
        case .localized(let path, let arguments):
            return (Self.spelling(of: path) + "(" + arguments.map { text($0).text }.joined(separator: ", ") + ")", .operand)
        case .unary(let op, let operand):
            let inner = text(operand)
            return (op.rawValue + (inner.level < .operand ? "(" + inner.text + ")" : inner.text), .unary)
        case .binary(let op, let left, let right):
            let level = ExpressionPrinter.level(op)
            // `??` groups to the right, the others to the left.
            let rightAssociative = op == .coalesce
            let l = text(left), r = text(right)
            let leftText = l.level < level || (rightAssociative && l.level == level) ? "(" + l.text + ")" : l.text
            let rightText = r.level < level || (!rightAssociative && r.level == level) ? "(" + r.text + ")" : r.text
            return (leftText + " " + op.rawValue + " " + rightText, level)
        case .conditional(let condition, let then, let otherwise):
            let c = text(condition)
            let conditionText = c.level <= .conditional ? "(" + c.text + ")" : c.text
            return (conditionText + " ? " + text(then).text + " : " + text(otherwise).text, .conditional)
        }
    }

    /// A key path as it reads back: a key that is not a plain name (Layout's
    /// escaped `` `strings.Some text!` ``, one key holding dots and spaces)
    /// keeps its backticks, which `KeyPath.description` leaves out.
    static func spelling(of path: KeyPath) -> String {
        guard !path.isElementReference else { return path.description }
        var text = ""
        for (position, part) in path.parts.enumerated() {
            switch part {
            case .key(let name):
                let bare = name.hasPrefix("@") ? name.dropFirst() : Substring(name)
                let plain = bare.unicodeScalars.first.map { $0 == "_" || $0.properties.isAlphabetic } ?? false
                    && bare.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
                text += (position == 0 ? "" : ".") + (plain ? name : "`" + name + "`")
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// A literal as written at `offset`.
    func spelling(at offset: Int, of kind: LayoutExpression.Kind) -> String {
        var i = offset
        let end = scalars.count
        func isDigit(_ at: Int) -> Bool { at < end && scalars[at] >= "0" && scalars[at] <= "9" }
        func isNamePart(_ at: Int) -> Bool {
            at < end && (scalars[at] == "_" || scalars[at].properties.isAlphabetic || isDigit(at))
        }
        switch kind {
        case .number, .percent:
            if i < end, scalars[i] == "-" { i += 1 }
            while isDigit(i) { i += 1 }
            if i + 1 < end, scalars[i] == ".", isDigit(i + 1) { i += 1; while isDigit(i) { i += 1 } }
            if i < end, scalars[i] == "e" || scalars[i] == "E" {
                var j = i + 1
                if j < end, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
                if isDigit(j) { i = j; while isDigit(i) { i += 1 } }
            }
            if case .percent = kind, i < end, scalars[i] == "%" { i += 1 }
        case .string:
            i += 1
            while i < end, scalars[i] != "'" { i += scalars[i] == "\\" ? 2 : 1 }
            i = min(i + 1, end)
        case .color:
            i += 1
            while isNamePart(i) { i += 1 }
        default:
            while isNamePart(i) { i += 1 }
        }
        return LayoutValueStyle.text(scalars[offset..<i])
    }
}
