import GravityCore
import GravityRender

/// The few shapes UIKit's controls are made of, as scene items: circles,
/// capsules, soft shadows and round-capped strokes. The scene only has
/// rounded rectangles, so a stroke at an angle is a row of overlapping
/// discs composited as one layer (no darker overlaps).
enum Shapes {
    /// A disc of `diameter` points centred on (`x`, `y`).
    static func circle(x: Double, y: Double, diameter: Double) -> RoundedRect {
        RoundedRect(rect: Rect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter),
                    radius: diameter / 2)
    }

    /// A rectangle with fully rounded ends.
    static func capsule(_ rect: Rect) -> RoundedRect {
        RoundedRect(rect: rect, radius: min(rect.width, rect.height) / 2)
    }

    /// The soft shadow `shape` casts, as the renderer draws a CALayer's
    /// (`SceneItem.shadow`: the shape's coverage blurred by a Gaussian and
    /// offset). `blur` is the design tools' (and CSS's) blur, twice the
    /// Gaussian's standard deviation, as `layer.shadowRadius` is read
    /// (Decisions.md); `alpha` is the black shadow's opacity.
    static func shadow(of shape: RoundedRect, blur: Double, offsetY: Double, alpha: Double) -> SceneItem {
        .shadow(SceneShadow(color: Color(red: 0, green: 0, blue: 0, alpha: alpha), offsetX: 0, offsetY: offsetY, radius: blur / 2),
                of: [.fill(shape, .black)])
    }

    /// A stroke of `width` points with round caps from (`x0`, `y0`) to
    /// (`x1`, `y1`), at a uniform `color` (its alpha applied to the whole).
    static func stroke(x0: Double, y0: Double, x1: Double, y1: Double, width: Double, color: Color, scale: Double) -> SceneItem {
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        // Discs a quarter of a device pixel apart: the edge looks straight.
        let steps = max(1, Int((length * scale * 4).rounded(.up)))
        var opaque = color
        opaque.alpha = 1
        var discs: [SceneItem] = []
        discs.reserveCapacity(steps + 1)
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            discs.append(.fill(circle(x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, diameter: width), opaque))
        }
        return .group(opacity: color.alpha, clip: nil, items: discs)
    }

    /// `items` at `opacity` as one layer (a disabled control); as they are when 1.
    static func faded(_ items: [SceneItem], _ opacity: Double) -> [SceneItem] {
        opacity >= 1 ? items : [.group(opacity: opacity, clip: nil, items: items)]
    }
}

extension Color {
    /// The colour at `alpha` times its own opacity.
    func withAlpha(_ factor: Double) -> Color {
        var color = self
        color.alpha *= factor
        return color
    }
}
