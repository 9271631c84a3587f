import Foundation
import GravityCore

/// LayoutTool's `format` (its README and its tests are the reference), for
/// Layout documents:
///
/// 1. Read the tree as Layout's XML parser does: text before a layout
///    element trimmed, runs of spaces and tabs one space, line breaks kept
///    once; inline markup (lower-case tags) keeps the spaces around it.
/// 2. Four-space indentation. An element with two or more attributes
///    writes them one a line, sorted by name, its `/>` or `>` on a line of
///    its own and a blank line before its children; with fewer, on the
///    tag's line. Markup and `<param>`/`<macro>` keep theirs on one line.
/// 3. `<param>`s, then `<macro>`s (with the comments just above them) move
///    to the top of their parent, a blank line after them.
/// 4. A comment gets a blank line before it, unless a comment precedes it.
/// 5. A lone text or comment child shares its parent's lines (`<Foo>bar</Foo>`);
///    markup keeps its text's line breaks, re-indented.
/// 6. Values as `LayoutValueStyle` writes them; `&`, `<` (and `"` in
///    values) escaped.
///
/// Deliberate differences, so formatting never changes what the document
/// means to Gravity (ContentRule): a plain text body whose spacing matters
/// (a line break, two spaces) or that holds comments, markup written with
/// no space between two tags, an attribute node or CDATA keep their content
/// as written, the closing tag lined up; characters beyond ASCII stay as
/// written (LayoutTool writes `&#xE9;`); a line break or tab in a value is
/// written `&#10;`/`&#9;` (written raw it would read back as a space).
struct LayoutToolStyle {
    let trivia: SourceTrivia
    var errors = Diagnostics()

    /// A node as Layout's parser gives it (step 1).
    indirect enum Item {
        case element(Node, [Item])
        /// Text as Layout's parser keeps it; `inMarkup`: its line breaks may be re-indented.
        case text(String, inMarkup: Bool)
        /// An element whose content is written as is.
        case verbatim(Node)
        case comment(String)
        /// `<?…?>`, as written.
        case instruction(String)

        var isElement: Bool { if case .element = self { return true } else { return false } }
        var name: String? {
            switch self {
            case .element(let node, _), .verbatim(let node): return node.name
            default: return nil
            }
        }
        var isHTML: Bool { name.map { $0.lowercased() == $0 } ?? false }
        var isParameter: Bool { name == "param" }
        var isMacro: Bool { name == "macro" }
        var isChildren: Bool { name == "children" }
        var isParameterOrMacro: Bool { isParameter || isMacro }
        var isComment: Bool {
            switch self {
            case .comment, .instruction: return true
            default: return false
            }
        }
        var isLinebreak: Bool { if case .text("\n", _) = self { return true } else { return false } }
        var isText: Bool { if case .text = self { return !isLinebreak } else { return false } }
        /// No content but whitespace.
        var isEmpty: Bool {
            switch self {
            case .element(_, let children):
                return !children.contains { if case .text(let text, _) = $0 { return !text.allSatisfy(\.isWhitespace) } else { return true } }
            case .text(let text, _): return text.allSatisfy(\.isWhitespace)
            default: return false
            }
        }
    }

    init(trivia: SourceTrivia) { self.trivia = trivia }

    // MARK: Step 1

    static func item(ofTrivia text: String) -> Item {
        if text.hasPrefix("<!--"), text.hasSuffix("-->") {
            return .comment(String(text.dropFirst(4).dropLast(3)))
        }
        return .instruction(text)
    }

    func item(_ node: Node) -> Item {
        if keepsContent(node) { return .verbatim(node) }
        let isHTML = node.name.lowercased() == node.name
        let markup = isHTML || node.children.contains(where: ContentRule.isMarkup)
        var children: [Item] = []
        var text = ""
        func appendText() {
            guard !text.isEmpty else { return }
            // Plain text keeps its spacing (ContentRule); whitespace alone is Layout's.
            let collapse = markup || text.allSatisfy(\.isWhitespace)
            children.append(.text(collapse ? LayoutToolStyle.collapsed(text) : text, inMarkup: markup))
            text = ""
        }
        var pending = (trivia.inside[node.location] ?? [])[...]
        for (index, child) in node.children.enumerated() {
            while let comment = pending.first, comment.beforeChild <= index {
                appendText()
                children.append(LayoutToolStyle.item(ofTrivia: comment.text))
                pending.removeFirst()
            }
            switch child {
            case .text(let piece, _):
                text += piece
            case .element(let childNode):
                if childNode.name.lowercased() != childNode.name {
                    text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                } else if !isHTML, children.last?.isHTML != true {
                    text = String(text.drop { $0.isWhitespace })
                }
                appendText()
                children.append(item(childNode))
            }
        }
        for comment in pending {
            appendText()
            children.append(LayoutToolStyle.item(ofTrivia: comment.text))
        }
        if !isHTML {
            text = children.isEmpty ? text.trimmingCharacters(in: .whitespacesAndNewlines)
                : String(text.reversed().drop { $0.isWhitespace }.reversed())
        }
        appendText()
        return .element(node, children)
    }

