import GravityCore
import GravityRender

/// `<UIProgressView progress="0.6"/>`: iOS 17's progress bar, 4 points
/// high with rounded ends (UIKit's intrinsic height; no intrinsic width, so
/// an `auto` width is Interface Builder's default 150). The track in
/// `trackTintColor` (default `systemFill`; none in the `bar` style), the
/// progress from the leading end in `progressTintColor` (default the
/// inherited tint). `progress` outside 0…1 — negative, or above 1 — is
/// clamped into it, as UIKit's `progress` setter clamps.
public struct UIProgressViewElement: DrawableElement {
    public static let elementName = "UIProgressView"
    public static let attributeNames = ["progress", "progressTintColor", "trackTintColor", "progressViewStyle"]

    /// 0…1 after the clamp.
    public var progress: Double
    var style: String
    var fill: Color
    var track: Color?
    var rightToLeft: Bool

    public init(attributes: CustomAttributes) throws {
        let written = try attributes.number("progress") ?? 0
        guard written.isFinite else { throw CustomAttributeError(name: "progress", message: "'\(written)' is not a finite number") }
        progress = min(max(written, 0), 1)
        style = try attributes.choice("progressViewStyle", among: ["default", "bar"]) ?? "default"
        fill = try attributes.color("progressTintColor") ?? attributes.tintColor
        track = try attributes.color("trackTintColor") ?? (style == "bar" ? nil : attributes.semanticColor("systemFill"))
        rightToLeft = attributes.isRightToLeft
    }

    public var naturalWidth: Double? { 150 }
    public var naturalHeight: Double? { 4 }

    public var frameState: [FrameStateEntry] { [FrameStateEntry("progress", .number(progress))] }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let radius = style == "bar" ? 0 : rect.height / 2
        var items: [SceneItem] = []
        if let track { items.append(.fill(RoundedRect(rect: rect, radius: radius), track)) }
        let width = (rect.width * progress * scale).rounded() / scale
        guard width > 0 else { return items }
        let x = rightToLeft ? rect.maxX - width : rect.x
        items.append(.fill(RoundedRect(rect: Rect(x: x, y: rect.y, width: width, height: rect.height), radius: min(radius, width / 2)), fill))
        return items
    }
}
