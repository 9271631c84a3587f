import Foundation
import GravityDocument
import GravityValues

/// `<param name="title" type="String"/>` (SPEC §8.4): what a template or
/// component accepts, given as an attribute where it is used and read by
/// expressions inside it (`{title}`). Checked at the use: a missing or
/// wrongly typed value is an error there, with a note at the param.
/// `default="…"` makes a param optional.
struct ParamDeclaration {
    enum Kind: String, CaseIterable {
        case string = "String", int = "Int", double = "Double", bool = "Bool", color = "Color"

        /// "an Int", "a String": for messages.
        var withArticle: String { (self == .int ? "an " : "a ") + rawValue }
    }

    var name: String
    var kind: Kind
    var defaultValue: String?
    var location: SourceLocation
}

extension Resolver {
    /// `param`, `macro`, `children`, `Style` and `Styles` leave no element.
    static func isDeclaration(_ node: Node) -> Bool {
        node.name == "param" || node.name == "macro" || node.name == "children" || isStyleNode(node)
    }

    /// The params `root` declares (its direct children).
    mutating func params(declaredIn root: Node) -> [ParamDeclaration] {
        var declared: [ParamDeclaration] = []
        childrenScanned += root.children.count
        for case .element(let node) in root.children where node.name == "param" {
            guard let name = node.attribute("name"), Resolver.isName(name.value) else {
                diagnostics.append(.error("<param> needs a name expressions can use (name=\"title\")", at: node.location))
                continue
            }
            let typeName = node.attribute("type")?.value ?? "String"
            guard let kind = ParamDeclaration.Kind(rawValue: typeName) else {
                let known = ParamDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(.error("unknown param type '\(typeName)' (\(known))", at: node.attribute("type")?.valueLocation ?? node.location))
                continue
            }
            for attribute in node.attributes where !["name", "type", "default"].contains(attribute.name) {
                diagnostics.append(.error("unknown attribute '\(attribute.name)' on <param> (it takes name, type and default)", at: attribute.location))
            }
            declared.append(ParamDeclaration(name: name.value, kind: kind, defaultValue: node.attribute("default")?.value,
                                             location: node.location))
        }
        return declared
    }

    /// The values `element` gives the params of the file whose root is
    /// `root`, as data locals, and `element` without those attributes; nil
    /// when a param is missing or wrong (the file is then not used: its
    /// expressions would only repeat the error).
    /// `bound`: the element's values were already computed (a component
    /// element's), else they are computed here in the includer's data.
    mutating func bindParams(declaredIn root: Node, file: String, given element: Node,
                             bound: Bool = true) -> ([(String, DataValue)], Node)? {
        bindParams(params(declaredIn: root), file: file, given: element, bound: bound)
    }

    /// `bindParams(declaredIn:file:given:bound:)` with the declarations
    /// already read (a component's, once for all its instances).
    mutating func bindParams(_ declared: [ParamDeclaration], file: String, given element: Node,
                             bound: Bool = true) -> ([(String, DataValue)], Node)? {
        guard !declared.isEmpty else { return ([], element) }
        var locals: [(String, DataValue)] = []
        var failed = false
        for param in declared {
            let given = element.attribute(param.name)
            var text = param.defaultValue
            if let given {
                guard let value = bound ? literalText(given.value) : boundText(given.value, name: given.name, at: given.valueLocation) else {
                    failed = true
                    continue
                }
                text = value
            }
            guard let text else {
                diagnostics.append(.error("\(file) needs \(param.name)=\"…\" (\(param.kind.withArticle) param)", at: element.location))
                diagnostics.append(.note("param '\(param.name)' is declared here", at: param.location))
                failed = true
                continue
            }
            guard let value = Resolver.paramValue(text, kind: param.kind) else {
                diagnostics.append(.error("\(param.name): '\(text)' is not \(param.kind.withArticle) (a param of \(file))",
                                          at: given?.valueLocation ?? element.location))
                diagnostics.append(.note("param '\(param.name)' is declared here", at: param.location))
                failed = true
                continue
            }
            locals.append((param.name, value))
        }
        let names = Set(declared.map(\.name))
        var remaining = element
        remaining.attributes.removeAll { names.contains($0.name) }
        return failed ? nil : (locals, remaining)
    }

    /// A template or component rendered on its own: its params take their
    /// defaults, unless the data has a value of that name.
    mutating func bindOwnParams(of root: Node) {
        for param in params(declaredIn: root) where dataScope.value(of: param.name) == nil {
            // Layout binds a param from the node's own attribute of that name
            // (`<UIView foo="bar + 3"><param name="foo" type="Int"/>`), an expression.
            if rules.isLayout, let attribute = root.attribute(param.name), let value = ownParamValue(attribute.value, kind: param.kind) {
                dataScope = dataScope.binding(param.name, to: value)
                continue
            }
            guard let text = param.defaultValue, let value = Resolver.paramValue(text, kind: param.kind) else { continue }
            dataScope = dataScope.binding(param.name, to: value)
        }
    }

