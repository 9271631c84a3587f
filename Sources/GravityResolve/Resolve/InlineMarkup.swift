import GravityDocument
import GravityValues

/// Inline markup in label text (SPEC §9, Layout's inline HTML):
/// `<b> <strong> <i> <em> <u> <s> <strike> <del> <br/> <sub> <sup>` and
/// `<span font="…" color="…">`, nested; and Layout's HTML blocks (SPEC
/// §14.2) `<p> <h1>…<h6> <ul> <ol> <li> <center>` as Layout shows them:
/// NSAttributedString's HTML import, then Layout's own font and paragraph
/// style over the whole text (`LayoutExpression`'s attributed string
/// expression keeps only bold and italic, and sets the label's alignment).
/// Parsed into plain text plus styled spans; an unknown tag or attribute is
/// a located error.
struct InlineMarkup {
    private(set) var text = ""
    private(set) var spans: [TextSpan] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The whole text is inside `<center>`: the label centres it.
    private(set) var centred = false

    /// HTML's block tags: each starts and ends a line.
    static let blockTags: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "center"]
    /// At the start of a line: collapsed whitespace is dropped there.
    private var atLineStart = true
    /// Whitespace seen since the last character, written as one space before the next.
    private var pendingSpace = false
    /// The open lists, innermost last: ordered or not, and the items so far.
    private var lists: [(ordered: Bool, count: Int)] = []
    /// `<center>` elements open, and whether one was seen.
    private var centreDepth = 0
    private var firstCentre: SourceLocation?
    /// Characters other than whitespace written outside every `<center>`.
    private var textOutsideCentre = false

    /// The style in effect inside the tags open at a point.
    private struct Style: Equatable {
        var font: FontRequest
        var color: Color?
        var underline = false
        var strikethrough = false
        var baselineShift = 0.0
    }

    static let tags = ["b", "strong", "i", "em", "u", "s", "strike", "del", "br", "sub", "sup", "span",
                       "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "center"]
    /// Size of `<sub>`/`<sup>` text relative to the text around it.
    static let scriptScale = 0.75
    /// What `color` and `font` values are read in (semantic colours, text styles).
    private var appearance = Appearance.light
    private var contentSize = ContentSizeCategory.large
    /// The render's count of colours that did not parse (suggestions for the first only).
    private var colourErrors = ErrorCount()
    /// How far `<sup>` raises and `<sub>` lowers the baseline, in ems of the text around it.
    static let superscriptRise = 0.33
    static let subscriptDrop = 0.2

    /// Parses `children` (a label's body or a `text` attribute node) set in
    /// `font`; the result is trimmed at both ends, as plain bodies are.
    init(_ children: [Node.Child], font: FontRequest, appearance: Appearance = .light,
         contentSize: ContentSizeCategory = .large, colourErrors: ErrorCount = ErrorCount()) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.colourErrors = colourErrors
        let base = Style(font: font)
        append(children, style: base, base: base)
        if let firstCentre {
            if textOutsideCentre {
                diagnostics.append(.error("<center> around part of a label's text is not supported (a label has one alignment); put it around the whole text or set textAlignment", at: firstCentre))
            } else {
                centred = true
            }
        }
        trim()
    }

    private mutating func append(_ children: [Node.Child], style: Style, base: Style) {
        for child in children {
            switch child {
            case .text(let piece, _):
                add(piece, style: style, base: base)
            case .element(let node):
                guard let inner = styled(node, style) else { continue }
                switch node.name {
                case "br":
                    dropCollapsedSpace()
                    write("\n", style: style, base: base)
                    atLineStart = true
                    pendingSpace = false
                case "ul", "ol":
                    lists.append((ordered: node.name == "ol", count: 0))
                    append(node.children, style: inner, base: base)
                    lists.removeLast()
                case "li":
                    // NSAttributedString's list markers: a tab, the bullet or number, a tab (tabs draw as spaces here).
                    breakBlock(style: style, base: base)
                    var marker = "\u{2022}"
                    if !lists.isEmpty {
                        lists[lists.count - 1].count += 1
                        let list = lists[lists.count - 1]
                        marker = list.ordered ? "\(list.count)." : ["\u{2022}", "\u{25E6}", "\u{25AA}"][(lists.count - 1) % 3]
                    }
                    write(String(repeating: "\t", count: max(1, lists.count)) + marker + "\t", style: inner, base: base)
                    atLineStart = true
                    append(node.children, style: inner, base: base)
                    breakBlock(style: style, base: base)
                case "center":
                    if firstCentre == nil { firstCentre = node.location }
                    breakBlock(style: style, base: base)
                    centreDepth += 1
                    append(node.children, style: inner, base: base)
                    centreDepth -= 1
                    breakBlock(style: style, base: base)
                case _ where Self.blockTags.contains(node.name):
                    breakBlock(style: style, base: base)
                    append(node.children, style: inner, base: base)
                    breakBlock(style: style, base: base)
                default:
                    append(node.children, style: inner, base: base)
                }
            }
        }
    }

    /// The style inside `node`, or nil (reported) when it is not markup.
    private mutating func styled(_ node: Node, _ outer: Style) -> Style? {
        guard InlineMarkup.tags.contains(node.name) else {
            diagnostics.append(.error("<\(node.name)> is not inline markup; label text accepts \(InlineMarkup.tags.map { "<\($0)>" }.joined(separator: " "))", at: node.location))
            return nil
        }
        var style = outer
        for attribute in node.attributes {
            guard node.name == "span", attribute.name == "font" || attribute.name == "color" else {
                diagnostics.append(.error("<\(node.name)> has no attribute '\(attribute.name)'" + (node.name == "span" ? " (a span takes font and color)" : ""), at: attribute.location))
                continue
            }
            do {
                if attribute.name == "font" {
                    style.font = try FontDescriptor.parse(attribute.value).resolved(inheriting: outer.font, contentSize: contentSize)
                } else {
                    style.color = try colourErrors.counted {
                        try Color.parse(attribute.value, appearance: appearance, nearby: $0, searches: colourErrors.searches)
                    }
                }
            } catch let error as ValueError {
                diagnostics.append(.error("\(attribute.name): \(error.message)", at: attribute.valueLocation))
            } catch {
                diagnostics.append(.error("\(error)", at: attribute.valueLocation))
            }
        }
        if node.name == "br", !node.children.isEmpty {
            diagnostics.append(.error("<br> takes no content; write <br/>", at: node.location))
        }
        switch node.name {
        // Layout keeps only bold and italic of the import's fonts: a heading is bold at the label's size.
        case "b", "strong", "h1", "h2", "h3", "h4", "h5", "h6": style.font.weight = 700
        case "i", "em": style.font.italic = true
        case "u": style.underline = true
        case "s", "strike", "del": style.strikethrough = true
        case "sup", "sub":
            let size = style.font.size
            style.font.size = size * InlineMarkup.scriptScale
            style.baselineShift += node.name == "sup" ? size * InlineMarkup.superscriptRise : -size * InlineMarkup.subscriptDrop
        default: break
        }
        return style
    }

    /// A block's edge: a line break unless the text is already at a line's start.
    private mutating func breakBlock(style: Style, base: Style) {
        dropCollapsedSpace()
        pendingSpace = false
        if !atLineStart { write("\n", style: style, base: base) }
        atLineStart = true
    }

    /// Text from the document, its whitespace collapsed as in HTML (Layout's
    /// labels are HTML): each run of spaces, tabs and line breaks is one
    /// space, none at a line's start; only `<br/>` and blocks break lines.
    private mutating func add(_ piece: String, style: Style, base: Style) {
        // A collapsed space is written in the style it was written in; a line break takes it back.
        var out = ""
        for character in piece {
            if character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" || character == "\u{0C}" {
                if !pendingSpace, !atLineStart { out.append(" ") }
                pendingSpace = true
                continue
            }
            pendingSpace = false
            atLineStart = false
            out.append(character)
        }
        write(out, style: style, base: base)
    }

    /// Takes back a collapsed space before a line break (HTML drops it).
    private mutating func dropCollapsedSpace() {
        guard pendingSpace, text.utf8.last == UInt8(ascii: " ") else { return }
        text.removeLast()
        let end = text.utf8.count
        if var last = spans.last, last.range.upperBound > end {
            last.range = last.range.lowerBound..<end
            if last.range.isEmpty { spans.removeLast() } else { spans[spans.count - 1] = last }
        }
    }

    /// Appends `piece` to the text, with a span when its style is not the label's.
    private mutating func write(_ piece: String, style: Style, base: Style) {
        guard !piece.isEmpty else { return }
        if centreDepth == 0, piece.contains(where: { !$0.isWhitespace }) { textOutsideCentre = true }
        let start = text.utf8.count
        text += piece
        guard style != base else { return }
        var span = TextSpan(range: start..<text.utf8.count, font: style.font, color: style.color)
        span.underline = style.underline
        span.strikethrough = style.strikethrough
        span.baselineShift = style.baselineShift
        if var last = spans.last, last.range.upperBound == start, last.font == span.font, last.color == span.color,
           last.underline == span.underline, last.strikethrough == span.strikethrough, last.baselineShift == span.baselineShift {
            last.range = last.range.lowerBound..<span.range.upperBound
            spans[spans.count - 1] = last
        } else {
            spans.append(span)
        }
    }

    /// Drops leading and trailing spaces and line breaks, moving spans with the text.
    private mutating func trim() {
        let bytes = Array(text.utf8)
        // Whitespace is already collapsed: tabs are list markers.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D }
        var lower = 0, upper = bytes.count
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        text = String(decoding: bytes[lower..<upper], as: UTF8.self)
        spans = spans.compactMap { span in
            let range = max(span.range.lowerBound, lower)..<min(span.range.upperBound, upper)
            guard !range.isEmpty else { return nil }
            var moved = span
            moved.range = (range.lowerBound - lower)..<(range.upperBound - lower)
            return moved
        }
    }
}
