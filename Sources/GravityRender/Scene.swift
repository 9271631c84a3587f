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
        self.init(rect: rect, topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Radii that do not fit are scaled down together, as CSS does, so
    /// adjacent corners never overlap.
    public init(rect: Rect, topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.rect = rect
        let radii = [topLeft, topRight, bottomRight, bottomLeft].map { max(0, $0.isFinite ? $0 : 0) }
        var factor = 1.0
        for (sum, side) in [(radii[0] + radii[1], rect.width), (radii[3] + radii[2], rect.width),
                            (radii[0] + radii[3], rect.height), (radii[1] + radii[2], rect.height)] where sum > 0 {
            factor = min(factor, max(0, side) / sum)
        }
        self.topLeft = radii[0] * factor
        self.topRight = radii[1] * factor
        self.bottomRight = radii[2] * factor
        self.bottomLeft = radii[3] * factor
    }

    /// The shape inset by `amount` on every side, corners kept concentric
    /// (a border's inner edge).
    public func inset(by amount: Double) -> RoundedRect {
        let inner = Rect(x: rect.x + amount, y: rect.y + amount,
                         width: max(0, rect.width - 2 * amount), height: max(0, rect.height - 2 * amount))
        return RoundedRect(rect: inner, topLeft: topLeft - amount, topRight: topRight - amount,
                           bottomRight: bottomRight - amount, bottomLeft: bottomLeft - amount)
    }

    public var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }

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
    /// A decoded image drawn into `rect`; aspect fitting is already applied,
    /// so the rect may extend past the frame (the builder clips it).
    case image(SceneImage)
    /// Items drawn through `transform`, which maps canvas points to canvas
    /// points (a view's `transform.*` about its centre).
    case transformed(Transform2D, items: [SceneItem])
    /// The blurred, offset shadow of what `items` draw (their coverage in
    /// the shadow's colour), without the items themselves (CALayer's shadow).
    case shadow(SceneShadow, of: [SceneItem])
}

/// A shadow as Core Animation draws one.
public struct SceneShadow: Hashable, Sendable {
    /// The shadow's colour with its opacity folded into the alpha.
    public var color: Color
    /// Points; positive moves right and down.
    public var offsetX: Double
    public var offsetY: Double
    /// Points: the standard deviation of the Gaussian blur.
    public var radius: Double

    public init(color: Color, offsetX: Double, offsetY: Double, radius: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.radius = radius
    }
}

/// An image placed in the scene.
public struct SceneImage: Sendable {
    /// Premultiplied pixels of the image file.
    public var pixels: PixelBuffer
    /// Where the whole image lands (points).
    public var rect: Rect
    /// Template images draw their alpha in this colour.
    public var tint: Color?

    public init(pixels: PixelBuffer, rect: Rect, tint: Color? = nil) {
        self.pixels = pixels
        self.rect = rect
        self.tint = tint
    }
}