    /// A param's value from an attribute: numbers and booleans are bare
    /// expressions, text and colours interpolated (`{…}`).
    func ownParamValue(_ text: String, kind: ParamDeclaration.Kind) -> DataValue? {
        switch kind {
        case .int, .double, .bool:
            let scalars = Array(text.unicodeScalars)
            guard let expression = try? Expression.parse(scalars, 0..<scalars.count) else { return nil }
            return try? evaluator.evaluate(expression)
        case .string, .color:
            guard let interpolation = try? Interpolation.parse(text) else { return nil }
            return (try? interpolation.text(evaluator)).map { .string($0) }
        }
    }

    static func paramValue(_ text: String, kind: ParamDeclaration.Kind) -> DataValue? {
        switch kind {
        case .string: return .string(text)
        case .int: return Int(text.trimmingSpaces()).map { .number(Double($0)) }
        case .double: return parseFiniteNumber(text).map { .number($0) }
        case .bool: return (try? Parse.bool(text)).map { .bool($0) }
        case .color: return (try? Color.parse(text, appearance: .light, nearby: false)) != nil ? .string(text) : nil
        }
    }

    /// A value that binding may have escaped (`{'…'}`) back to its text.
    func literalText(_ value: String) -> String {
        guard Interpolation.hasExpressions(value),
              let text = try? Interpolation.parse(value).text(ExpressionEvaluator(scope: DataScope())) else { return value }
        return text
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ExpressionLexer.isNameStart(first) else { return false }
        return text.unicodeScalars.allSatisfy(ExpressionLexer.isNamePart)
    }

    // MARK: - Macros

    /// `<macro name="GAP" value="8"/>`: the expression's value under that
    /// name for the rest of the document.
    /// The ranges of the items of `1,2,3` or `[1,2,3]` (commas outside
    /// quotes, parentheses and brackets); nil: not a list.
    static func arrayItems(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> [Range<Int>]? {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        let bracketed = lower < upper && scalars[lower] == "[" && scalars[upper - 1] == "]"
        if bracketed { lower += 1; upper -= 1 }
        var items: [Range<Int>] = []
        var depth = 0, quoted = false, start = lower
        for i in lower..<upper {
            let c = scalars[i]
            if quoted { if c == "'" { quoted = false }; continue }
            switch c {
            case "'": quoted = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                items.append(start..<i)
                start = i + 1
            default: break
            }
        }
        guard bracketed || !items.isEmpty else { return nil }
        items.append(start..<upper)
        return items
    }

    /// `declaredBeside`: the names of the other macros written beside it,
    /// which it may read before they are defined (Layout expands macros
    /// where they are used).
    mutating func defineMacro(_ node: Node, declaredBeside: Set<String> = []) {
        guard let name = node.attribute("name"), Resolver.isName(name.value) else {
            diagnostics.append(.error("<macro> needs a name expressions can use (name=\"GAP\")", at: node.location))
            return
        }
        guard let value = node.attribute("value") else {
            diagnostics.append(.error("<macro> needs a value (value=\"8\", an expression)", at: node.location))
            return
        }
        for attribute in node.attributes where attribute.name != "name" && attribute.name != "value" {
            diagnostics.append(.error("unknown attribute '\(attribute.name)' on <macro> (it takes name and value)", at: attribute.location))
        }
        do {
            // A bare expression, as Layout writes it; `{…}` is accepted too.
            let scalars = Array(value.value.unicodeScalars)
            var range = 0..<scalars.count
            if let interpolation = try? parsedInterpolation(value.value), interpolation.wholeExpression != nil,
               let open = scalars.firstIndex(of: "{"), let close = scalars.lastIndex(of: "}") {
                range = (open + 1)..<close
            }
            // Layout's array macros: `1,2,3` or `[1,2,3]` is an array (`ITEMS[1]`).
            if let items = Resolver.arrayItems(scalars, range) {
                var values: [DataValue] = []
                for item in items { values.append(try evaluator.evaluate(try Expression.parse(scalars, item))) }
                dataScope = dataScope.binding(name.value, to: .array(values))
                return
            }
            let expression = try Expression.parse(scalars, range)
            // A macro that reads itself is a cycle (Layout), not an unknown key,
            // unless the data has that name: then it reads the data's value.
            if expression.readsKey(name.value), dataScope.value(of: name.value) == nil {
                diagnostics.append(.error("circular reference: macro '\(name.value)' reads itself", at: value.valueLocation))
                return
            }
            // A macro over layout terms (`previous.bottom + PADDING`) or a macro
            // written after it is kept as an expression: each use expands it.
            if readsLayoutTerms(expression) || expression.keyHeads.contains(where: {
                dataScope.macro(named: $0) != nil || declaredBeside.contains($0) && dataScope.value(of: $0) == nil
            }) {
                // Each use copies what it reads: a doubling chain (`B = A + A`) is refused before it is expanded.
                let size = expression.nodeCount + expression.keyHeads.reduce(0) { $0 + (dataScope.macroSize(named: $1) ?? 0) }
                guard size <= Resolver.maxMacroExpansion else {
                    diagnostics.append(.error("value: macro '\(name.value)' expands to \(size) terms where it is used, more than "
                                              + "\(Resolver.maxMacroExpansion) (its macros are copied into each use)", at: value.valueLocation))
                    return
                }
                dataScope = dataScope.deferring(name.value, to: expression, size: size)
                return
            }
            let result = try evaluator.evaluate(expression)
            if case .string(let text) = result { try charge(text) }
            dataScope = dataScope.binding(name.value, to: result)
        } catch {
            diagnostics.append(.error("value: \(error.message)", at: value.valueLocation.advanced(by: error.offset, in: value.value)))
        }
    }
}

extension Resolver {
    /// The most expression nodes a macro over layout terms may expand to at a use.
    static let maxMacroExpansion = 10_000

