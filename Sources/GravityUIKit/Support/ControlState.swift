import GravityCore

/// UIControl's states as attributes: `isEnabled`, `isHighlighted`,
/// `isSelected` (Layout's spelling; `enabled`, `highlighted`, `selected`
/// too, as UIKit's getters are named) or `state="highlighted"`.
public struct ControlState: Equatable, Sendable {
    /// `isEnabled`; false draws the control dimmed.
    public var isEnabled = true
    /// `isHighlighted`: as while a finger is down.
    public var isHighlighted = false
    /// `isSelected`.
    public var isSelected = false

    static let attributeNames = ["isEnabled", "enabled", "isHighlighted", "highlighted", "isSelected", "selected", "state"]
    /// `UIControl.State`'s names; `focused` has no look in a static image.
    static let stateNames = ["normal", "highlighted", "disabled", "selected"]

    /// Enabled, not highlighted, not selected.
    public init() {}

    /// Reads the state attributes; a bad one is an error at its value.
    public init(_ attributes: CustomAttributes) throws {
        if let state = try attributes.choice("state", among: Self.stateNames) {
            isEnabled = state != "disabled"
            isHighlighted = state == "highlighted"
            isSelected = state == "selected"
        }
        if let value = try attributes.bool("isEnabled") ?? attributes.bool("enabled") { isEnabled = value }
        if let value = try attributes.bool("isHighlighted") ?? attributes.bool("highlighted") { isHighlighted = value }
        if let value = try attributes.bool("isSelected") ?? attributes.bool("selected") { isSelected = value }
    }

    /// The keys every control prints in `gravity frames`.
    var frameState: [FrameStateEntry] {
        [FrameStateEntry("isEnabled", .bool(isEnabled)), FrameStateEntry("isHighlighted", .bool(isHighlighted))]
    }
}
