import GravityCore

// Label text with inline markup (SPEC §9), written in Swift:
//
//     Label {
//         "Price "; Bold("42"); " EUR "; Italic("incl."); LineBreak()
//         "H"; Subscript("2"); "O, "; Span("Courier bold", font: "Courier bold", color: "#b03030")
//     }
//
// builds the label body `Price <b>42</b> EUR <i>incl.</i><br/>H<sub>2</sub>O, <span …>…</span>`
// as the XML reader reads it, so Resolve's one markup parser gives it the
// same text, spans and diagnostics. Each markup element is located at its own
// Swift call site; plain strings at the label's.

/// The result builder of a label body: strings and markup elements, with
/// `if`, `switch` and `for` as in any Swift builder.
@resultBuilder
public enum TextBuilder {
    /// A string is a run of plain text.
    public static func buildExpression(_ text: String) -> [TextPart] { [.text(text)] }
    /// A markup element (`Bold`, `Span`, `LineBreak`…) is written as its XML tag.
    public static func buildExpression(_ markup: some InlineMarkupElement) -> [TextPart] { [.markup(markup.node)] }
    /// The parts of a body in the order written.
    public static func buildBlock(_ parts: [TextPart]...) -> [TextPart] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or none.
    public static func buildOptional(_ part: [TextPart]?) -> [TextPart] { part ?? [] }
    /// The `if` branch of an `if`/`else` or the first `switch` case.
    public static func buildEither(first part: [TextPart]) -> [TextPart] { part }
    /// The `else` branch or another `switch` case.
    public static func buildEither(second part: [TextPart]) -> [TextPart] { part }
    /// A `for` loop: each pass's parts in turn.
    public static func buildArray(_ parts: [[TextPart]]) -> [TextPart] { parts.flatMap { $0 } }
    /// An `if #available` branch, kept as written.
    public static func buildLimitedAvailability(_ part: [TextPart]) -> [TextPart] { part }
}

/// One piece of a label body: a run of text or a markup element.
public enum TextPart: Sendable {
    /// Plain text, located at the label's call site.
    case text(String)
    /// A markup element's node (`<b>`, `<span>`…), located at its own call site.
    case markup(Node)

    /// The body as the XML reader would hold it, plain runs located at `site`.
    static func children(_ parts: [TextPart], at site: CallSite) -> [Node.Child] {
        parts.map { part in
            switch part {
            case .text(let text): return .text(text, site.location)
            case .markup(let node): return .element(node)
            }
        }
    }
}

/// A markup element of a label body: `Bold`, `Italic`, `Underline`,
/// `Strikethrough`, `Subscript`, `Superscript`, `Span`, `LineBreak`.
public protocol InlineMarkupElement {
    /// The element's XML node: tag, attributes and content.
    var node: Node { get }
}

/// A markup element that only styles its content: `Bold("42")` or
/// `Bold { "a "; Italic("b") }`.
public protocol StyleMarkup: InlineMarkupElement {
    /// The XML tag it stands for.
    static var tag: String { get }
    /// Wraps an already built node; the other initializers call it.
    init(node: Node)
}

extension StyleMarkup {
    /// Styles plain text: `Bold("42")`.
    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(node: markupNode(Self.tag, [], [.text(text)], CallSite(file, line, column)))
    }

    /// Styles a body of text and nested markup: `Bold { "a "; Italic("b") }`.
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @TextBuilder _ content: () -> [TextPart]) {
        self.init(node: markupNode(Self.tag, [], content(), CallSite(file, line, column)))
    }
}

/// `<b>`: bold text.
public struct Bold: StyleMarkup {
    public static let tag = "b"
    /// The `<b>` node.
    public let node: Node
    /// Wraps a `<b>` node; write `Bold("text")` instead.
    public init(node: Node) { self.node = node }
}

/// `<i>`: italic text.
public struct Italic: StyleMarkup {
    public static let tag = "i"
    /// The `<i>` node.
    public let node: Node
    /// Wraps an `<i>` node; write `Italic("text")` instead.
    public init(node: Node) { self.node = node }
}

/// `<u>`: underlined text.
public struct Underline: StyleMarkup {
    public static let tag = "u"
    /// The `<u>` node.
    public let node: Node
    /// Wraps a `<u>` node; write `Underline("text")` instead.
    public init(node: Node) { self.node = node }
}

/// `<s>`: struck-through text.
public struct Strikethrough: StyleMarkup {
    public static let tag = "s"
    /// The `<s>` node.
    public let node: Node
    /// Wraps an `<s>` node; write `Strikethrough("text")` instead.
    public init(node: Node) { self.node = node }
}

/// `<sub>`: smaller text below the baseline.
public struct Subscript: StyleMarkup {
    public static let tag = "sub"
    /// The `<sub>` node.
    public let node: Node
    /// Wraps a `<sub>` node; write `Subscript("2")` instead.
    public init(node: Node) { self.node = node }
}

/// `<sup>`: smaller text above the baseline.
public struct Superscript: StyleMarkup {
    public static let tag = "sup"
    /// The `<sup>` node.
    public let node: Node
    /// Wraps a `<sup>` node; write `Superscript("2")` instead.
    public init(node: Node) { self.node = node }
}

/// `<span font="…" color="…">`: text in another font (a full description or
/// a part, `"bold"`, resolved against the text around it) or colour, both
/// written as in XML.
public struct Span: InlineMarkupElement {
    /// The `<span>` node.
    public let node: Node
    /// Plain text in `font` and/or `color`, written as XML writes them (`"Courier bold"`, `"#b03030"`); nil leaves the surrounding text's.
    public init(_ text: String, font: String? = nil, color: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = markupNode("span", [("font", font), ("color", color)], [.text(text)], CallSite(file, line, column))
    }
    /// A body of text and nested markup in `font` and/or `color`; nil leaves the surrounding text's.
    public init(font: String? = nil, color: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @TextBuilder _ content: () -> [TextPart]) {
        node = markupNode("span", [("font", font), ("color", color)], content(), CallSite(file, line, column))
    }
}

/// `<br/>`: a line break.
public struct LineBreak: InlineMarkupElement {
    /// The `<br/>` node.
    public let node: Node
    /// Ends the line here, whatever the label's width.
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = markupNode("br", [], [], CallSite(file, line, column))
    }
}

extension Label {
    /// A label whose body is text with inline markup:
    /// `Label { "Price "; Bold("42"); " EUR" }` is `<Label>Price <b>42</b> EUR</Label>`.
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @TextBuilder _ content: () -> [TextPart]) {
        let site = CallSite(file, line, column)
        node = Node(name: "Label", children: TextPart.children(content(), at: site), location: site.location)
    }
}

func markupNode(_ name: String, _ attributes: [(String, String?)], _ parts: [TextPart], _ site: CallSite) -> Node {
    var node = makeNode(name, attributes, at: site)
    node.children = TextPart.children(parts, at: site)
    return node
}
