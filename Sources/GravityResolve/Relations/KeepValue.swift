import GravityValues

/// A Keep Layout value (SPEC §7.3): `N`, `N @ priority`, `min N`, `max N`,
/// or several joined with `;` (`min 100; max 300 @ high`), each part with
/// its own priority, as `KeepAttribute`'s equal, min and max are.
public struct KeepValue: Hashable, Sendable {
    /// One `;`-separated part: a relation, a value and its priority.
    public struct Part: Hashable, Sendable {
        /// `.equal` for `N`, `.greaterOrEqual` for `min N`, `.lessOrEqual` for `max N`.
        public var relation: RelationOperator
        /// Points (or a ratio or position, by attribute).
        public var value: Double
        /// 1…1000; required (1000) unless written.
        public var priority: Double
        /// Scalar offset of the part in the text, for locating messages.
        public var offset: Int
    }

    /// The parts in the order written.
    public var parts: [Part]

    /// A value of `parts`.
    public init(parts: [Part]) { self.parts = parts }

    /// An equal value at required priority.
    public static func equal(_ value: Double) -> KeepValue {
        KeepValue(parts: [Part(relation: .equal, value: value, priority: ConstraintPriority.required, offset: 0)])
    }

    /// Parses `text`; errors carry the scalar offset of the offending part.
    public static func parse(_ text: String) throws -> KeepValue {
        var parts: [Part] = []
        var offset = 0
        var seen: Set<RelationOperator> = []
        for piece in text.split(separator: ";", omittingEmptySubsequences: false) {
            defer { offset += piece.unicodeScalars.count + 1 }
            let leading = piece.unicodeScalars.prefix { $0.properties.isWhitespace }.count
            let part = String(piece).trimmingSpaces()
            guard !part.isEmpty else {
                throw KeepValueError("an empty part: write N, N @ priority, min N or max N, joined with ';'", offset: offset + leading)
            }
            let start = offset + leading
            var words = part.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var priority = ConstraintPriority.required
            if words.count == 2 {
                let priorityOffset = start + words[0].unicodeScalars.count + 1
                    + words[1].unicodeScalars.prefix { $0.properties.isWhitespace }.count
                do {
                    priority = try ConstraintPriority.parse(words[1])
                } catch let error as ValueError {
                    throw KeepValueError(error.message, offset: priorityOffset)
                }
                words.removeLast()
            }
            var body = words[0].trimmingSpaces()
            var relation = RelationOperator.equal
            for (word, meaning) in [("min", RelationOperator.greaterOrEqual), ("max", .lessOrEqual)] where body.hasPrefix(word + " ") || body == word {
                relation = meaning
                body = String(body.dropFirst(word.count)).trimmingSpaces()
            }
            guard let value = parseFiniteNumber(body) else {
                throw KeepValueError("'\(part)' is not a Keep value (N, N @ priority, min N, max N)", offset: start)
            }
            guard seen.insert(relation).inserted else {
                let name = relation == .equal ? "an equal value" : relation == .greaterOrEqual ? "a min" : "a max"
                throw KeepValueError("\(name) is given twice", offset: start)
            }
            parts.append(Part(relation: relation, value: value, priority: priority, offset: start))
        }
        return KeepValue(parts: parts)
    }
}

/// A malformed Keep value and where in the text.
public struct KeepValueError: Error, Equatable, Sendable {
    /// What is wrong, for the diagnostic.
    public var message: String
    /// Unicode scalars into the value.
    public var offset: Int
    /// An error saying `message` at scalar `offset`.
    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
