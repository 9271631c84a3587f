import GravityCore
import GravityRender

/// `<UITextField borderStyle="roundedRect" placeholder="Email"/>`: iOS 17's
/// text field. Its `text` in `textColor` (default `label`), or when empty
/// its `placeholder` in `placeholderText`, in system 17 (`body`; Dynamic
/// Type with `adjustsFontForContentSizeCategory`), aligned by
/// `textAlignment` (default natural: leading). `borderStyle`:
/// - `none` (UIKit's default): the text alone, as high as its line;
/// - `line`: a 1-point rectangle in `label`;
/// - `bezel`: a 1-point `systemGray` frame with a darker top edge;
/// - `roundedRect` (Interface Builder's default): a `tertiarySystemBackground`
///   field with 5-point corners and a hairline `systemGray4` border, at
///   least 34 points high (UIKit's intrinsic height), the text 7 points in.
/// `isSecureTextEntry` shows a bullet per character. Keyboard settings
/// (`keyboardType`, `returnKeyType`, …) are notes: they have no look.
/// `leftView`/`rightView` are views in UIKit; here write them as children
/// (placed by their gravity). The width is the text's (or placeholder's),
/// as UIKit's intrinsic width; give one for a form.
public struct UITextFieldElement: DrawableElement {
    public static let elementName = "UITextField"
    public static let attributeNames = ["text", "placeholder", "borderStyle", "textColor", "textAlignment", "isSecureTextEntry"]
        + ControlState.attributeNames + ControlFont.attributeNames
    static let borderStyles = ["none", "line", "bezel", "roundedRect"]

    public var text: String
    public var placeholder: String
    public var borderStyle: String
    public var state: ControlState
    var colors: (fill: Color, border: Color, topEdge: Color)
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        text = attributes.string("text") ?? ""
        placeholder = attributes.string("placeholder") ?? ""
        borderStyle = try attributes.choice("borderStyle", among: Self.borderStyles) ?? "none"
        state = try ControlState(attributes)
        colors = (attributes.semanticColor("tertiarySystemBackground"), attributes.semanticColor(
            borderStyle == "line" ? "label" : borderStyle == "bezel" ? "systemGray" : "systemGray4"),
                  attributes.semanticColor("secondaryLabel"))
        let font = try ControlFont.font(attributes, .body)
        var textColor = try attributes.color("textColor") ?? attributes.semanticColor("label")
        if !state.isEnabled { textColor = textColor.withAlpha(0.3) }
        // Secure entry shows a bullet per character, as UIKit does once editing ends.
        let secure = try attributes.bool("isSecureTextEntry") ?? false
        let shown = text.isEmpty ? placeholder : secure ? String(repeating: "\u{2022}", count: text.count) : text
        let horizontal = try TextFieldLayout.alignment(attributes)
        var label = attributes.label(shown, font: font, color: text.isEmpty ? attributes.semanticColor("placeholderText") : textColor,
                                     gravity: GravityValue(horizontal: horizontal, vertical: .middle))
        label.size.width = ContentElements.fill(attributes.size.width)
        var field = ContentElements.layer(at: attributes.location, width: ContentElements.fill(attributes.size.width),
                                          height: ContentElements.fill(attributes.size.height))
        field.appearance.clips = false
        switch borderStyle {
        case "roundedRect":
            field.size.minHeight = .points(34)
            field.padding = Insets(top: 0, right: 7, bottom: 0, left: 7)
        case "line", "bezel":
            field.size.minHeight = .points(30)
            field.padding = Insets(top: 0, right: 4, bottom: 0, left: 4)
        default: break
        }
        field.children = [label]
        built = [field]
    }

    public var content: [Element] { built }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("borderStyle", .text(borderStyle)), FrameStateEntry("text", .text(text)),
         FrameStateEntry("placeholder", .text(placeholder))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        let hairline = 1 / scale
        switch borderStyle {
        case "roundedRect":
            let shape = RoundedRect(rect: rect, radius: 5)
            return [.fill(shape, colors.fill), .border(shape, width: max(0.5, hairline), colors.border)]
        case "line":
            return [.border(RoundedRect(rect: rect), width: 1, colors.border)]
        case "bezel":
            return [.border(RoundedRect(rect: rect), width: 1, colors.border),
                    .fill(RoundedRect(rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)), colors.topEdge)]
        default:
            return []
        }
    }
}

/// `textAlignment` as UIKit names it, turned into a side by direction.
enum TextFieldLayout {
    static func alignment(_ attributes: CustomAttributes) throws -> HorizontalGravity {
        let alignment = try attributes.choice("textAlignment", among: ["natural", "left", "center", "right", "justified"]) ?? "natural"
        switch alignment {
        case "left": return .left
        case "right": return .right
        case "center": return .center
        default: return attributes.isRightToLeft ? .right : .left
        }
    }
}
