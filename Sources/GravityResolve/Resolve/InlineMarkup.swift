import GravityDocument
import GravityValues

/// Inline markup in label text (SPEC §9, Layout's inline HTML):
/// `<b> <strong> <i> <em> <u> <s> <strike> <del> <br/> <sub> <sup>` and
/// `<span font="…" color="…">`, nested. Parsed into plain text plus styled
/// spans; an unknown tag or attribute is a located error.
struct InlineMarkup {
    private(set) var text = ""
    private(set) var spans: [TextSpan] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The style in effect inside the tags open at a point.
    private struct Style: Equatable {
        var font: FontRequest
        var color: Color?
        var underline = false
        var strikethrough = false
        var baselineShift = 0.0
    }

    static let tags = ["b", "strong", "i", "em", "u", "s", "strike", "del", "br", "sub", "sup", "span"]
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
        trim()
    }

    private mutating func append(_ children: [Node.Child], style: Style, base: Style) {
        for child in children {
            switch child {
            case .text(let piece, _):
                add(piece, style: style, base: base)
            case .element(let node):
                guard let inner = styled(node, style) else { continue }
                if node.name == "br" {
                    add("\n", style: style, base: base, collapsing: false)
                } else {
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
                    style.color = try colourErrors.counted { try Color.parse(attribute.value, appearance: appearance, nearby: $0) }
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
        case "b", "strong": style.font.weight = 700
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

    /// Appends `piece` in `style`. Whitespace collapses as in HTML (Layout's
    /// labels are HTML): each run of spaces, tabs and line breaks is one
    /// space, none after a space or a line break already written; only
    /// `<br/>` breaks a line (`collapsing` false).
    private mutating func add(_ piece: String, style: Style, base: Style, collapsing: Bool = true) {
        var piece = piece
        if collapsing {
            var collapsed = String.UnicodeScalarView()
            var afterSpace = text.isEmpty || text.hasSuffix(" ") || text.hasSuffix("\n")
            for scalar in piece.unicodeScalars {
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                    if !afterSpace { collapsed.append(" ") }
                    afterSpace = true
                } else {
                    collapsed.append(scalar)
                    afterSpace = false
                }
            }
            piece = String(collapsed)
        }
        guard !piece.isEmpty else { return }
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
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
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
