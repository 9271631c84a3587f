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
    /// Horizontal offset in points, positive to the right.
    public var dx: Double
    /// Vertical offset in points, positive downwards.
    public var dy: Double
    /// An offset of `dx` across and `dy` down, in points.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Both offsets added.
    public static func + (a: Offset, b: Offset) -> Offset { Offset(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    /// The opposite offset.
    public static prefix func - (a: Offset) -> Offset { Offset(dx: -a.dx, dy: -a.dy) }

    /// `(10, 0)`.
    var text: String { "(\(formatNumber(dx)), \(formatNumber(dy)))" }
}

/// Relativity's offsets from integer literals: `10.horizontalOffset`.
extension Int {
    /// This many points to the right (`dy` 0).
    public var horizontalOffset: Offset { Offset(dx: Double(self), dy: 0) }
    /// This many points down (`dx` 0).
    public var verticalOffset: Offset { Offset(dx: 0, dy: Double(self)) }
}

/// Relativity's offsets from decimals: `0.5.verticalOffset`.
extension Double {
    /// This many points to the right (`dy` 0).
    public var horizontalOffset: Offset { Offset(dx: self, dy: 0) }
    /// This many points down (`dx` 0).
    public var verticalOffset: Offset { Offset(dx: 0, dy: self) }
}

/// One of an element's point anchors (`topLeft top topRight left middle
/// right bottomLeft bottom bottomRight`, on labels also `capLeft cap capRight
/// baselineLeft baseline baselineRight`), or the layer's (`.top`), plus an offset.
public struct PointAnchor: Sendable, Equatable {
    /// The element's id, or `parent`.
    public var item: String
    /// The anchor: `topLeft` … `baselineRight`.
    public var name: String
    /// Added to the anchor's point, in points.
    public var offset = Offset(dx: 0, dy: 0)
    /// Where the element was written (nil for the layer's anchors).
    var location: SourceLocation?

    /// The anchor `name` of the element with id `item` (or `parent`), without offset.
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

    /// The anchor moved by `offset`.
    public static func + (anchor: PointAnchor, offset: Offset) -> PointAnchor {
        var moved = anchor
        moved.offset = anchor.offset + offset
        return moved
    }
    /// The anchor moved by `offset`: `10.horizontalOffset + b.left`.
    public static func + (offset: Offset, anchor: PointAnchor) -> PointAnchor { anchor + offset }
    /// The anchor moved back by `offset`.
    public static func - (anchor: PointAnchor, offset: Offset) -> PointAnchor { anchor + -offset }

    // The layer's own anchors (Relativity's superview anchors: `a.top --> 10.verticalOffset + .top`).
    /// The layer's top-left corner.
    public static var topLeft: PointAnchor { PointAnchor(item: "parent", name: "topLeft") }
    /// The middle of the layer's top edge.
    public static var top: PointAnchor { PointAnchor(item: "parent", name: "top") }
    /// The layer's top-right corner.
    public static var topRight: PointAnchor { PointAnchor(item: "parent", name: "topRight") }
    /// The middle of the layer's left edge.
    public static var left: PointAnchor { PointAnchor(item: "parent", name: "left") }
    /// The layer's centre.
    public static var middle: PointAnchor { PointAnchor(item: "parent", name: "middle") }
    /// The middle of the layer's right edge.
    public static var right: PointAnchor { PointAnchor(item: "parent", name: "right") }
    /// The layer's bottom-left corner.
    public static var bottomLeft: PointAnchor { PointAnchor(item: "parent", name: "bottomLeft") }
    /// The middle of the layer's bottom edge.
    public static var bottom: PointAnchor { PointAnchor(item: "parent", name: "bottom") }
    /// The layer's bottom-right corner.
    public static var bottomRight: PointAnchor { PointAnchor(item: "parent", name: "bottomRight") }
}

/// The size between two anchors (Relativity's `|--|`), with an optional inset.
public struct AnchorSpan: Sendable, Equatable {
    /// The first corner.
    public var from: PointAnchor
    /// The opposite corner.
    public var to: PointAnchor
    /// Taken off the size between the corners, in points.
    public var inset = Offset(dx: 0, dy: 0)

    /// The span with `inset` added to its inset.
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

/// What `element.bounds` holds for Relativity's `b.bounds.size = a.topRight |--| c.bottomLeft`.
public struct ElementBounds: Sendable, Equatable {
    /// The size between two anchors; nil until set.
    public var size: AnchorSpan?

    /// Bounds with no size set.
    public init(size: AnchorSpan? = nil) { self.size = size }
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

/// The size between two anchors (`b.size = a.topRight |--| c.bottomLeft`).
public func |--| (lhs: PointAnchor, rhs: PointAnchor) -> AnchorSpan {
    AnchorSpan(from: lhs, to: rhs)
}

/// Relativity's anchors of an element; the element needs an id.
extension LayoutElement {
    /// The element's top-left corner.
    public var topLeft: PointAnchor { anchor("topLeft") }
    /// The middle of the element's top edge.
    public var top: PointAnchor { anchor("top") }
    /// The element's top-right corner.
    public var topRight: PointAnchor { anchor("topRight") }
    /// The middle of the element's left edge.
    public var left: PointAnchor { anchor("left") }
    /// The element's centre.
    public var middle: PointAnchor { anchor("middle") }
    /// The middle of the element's right edge.
    public var right: PointAnchor { anchor("right") }
    /// The element's bottom-left corner.
    public var bottomLeft: PointAnchor { anchor("bottomLeft") }
    /// The middle of the element's bottom edge.
    public var bottom: PointAnchor { anchor("bottom") }
    /// The element's bottom-right corner.
    public var bottomRight: PointAnchor { anchor("bottomRight") }
    /// A label's cap line at its left edge.
    public var capLeft: PointAnchor { anchor("capLeft") }
    /// A label's cap line at its horizontal centre.
    public var cap: PointAnchor { anchor("cap") }
    /// A label's cap line at its right edge.
    public var capRight: PointAnchor { anchor("capRight") }
    /// A label's first baseline at its left edge.
    public var baselineLeft: PointAnchor { anchor("baselineLeft") }
    /// A label's first baseline at its horizontal centre.
    public var baseline: PointAnchor { anchor("baseline") }
    /// A label's first baseline at its right edge.
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

    /// Relativity's README sizes a UIView through its bounds:
    /// `b.bounds.size = a.topRight |--| c.bottomLeft` is `b.size = …`.
    /// (Reading gives no size.)
    public var bounds: ElementBounds {
        get { ElementBounds() }
        set { size = newValue.size }
    }

    /// Operators have no call site of their own, so a relation is located at the element it moves.
    private func anchor(_ name: String) -> PointAnchor {
        var anchor = PointAnchor(item: constraintName, name: name)
        anchor.location = node.location
        return anchor
    }
}
