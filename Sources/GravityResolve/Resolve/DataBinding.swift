import GravityDocument
import GravityValues

/// Data binding (SPEC §8.1–8.2): `{…}` in attribute values and label text is
/// evaluated here, in Resolve, against the data in scope, so everything after
/// sees plain attribute text and typed values, never an expression.
extension Resolver {
    /// `node` with every attribute value and text child interpolated.
    /// `escapingResults` (a component element's attributes, computed in the
    /// includer's data) writes each result so that binding it again inside
    /// the component gives it back unchanged. A failed attribute is reported
    /// and dropped. `hasMarkup` (a label) binds its inline markup too.
    mutating func bind(_ node: Node, escapingResults: Bool = false, hasMarkup: Bool = false) -> Node {
        var bound = node
        var changed = false
        var attributes: [Attribute] = []
        attributes.reserveCapacity(node.attributes.count)
        for attribute in node.attributes {
            if let markup = attribute.markup {
                changed = true
                attributes.append(boundMarkupAttribute(attribute, markup, escapingResults: escapingResults))
                continue
            }
            guard Interpolation.hasExpressions(attribute.value) else {
                switch bareColorExpression(attribute) {
                case .notAnExpression:
                    attributes.append(attribute)
                case .colour(let text):
                    changed = true
                    var result = attribute
                    result.value = escapingResults ? Interpolation.escaped(text) : text
                    attributes.append(result)
                case .failed:
                    changed = true
                    failedBindings.insert(node.location)
                }
                continue
            }
            changed = true
            guard let text = boundText(attribute.value, name: attribute.name, at: attribute.valueLocation) else {
                failedBindings.insert(node.location)
                continue
            }
            var result = attribute
            result.value = escapingResults ? Interpolation.escaped(text) : text
            attributes.append(result)
        }
        if changed { bound.attributes = attributes }
        bound.children = hasMarkup ? bindMarkup(node.children, escapingResults: escapingResults)
                                   : bindText(of: node.children)
        return bound
    }

    /// The text children interpolated (label bodies, bare text); elements
    /// are bound when they are resolved.
    mutating func bindText(of children: [Node.Child], escapingResults: Bool = false) -> [Node.Child] {
        var bound = children
        for (position, child) in children.enumerated() {
            guard case .text(let raw, let location) = child, Interpolation.hasExpressions(raw) else { continue }
            let text = boundText(raw, name: nil, at: location) ?? ""
            bound[position] = .text(escapingResults ? Interpolation.escaped(text) : text, location)
        }
        return bound
    }

    /// Inline markup (`Hello <b>{name}</b>`, `<span color="{accent}">`) with
    /// every text run and span attribute interpolated, each at its own place,
    /// so an unknown key is reported where it is written.
    mutating func bindMarkup(_ children: [Node.Child], escapingResults: Bool) -> [Node.Child] {
        var bound = bindText(of: children, escapingResults: escapingResults)
        for (position, child) in children.enumerated() {
            guard case .element(let inner) = child else { continue }
            bound[position] = .element(bind(inner, escapingResults: escapingResults, hasMarkup: true))
        }
        return bound
    }

    /// Layout writes colour attributes as bare expressions, without braces
    /// (`textColor="isSelected ? #00f : #ccc"`, `textColor="titleColor"`,
    /// `backgroundColor="rgba(255, 255, 255, 1 - t)"`). A colour attribute
    /// whose value is no colour but an expression is evaluated as one.
    /// `.notAnExpression` leaves the value to the colour reader: a colour,
    /// no expression, or one unknown name (reported as a colour error).
    private mutating func bareColorExpression(_ attribute: Attribute) -> BareColor {
        if rules.isLayout, let number = bareNumberExpression(attribute) { return .colour(number) }
        guard AttributeType.colors.contains(attribute.name), Color.hashHex(attribute.value) == nil,
              (try? Color.parse(attribute.value, appearance: options.appearance, nearby: false)) == nil,
              let expression = try? Expression.parse(attribute.value) else { return .notAnExpression }
        do {
            let evaluator = self.evaluator
            return .colour(try typedText(try evaluator.evaluate(expression), for: attribute.name, at: expression.offset, evaluator))
        } catch {
            // One unknown name is left to the colour reader ("'blu' is not a colour", with suggestions).
            if case .keyPath(let path) = expression.kind, path.parts.count == 1, ExpressionEvaluator.isUnknownKey(error) { return .notAnExpression }
            reportExpressionError(error, prefix: "\(attribute.name): ", in: attribute.value, at: attribute.valueLocation)
            return .failed
        }
    }

