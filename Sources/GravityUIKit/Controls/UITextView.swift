import GravityCore
import GravityRender

/// `<UITextView text="…" width="300"/>`: iOS 17's text view. Its `text`
/// wraps in system 17 (`body`; Dynamic Type with
/// `adjustsFontForContentSizeCategory`) in `textColor` (default `label`)
/// on `systemBackground`, inside UIKit's text container inset (8 points
/// above and below) and line fragment padding (5 points a side), aligned
/// by `textAlignment`. A text view scrolls in UIKit and has no intrinsic
/// size; here an `auto` size is its text's, as with `isScrollEnabled`
/// false. An empty text view draws its background only.
public struct UITextViewElement: DrawableElement {
    public static let elementName = "UITextView"
    public static let attributeNames = ["text", "textColor", "textAlignment", "isEditable", "isScrollEnabled", "isSelectable"]
        + ControlFont.attributeNames

    public var text: String
    var background: Color
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        text = attributes.string("text") ?? ""
        // Behaviour only: read (and checked) so a typo is an error, not drawn.
        for name in ["isEditable", "isScrollEnabled", "isSelectable"] { _ = try attributes.bool(name) }
        background = attributes.semanticColor("systemBackground")
        let font = try ControlFont.font(attributes, .body)
        let color = try attributes.color("textColor") ?? attributes.semanticColor("label")
        let horizontal = try TextFieldLayout.alignment(attributes)
        var label = attributes.label(text, font: font, color: color, gravity: GravityValue(horizontal: horizontal, vertical: .top))
        label.text?.wrap = true
        label.text?.alignment = horizontal == .left ? .left : horizontal == .right ? .right : .center
        label.size.width = ContentElements.fill(attributes.size.width)
        var box = ContentElements.layer(at: attributes.location, width: ContentElements.fill(attributes.size.width),
                                        height: ContentElements.fill(attributes.size.height),
                                        gravity: GravityValue(horizontal: horizontal, vertical: .top))
        box.padding = Insets(top: 8, right: 5, bottom: 8, left: 5)
        box.children = text.isEmpty ? [] : [label]
        built = [box]
    }

    public var content: [Element] { built }
    public var frameState: [FrameStateEntry] { [FrameStateEntry("text", .text(text))] }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        [.fill(RoundedRect(rect: rect), background)]
    }
}
