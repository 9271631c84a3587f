import GravityCore
import GravityRender

/// `<UISearchBar placeholder="Search"/>`: iOS 17's search bar, 56 points
/// high (UIKit's height for a bar outside a navigation bar): a 36-point
/// field 8 points in from the sides and 10 from the top, a
/// `tertiarySystemFill` capsule-ish plate with 10-point corners, a
/// magnifying glass in `secondaryLabel`, and the `text` in `label` or the
/// `placeholder` (default none) in `secondaryLabel`, system 17.
/// `searchBarStyle`: `default` and `minimal` draw no bar behind the field;
/// `prominent` fills the bar with `systemBackground`. Width: UIKit's bar
/// has none of its own; an `auto` width is the field's content's.
/// Right to left the glass (not mirrored, as UIKit's symbol) and the
/// text are at the right.
public struct UISearchBarElement: DrawableElement {
    public static let elementName = "UISearchBar"
    public static let attributeNames = ["text", "placeholder", "searchBarStyle", "barTintColor"]
        + ControlFont.attributeNames
    static let styles = ["default", "prominent", "minimal"]
    /// The field's inset in the bar and its plate's geometry (points).
    static let sideInset = 8.0, topInset = 10.0, fieldHeight = 36.0, glassInset = 8.0, glassSize = 17.0

    public var text: String
    public var placeholder: String
    public var style: String
    var bar: Color?
    var plate: Color
    var glass: Color
    var rightToLeft: Bool
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        text = attributes.string("text") ?? ""
        placeholder = attributes.string("placeholder") ?? ""
        style = try attributes.choice("searchBarStyle", among: Self.styles) ?? "default"
        bar = try attributes.color("barTintColor") ?? (style == "prominent" ? attributes.semanticColor("systemBackground") : nil)
        plate = attributes.semanticColor("tertiarySystemFill")
        glass = attributes.semanticColor("secondaryLabel")
        rightToLeft = attributes.isRightToLeft
        let font = try ControlFont.font(attributes, .body)
        let side: HorizontalGravity = rightToLeft ? .right : .left
        let shown = text.isEmpty ? placeholder : text
        var label = attributes.label(shown, font: font, color: attributes.semanticColor(text.isEmpty ? "secondaryLabel" : "label"),
                                     gravity: GravityValue(horizontal: side, vertical: .middle))
        label.size.width = ContentElements.fill(attributes.size.width)
        var field = ContentElements.layer(at: attributes.location, width: ContentElements.fill(attributes.size.width),
                                          height: .fixed(Self.fieldHeight))
        field.appearance.clips = false
        let textInset = Self.glassInset + Self.glassSize + 6
        field.padding = rightToLeft ? Insets(right: textInset, left: 8) : Insets(right: 8, left: textInset)
        field.margin = Insets(top: Self.topInset, right: Self.sideInset, bottom: Self.topInset, left: Self.sideInset)
        field.children = [label]
        built = [field]
    }

    public var naturalHeight: Double? { 56 }
    public var content: [Element] { built }
    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("text", .text(text)), FrameStateEntry("placeholder", .text(placeholder)), FrameStateEntry("searchBarStyle", .text(style))]
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        var items: [SceneItem] = []
        if let bar { items.append(.fill(RoundedRect(rect: rect), bar)) }
        let field = Rect(x: rect.x + Self.sideInset, y: rect.y + (rect.height - Self.fieldHeight) / 2,
                         width: max(0, rect.width - 2 * Self.sideInset), height: Self.fieldHeight)
        items.append(.fill(RoundedRect(rect: field, radius: 10), plate))
        // The glass: a ring and a handle to the lower right. Only its place
        // mirrors right to left; the symbol itself does not, as in UIKit.
        let ring = 11.5, stroke = 2.0
        let glassX = rightToLeft ? field.maxX - Self.glassInset - Self.glassSize : field.x + Self.glassInset
        let top = field.y + (field.height - Self.glassSize) / 2
        items.append(.border(RoundedRect(rect: Rect(x: glassX, y: top, width: ring, height: ring), radius: ring / 2), width: stroke, glass))
        let centerX = glassX + ring / 2, centerY = top + ring / 2
        let start = ring / 2 * 0.7071 + 0.5
        let end = Self.glassSize - ring / 2 - stroke / 2
        items.append(Shapes.stroke(x0: centerX + start, y0: centerY + start, x1: centerX + end, y1: centerY + end,
                                   width: stroke + 0.3, color: glass, scale: scale))
        return items
    }
}
