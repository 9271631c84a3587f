import GravityCore

/// `gravity format`: the canonical form of a layout file (SPEC §11).
///
/// A Layout document (`DocumentDialect`) takes LayoutTool's style
/// (`LayoutToolStyle`); a Gravity document the style below.
///
/// 1. Two-space indentation, one element per line.
/// 2. Attributes in a stable order: id, then layout, then appearance
///    (`AttributeOrder`), then the rest as written.
/// 3. Comments and processing instructions stay where they were, each on
///    its own line.
/// 4. Values and text keep their spelling (entities as written). An element
///    whose content is text or inline markup — a label of any spelling, an
///    attribute node, bare text in a stack — keeps its content exactly,
///    since whitespace there can be meaning (ContentRule); its closing tag
///    is lined up with its opening tag. Only whitespace between elements
///    is rewritten.
/// 5. Every `{…}` expression must parse: a malformed one is an error at
///    its character, and nothing is written.
///
/// Formatting never changes what a layout means, so it lays out to the
/// same frames, and formatting a formatted file changes nothing.
public enum LayoutFormatter {
    /// The formatted text; `dialect` overrides the document's own (`DocumentDialect.detect`).
    public static func format(_ source: SourceFile, limits: Limits = Limits(), dialect: DocumentDialect? = nil) throws -> String {
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            _ = try DocumentLoader.parse(source, limits: limits)  // the loader's "empty file" error
        }
        let (root, trivia) = try XMLReader.parseKeepingSource(source, limits: limits)
        if (dialect ?? DocumentDialect.detect(root)) == .layout {
            var style = LayoutToolStyle(trivia: trivia)
            let items = trivia.beforeRoot.map(LayoutToolStyle.item(ofTrivia:)) + [style.item(root)]
                + trivia.afterRoot.map(LayoutToolStyle.item(ofTrivia:))
            let output = style.write(items, indent: "")
            try throwIfAny(style.errors, source)
            return output
        }
        try throwIfAny(ExpressionCheck.errors(in: root), source)
        var writer = Writer(trivia: trivia)
        for item in trivia.beforeRoot { writer.line(item, depth: 0) }
        writer.element(root, depth: 0)
        for item in trivia.afterRoot { writer.line(item, depth: 0) }
        return writer.output
    }

    static func throwIfAny(_ errors: Diagnostics, _ source: SourceFile) throws {
        guard errors.hasErrors else { return }
        var located = errors
        located.register(source)
        throw DiagnosticsError(located)
    }

    private struct Writer {
        let trivia: SourceTrivia
        var output = ""

        mutating func line(_ text: String, depth: Int) {
            output += String(repeating: "  ", count: depth) + text + "\n"
        }

        mutating func element(_ node: Node, depth: Int) {
            let start = "<" + node.name + AttributeOrder.sorted(node.attributes).map(attribute).joined()
            let items = trivia.inside[node.location] ?? []
            let hasElements = node.children.contains { if case .element = $0 { return true } else { return false } }
            if !hasElements && items.isEmpty && !hasText(node) {
                line(start + "/>", depth: depth)  // nothing, or whitespace only
                return
            }
            if keepsContent(node) {
                let content = ContentRule.aligned(trivia.contentSpellings[node.location] ?? "",
                                                  indent: String(repeating: "  ", count: depth))
                line(start + ">" + content + "</\(node.name)>", depth: depth)
                return
            }
            line(start + ">", depth: depth)
            var pending = items[...]
            for (index, child) in node.children.enumerated() {
                while let item = pending.first, item.beforeChild <= index {
                    line(item.text, depth: depth + 1)
                    pending.removeFirst()
                }
                if case .element(let childNode) = child { element(childNode, depth: depth + 1) }
            }
            for item in pending { line(item.text, depth: depth + 1) }
            line("</\(node.name)>", depth: depth)
        }

        /// ` name="value"` with the value as written; a value written in
        /// single quotes that contains `"` spells it `&quot;`.
        func attribute(_ attribute: Attribute) -> String {
            let spelling = trivia.valueSpellings[attribute.valueLocation] ?? attribute.value
            return " \(attribute.name)=\"\(spelling.replacingOccurrences(of: "\"", with: "&quot;"))\""
        }

        /// Text other than whitespace between elements (CDATA included:
        /// whitespace-only text means nothing to Resolve, however written).
        func hasText(_ node: Node) -> Bool {
            node.children.contains {
                if case .text(let text, _) = $0 { return !text.allSatisfy(\.isWhitespace) } else { return false }
            }
        }

        /// Text content, inline markup and attribute nodes are kept as
        /// written, whatever the element is called (ContentRule).
        func keepsContent(_ node: Node) -> Bool {
            hasText(node) || node.children.contains(where: ContentRule.isInlineMarkup) || node.name.contains(".")
        }
    }
}
