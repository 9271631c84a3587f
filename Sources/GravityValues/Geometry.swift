/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points; origin is the top-left corner, y grows downward.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width: width, height: height) }

    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}

/// The two layout axes.
public enum Axis: Sendable {
    case horizontal, vertical
}

extension Axis {
    /// The other axis: across a horizontal stack is vertical.
    package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent along `axis`, points.
    package subscript(_ axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    package init(_ axis: Axis, along: Double, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

extension Insets {
    /// Top or left: the edge where `axis` starts.
    package func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// Both edges on `axis`, points.
    package func sum(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}
