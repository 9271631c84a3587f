import GravityDocument

/// A cell as the views UIKit lays out in it (SPEC §14.2): the template's
/// own children in its content view, at the template's `height` (else the
/// table's `rowHeight`, else UIKit's 44), and over them the labels of its
/// `style` placed as UIKit places them:
/// - `default`: `imageView` then `textLabel`, centred vertically;
/// - `subtitle`: `textLabel` over `detailTextLabel`, the pair centred;
/// - `value1`: `textLabel` on the left, `detailTextLabel` right-aligned;
/// - `value2`: `textLabel` (tinted, right-aligned in a 67-point column) then `detailTextLabel`;
/// - `accessoryType`: a chevron, a checkmark or an info glyph at the trailing margin.
/// Labels are not the template's children, so `height="auto"` follows the
/// children alone, as in Layout (its cell's `auto` is its children's bounds).
struct CellLook {
    /// The leading and trailing layout margin (UIKit's on an iPhone in portrait).
    var margin = 16.0
    /// The height when neither the template nor the table gives one.
    var rowHeight = "44"
    /// Whether `rowHeight` is UIKit's `automaticDimension` (no table `rowHeight`):
    /// a cell of labels alone then grows with its text, as a self-sizing cell does.
    var selfSizing = false
    var background = "clear"
    var separator: String? = "separator"
    /// The separator's leading inset (from the cell's edge).
    var separatorInset = 16.0
}

