import GravityCore

// Relativity's operators (SPEC §7.4, §10) on the one solver:
// `a.right --> 10.horizontalOffset + b.left` in a layer's block, and
// `b.size = a.topRight |--| c.bottomLeft` before `b` is placed in it. Each
// becomes the SFL line XML would write (`a.right = b.left + (10, 0)`).

infix operator --> : AssignmentPrecedence
infix operator <-- : AssignmentPrecedence
infix operator |--| : AdditionPrecedence

/// A horizontal and vertical offset in points (Relativity's `UIOffset`).
public struct Offset: Sendable, Equatable {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static func + (a: Offset, b: Offset) -> Offset { Offset(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static prefix func - (a: Offset) -> Offset { Offset(dx: -a.dx, dy: -a.dy) }

    /// `(10, 0)`.
    var text: String { "(\(formatNumber(dx)), \(formatNumber(dy)))" }
}

extension Int {
    public var horizontalOffset: Offset { Offset(dx: Double(self), dy: 0) }
    public var verticalOffset: Offset { Offset(dx: 0, dy: Double(self)) }
}

extension Double {
    public var horizontalOffset: Offset { Offset(dx: self, dy: 0) }
    public var verticalOffset: Offset { Offset(dx: 0, dy: self) }
}

/// One of an element's point anchors (`topLeft top topRight left middle
/// right bottomLeft bottom bottomRight`, on labels also `capLeft cap capRight
/// baselineLeft baseline baselineRight`), or the layer's (`.top`), plus an offset.
public struct PointAnchor: Sendable, Equatable {
    /// The element's id, or `parent`.
    public var item: String
    public var name: String
    public var offset = Offset(dx: 0, dy: 0)
    /// Where the element was written (nil for the layer's anchors).
    var location: SourceLocation?

    public init(item: String, name: String) {
        self.item = item
        self.name = name
    }

    /// `b.left + (10, 0)`.
    var text: String {
        "\(item).\(name)" + (offset == Offset(dx: 0, dy: 0) ? "" : " + \(offset.text)")
    }

    /// Always with its pair, so the line relates points (both coordinates)
    /// even for anchors that are also SFL's one-coordinate attributes (`left`).
    var pointText: String { "\(item).\(name) + \(offset.text)" }

    public static func + (anchor: PointAnchor, offset: Offset) -> PointAnchor {
        var moved = anchor
        moved.offset = anchor.offset + offset
        return moved
    }
    public static func + (offset: Offset, anchor: PointAnchor) -> PointAnchor { anchor + offset }
    public static func - (anchor: PointAnchor, offset: Offset) -> PointAnchor { anchor + -offset }

    // The layer's own anchors (Relativity's superview anchors: `a.top --> 10.verticalOffset + .top`).
    public static var topLeft: PointAnchor { PointAnchor(item: "parent", name: "topLeft") }
    public static var top: PointAnchor { PointAnchor(item: "parent", name: "top") }
    public static var topRight: PointAnchor { PointAnchor(item: "parent", name: "topRight") }
    public static var left: PointAnchor { PointAnchor(item: "parent", name: "left") }
    public static var middle: PointAnchor { PointAnchor(item: "parent", name: "middle") }
    public static var right: PointAnchor { PointAnchor(item: "parent", name: "right") }
    public static var bottomLeft: PointAnchor { PointAnchor(item: "parent", name: "bottomLeft") }
    public static var bottom: PointAnchor { PointAnchor(item: "parent", name: "bottom") }
    public static var bottomRight: PointAnchor { PointAnchor(item: "parent", name: "bottomRight") }
}

/// The size between two anchors (Relativity's `|--|`), with an optional inset.
public struct AnchorSpan: Sendable, Equatable {
    public var from: PointAnchor
    public var to: PointAnchor
    public var inset = Offset(dx: 0, dy: 0)

    public static func + (span: AnchorSpan, inset: Offset) -> AnchorSpan {
        var copy = span
        copy.inset = span.inset + inset
        return copy
    }

    /// `a.topRight |--| c.bottomLeft + (-16, 0)`.
    var text: String {
        "\(from.text) |--| \(to.text)" + (inset == Offset(dx: 0, dy: 0) ? "" : " + \(inset.text)")
    }
}

/// Aligns the left anchor to the right one (it moves to where the right side says).
public func --> (lhs: PointAnchor, rhs: PointAnchor) -> LayerRelation {
    LayerRelation(name: "constraints", value: "\(lhs.text) = \(rhs.pointText)",
                  location: lhs.location ?? rhs.location ?? SourceLocation(file: "<Relativity>", line: 1, column: 1))
}

/// Aligns the right anchor to the left one.
public func <-- (lhs: PointAnchor, rhs: PointAnchor) -> LayerRelation {
    rhs --> lhs
}

public func |--| (lhs: PointAnchor, rhs: PointAnchor) -> AnchorSpan {
    AnchorSpan(from: lhs, to: rhs)
}

extension LayoutElement {
    public var topLeft: PointAnchor { anchor("topLeft") }
    public var top: PointAnchor { anchor("top") }
    public var topRight: PointAnchor { anchor("topRight") }
    public var left: PointAnchor { anchor("left") }
    public var middle: PointAnchor { anchor("middle") }
    public var right: PointAnchor { anchor("right") }
    public var bottomLeft: PointAnchor { anchor("bottomLeft") }
    public var bottom: PointAnchor { anchor("bottom") }
    public var bottomRight: PointAnchor { anchor("bottomRight") }
    public var capLeft: PointAnchor { anchor("capLeft") }
    public var cap: PointAnchor { anchor("cap") }
    public var capRight: PointAnchor { anchor("capRight") }
    public var baselineLeft: PointAnchor { anchor("baselineLeft") }
    public var baseline: PointAnchor { anchor("baseline") }
    public var baselineRight: PointAnchor { anchor("baselineRight") }

    /// `b.size = a.topRight |--| c.bottomLeft`: the element's width and
    /// height become the distance between the anchors. The line travels with
    /// the element to the layer it is placed in. (Reading gives nil.)
    public var size: AnchorSpan? {
        get { nil }
        set {
            guard let span = newValue else { return }
            node.attributes.append(Attribute(name: carriedToLayer, value: "\(constraintName).size = \(span.text)",
                                             location: node.location, valueLocation: node.location))
        }
    }

    /// Operators have no call site of their own, so a relation is located at the element it moves.
    private func anchor(_ name: String) -> PointAnchor {
        var anchor = PointAnchor(item: constraintName, name: name)
        anchor.location = node.location
        return anchor
    }
}
