import GravityCore
import GravityRender

/// `<UISlider value="0.4"/>`: iOS 17's slider, 31 points high (UIKit's
/// intrinsic height; UIKit has no intrinsic width, so an `auto` width is
/// Interface Builder's default 118). A 4-point capsule track, filled from
/// the leading end to the thumb in `minimumTrackTintColor` (default the
/// inherited tint) and beyond it in `maximumTrackTintColor` (default
/// `systemFill`); a white 28-point thumb with UIKit's soft shadow. `value`
/// is clamped into `minimumValue`…`maximumValue` (0…1), as UIKit clamps it.
/// Right to left the fill grows from the right. Disabled: 50 % opacity.
public struct UISliderElement: DrawableElement {
    public static let elementName = "UISlider"
    public static let attributeNames = ValueRange.attributeNames
        + ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"] + ControlState.attributeNames

    public var range: ValueRange
    public var state: ControlState
    var minimumTrack: Color
    var maximumTrack: Color
    var thumb: Color
    var rightToLeft: Bool

    public init(attributes: CustomAttributes) throws {
        range = try ValueRange(attributes, value: 0.5, minimum: 0, maximum: 1)
        state = try ControlState(attributes)
        minimumTrack = try attributes.color("minimumTrackTintColor") ?? attributes.tintColor
        maximumTrack = try attributes.color("maximumTrackTintColor") ?? attributes.semanticColor("systemFill")
        thumb = try attributes.color("thumbTintColor") ?? .white
        rightToLeft = attributes.isRightToLeft
    }

    public var naturalWidth: Double? { 118 }
    public var naturalHeight: Double? { 31 }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("value", .number(range.value)), FrameStateEntry("minimumValue", .number(range.minimum)),
         FrameStateEntry("maximumValue", .number(range.maximum))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let thumbSize = min(28, rect.height, rect.width)
        let midY = rect.y + rect.height / 2
        let track = Rect(x: rect.x, y: midY - 2, width: rect.width, height: 4)
        let travel = max(0, rect.width - thumbSize)
        let fraction = rightToLeft ? 1 - range.fraction : range.fraction
        let centerX = rect.x + thumbSize / 2 + travel * fraction
        let (leftColor, rightColor) = rightToLeft ? (maximumTrack, minimumTrack) : (minimumTrack, maximumTrack)
        var items: [SceneItem] = [
            .fill(Shapes.capsule(Rect(x: track.x, y: track.y, width: max(0, centerX - track.x), height: 4)), leftColor),
            .fill(Shapes.capsule(Rect(x: centerX, y: track.y, width: max(0, track.maxX - centerX), height: 4)), rightColor),
        ]
        let knob = Shapes.circle(x: centerX, y: midY, diameter: thumbSize)
        items.append(Shapes.shadow(of: knob, blur: 8, offsetY: 3, alpha: 0.15))
        items.append(Shapes.shadow(of: knob, blur: 1, offsetY: 0.5, alpha: 0.1))
        items.append(.fill(knob, thumb))
        return Shapes.faded(items, state.isEnabled ? 1 : 0.5)
    }
}
