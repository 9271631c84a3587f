import GravityValues

/// Rounds every edge (not origin and size) to the nearest device pixel, half
/// away from zero, so adjacent elements never gap or overlap (SPEC §2.9).
/// Baselines and text anchors snap to whole device pixels too.
public struct PixelSnapper: Sendable {
    /// Device pixels per point.
    public var scale: Double

    /// A snapper for `scale` device pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// A coordinate in points, rounded to the device-pixel grid.
    public func snap(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// The rectangle with each edge snapped (so width and height may change by a pixel).
    public func snap(_ rect: Rect) -> Rect {
        let left = snap(rect.x), top = snap(rect.y)
        let right = snap(rect.maxX), bottom = snap(rect.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
