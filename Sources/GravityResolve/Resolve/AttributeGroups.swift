import GravityDocument
import GravityValues

/// Reading each group of attributes of one element into its typed values.
extension Resolver {
    mutating func readIdentity(_ reader: inout AttributeReader, into element: inout Element, register: Bool) {
        guard let id = reader.string("id") else { return }
        if register { registerId(id, at: reader.location(of: "id")) }
        element.id = id
    }

    /// Ids are unique within their document.
    mutating func registerId(_ id: String, at location: SourceLocation?) {
        if let first = ids[id] {
            diagnostics.append(.error("duplicate id '\(id)' (first used at \(first))", at: location))
        } else if let location {
            ids[id] = location
        }
    }

    mutating func readScoped(_ reader: inout AttributeReader, into element: inout Element,
                                     inherited: Scope, placement: GravityValue?) -> Scope {
        var scope = inherited
        if let direction = reader.value("direction", Parse.direction) { scope.direction = direction }
        if let own = reader.value("gravity", { try GravityValue.parse($0, direction: scope.direction) }) {
            element.ownGravity = own
            scope.gravity = own.inheriting(from: inherited.gravity)
        }
        // A component's root is placed within the including document, so its
        // own placement follows that document's gravity; its contents start
        // from the defaults (the scope passed in).
        element.gravity = placement.map { element.ownGravity.inheriting(from: $0) } ?? scope.gravity
        if let color = reader.value("color", parseColor) { scope.color = color }
        element.appearance.color = scope.color
        // Every UIView has a tintColor; its subviews inherit it.
        if let tint = reader.value("tintColor", parseColor) { scope.tint = tint }
        if let font = reader.value("font", FontDescriptor.parse) {
            scope.font = font.resolved(inheriting: inherited.font, contentSize: options.contentSize)
        }
        return scope
    }

    mutating func readSize(_ reader: inout AttributeReader, into element: inout Element) {
        // A frame expression (SPEC §7.5) was read instead: the size stays natural.
        let expressions = element.relations?.expressionAttributes ?? []
        element.size.width = expressions.contains(.width) ? .auto : reader.value("width", SizeValue.parse) ?? .auto
        element.size.height = expressions.contains(.height) ? .auto : reader.value("height", SizeValue.parse) ?? .auto
        element.size.minWidth = reader.value("minWidth") { try Length.parse($0) }
        element.size.maxWidth = reader.value("maxWidth") { try Length.parse($0) }
        element.size.minHeight = reader.value("minHeight") { try Length.parse($0) }
        element.size.maxHeight = reader.value("maxHeight") { try Length.parse($0) }
        element.size.aspectRatio = reader.value("aspectRatio", Parse.positive)
    }

    mutating func readBox(_ reader: inout AttributeReader, into element: inout Element, direction: TextDirection?) {
        if element.kind.isContainer {
            var padding = reader.value("padding") { try Insets.parse($0, allowNegative: false) } ?? .zero
            if let value = reader.value("topPadding", Parse.nonNegative) { padding.top = value }
            if let value = reader.value("bottomPadding", Parse.nonNegative) { padding.bottom = value }
            readSides(&reader, &padding, .padding, direction: direction, Parse.nonNegative)
            element.padding = padding
        }
        var margin = reader.value("margin") { try Insets.parse($0, allowNegative: true) } ?? .zero
        if let value = reader.value("topMargin", Parse.number) { margin.top = value }
        if let value = reader.value("bottomMargin", Parse.number) { margin.bottom = value }
        readSides(&reader, &margin, .margin, direction: direction, Parse.number)
        element.margin = margin
        element.weight = reader.value("weight", Parse.positive) ?? 1
        element.shrinks = reader.value("shrinks", Parse.integer)
        element.zIndex = reader.value("zIndex", Parse.integer) ?? 0
        element.hidden = reader.value(["hidden", "isHidden"], Parse.bool) ?? false
    }

