import Foundation
import GravityCore

/// The one rule for an element's content whose whitespace may be meaning,
/// whatever the element is called (`Label`, `UILabel`, `Text`, a custom
/// label class, an attribute node `<Row.title>`): the formatter decides
/// from what the content is, never from the element's name.
///
/// Meaning, as the resolver reads it: text bodies and bare text are
/// trimmed at both ends; inside them a plain body keeps its line breaks
/// and spaces; a body with inline markup collapses each run of whitespace
/// to one space, as HTML does (InlineMarkup).
enum ContentRule {
    /// Inline markup is written in lower case (`b`, `i`, `span`, `br`), as
    /// Layout's HTML is; `param`, `macro` and `children` are declarations.
    static func isMarkup(_ name: String) -> Bool {
        name.lowercased() == name && !["param", "macro", "children"].contains(name)
    }

    static func isMarkup(_ child: Node.Child) -> Bool {
        if case .element(let node) = child { return isMarkup(node.name) }
        return false
    }

    /// Markup that sits inside a line of text (`<b>`, `<span>`, `<br/>`:
    /// the label markup Gravity reads), where a line break between two
    /// tags would be a space.
    static func isInlineMarkup(_ child: Node.Child) -> Bool {
        if case .element(let node) = child { return inlineTags.contains(node.name) }
        return false
    }

    static let inlineTags: Set<String> = ["b", "strong", "i", "em", "u", "s", "strike", "del", "br", "sub", "sup", "span"]

    static func isText(_ child: Node.Child) -> Bool {
        if case .text(let text, _) = child { return !text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// Whether `text` has whitespace other than single spaces between words
    /// (a line break, a tab, two spaces): what a plain body keeps.
    static func hasSignificantSpacing(_ text: String) -> Bool {
        let inner = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var previousWasSpace = false
        for scalar in inner.unicodeScalars {
            if scalar.properties.isWhitespace {
                if scalar != " " || previousWasSpace { return true }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
        }
        return false
    }

    /// Content written between the tags as is, with the whitespace before
    /// its closing tag (always trimmed away) set to `indent`, so the
    /// closing tag lines up with the opening one when the content ends on
    /// a line of its own.
    static func aligned(_ content: String, indent: String) -> String {
        guard let lastBreak = content.lastIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) else { return content }
        let tail = content[content.index(after: lastBreak)...]
        guard tail.allSatisfy({ $0 == " " || $0 == "\t" }) else { return content }
        return String(content[...lastBreak]) + indent
    }
}
