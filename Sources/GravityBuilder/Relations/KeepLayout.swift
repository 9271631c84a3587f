import GravityCore

/// A value with a priority, as Keep Layout writes it: `.required(10)`,
/// `.high(40)`, `.low(0)`, `.fitting(0)`, `.priority(600, 40)`, or a plain
/// number (required).
public struct Keep: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Points (or the ratio, or the 0…1 position) the attribute keeps.
    public var value: Double
    /// 1…1000.
    public var priority: Double

    /// `value` at `priority` (required unless given).
    public init(_ value: Double, priority: Double = ConstraintPriority.required) {
        self.value = value
        self.priority = priority
    }

    /// A plain number is required: `badge.keepWidth.equal = 40`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    /// A plain number is required: `badge.keepWidth.equal = 40.5`.
    public init(floatLiteral value: Double) { self.init(value) }

    /// `value` that must hold (priority 1000).
    public static func required(_ value: Double) -> Keep { Keep(value, priority: ConstraintPriority.required) }
    /// `value` at high priority (750): holds unless a required one conflicts.
    public static func high(_ value: Double) -> Keep { Keep(value, priority: ConstraintPriority.high) }
    /// `value` at low priority (250): gives way to high and required ones.
    public static func low(_ value: Double) -> Keep { Keep(value, priority: ConstraintPriority.low) }
    /// `value` at fitting priority (50): only where nothing else decides.
    public static func fitting(_ value: Double) -> Keep { Keep(value, priority: ConstraintPriority.fitting) }
    /// `value` at any priority 1…1000.
    public static func priority(_ priority: Double, _ value: Double) -> Keep { Keep(value, priority: priority) }

    /// `40 @ high`: the value text Keep attributes take (SPEC §7.3).
    var text: String {
        let names = [ConstraintPriority.required: "required", ConstraintPriority.high: "high",
                     ConstraintPriority.low: "low", ConstraintPriority.fitting: "fitting"]
        return "\(formatNumber(value)) @ \(names[priority] ?? formatNumber(priority))"
    }
}

/// Keep Layout's `KeepAttribute`: an equal, a minimum and a maximum, each
/// with its own priority. `badge.keepWidth.equal = .high(40)`;
/// `badge.keepWidth.min = .required(10)`.
public struct KeepAttribute: Sendable, Equatable {
    /// The value the attribute aims at; nil: none.
    public var equal: Keep?
    /// The least value; nil: no minimum.
    public var min: Keep?
    /// The largest value; nil: no maximum.
    public var max: Keep?

    /// Any of the three, each with its own priority.
    public init(equal: Keep? = nil, min: Keep? = nil, max: Keep? = nil) {
        self.equal = equal
        self.min = min
        self.max = max
    }