    /// `left…`/`right…` are physical; `leading…`/`trailing…` follow
    /// `direction` (SPEC §9: accepted wherever left and right are). Naming
    /// one side both ways is an error rather than one silently winning.
    private func readSides(_ reader: inout AttributeReader, _ insets: inout Insets, _ names: SideNames,
                           direction: TextDirection?, _ parse: (String) throws -> Double) {
        let rtl = direction == .rtl
        if let value = readSide(&reader, names.left, rtl ? names.trailing : names.leading, "left \(names.noun)", parse) {
            insets.left = value
        }
        if let value = readSide(&reader, names.right, rtl ? names.leading : names.trailing, "right \(names.noun)", parse) {
            insets.right = value
        }
    }

    /// One side, written physically (`leftMargin`) or logically (`leadingMargin`).
    private func readSide(_ reader: inout AttributeReader, _ physical: String, _ logical: String, _ what: String,
                          _ parse: (String) throws -> Double) -> Double? {
        let value = reader.value(physical, parse)
        guard let logicalValue = reader.value(logical, parse) else { return value }
        if reader.location(of: physical) != nil {
            reader.report(.error("'\(logical)' and '\(physical)' both set the \(what); keep one", at: reader.location(of: logical)))
        }
        return logicalValue
    }

    mutating func readAppearance(_ reader: inout AttributeReader, into element: inout Element) {
        var appearance = element.appearance
        appearance.backgroundColor = reader.value("backgroundColor", parseColor)
        appearance.cornerRadius = reader.value("cornerRadius", Parse.nonNegative) ?? 0
        appearance.borderColor = reader.value("borderColor", parseColor)
        appearance.borderWidth = reader.value(["borderWidth", "borderSize"], Parse.nonNegative) ?? 0
        appearance.opacity = reader.value(["opacity", "alpha"], Parse.unitInterval) ?? 1
        let clips = reader.value(["clips", "clipsToBounds"], Parse.bool)
        if let clips { appearance.clips = clips }
        readLayerProperties(&reader, into: &appearance, clips: clips)
        element.appearance = appearance
    }

    mutating func readLabel(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) {
        var content = TextContent(text: "", font: scope.font, color: scope.color)
        if let text = reader.string("text") {
            content.text = text
        }
        if let color = reader.value("textColor", parseColor) { content.color = color }
        content.alignment = reader.value("textAlignment") { try Parse.textAlignment($0, direction: scope.direction) }
        content.direction = scope.direction
        // Right to left: labels are right-aligned unless they say otherwise.
        if scope.direction == .rtl, content.alignment == nil, element.ownGravity.horizontal == nil { content.alignment = .right }
        let lines = reader.value(["lines", "numberOfLines"]) { text -> Int in
            let value = try Parse.integer(text)
            guard value >= 0 else { throw ValueError("'\(text)' must not be negative") }
            return value
        }
        content.lines = lines ?? 0
        // UIKit: numberOfLines other than 1 wraps words (0: without limit);
        // an explicit wrap="false" keeps one line per paragraph.
        content.wrap = reader.value("wrap", Parse.bool) ?? (lines.map { $0 != 1 } ?? false)
        if let mode = reader.value("lineBreakMode", LineBreakMode.parse) { content.lineBreak = mode }
        // UIKit: a minimumScaleFactor of 0 (its default) does not scale the text down.
        let adjusts = reader.value("adjustsFontSizeToFitWidth", Parse.bool) ?? false
        let factor = reader.value("minimumScaleFactor", Parse.unitInterval) ?? 0
        if adjusts, factor > 0, factor < 1 { content.minimumScaleFactor = factor }
        content.lineHeight = reader.value("lineHeight", Parse.positive)
        content.trim = reader.value("trim", Parse.trim) ?? TextTrim()
        element.text = content
    }

