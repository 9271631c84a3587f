import GravityCore
import GravityRender

/// `<UISwitch isOn="true"/>`: iOS 17's switch, 51 × 31 points whatever its
/// frame asks (UIKit ignores a switch's frame size; here an explicit
/// `width`/`height` still wins, drawn at that size). A capsule track in
/// `onTintColor` (default `systemGreen`, not the tint: UIKit's default)
/// when on, `secondarySystemFill` when off; a white 27-point thumb with
/// the two soft shadows UIKit gives it, 2 points inside the track, at the
/// trailing end when on (the leading end in right-to-left). Highlighted:
/// the thumb stretches to 34 points toward the middle, as while pressed.
/// Disabled: drawn at 50 % opacity. Sizes and colours, with sources: the Controls article.
public struct UISwitchElement: DrawableElement {
    public static let elementName = "UISwitch"
    public static let attributeNames = ["isOn", "on", "onTintColor", "thumbTintColor"] + ControlState.attributeNames

    public var isOn: Bool
    public var state: ControlState
    public var onTint: Color
    public var offTrack: Color
    public var thumb: Color
    public var rightToLeft: Bool

    public init(attributes: CustomAttributes) throws {
        isOn = try attributes.bool("isOn") ?? attributes.bool("on") ?? false
        state = try ControlState(attributes)
        onTint = try attributes.color("onTintColor") ?? attributes.semanticColor("systemGreen")
        offTrack = attributes.semanticColor("secondarySystemFill")
        thumb = try attributes.color("thumbTintColor") ?? .white
        rightToLeft = attributes.isRightToLeft
    }

    public var naturalWidth: Double? { 51 }
    public var naturalHeight: Double? { 31 }

    public var frameState: [FrameStateEntry] { [FrameStateEntry("isOn", .bool(isOn))] + state.frameState }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let track = Shapes.capsule(rect)
        let inset = 2 * rect.height / 31
        let diameter = rect.height - 2 * inset
        let thumbWidth = state.isHighlighted ? diameter * 34 / 27 : diameter
        // At the trailing end when on; right to left mirrors the control.
        let atRight = isOn != rightToLeft
        let x = atRight ? rect.maxX - inset - thumbWidth : rect.x + inset
        let knob = Shapes.capsule(Rect(x: x, y: rect.y + inset, width: thumbWidth, height: diameter))
        var items: [SceneItem] = [.fill(track, isOn ? onTint : offTrack)]
        // UIKit's thumb shadows: black 12 % blurred 8 points, 3 down; black 4 % hairline, 3 down.
        items.append(Shapes.shadow(of: knob, blur: 8, offsetY: 3, alpha: 0.12))
        items.append(Shapes.shadow(of: knob, blur: 1, offsetY: 3, alpha: 0.04))
        items.append(.fill(knob, thumb))
        return Shapes.faded(items, state.isEnabled ? 1 : 0.5)
    }
}
