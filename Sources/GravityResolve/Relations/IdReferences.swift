/// A place in an attribute value that names an element by its id, found by
/// the parser of that value's own syntax (never by searching the text), so
/// `gravity rename` changes exactly what the layout reads as that id.
public struct IdReference: Hashable, Sendable {
    /// The id as written.
    public var id: String
    /// Where the id starts in the value, in Unicode scalars.
    public var offset: Int

    /// A reference to `id` at scalar `offset` in the value.
    public init(id: String, offset: Int) {
        self.id = id
        self.offset = offset
    }
}

extension SimpleFormat {
    /// The views a constraint string names (`title` in `title.left = icon.right
    /// + 8`, the views of a `distribute` line); metrics and `parent` are not
    /// views. A line that does not parse names nothing.
    public static func idReferences(in text: String) -> [IdReference] {
        var tokensLexed = 0
        return idReferences(in: text, tokensLexed: &tokensLexed)
    }

    /// `idReferences(in:)`, adding the tokens it lexed to `tokensLexed`
    /// (the budget test counts them: lines that fail are not lexed to their end).
    package static func idReferences(in text: String, tokensLexed: inout Int) -> [IdReference] {
        var found: [IdReference] = []
        func walk(_ term: ConstraintTerm) {
            switch term {
            case .number: break
            case .reference(let view, let anchor, let offset):
                if anchor != nil, !parentNames.contains(view) { found.append(IdReference(id: view, offset: offset)) }
            case .negate(let inner, _): walk(inner)
            case .binary(_, let a, let b, _), .pair(let a, let b, _), .between(let a, let b, _): walk(a); walk(b)
            }
        }
        for line in ConstraintParser.parsableLines(text, tokensLexed: &tokensLexed) {
            switch line {
            case .relation(let lhs, _, let rhs, _, _):
                walk(lhs)
                walk(rhs)
            case .distribute(_, let items, _):
                for item in items {
                    switch item {
                    case .view(let name, let offset): found.append(IdReference(id: name, offset: offset))
                    case .fixed(let term): walk(term)
                    case .flexible: break
                    }
                }
            }
        }
        return found
    }
}

extension FrameExpression {
    /// The elements a frame expression reads (`header` in `header.bottom + 8`,
    /// `badge` in `#badge.left`); `parent`, `previous` and `next` are not ids.
    /// An expression that does not parse names nothing.
    public static func idReferences(in text: String) -> [IdReference] {
        guard let expression = try? Expression.parse(text) else { return [] }
        var found: [IdReference] = []
        func walk(_ expression: Expression) {
            switch expression.kind {
            case .number, .string, .bool, .null, .percent, .color: break
            case .keyPath(let path):
                let relative: Set<String> = ["parent", "superview", "previous", "next"]
                if path.parts.count == 2, path.isElementReference || !relative.contains(path.head) {
                    found.append(IdReference(id: path.head, offset: path.offsets[0]))
                }
            case .unary(_, let operand): walk(operand)
            case .binary(_, let a, let b): walk(a); walk(b)
            case .conditional(let c, let a, let b): walk(c); walk(a); walk(b)
            case .call(_, let arguments), .localized(_, let arguments): arguments.forEach(walk)
            }
        }
        walk(expression)
        return found
    }
}

extension KeepAttributes {
    /// The siblings a Keep attribute names: the one before the colon of
    /// `keepLeftOffsetTo="photo: min 10"`, every id of
    /// `keepHorizontalOffsets="a b c: 20"`.
    public static func idReferences(_ name: String, in value: String) -> [IdReference] {
        if relations[name] != nil {
            return siblingName(in: value).flatMap { SimpleFormat.parentNames.contains($0.id) ? nil : [$0] } ?? []
        }
        if arrays[name] != nil { return listedIds(in: value) }
        return []
    }

    /// The ids before the colon of an array attribute (separated by spaces
    /// or commas), `#` dropped.
    static func listedIds(in value: String) -> [IdReference] {
        var found: [IdReference] = []
        var current = "", start = 0
        func finish() {
            guard !current.isEmpty else { return }
            found.append(current.hasPrefix("#") ? IdReference(id: String(current.dropFirst()), offset: start + 1)
                                                : IdReference(id: current, offset: start))
            current = ""
        }
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            if scalar == ":" { break }
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "," {
                finish()
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        finish()
        return found
    }

    /// The sibling before the colon of `other: value`, `#` dropped.
    static func siblingName(in value: String) -> IdReference? {
        let head = value.unicodeScalars.prefix { $0 != ":" }
        let leading = head.prefix { $0.properties.isWhitespace }.count
        var name = String(String.UnicodeScalarView(head)).trimmingSpaces()
        var offset = leading
        if name.hasPrefix("#") { name.removeFirst(); offset += 1 }
        guard !name.isEmpty else { return nil }
        return IdReference(id: name, offset: offset)
    }
}