extension Resolver {
    static let cellStyles = ["default", "subtitle", "value1", "value2"]
    static let accessoryTypes = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]

    /// Attributes a cell or header template takes that are not its content view's.
    static func isCellAttribute(_ name: String) -> Bool {
        let prefixes = ["textLabel.", "detailTextLabel.", "imageView.", "selectedBackgroundView.", "backgroundView.",
                        "multipleSelectionBackgroundView.", "contentView.", "separatorInset."]
        let names: Set<String> = ["style", "reuseIdentifier", "accessoryType", "editingAccessoryType", "selectionStyle",
                                  "indentationLevel", "indentationWidth", "isSelected", "selected", "isHighlighted",
                                  "highlighted", "focusStyle", "height", "outlet", "xml"]
        return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// The row's elements for `template`, placed below the previous one:
    /// its content view and, over it and as tall, the labels and the separator.
    mutating func cellRow(_ template: Node, look: CellLook, left: Double, top: String, table: Node) -> [Node] {
        let (cellAttributes, rest) = template.splitting(Resolver.isCellAttribute)
        func attribute(_ name: String) -> Attribute? { cellAttributes.last { $0.name == name } }
        var style = "default"
        if let written = attribute("style") {
            let value = written.value.trimmingSpaces()
            if Resolver.cellStyles.contains(value) { style = value } else {
                diagnostics.append(.error("style: '\(written.value)' is not one of \(Resolver.cellStyles.map { "'\($0)'" }.joined(separator: ", "))", at: written.valueLocation))
            }
        }
        var background = look.background
        for name in ["backgroundColor", "contentView.backgroundColor", "backgroundView.backgroundColor"] {
            if let color = (name == "backgroundColor" ? rest.attribute(name) : attribute(name)) { background = color.value }
        }
        var content = rest.setting("backgroundColor", background)
        content.name = "UIView"
        let width = "100% - \((2 * left).attributeText)"
        var height = attribute("height")?.value ?? look.rowHeight
        // UIKit's self-sizing cell of labels alone: the labels plus 11 above
        // and below, at least 44 (the one-line row at the default text size),
        // so rows grow with Dynamic Type.
        let selfSizing = look.selfSizing && attribute("height") == nil && template.elementChildren.isEmpty
        if selfSizing { height = "max(\(look.rowHeight), auto + 11)" }
        content = content.setting("left", left.attributeText).setting("top", top).setting("width", width)
            .setting("height", height).defaulting("clipsToBounds", "false")
        // Layout: a cell without children is as tall as its text label
        // (`auto`); invisible copies of the labels give the content that height.
        if template.elementChildren.isEmpty, height.contains("auto") {
            content.children = cellSizers(cellAttributes, style: style, top: selfSizing ? 11 : 0, look: look, at: template)
        }
        var overlay = cellLabels(template, attributes: cellAttributes, style: style, look: look)
        overlay = overlay.setting("left", left.attributeText).setting("width", width)
        // The separator is the overlay's, so the next row's `previous.bottom` is this row's bottom.
        if let separator = look.separator {
            overlay.children.append(.element(template.making("UIView", [
                ("left", look.separatorInset.attributeText), ("top", "100% - \(hairline.attributeText)"),
                ("width", "100% - \(look.separatorInset.attributeText)"), ("height", hairline.attributeText), ("backgroundColor", separator)])))
        }
        return [content, overlay]
    }

    /// Whether a `value1` cell stacks its labels: at the accessibility text
    /// sizes (AX1 and larger), as UIKit's value cell does when the two no longer fit side by side.
    var stacksValue: Bool { options.contentSize.rawValue.hasPrefix("AX") }

    /// One device pixel in points: UIKit's separator and bar shadow thickness.
    var hairline: Double { options.scale > 0 && options.scale.isFinite ? 1 / options.scale : 0.5 }

    /// Invisible copies of the text label (and a subtitle cell's detail label
    /// under it) that give an `auto` content view its height.
    private func cellSizers(_ attributes: [Attribute], style: String, top: Double, look: CellLook, at template: Node) -> [Node.Child] {
        var sizers: [Node.Child] = []
        let labels = style == "subtitle" ? [("textLabel.", "body"), ("detailTextLabel.", "caption1")]
            : style == "value1" && stacksValue ? [("textLabel.", "body"), ("detailTextLabel.", "body")] : [("textLabel.", "body")]
        for (prefix, font) in labels {
            guard let text = attributes.last(where: { $0.name == prefix + "text" }) else { continue }
            var sizer = template.making("UILabel", [("font", font), ("left", look.margin.attributeText),
                                                    ("top", sizers.isEmpty ? top.attributeText : "previous.bottom + 1"),
                                                    ("width", "100% - \((2 * look.margin).attributeText)")])
            for name in ["font", "numberOfLines"] {
                if let written = attributes.last(where: { $0.name == prefix + name }) { sizer = sizer.setting(name, written.value) }
            }
            sizer.attributes.append(Attribute(name: "text", value: text.value, location: text.location, valueLocation: text.valueLocation))
            sizers.append(.element(sizer.setting("textColor", "clear")))
        }
        return sizers
    }

    /// The labels, image and accessory over the content, as tall as it.
    private mutating func cellLabels(_ template: Node, attributes: [Attribute], style: String, look: CellLook) -> Node {
        func prefixed(_ prefix: String) -> [Attribute] {
            attributes.filter { $0.name.hasPrefix(prefix) }.compactMap { attribute in
                var renamed = attribute
                renamed.name = String(attribute.name.dropFirst(prefix.count))
                // Selection and highlight are not drawn at rest.
                return renamed.name.hasPrefix("highlighted") ? nil : renamed
            }
        }
        var overlay = template.making("UIView", [("left", "0"), ("top", "previous.top"), ("width", "100%"),
                                                 ("height", "previous.height"), ("clipsToBounds", "false")])
        let margin = look.margin.attributeText
        var leading = margin
        // Labels after an image are given the width left after a 40-point image.
        var leadingWidth = margin
        let image = prefixed("imageView.")
        if image.contains(where: { $0.name == "image" }) {
            var view = template.making("UIImageView", [("left", margin), ("centerY", "50%")])
            view.attributes += image
            overlay.children.append(.element(view))
            leading = "previous.right + \(margin)"
            leadingWidth = "(\(margin) + 40 + \(margin))"
        }
        // The trailing accessory takes its width from the labels' side.
        var trailing = margin
        if let accessory = attributes.last(where: { $0.name == "accessoryType" }) {
            let value = accessory.value.trimmingSpaces()
            let glyphs = ["disclosureIndicator": ("\u{203A}", "22 semibold", "tertiaryLabel"),
                          "checkmark": ("\u{2713}", "17 semibold", "systemBlue"),
                          "detailButton": ("\u{24D8}", "20", "systemBlue"),
                          "detailDisclosureButton": ("\u{24D8}  \u{203A}", "20", "systemBlue")]
            if !Resolver.accessoryTypes.contains(value) {
                diagnostics.append(.error("accessoryType: '\(accessory.value)' is not one of \(Resolver.accessoryTypes.map { "'\($0)'" }.joined(separator: ", "))", at: accessory.valueLocation))
            } else if let (glyph, font, color) = glyphs[value] {
                var mark = template.making("UILabel", [("text", glyph), ("font", font), ("centerY", "50%"),
                                                       ("left", "100% - width - \(margin)")])
                mark = mark.setting("textColor", color)
                overlay.children.append(.element(mark))
                trailing = "(\(margin) + 24)"
            }
        }
        let text = prefixed("textLabel.")
        let detail = prefixed("detailTextLabel.")
        func label(_ written: [Attribute], font: String, color: String, _ placement: [(String, String)]) -> Node? {
            guard written.contains(where: { $0.name == "text" }) else { return nil }
            var node = template.making("UILabel", [("font", font), ("textColor", color)] + placement)
            for attribute in written {
                if let index = node.attributes.firstIndex(where: { $0.name == attribute.name }) {
                    node.attributes[index] = attribute
                } else {
                    node.attributes.append(attribute)
                }
            }
            return node
        }
        switch style {
        case "subtitle", "value1" where stacksValue:
            // value1 at the accessibility sizes: the value under the title, as
            // UIKit's value cell stops placing them side by side.
            let stacked = style == "value1"
            var block = template.making("UIView", [("left", leading), ("centerY", "50%"),
                                                   ("width", "100% - \(leadingWidth) - \(trailing)"), ("height", "auto"), ("clipsToBounds", "false")])
            if let title = label(text, font: "body", color: "label", [("left", "0"), ("top", "0"), ("width", "100%")]) {
                block.children.append(.element(title))
            }
            if let subtitle = label(detail, font: stacked ? "body" : "caption1", color: stacked ? "secondaryLabel" : "label",
                                    [("left", "0"), ("top", block.children.isEmpty ? "0" : "previous.bottom + 1"), ("width", "100%")]) {
                block.children.append(.element(subtitle))
            }
            overlay.children.append(.element(block))
        case "value1":
            if let title = label(text, font: "body", color: "label", [("left", leading), ("centerY", "50%")]) {
                overlay.children.append(.element(title))
            }
            if let value = label(detail, font: "body", color: "secondaryLabel",
                                 [("left", "100% - width - \(trailing)"), ("centerY", "50%"), ("textAlignment", "right")]) {
                overlay.children.append(.element(value))
            }
        case "value2":
            if let title = label(text, font: "caption1 bold", color: "systemBlue",
                                 [("left", leading), ("width", "67"), ("centerY", "50%"), ("textAlignment", "right")]) {
                overlay.children.append(.element(title))
            }
            if let value = label(detail, font: "caption1", color: "label",
                                 [("left", "\(leading) + 67 + 6"), ("centerY", "50%"), ("width", "100% - \(leadingWidth) - 73 - \(trailing)")]) {
                overlay.children.append(.element(value))
            }
        default:
            if let title = label(text, font: "body", color: "label",
                                 [("left", leading), ("centerY", "50%"), ("width", "100% - \(leadingWidth) - \(trailing)")]) {
                overlay.children.append(.element(title))
            }
            if let extra = detail.first {
                diagnostics.append(.warning("'detailTextLabel.\(extra.name)': a cell of style 'default' has no detail label (UIKit's detailTextLabel is nil)", at: extra.location))
            }
        }
        return overlay
    }
}
