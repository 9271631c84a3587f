import GravityCore

/// A custom element's own drawing (see `CustomElement`): scene items inside
/// its frame, painted after its background and before its children and
/// border, inside its clip and opacity group like any content.
public protocol DrawableElement: CustomElement {
    /// `rect` is the element's frame (absolute points, snapped to device
    /// pixels at `scale`); `color` its scoped foreground colour.
    func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem]
}