    enum BareColor { case notAnExpression, colour(String), failed }

    /// Layout writes number properties as bare expressions too
    /// (`layer.cornerRadius="safeAreaInsets.top / 2"`): a number attribute
    /// (not a frame expression, which layout solves) whose value is an
    /// expression over the data is its number; anything else is left to the
    /// attribute's reader and its message.
    private func bareNumberExpression(_ attribute: Attribute) -> String? {
        let name = attribute.name
        guard AttributeType.of(name) == .number || OwnProperties.defaults[OwnProperties.canonical(name)] != nil,
              parseFiniteNumber(attribute.value) == nil, let expression = try? Expression.parse(attribute.value),
              case .number(let number)? = try? evaluator.evaluate(expression), number.isFinite else { return nil }
        return formatNumber(number)
    }

    /// `<Label.text>Hi <b>{name}</b></Label.text>`: the markup bound, and
    /// the value (its top-level text, as folded) made again from it rather
    /// than interpolated whole, where offsets would run across the tags.
    private mutating func boundMarkupAttribute(_ attribute: Attribute, _ markup: [Node.Child],
                                               escapingResults: Bool) -> Attribute {
        var result = attribute
        let children = bindMarkup(markup, escapingResults: escapingResults)
        result.markup = children
        result.value = children.compactMap { child -> String? in
            if case .text(let text, _) = child { return text } else { return nil }
        }.joined().trimmingSpaces()
        return result
    }

    /// Evaluates a value that must be exactly one `{…}` expression and keeps
    /// its type (`Repeat items`, a component's `data`).
    mutating func boundValue(_ attribute: Attribute, on element: String, example: String) -> DataValue? {
        do {
            let interpolation = try parsedInterpolation(attribute.value)
            guard let whole = interpolation.wholeExpression else {
                diagnostics.append(.error("\(attribute.name) on <\(element)> takes one expression in braces, such as \(attribute.name)=\"\(example)\"", at: attribute.valueLocation))
                return nil
            }
            return try evaluator.evaluate(whole)
        } catch {
            reportExpressionError(error, prefix: "\(attribute.name): ", in: attribute.value, at: attribute.valueLocation)
            return nil
        }
    }

    /// The value with its expressions evaluated; nil (and a diagnostic) on error.
    mutating func boundText(_ value: String, name: String?, at location: SourceLocation) -> String? {
        do {
            let interpolation = try parsedInterpolation(value)
            var evaluator = self.evaluator
            // Layout: a nil font or colour is an error, not empty text.
            evaluator.refusesNull = rules.isLayout && name.map { $0 == "font" || AttributeType.of($0) == .color } == true
            let text: String
            if let name, let whole = interpolation.wholeExpression {
                text = try typedText(try evaluator.evaluate(whole), for: name, at: whole.offset, evaluator)
            } else {
                text = try interpolation.text(evaluator)
            }
            try charge(text)
            return text
        } catch {
            reportExpressionError(error, prefix: name.map { "\($0): " } ?? "", in: value, at: location)
            return nil
        }
    }

