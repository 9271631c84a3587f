/// Data binding (SPEC §8.1–8.2): `{…}` in attribute values and label text is
/// evaluated here, in Resolve, against the data in scope, so everything after
/// sees plain attribute text and typed values, never an expression.
extension Resolver {
    /// `node` with every attribute value and text child interpolated.
    /// `escapingResults` (a component element's attributes, computed in the
    /// includer's data) writes each result so that binding it again inside
    /// the component gives it back unchanged. A failed attribute is reported
    /// and dropped.
    @inline(never)
    mutating func bind(_ node: Node, escapingResults: Bool = false) -> Node {
        var bound = node
        var changed = false
        var attributes: [Attribute] = []
        attributes.reserveCapacity(node.attributes.count)
        for attribute in node.attributes {
            guard Interpolation.hasExpressions(attribute.value) else {
                attributes.append(attribute)
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
        bound.children = bindText(of: node.children)
        return bound
    }

    /// The text children interpolated (label bodies, bare text); elements
    /// are bound when they are resolved.
    mutating func bindText(of children: [Node.Child]) -> [Node.Child] {
        var bound = children
        for (position, child) in children.enumerated() {
            guard case .text(let raw, let location) = child, Interpolation.hasExpressions(raw) else { continue }
            bound[position] = .text(boundText(raw, name: nil, at: location) ?? "", location)
        }
        return bound
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
            diagnostics.append(.error("\(attribute.name): \(error.message)", at: attribute.valueLocation.advanced(by: error.offset, in: attribute.value)))
            return nil
        }
    }

    /// The value with its expressions evaluated; nil (and a diagnostic) on error.
    mutating func boundText(_ value: String, name: String?, at location: SourceLocation) -> String? {
        do {
            let interpolation = try parsedInterpolation(value)
            let evaluator = self.evaluator
            let text: String
            if let name, let whole = interpolation.wholeExpression {
                text = try typedText(try evaluator.evaluate(whole), for: name, at: whole.offset, evaluator)
            } else {
                text = try interpolation.text(evaluator)
            }
            try charge(text)
            return text
        } catch {
            let prefix = name.map { "\($0): " } ?? ""
            diagnostics.append(.error(prefix + error.message, at: location.advanced(by: error.offset, in: value)))
            return nil
        }
    }

    /// An evaluator over the data in scope, with what is left of `--max-text-size`.
    var evaluator: ExpressionEvaluator {
        let limit = options.limits.maxTextSize
        return ExpressionEvaluator(scope: dataScope, textBudget: TextBudget(remaining: max(0, limit - textMade), limit: limit))
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
        case (.color, .string), (.number, .number), (.boolean, .bool), (.any, _): expected = nil
        case (.color, _): expected = "a colour string such as '#1b2a4a'"
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
