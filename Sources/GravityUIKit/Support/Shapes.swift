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

    /// A blurred shadow under `shape`: `layers` fills, each grown by a
    /// share of `blur` and faded, so the edge falls off as a blur does.
    /// `alpha` is the shadow colour's opacity at its core.
    static func shadow(of shape: RoundedRect, blur: Double, offsetY: Double, alpha: Double, layers: Int = 4) -> [SceneItem] {
        guard alpha > 0, layers > 0 else { return [] }
        var items: [SceneItem] = []
        for layer in 0..<layers {
            let grow = blur * Double(layer + 1) / Double(layers) / 2
            let rect = Rect(x: shape.rect.x - grow, y: shape.rect.y + offsetY - grow,
                            width: shape.rect.width + 2 * grow, height: shape.rect.height + 2 * grow)
            let grown = RoundedRect(rect: rect, topLeft: shape.topLeft + grow, topRight: shape.topRight + grow,
                                    bottomRight: shape.bottomRight + grow, bottomLeft: shape.bottomLeft + grow)
            items.append(.fill(grown, Color(red: 0, green: 0, blue: 0, alpha: alpha / Double(layers))))
        }
        return items
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
