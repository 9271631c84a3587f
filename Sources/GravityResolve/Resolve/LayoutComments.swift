import GravityDocument

/// Layout's rules for comments and braces in attribute values (its
/// `parseExpression`/`parseStringExpression`, LayoutExpressionTests), read
/// before a Layout document's element is resolved:
/// 1. A value that is only a comment (`//red`, ` //4 + 5`) or only an empty
///    expression (`{}`, `{ //4 + 5}`) is no value: the attribute is dropped,
///    as if not written (the view keeps its default).
/// 2. In a value that is not text, `//` at the start or after a space,
///    outside quotes and braces, starts a comment to the end (`{4 + 5} // why`,
///    `red // why`); `http://…` is not one. Comments are blanked with spaces,
///    so locations in the rest of the value do not move. (`//` inside braces
///    is the expression lexer's.)
/// 3. In text, a `}` outside an expression is an error, as in Layout, which
///    writes a literal brace `{'}'}`; an empty expression (`{}`, `{// why}`)
///    is empty text (`foo {// 4 + 5} bar` is `foo  bar`).
/// 4. A number attribute (`width`, `left`, …) holds one expression: `{5}{6}`
///    is an error at the second, where interpolating would make 56.
enum LayoutComments {
    /// Attributes whose values are text (Layout's string expressions).
    static let textAttributes: Set<String> = ["text", "title", "placeholder", "accessibilityLabel",
                                              "accessibilityIdentifier", "accessibilityHint", "outlet"]

    static func apply(to node: Node) -> (Node, [Diagnostic]) {
        var result = node
        var diagnostics: [Diagnostic] = []
        result.attributes = []
        for var attribute in node.attributes {
            let scalars = Array(attribute.value.unicodeScalars)
            if isNoValue(scalars) { continue }
            if textAttributes.contains(attribute.name) {
                if let offset = strayClosingBrace(scalars) {
                    let location = ValueLocator(attribute.value, origin: attribute.valueLocation).location(at: offset)
                    diagnostics.append(.error("\(attribute.name): '}' outside an expression (Layout writes a literal brace as {'}'})", at: location))
                    continue
                }
                attribute.value = removingEmptyExpressions(scalars)
            } else {
                if let blanked = blankingComment(scalars) {
                    attribute.value = blanked
                    if isNoValue(Array(blanked.unicodeScalars)) { continue }
                }
                if frameAttributes.contains(attribute.name), let second = secondExpression(Array(attribute.value.unicodeScalars)) {
                    let location = ValueLocator(attribute.value, origin: attribute.valueLocation).location(at: second)
                    diagnostics.append(.error("\(attribute.name): a number takes one expression, braced or not; this is a second one (Layout does not join them)", at: location))
                    continue
                }
            }
            result.attributes.append(attribute)
        }
        return (result, diagnostics)
    }

    /// The attributes whose value is one number expression (step 4).
    static let frameAttributes: Set<String> = ["left", "top", "right", "bottom", "width", "height", "center.x", "center.y",
                                               "centerX", "centerY", "leading", "trailing"]

    /// Step 4: where a second `{…}` starts; nil: at most one.
    static func secondExpression(_ scalars: [Unicode.Scalar]) -> Int? {
        var groups = 0, quoted = false, depth = 0
        for (i, c) in scalars.enumerated() {
            if quoted { if c == "'" { quoted = false }; continue }
            switch c {
            case "'" where depth > 0: quoted = true
            case "{":
                if depth == 0 { groups += 1; if groups == 2 { return i } }
                depth += 1
            case "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// Step 1: only spaces and a comment, or braces holding only that.
    static func isNoValue(_ scalars: [Unicode.Scalar]) -> Bool {
        var body = scalars.drop { $0.properties.isWhitespace }
        guard !body.isEmpty else { return false }
        if body.first == "{", let close = body.lastIndex(of: "}"),
           body[body.index(after: close)...].allSatisfy(\.properties.isWhitespace),
           !body[body.index(after: body.startIndex)..<close].contains("{") {
            body = body[body.index(after: body.startIndex)..<close].drop { $0.properties.isWhitespace }
            if body.isEmpty { return true }
        }
        return body.starts(with: ["/", "/"])
    }

    /// Step 2: the value with a comment outside braces and quotes blanked; nil: none.
    static func blankingComment(_ scalars: [Unicode.Scalar]) -> String? {
        var depth = 0, quoted = false
        for i in scalars.indices {
            let c = scalars[i]
            if quoted { if c == "'" { quoted = false }; continue }
            switch c {
            case "'" where depth > 0: quoted = true
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "/" where depth == 0 && i + 1 < scalars.count && scalars[i + 1] == "/"
                && (i == 0 || scalars[i - 1].properties.isWhitespace):
                var view = String.UnicodeScalarView(scalars[..<i])
                view.append(contentsOf: Array(repeating: " " as Unicode.Scalar, count: scalars.count - i))
                return String(view)
            default: break
            }
        }
        return nil
    }

    /// Step 3: the text without `{}` groups that hold only spaces or a comment.
    static func removingEmptyExpressions(_ scalars: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") {
                let inside = scalars[(i + 1)..<close].drop { $0.properties.isWhitespace }
                if inside.isEmpty || inside.starts(with: ["/", "/"]) {
                    i = close + 1
                    continue
                }
                out.append(contentsOf: scalars[i...close])
                i = close + 1
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// Step 3: the offset of a `}` outside an expression; nil: none.
    static func strayClosingBrace(_ scalars: [Unicode.Scalar]) -> Int? {
        var depth = 0, quoted = false
        for (i, c) in scalars.enumerated() {
            if quoted { if c == "\\" { continue }; if c == "'" { quoted = false }; continue }
            switch c {
            case "'" where depth > 0: quoted = true
            case "{": depth += 1
            case "}": if depth == 0 { return i }; depth -= 1
            default: break
            }
        }
        return nil
    }
}