    /// Names a frame expression reads that are not data: views (`previous`,
    /// `parent`, `#id`), the view's own anchors, `auto`, `safeAreaInsets`.
    static let layoutTerms: Set<String> = Set(["previous", "next", "parent", "superview", "auto", "safeAreaInsets", "center"]
                                              + FrameExpression.attributes.map(\.rawValue) + ["leading", "trailing"])

    /// Whether `expression` reads a layout term the data does not define, or a percentage.
    func readsLayoutTerms(_ expression: Expression) -> Bool {
        expression.hasPercent || expression.keyPaths.contains { path in
            path.isElementReference || (Resolver.layoutTerms.contains(path.head) && dataScope.value(of: path.head) == nil)
        }
    }
}

extension Expression {
    /// How many nodes it has.
    var nodeCount: Int {
        switch kind {
        case .number, .string, .bool, .null, .percent, .color, .keyPath: return 1
        case .unary(_, let a): return 1 + a.nodeCount
        case .binary(_, let a, let b): return 1 + a.nodeCount + b.nodeCount
        case .conditional(let c, let a, let b): return 1 + c.nodeCount + a.nodeCount + b.nodeCount
        case .call(_, let arguments), .localized(_, let arguments): return arguments.reduce(1) { $0 + $1.nodeCount }
        }
    }

    /// Every key path it reads, in order.
    var keyPaths: [KeyPath] {
        switch kind {
        case .number, .string, .bool, .null, .percent, .color: return []
        case .keyPath(let path): return [path]
        case .unary(_, let a): return a.keyPaths
        case .binary(_, let a, let b): return a.keyPaths + b.keyPaths
        case .conditional(let c, let a, let b): return c.keyPaths + a.keyPaths + b.keyPaths
        case .call(_, let arguments): return arguments.flatMap(\.keyPaths)
        case .localized(let path, let arguments): return [path] + arguments.flatMap(\.keyPaths)
        }
    }

    /// The first names of the data key paths it reads.
    var keyHeads: [String] { keyPaths.filter { !$0.isElementReference }.map(\.head) }

    /// Whether it holds a percentage (`100% - 20`).
    var hasPercent: Bool {
        switch kind {
        case .percent: return true
        case .number, .string, .bool, .null, .color, .keyPath: return false
        case .unary(_, let a): return a.hasPercent
        case .binary(_, let a, let b): return a.hasPercent || b.hasPercent
        case .conditional(let c, let a, let b): return c.hasPercent || a.hasPercent || b.hasPercent
        case .call(_, let arguments), .localized(_, let arguments): return arguments.contains(where: \.hasPercent)
        }
    }

    /// The expression with every node (and key path part) at `offset`: a
    /// macro expanded where it is used is located at the use.
    func relocated(to offset: Int) -> Expression {
        var copy = self
        copy.offset = offset
        switch kind {
        case .number, .string, .bool, .null, .percent, .color: break
        case .keyPath(var path):
            path.offsets = path.offsets.map { _ in offset }
            copy.kind = .keyPath(path)
        case .unary(let op, let a): copy.kind = .unary(op, a.relocated(to: offset))
        case .binary(let op, let a, let b): copy.kind = .binary(op, a.relocated(to: offset), b.relocated(to: offset))
        case .conditional(let c, let a, let b):
            copy.kind = .conditional(c.relocated(to: offset), a.relocated(to: offset), b.relocated(to: offset))
        case .call(let function, let arguments): copy.kind = .call(function, arguments.map { $0.relocated(to: offset) })
        case .localized(var path, let arguments):
            path.offsets = path.offsets.map { _ in offset }
            copy.kind = .localized(path, arguments.map { $0.relocated(to: offset) })
        }
        return copy
    }
}
