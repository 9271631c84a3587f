import GravityCore
import GravityRender

/// `<UIStepper value="3" maximumValue="10"/>`: iOS 17's stepper, 94 × 32
/// points (UIKit's intrinsic size). Two 47-point halves on a
/// `tertiarySystemFill` plate with 8-point corners, a hairline divider, a
/// minus and a plus in `label` — dimmed to `tertiaryLabel` at the end of
/// the range (UIKit disables the half that cannot step; `wraps` keeps
/// both). `value` is clamped into `minimumValue`…`maximumValue` (0…100), as
/// UIKit clamps. Highlighted darkens the plate; disabled dims both
/// symbols. Right to left the plus is on the left, as UIKit mirrors it.
public struct UIStepperElement: DrawableElement {
    public static let elementName = "UIStepper"
    public static let attributeNames = ValueRange.attributeNames + ["stepValue", "wraps"] + ControlState.attributeNames

    public var range: ValueRange
    public var state: ControlState
    var wraps: Bool
    var plate: Color
    var symbol: Color
    var dimmed: Color
    var divider: Color
    var rightToLeft: Bool

    public init(attributes: CustomAttributes) throws {
        range = try ValueRange(attributes, value: 0, minimum: 0, maximum: 100)
        if let step = try attributes.number("stepValue"), !(step > 0 && step.isFinite) {
            throw CustomAttributeError(name: "stepValue", message: "'\(jsonNumber(step))' must be a positive number")
        }
        wraps = try attributes.bool("wraps") ?? false
        state = try ControlState(attributes)
        plate = attributes.semanticColor(state.isHighlighted ? "systemFill" : "tertiarySystemFill")
        symbol = attributes.semanticColor("label")
        dimmed = attributes.semanticColor("tertiaryLabel")
        divider = attributes.semanticColor("separator")
        rightToLeft = attributes.isRightToLeft
    }

    public var naturalWidth: Double? { 94 }
    public var naturalHeight: Double? { 32 }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("value", .number(range.value)), FrameStateEntry("minimumValue", .number(range.minimum)),
         FrameStateEntry("maximumValue", .number(range.maximum))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let canDecrease = state.isEnabled && (wraps || range.value > range.minimum)
        let canIncrease = state.isEnabled && (wraps || range.value < range.maximum)
        let half = rect.width / 2
        let midY = rect.y + rect.height / 2
        let minusX = rightToLeft ? rect.x + half * 1.5 : rect.x + half / 2
        let plusX = rightToLeft ? rect.x + half / 2 : rect.x + half * 1.5
        // The symbols: 14-point bars 2 points thick, snapped to device pixels.
        let length = 14.0, thickness = 2.0
        func bar(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RoundedRect {
            let snap = { (value: Double) in (value * scale).rounded() / scale }
            return RoundedRect(rect: Rect(x: snap(x - width / 2), y: snap(y - height / 2), width: width, height: height), radius: thickness / 2)
        }
        return [
            .fill(RoundedRect(rect: rect, radius: min(8, rect.height / 2)), plate),
            .fill(RoundedRect(rect: Rect(x: rect.x + half - 0.5, y: midY - 9, width: 1, height: 18)), divider),
            .fill(bar(minusX, midY, length, thickness), canDecrease ? symbol : dimmed),
            .fill(bar(plusX, midY, length, thickness), canIncrease ? symbol : dimmed),
            .fill(bar(plusX, midY, thickness, length), canIncrease ? symbol : dimmed),
        ]
    }
}
