import GravityCore
import GravityRender

/// `<UIVisualEffectView effect="systemMaterial">…</UIVisualEffectView>`: an
/// approximation. UIKit blurs what is behind the view and tints it; a
/// snapshot here has no backdrop to blur (drawing is one pass, front to
/// back), so the view fills its frame with the material's tint alone — the
/// colour a material shows over a plain `systemBackground`. Its children
/// draw over it as usual. Effects: the materials `systemUltraThinMaterial`,
/// `systemThinMaterial`, `systemMaterial` (default), `systemThickMaterial`,
/// `systemChromeMaterial` (each light or dark with the render), and the
/// iOS 8 styles `extraLight`, `light`, `dark`, `regular`, `prominent`.
public struct UIVisualEffectViewElement: DrawableElement {
    public static let elementName = "UIVisualEffectView"
    public static let attributeNames = ["effect"]
    static let effects = ["systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
                          "systemChromeMaterial", "extraLight", "light", "dark", "regular", "prominent"]

    public var effect: String
    var tint: Color

    public init(attributes: CustomAttributes) throws {
        effect = try attributes.choice("effect", among: Self.effects) ?? "systemMaterial"
        tint = Self.tint(effect, dark: attributes.appearance == .dark)
    }

    /// White (light) or near-black (dark) at the material's opacity: thin
    /// materials let more through. Estimated, not measured (the Controls article).
    static func tint(_ effect: String, dark: Bool) -> Color {
        let opacity: [String: Double] = [
            "systemUltraThinMaterial": 0.35, "systemThinMaterial": 0.55, "systemMaterial": 0.72,
            "systemThickMaterial": 0.85, "systemChromeMaterial": 0.8,
            "extraLight": 0.8, "light": 0.6, "dark": 0.6, "regular": 0.72, "prominent": 0.85,
        ]
        let alpha = opacity[effect] ?? 0.72
        let darkStyle = effect == "dark" || (dark && !["extraLight", "light"].contains(effect))
        return darkStyle ? Color(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha) : Color(red: 0.98, green: 0.98, blue: 0.98, alpha: alpha)
    }

    public var frameState: [FrameStateEntry] { [FrameStateEntry("effect", .text(effect))] }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        [.fill(RoundedRect(rect: rect), tint)]
    }
}
