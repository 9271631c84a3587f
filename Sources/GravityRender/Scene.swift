import GravityCore

/// The display list: what to draw, in drawing order, in points. Backends see
/// only this; they never see elements, frames or XML.
public struct Scene: Sendable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Double
    public var background: Color
    public var items: [SceneItem]

    public init(width: Double, height: Double, scale: Double, background: Color, items: [SceneItem]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.items = items
    }
}

/// A rectangle with a corner radius per corner (points).
public struct RoundedRect: Hashable, Sendable {
    public var rect: Rect
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(rect: Rect, radius: Double = 0) {
        self.rect = rect
        let limit = min(radius, rect.width / 2, rect.height / 2)
        topLeft = max(0, limit); topRight = topLeft; bottomRight = topLeft; bottomLeft = topLeft
    }

    public var isRectangle: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}

/// Glyphs of one face in one colour; positions are absolute points, the
/// baseline already snapped to a device pixel.
public struct GlyphRun: Sendable {
    public var font: FontKey
    public var color: Color
    public var glyphs: [PositionedGlyph]
    /// Absolute x of the glyph positions' origin (points).
    public var originX: Double
    /// Absolute baseline (points).
    public var baseline: Double

    public init(font: FontKey, color: Color, glyphs: [PositionedGlyph], originX: Double, baseline: Double) {
        self.font = font
        self.color = color
        self.glyphs = glyphs
        self.originX = originX
        self.baseline = baseline
    }
}

public indirect enum SceneItem: Sendable {
    /// A filled (rounded) rectangle.
    case fill(RoundedRect, Color)
    /// A border of `width` points drawn inside the shape's bounds.
    case border(RoundedRect, width: Double, Color)
    /// Items drawn together: clipped to `clip` when set, then composited as
    /// one layer at `opacity`.
    case group(opacity: Double, clip: RoundedRect?, items: [SceneItem])
    case glyphs(GlyphRun)
}
