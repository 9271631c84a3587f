// The geometry every stage uses in its inner loops: the small members are
// @inlinable so layout (another module) inlines them as it did when all
// stages were one module (callgrind: layout_100k +2.4 % instructions without).

/// A size in points.
public struct Size: Hashable, Sendable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// A size of `width` × `height` points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// No width, no height.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

/// A rectangle in points; origin is the top-left corner, y grows downward.
public struct Rect: Hashable, Sendable {
    /// Left edge, points from the canvas's left.
    public var x: Double
    /// Top edge, points from the canvas's top (y grows downwards).
    public var y: Double
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double

    /// A rectangle at `x`, `y` (top-left) of `width` × `height` points.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    /// The right edge.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge.
    @inlinable public var maxY: Double { y + height }
    /// Width and height without the origin.
    @inlinable public var size: Size { Size(width: width, height: height) }

    /// The rectangle shrunk by `insets` on each side (grown by negative ones).
    @inlinable public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}

/// The two layout axes.
public enum Axis: Sendable {
    /// Left to right, top to bottom.
    case horizontal, vertical
}

extension Axis {
    /// The other axis: across a horizontal stack is vertical.
    @inlinable package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent along `axis`, points.
    @inlinable package subscript(_ axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable package init(_ axis: Axis, along: Double, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

extension Insets {
    /// Top or left: the edge where `axis` starts.
    @inlinable package func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// Both edges on `axis`, points.
    @inlinable package func sum(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}