    /// Runs of spaces and tabs one space, the spaces around line breaks dropped.
    static func collapsed(_ text: String) -> String {
        var output = "", spaces = false, newline = false
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                newline = true
                spaces = false
            } else if character == " " || character == "\t" {
                spaces = true
            } else {
                if newline { output += "\n" } else if spaces { output += " " }
                newline = false
                spaces = false
                output.append(character)
            }
        }
        if newline { output += "\n" } else if spaces { output += " " }
        return output
    }

    /// The content is kept as written (ContentRule): an attribute node,
    /// CDATA, a plain text body whose spacing matters or with a comment
    /// between two pieces of its text (LayoutTool puts them on lines of
    /// their own: `bar<!-- c -->baz` would read "bar baz"), or inline
    /// markup with two tags written with nothing between (LayoutTool
    /// puts the second on a line of its own: `<b>a</b><i>b</i>` would
    /// read "a b").
    func keepsContent(_ node: Node) -> Bool {
        guard node.children.contains(where: ContentRule.isText) || node.children.contains(where: ContentRule.isMarkup) else {
            return false
        }
        if node.name.contains(".") { return true }
        if let spelling = trivia.contentSpellings[node.location], spelling.contains("<![CDATA[") { return true }
        let markup = node.name.lowercased() == node.name || node.children.contains(where: ContentRule.isMarkup)
        if markup {
            var previousWasMarkup = false
            for child in node.children {
                let inline = ContentRule.isInlineMarkup(child)
                if inline, previousWasMarkup { return true }
                previousWasMarkup = inline
                if case .element(let inner) = child, ContentRule.isMarkup(inner.name), keepsContent(inner) { return true }
            }
            return false
        }
        let hasElements = node.children.contains { if case .element = $0 { return true } else { return false } }
        if hasElements { return false }  // bare text among elements: each a label of its own, trimmed
        let texts = node.children.compactMap { child -> String? in if case .text(let text, _) = child { return text } else { return nil } }
        let textIndices = node.children.indices.filter { ContentRule.isText(node.children[$0]) }
        let commentBetweenTexts = (trivia.inside[node.location] ?? []).contains { comment in
            textIndices.contains { $0 < comment.beforeChild } && textIndices.contains { $0 >= comment.beforeChild }
        }
        return commentBetweenTexts || ContentRule.hasSignificantSpacing(texts.joined())
    }

    // MARK: Steps 2–6

    mutating func write(_ items: [Item], indent: String, indentFirstLine: Bool = true, isHTML: Bool = false) -> String {
        var output = ""
        var previous: Item?
        var indentNextLine = indentFirstLine
        // Step 3: from the end, up to the last text, markup or <children/>.
        var params: [Item] = [], macros: [Item] = [], nodes = items
        if !isHTML {
            for (index, node) in items.enumerated().reversed() {
                if node.isParameterOrMacro {
                    var first = index
                    while first > 0, nodes[first - 1].isComment { first -= 1 }
                    if node.isParameter { params = nodes[first...index] + params } else { macros = nodes[first...index] + macros }
                    nodes.removeSubrange(first...index)
                } else if node.isChildren || node.isHTML || node.isText {
                    break
                }
            }
        }
        for node in params + macros + nodes {
            if node.isLinebreak { continue }
            if node.isComment, let previous, !previous.isComment, !previous.isLinebreak {
                output += "\n"  // step 4
                indentNextLine = true
            }
            if let previous {
                if previous.isParameterOrMacro, !node.isParameterOrMacro, !node.isComment {
                    if !node.isHTML { output += "\n" }
                    output += "\n"
                } else if !(node.isText && (previous.isHTML || previous.isText)), !(node.isHTML && previous.isText) {
                    output += "\n"
                }
            }
            if output.hasSuffix("\n") { indentNextLine = true }
            output += write(node, indent: indent, indentFirstLine: indentNextLine)
            previous = node
            indentNextLine = false
        }
        if !output.hasSuffix("\n") { output += "\n" }
        return output
    }

    mutating func write(_ item: Item, indent: String, indentFirstLine: Bool) -> String {
        let lead = indentFirstLine ? indent : ""
        switch item {
        case .comment(let body):
            return lead + "<!-- " + LayoutToolStyle.reindented(body.trimmingCharacters(in: .whitespacesAndNewlines), indent) + " -->"
        case .instruction(let text):
            return lead + text
        case .text(let text, let inMarkup):
            if text == "\n" { return text }
            var body = LayoutToolStyle.escaped(text, inValue: false)
            guard inMarkup else { return lead + body.trimmingCharacters(in: .whitespacesAndNewlines) }
            body = LayoutToolStyle.reindented(body, indent)
            if body.hasSuffix("\n" + indent) { body.removeLast(indent.count) }
            if indentFirstLine { body = indent + String(body.drop { $0.isWhitespace }) }
            return body
        case .verbatim(let node):
            let content = ContentRule.aligned(trivia.contentSpellings[node.location] ?? "", indent: indent)
            return lead + startTag(node, indent: indent) + ">" + content + "</\(node.name)>"
        case .element(let node, let children):
            let isHTML = item.isHTML
            var xml = lead + startTag(node, indent: indent)
            let wraps = node.attributes.count >= 2 && !item.isParameterOrMacro && !isHTML
            if item.isParameterOrMacro || item.isChildren {
                xml += "/>"
            } else if item.isEmpty {
                if wraps { xml += "\n" + indent }
                xml += !isHTML || LayoutToolStyle.emptyHTMLTags.contains(node.name) ? "/>" : "></\(node.name)>"
            } else if children.count == 1, children[0].isComment || children[0].isText {
                xml += ">"
                var body = write(children[0], indent: indent + "    ", indentFirstLine: false)
                if isHTML {
                    if !body.hasPrefix("\n") { body = LayoutToolStyle.reindented(body, indent) }
                    if body.hasSuffix("\n") { body += indent }
                } else if wraps {
                    body = (body.hasPrefix("\n") ? indent : "\n" + indent) + body
                    body += body.hasSuffix("\n") ? indent : "\n" + indent
                } else {
                    body = body.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                xml += body + "</\(node.name)>"
            } else {
                xml += ">\n"
                let body = write(children, indent: indent + "    ", isHTML: isHTML)
                if wraps || children.first(where: { !$0.isLinebreak })?.isComment == true { xml += "\n" }
                xml += body + indent + "</\(node.name)>"
            }
            return xml
        }
    }

    /// `<Name` and its attributes (step 2), sorted by name; one a line
    /// when there are two or more, unless markup, param or macro.
    mutating func startTag(_ node: Node, indent: String) -> String {
        let oneLine = node.attributes.count < 2 || ["param", "macro"].contains(node.name) || node.name.lowercased() == node.name
        let paramTypes = Dictionary(node.elementChildren.filter { $0.name == "param" }.compactMap { param in
            param.attribute("name").flatMap { name in param.attribute("type").map { (name.value, $0.value) } }
        }, uniquingKeysWith: { first, _ in first })
        var tag = "<" + node.name
        for attribute in node.attributes.sorted(by: { $0.name < $1.name }) {
            tag += (oneLine ? " " : "\n" + indent + "    ") + value(attribute, of: node, paramTypes: paramTypes)
        }
        return tag
    }

    /// `name="value"` (step 6); a malformed expression is recorded and its
    /// value written as it was.
    mutating func value(_ attribute: Attribute, of node: Node, paramTypes: [String: String]) -> String {
        let scalars = Array(attribute.value.unicodeScalars)
        var text = attribute.value
        // Declarations and markup hold names and text, never expressions.
        if !["param", "macro"].contains(node.name) || attribute.name == "value" {
            do {
                text = LayoutValueStyle.readsAsText(attribute.name, value: attribute.value, paramTypes: paramTypes)
                    ? try LayoutValueStyle.text(scalars)
                    : try LayoutValueStyle.expression(scalars, keepingBraces: LayoutValueStyle.keepsBraces(attribute.name))
            } catch {
                let at = ValueLocator(attribute.value, origin: attribute.valueLocation).location(at: error.offset)
                errors.append(.error("<\(node.name)> \(attribute.name)=\"\(attribute.value)\": \(error.message)", at: at))
            }
        }
        return attribute.name + "=\"" + LayoutToolStyle.escaped(text, inValue: true) + "\""
    }

    // MARK: Text

    /// HTML's elements that hold nothing (`<br/>`).
    static let emptyHTMLTags: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Each run of whitespace holding a line break becomes one line break and `indent`.
    static func reindented(_ text: String, _ indent: String) -> String {
        var output = "", run = "", runBreaks = false
        func flush() {
            output += runBreaks ? "\n" + indent : run
            run = ""
            runBreaks = false
        }
        for character in text {
            if character.isWhitespace {
                run.append(character)
                if character.isNewline { runBreaks = true }
            } else {
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }

    static func escaped(_ text: String, inValue: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case "\"" where inValue: output += "&quot;"
            case "\n" where inValue: output += "&#10;"
            case "\r" where inValue: output += "&#13;"
            case "\t" where inValue: output += "&#9;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
