import Foundation
import GravityCore
import GravityRender

/// `<UIActivityIndicatorView activityIndicatorViewStyle="large" isAnimating="true"/>`: iOS 17's
/// spinner, 20 × 20 points (`medium`) or 37 × 37 (`large`), whatever the
/// frame (UIKit draws it at its own size, centred). Eight round-capped
/// spokes in `color` (default `secondaryLabel`), the one at twelve o'clock
/// full and each one behind it (counter-clockwise) fainter: one fixed frame of the
/// animation. Stopped (`isAnimating` false, the default) with
/// `hidesWhenStopped` (default true) it draws nothing, as UIKit hides it.
/// The iOS 12 styles `gray`, `white` and `whiteLarge` are read as UIKit
/// 13+ maps them (medium or large, gray or white).
public struct UIActivityIndicatorViewElement: DrawableElement {
    public static let elementName = "UIActivityIndicatorView"
    public static let attributeNames = ["activityIndicatorViewStyle", "isAnimating", "animating", "hidesWhenStopped", "color"]
    static let styles = ["medium", "large", "gray", "white", "whiteLarge"]

    public var isLarge: Bool
    public var isAnimating: Bool
    var hidesWhenStopped: Bool
    var spoke: Color

    public init(attributes: CustomAttributes) throws {
        // UIKit's property is `style`, which names a <Style> here; Layout's name for it is this.
        let style = try attributes.choice("activityIndicatorViewStyle", among: Self.styles) ?? "medium"
        isLarge = style == "large" || style == "whiteLarge"
        isAnimating = try attributes.bool("isAnimating") ?? attributes.bool("animating") ?? false
        hidesWhenStopped = try attributes.bool("hidesWhenStopped") ?? true
        let white = style == "white" || style == "whiteLarge"
        spoke = try attributes.color("color") ?? (white ? .white : attributes.semanticColor("secondaryLabel"))
    }

    var side: Double { isLarge ? 37 : 20 }
    public var naturalWidth: Double? { side }
    public var naturalHeight: Double? { side }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("style", .text(isLarge ? "large" : "medium")), FrameStateEntry("isAnimating", .bool(isAnimating))]
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        guard isAnimating || !hidesWhenStopped else { return [] }
        let unit = side / 20
        let centerX = rect.x + rect.width / 2, centerY = rect.y + rect.height / 2
        // Spokes from 4.3 to 9.3 points out (medium), 2.3 wide, caps included.
        let width = 2.3 * unit
        let inner = 4.3 * unit + width / 2, outer = 9.3 * unit - width / 2
        return (0..<8).map { index in
            let angle = Double(index) * .pi / 4
            let (dx, dy) = (sin(angle), -cos(angle))
            // It turns clockwise: the leading spoke full, the tail behind
            // it (counter-clockwise) fading to 30 %.
            let alpha = 1 - 0.7 * Double((8 - index) % 8) / 7
            return Shapes.stroke(x0: centerX + dx * inner, y0: centerY + dy * inner,
                                 x1: centerX + dx * outer, y1: centerY + dy * outer,
                                 width: width, color: spoke.withAlpha(alpha), scale: scale)
        }
    }
}