    /// `40 @ high; min 10 @ required`; nil when nothing is set.
    var text: String? {
        let parts = [equal.map(\.text), min.map { "min " + $0.text }, max.map { "max " + $0.text }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Reads back the text this type writes (and plain Keep values: `min 100`).
    init(text: String) {
        for part in text.split(separator: ";") {
            var words = part.split(separator: " ").map(String.init)
            var kind = "equal"
            if let first = words.first, first == "min" || first == "max" { kind = first; words.removeFirst() }
            guard let number = words.first.flatMap(Double.init) else { continue }
            var priority = ConstraintPriority.required
            if words.count >= 3, words[1] == "@" { priority = (try? ConstraintPriority.parse(words[2])) ?? priority }
            let keep = Keep(number, priority: priority)
            switch kind {
            case "min": min = keep
            case "max": max = keep
            default: equal = keep
            }
        }
    }
}

extension LayoutElement {
    /// Keep Layout's attributes on a child of a constraint layer (SPEC §7.3),
    /// written as the XML attributes of the same names.
    public var keepWidth: KeepAttribute { get { keep("keepWidth") } set { setKeep("keepWidth", newValue) } }
    /// Keep Layout's height of the element, in points.
    public var keepHeight: KeepAttribute { get { keep("keepHeight") } set { setKeep("keepHeight", newValue) } }
    /// Width over height.
    public var keepAspectRatio: KeepAttribute { get { keep("keepAspectRatio") } set { setKeep("keepAspectRatio", newValue) } }
    /// Distance from the layer's top edge to the element's, in points.
    public var keepTopInset: KeepAttribute { get { keep("keepTopInset") } set { setKeep("keepTopInset", newValue) } }
    /// Distance from the element's bottom edge to the layer's, in points.
    public var keepBottomInset: KeepAttribute { get { keep("keepBottomInset") } set { setKeep("keepBottomInset", newValue) } }
    /// Distance from the layer's left edge to the element's, in points.
    public var keepLeftInset: KeepAttribute { get { keep("keepLeftInset") } set { setKeep("keepLeftInset", newValue) } }
    /// Distance from the element's right edge to the layer's, in points.
    public var keepRightInset: KeepAttribute { get { keep("keepRightInset") } set { setKeep("keepRightInset", newValue) } }
    /// The centre at that fraction of the parent's width, 0…1 (KeepLayout's rule).
    public var keepHorizontally: KeepAttribute { get { keep("keepHorizontally") } set { setKeep("keepHorizontally", newValue) } }
    /// The centre at that fraction of the parent's height, 0 (top) … 1 (bottom).
    public var keepVertically: KeepAttribute { get { keep("keepVertically") } set { setKeep("keepVertically", newValue) } }

    /// A relation to a sibling: `badge.keep(.leftOffset, to: photo, KeepAttribute(min: 10))`
    /// writes `keepLeftOffsetTo="photo: min 10 @ required"`.
    public func keep(_ relation: KeepRelation, to other: some LayoutElement, _ value: KeepAttribute,
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting(relation.attribute, "\(other.constraintName): \(value.text ?? "0")", at: CallSite(file, line, column))
    }

    private func keep(_ name: String) -> KeepAttribute {
        node.attribute(name).map { KeepAttribute(text: $0.value) } ?? KeepAttribute()
    }

    /// Property setters have no call site of their own: the attribute is
    /// located at the element.
    private mutating func setKeep(_ name: String, _ value: KeepAttribute) {
        node.attributes.removeAll { $0.name == name }
        if let text = value.text {
            node.attributes.append(Attribute(name: name, value: text, location: node.location, valueLocation: node.location))
        }
    }
}

/// Keep Layout's relations between siblings (SPEC §7.3).
public enum KeepRelation: String, Sendable {
    /// Distance from the sibling's opposite edge (`leftOffset`: this element's left from the sibling's right), in points.
    case leftOffset, rightOffset, topOffset, bottomOffset
    /// Edges, centres or baselines lined up with the sibling's, offset by the value.
    case leftAlign, rightAlign, topAlign, bottomAlign, verticalAlign, horizontalAlign, baselineAlign

    var attribute: String {
        "keep" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "To"
    }
}

/// Keep Layout's groups (`[a, b, c].keepWidthsEqual()`), written in the
/// constraint layer's block; the elements need ids.
extension Array where Element: LayoutElement {
    /// Gives every element of the group the same width.
    public func keepWidthsEqual(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepWidthsEqual", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Gives every element of the group the same height.
    public func keepHeightsEqual(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepHeightsEqual", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Keeps `value` points between each element's right edge and the next one's left.
    public func keepHorizontalOffsets(_ value: Keep, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepHorizontalOffsets", map(\.constraintName), value, CallSite(file, line, column))
    }
    /// Keeps `value` points between each element's bottom edge and the next one's top.
    public func keepVerticalOffsets(_ value: Keep, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepVerticalOffsets", map(\.constraintName), value, CallSite(file, line, column))
    }
    /// Lines up the group's top edges.
    public func keepTopAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepTopAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's bottom edges.
    public func keepBottomAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepBottomAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's left edges.
    public func keepLeftAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepLeftAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's right edges.
    public func keepRightAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepRightAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's first baselines (labels).
    public func keepBaselineAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepBaselineAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
}

/// `[a, image, c]` of mixed element types: the same groups (an array of
/// existentials is not an array of a type that conforms, so Swift needs both).
extension Array where Element == any LayoutElement {
    /// Gives every element of the group the same width.
    public func keepWidthsEqual(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepWidthsEqual", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Gives every element of the group the same height.
    public func keepHeightsEqual(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepHeightsEqual", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Keeps `value` points between each element's right edge and the next one's left.
    public func keepHorizontalOffsets(_ value: Keep, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepHorizontalOffsets", map(\.constraintName), value, CallSite(file, line, column))
    }
    /// Keeps `value` points between each element's bottom edge and the next one's top.
    public func keepVerticalOffsets(_ value: Keep, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepVerticalOffsets", map(\.constraintName), value, CallSite(file, line, column))
    }
    /// Lines up the group's top edges.
    public func keepTopAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepTopAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's bottom edges.
    public func keepBottomAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepBottomAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's left edges.
    public func keepLeftAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepLeftAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's right edges.
    public func keepRightAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepRightAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
    /// Lines up the group's first baselines (labels).
    public func keepBaselineAligned(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> LayerRelation {
        keepGroup("keepBaselineAligned", map(\.constraintName), nil, CallSite(file, line, column))
    }
}

/// `keepWidthsEqual="a b c"`, `keepHorizontalOffsets="a b c: 20 @ required"`.
func keepGroup(_ name: String, _ ids: [String], _ value: Keep?, _ site: CallSite) -> LayerRelation {
    LayerRelation(name: name, value: ids.joined(separator: " ") + (value.map { ": " + $0.text } ?? ""), location: site.location)
}