    /// An evaluator over the data in scope, with what is left of `--max-text-size`.
    var evaluator: ExpressionEvaluator {
        let limit = options.limits.maxTextSize
        var evaluator = ExpressionEvaluator(scope: dataScope, textBudget: TextBudget(remaining: max(0, limit - textMade), limit: limit))
        evaluator.suggestsNearby = unknownKeys < Diagnostics.shownPerKind
        evaluator.nearbySearches = nearbySearches
        return evaluator
    }

    /// An expression's error, at its place in the value; unknown keys are
    /// counted (suggestions only for as many as are printed).
    mutating func reportExpressionError(_ error: ExpressionError, prefix: String, in value: String, at location: SourceLocation) {
        if ExpressionEvaluator.isUnknownKey(error) { unknownKeys += 1 }
        diagnostics.append(.error(prefix + error.message, at: location.advanced(by: error.offset, in: value)))
    }

    /// Counts text an expression made against `--max-text-size`.
    mutating func charge(_ text: String) throws(ExpressionError) {
        textMade += text.utf8.count
        if textMade > options.limits.maxTextSize { throw ExpressionError(evaluator.textBudget.exceededMessage, at: 0) }
    }

    /// Each distinct value is parsed once per render (a `Repeat` binds the
    /// same attributes once per element).
    mutating func parsedInterpolation(_ value: String) throws(ExpressionError) -> Interpolation {
        if let cached = interpolations[value] { return try cached.get() }
        let parsed = Result { () throws(ExpressionError) -> Interpolation in try Interpolation.parse(value) }
        interpolations[value] = parsed
        return try parsed.get()
    }

    /// A whole-value expression must give the type its attribute takes
    /// (Layout's strong typing): a colour attribute a string, a number
    /// attribute a number, a boolean attribute a boolean.
    private func typedText(_ value: DataValue, for name: String, at offset: Int,
                           _ evaluator: ExpressionEvaluator) throws(ExpressionError) -> String {
        let expected: String?
        switch (AttributeType.of(name), value) {
        case (.color, .string), (.color, .color), (.number, .number), (.boolean, .bool), (.any, _): expected = nil
        case (.color, .null): throw ExpressionError("the value is nil (null in the data), not a colour", at: offset)
        case (.color, _): expected = "a colour (#1b2a4a, rgba(…), a colour name or a string such as '#1b2a4a')"
        case (.number, _): expected = "a number"
        case (.boolean, _): expected = "a boolean"
        }
        if let expected { throw ExpressionError("expected \(expected), got \(value.described)", at: offset) }
        return try evaluator.text(value, at: offset)
    }
}

/// What a whole-value expression must give for an attribute.
enum AttributeType {
    case color, number, boolean, any

    static func of(_ name: String) -> AttributeType {
        if colors.contains(name) { return .color }
        if numbers.contains(name) { return .number }
        if booleans.contains(name) { return .boolean }
        return .any
    }

    static let colors: Set<String> = ["backgroundColor", "borderColor", "color", "textColor", "tintColor"]
    static let numbers: Set<String> = [
        "cornerRadius", "borderWidth", "borderSize", "opacity", "alpha", "spacing", "lines", "lineHeight",
        "zIndex", "weight", "flex", "size", "shrinks", "aspectRatio",
        "topPadding", "rightPadding", "bottomPadding", "leftPadding",
        "topMargin", "rightMargin", "bottomMargin", "leftMargin",
        "leadingPadding", "trailingPadding", "leadingMargin", "trailingMargin",
    ]
    static let booleans: Set<String> = ["hidden", "isHidden", "wrap", "clips", "clipsToBounds"]
}

extension SourceLocation {
    /// The location `offset` Unicode scalars into `text`, which starts here
    /// (lines and columns move as the text does).
    func advanced(by offset: Int, in text: String) -> SourceLocation {
        var location = self
        for scalar in text.unicodeScalars.prefix(offset) {
            if scalar == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return location
    }
}

extension Node {
    func removingAttribute(_ name: String) -> Node {
        guard attribute(name) != nil else { return self }
        var node = self
        node.attributes.removeAll { $0.name == name }
        return node
    }
}
