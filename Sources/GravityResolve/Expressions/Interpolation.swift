#if canImport(Glibc)
import Glibc
#endif

/// An attribute value or label text split into literal text and `{…}`
/// expressions (SPEC §8.1): `"Hello {user.name}, {n + 1} new"`. Text without
/// braces is a literal, as in Layout. A `}` outside an expression is
/// literal text; a literal `{` is written `{'{'}`.
public struct Interpolation: Hashable, Sendable {
    /// A piece of the value.
    public enum Segment: Hashable, Sendable {
        /// Text as written between expressions.
        case literal(String)
        /// Offsets in the expression count from the start of the whole value.
        case expression(Expression)
    }

    /// The pieces in order.
    public var segments: [Segment]

    /// Does `text` hold an expression at all? (A fast check: most values don't.)
    public static func hasExpressions(_ text: String) -> Bool {
        // By the C library's memchr: `contains` on the UTF-8 view is not
        // specialised in a debug build (`swift test`'s), ~3 k instructions a value.
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "{")), bytes.count) != nil } ?? false
        }
        return found ?? text.utf8.contains(UInt8(ascii: "{"))
    }

    /// Splits `text` into segments and parses each expression.
    public static func parse(_ text: String) throws(ExpressionError) -> Interpolation {
        let scalars = Array(text.unicodeScalars)
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "{" else {
                literal.append(scalars[i])
                i += 1
                continue
            }
            let close = try closingBrace(scalars, from: i)
            if !literal.isEmpty {
                segments.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
            segments.append(.expression(try Expression.parse(scalars, (i + 1)..<close)))
            i = close + 1
        }
        if !literal.isEmpty { segments.append(.literal(String(literal))) }
        return Interpolation(segments: segments)
    }

    /// The `}` that ends the expression opened at `open`, skipping quoted strings.
    private static func closingBrace(_ scalars: [Unicode.Scalar], from open: Int) throws(ExpressionError) -> Int {
        var i = open + 1
        var quoted = false
        while i < scalars.count {
            let c = scalars[i]
            if quoted {
                if c == "\\" { i += 1 } else if c == "'" { quoted = false }
            } else if c == "'" {
                quoted = true
            } else if c == "}" {
                return i
            } else if c == "{" {
                throw ExpressionError("'{' inside an expression (expressions do not nest; close the one opened before with '}')", at: i)
            }
            i += 1
        }
        throw ExpressionError("unclosed '{' (missing '}')", at: open)
    }

    /// The expression when the value is exactly one `{…}` and nothing else:
    /// its value keeps its type (a number for a number attribute, an array
    /// for `Repeat items`), where mixed text always makes a string.
    public var wholeExpression: Expression? {
        if segments.count == 1, case .expression(let expression) = segments[0] { return expression }
        return nil
    }

    /// Evaluates every expression and joins the text.
    public func text(_ evaluator: ExpressionEvaluator) throws(ExpressionError) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .literal(let text): out += text
            case .expression(let expression):
                out += try evaluator.text(try evaluator.evaluate(expression), at: expression.offset)
                if out.utf8.count > evaluator.textBudget.remaining {
                    throw ExpressionError(evaluator.textBudget.exceededMessage, at: expression.offset)
                }
            }
        }
        return out
    }

    /// `text` written so that interpolating it again gives `text` back: a
    /// value computed in an includer's data stays as it is inside the
    /// component that receives it.
    public static func escaped(_ text: String) -> String {
        guard hasExpressions(text) else { return text }
        var quoted = "{'"
        for scalar in text.unicodeScalars {
            if scalar == "'" || scalar == "\\" { quoted += "\\" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "'}"
    }
}
