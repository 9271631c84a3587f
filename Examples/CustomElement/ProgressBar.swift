import GravityCore
import GravityRender

/// A custom element (SPEC §10): `<ProgressBar value="0.4" barColor="#34c759"/>`
/// in XML, `Component("ProgressBar").attribute("value", "0.4")` in the builder,
/// in an engine built with `EngineSetup(customElements: [ProgressBar.self])`.
/// A rounded track with a bar filled to `value` (0…1) in `barColor`, else
/// the scoped `color`; 120 × 8 points unless sized.
public struct ProgressBar: DrawableElement {
    public static let elementName = "ProgressBar"
    public static let attributeNames = ["value", "trackColor", "barColor"]

    /// 0…1.
    public var value: Double
    public var trackColor: Color
    public var barColor: Color?

    public init(attributes: CustomAttributes) throws {
        value = try attributes.value("value") { text in
            guard let value = Double(text), (0...1).contains(value) else {
                throw CustomAttributeError(name: "value", message: "'\(text)' is not a number from 0 to 1")
            }
            return value
        } ?? 0
        trackColor = try attributes.color("trackColor") ?? Color(red: 0.898, green: 0.914, blue: 0.941)
        barColor = try attributes.color("barColor")
    }

    public var naturalWidth: Double? { 120 }
    public var naturalHeight: Double? { 8 }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let radius = rect.height / 2
        var bar = rect
        bar.width = (rect.width * value * scale).rounded() / scale   // ends on a device pixel
        var items: [SceneItem] = [.fill(RoundedRect(rect: rect, radius: radius), trackColor)]
        if bar.width > 0 { items.append(.fill(RoundedRect(rect: bar, radius: min(radius, bar.width / 2)), barColor ?? color)) }
        return items
    }
}