    mutating func readImage(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) {
        guard let name = reader.string("image") else {
            if !failedBindings.contains(element.location) {
                diagnostics.append(.error("<Image> needs an 'image' attribute naming a PNG", at: element.location))
            }
            return
        }
        // UIImageView's highlightedImage is shown instead of `image` while
        // isHighlighted (UIKit's rule); otherwise it is only held.
        let highlightedName = reader.string("highlightedImage")
        let highlighted = reader.value("isHighlighted", Parse.bool) ?? false
        let shownName = highlighted ? highlightedName ?? name : name
        let shownAttribute = shownName == name ? "image" : "highlightedImage"
        var image = ImageContent(name: shownName)
        image.contentMode = reader.value("contentMode", Parse.contentMode) ?? .scaleAspectFit
        // Read with the scoped attributes; only the image's own counts here.
        let tint = reader.location(of: "tintColor") == nil ? nil : scope.tint
        let template = reader.value("template", Parse.bool)
        if template == true { image.tint = tint ?? scope.color }
        if images != nil {
            do {
                image.file = try images?.resolve(shownName, documentPath: element.location.file)
                // An asset's template rendering intent, unless `template` says otherwise.
                // UIKit tints a template image with the view's tintColor, system blue unless set.
                if template == nil, let intent = image.file?.template {
                    image.tint = intent ? scope.tint ?? (try? parseColor("systemBlue")) : nil
                }
            } catch let error as ValueError {
                diagnostics.append(.error(error.message, at: reader.valueLocation(of: shownAttribute) ?? element.location))
            } catch {
                diagnostics.append(.error("\(error)", at: reader.valueLocation(of: shownAttribute) ?? element.location))
            }
        }
        element.image = image
    }

    mutating func readSpacer(_ reader: inout AttributeReader, into element: inout Element) {
        if let size = reader.value("size", Parse.nonNegative) {
            element.spacer = .fixed(size)
        } else {
            element.spacer = .flexible(reader.value("flex", Parse.positive) ?? 1)
        }
    }

    /// The centred label a Button's `title` draws, if it has one.
    mutating func readButton(_ reader: inout AttributeReader, into element: inout Element, scope: Scope) -> Element? {
        guard let title = reader.string("title") else { return nil }
        var label = Element(kind: .label, location: reader.location(of: "title") ?? element.location)
        label.gravity = GravityValue(horizontal: .center, vertical: .middle)
        label.ownGravity = label.gravity
        var content = TextContent(text: title, font: scope.font, color: scope.color)
        content.direction = scope.direction
        if let color = reader.value("titleColor", parseColor) { content.color = color }
        label.text = content
        return label
    }

    /// Reports the attributes nothing read; an unknown one with the
    /// nearest of the names the element reads (`knownNames`, asked once).
    mutating func reportUnusedAttributes(_ reader: AttributeReader, node: Node, knownNames: (Resolver) -> [String]) {
        var known: [String]?
        if !styleAttributeLocations.isEmpty { noteStyleAttributes(node.attributes, used: reader.used) }
        for attribute in node.attributes where !reader.used.contains(attribute.name) {
            if styleAttributeLocations.contains(attribute.location) { continue }
            if Resolver.ignoredUIKitAttributes.contains(attribute.name) {
                diagnostics.append(.note("'\(attribute.name)' has no effect in a static image and is ignored", at: attribute.location))
            } else if let reason = Resolver.unsupportedSeedAttribute(attribute.name) {
                let severity: Diagnostic.Severity = options.strict ? .error : .warning
                diagnostics.append(Diagnostic(severity, "'\(attribute.name)' is not supported (\(reason)); it is not drawn", at: attribute.location))
            } else {
                // Suggestions for as many as are printed (20,000 unknown ones on one element).
                let suggests = askedNames == nil && unknownAttributes < Diagnostics.shownPerKind
                if suggests, known == nil { known = knownNames(self) }
                unknownAttributes += 1
                reportUnknownAttribute(attribute, on: node, known: suggests ? known ?? [] : [])
            }
        }
    }
}

/// The attribute names of an inset's left and right sides, made once (a
/// screen's elements asked for them by concatenating strings each time).
struct SideNames {
    let left, right, leading, trailing: String
    /// "padding", "margin": for messages.
    let noun: String

    init(_ suffix: String) {
        left = "left" + suffix
        right = "right" + suffix
        leading = "leading" + suffix
        trailing = "trailing" + suffix
        noun = suffix.lowercased()
    }

    static let padding = SideNames("Padding")
    static let margin = SideNames("Margin")
}
