import GravityCore
import GravityRender

/// `<UIButton type="system" title="Send"/>`: UIKit's button, its title,
/// image and background image chosen by state as UIKit chooses them.
///
/// - `type`: `custom` (the default, as `UIButton()` in code and Layout's
///   `<UIButton>` make it: a white title, nothing else drawn), `system`
///   (the title and a template image in the inherited tint; highlighted
///   fades them to 20 %, disabled turns them `tertiaryLabel`), the 22-point
///   `detailDisclosure`, `infoLight`, `infoDark` (an "i" in a ring) and
///   `contactAdd` (a plus in a ring) in the tint, and `close` (a 30-point
///   gray disc with a cross).
/// - `configuration` (iOS 15's `UIButton.Configuration`): `plain`,
///   `tinted`/`borderedTinted`, `gray`/`bordered`, `filled`,
///   `borderedProminent`: a plate behind a `body` title (Dynamic Type),
///   content insets 7 × 12, 6-point corners (capsule with `cornerStyle`
///   `capsule`).
/// - Per state: `title`, `titleColor`, `image`, `backgroundImage`, each also
///   as `highlightedTitle`, `selectedTitle`, `disabledTitle`, … (Layout's
///   names); a state without its own falls back to the normal one.
/// - `contentEdgeInsets` (`top left bottom right`, or one number) pads the
///   content; the title is system 15 unless `font` is written.
/// Its natural size is its content's: the title and image side by side
/// plus the insets, at least 30 points high for `custom` and `system`.
public struct UIButtonElement: DrawableElement {
    public static let elementName = "UIButton"
    static let states = ["normal", "highlighted", "selected", "disabled"]
    static let stateful = ["title", "titleColor", "image", "backgroundImage"]
    public static let attributeNames: [String] = ["type", "buttonType", "configuration", "cornerStyle", "contentEdgeInsets", "baseBackgroundColor", "baseForegroundColor"]
        + stateful + states.flatMap { state in stateful.map { state + $0.prefix(1).uppercased() + $0.dropFirst() } }
        + ControlState.attributeNames + ControlFont.attributeNames
    static let types = ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"]
    static let configurations = ["plain", "tinted", "borderedTinted", "gray", "bordered", "filled", "borderedProminent"]

    public var type: String
    public var configuration: String?
    public var title: String?
    public var state: ControlState
    var plate: Color?
    var cornerRadius: Double
    var symbolColor: Color
    var symbolPlate: Color
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        type = try attributes.choice("type", among: Self.types) ?? attributes.choice("buttonType", among: Self.types) ?? "custom"
        configuration = try attributes.choice("configuration", among: Self.configurations)
        state = try ControlState(attributes)
        let capsule = try attributes.choice("cornerStyle", among: ["fixed", "dynamic", "small", "medium", "large", "capsule"]) == "capsule"
        let tint = try attributes.color("baseBackgroundColor") ?? attributes.tintColor
        symbolColor = !state.isEnabled ? attributes.semanticColor("tertiaryLabel")
            : type == "close" ? attributes.semanticColor("secondaryLabel") : attributes.tintColor
        symbolPlate = attributes.semanticColor("systemFill")
        // The state's own value, else the normal one (UIKit's fallback).
        let stateName = !state.isEnabled ? "disabled" : state.isHighlighted ? "highlighted" : state.isSelected ? "selected" : "normal"
        func stateValue(_ name: String) -> (value: String, key: String)? {
            let own = stateName + name.prefix(1).uppercased() + name.dropFirst()
            if stateName != "normal", let value = attributes.string(own) { return (value, own) }
            if let value = attributes.string("normal" + name.prefix(1).uppercased() + name.dropFirst()) {
                return (value, "normal" + name.prefix(1).uppercased() + name.dropFirst())
            }
            return attributes.string(name).map { ($0, name) }
        }
        title = stateValue("title")?.value
        // Colours: the configuration's, else the type's.
        var titleColor: Color
        switch configuration {
        case "filled", "borderedProminent":
            plate = tint
            titleColor = try attributes.color("baseForegroundColor") ?? .white
        case "tinted", "borderedTinted":
            plate = tint.withAlpha(0.15)
            titleColor = try attributes.color("baseForegroundColor") ?? tint
        case "gray", "bordered":
            plate = attributes.semanticColor("secondarySystemFill")
            titleColor = try attributes.color("baseForegroundColor") ?? tint
        case "plain":
            plate = nil
            titleColor = try attributes.color("baseForegroundColor") ?? tint
        default:
            plate = nil
            titleColor = type == "custom" ? .white : attributes.tintColor
        }
        if configuration != nil, !state.isEnabled {
            plate = plate.map { _ in attributes.semanticColor("tertiarySystemFill") }
            titleColor = attributes.semanticColor("tertiaryLabel")
        } else if type == "system", configuration == nil, !state.isEnabled {
            titleColor = attributes.semanticColor("tertiaryLabel")
        }
        if let written = stateValue("titleColor") {
            titleColor = try attributes.value(written.key, { try Color.parse($0, appearance: attributes.appearance) }) ?? titleColor
        }
        if state.isHighlighted, (type == "system" || configuration == "plain"), stateValue("titleColor")?.key != "highlightedTitleColor" {
            titleColor = titleColor.withAlpha(0.2)
        }
        cornerRadius = capsule ? .infinity : 6
        let insets: Insets
        if let written = try attributes.value("contentEdgeInsets", { try Insets.parse($0, allowNegative: false) }) {
            insets = written
        } else {
            insets = configuration == nil ? .zero : Insets(top: 7, right: 12, bottom: 7, left: 12)
        }
        let font = configuration == nil
            ? (attributes.writesFont ? attributes.font : FontRequest(family: FontRequest.systemFamily, size: 15, weight: 400, italic: false))
            : try ControlFont.font(attributes, .body)
        let imageTint: Color? = type == "system" || configuration != nil ? titleColor : nil
        built = Self.content(title: title, titleColor: titleColor, font: font,
                             image: stateValue("image"), background: stateValue("backgroundImage"), imageTint: imageTint,
                             insets: insets, minHeight: configuration == nil && ["custom", "system"].contains(type) ? 30 : nil,
                             attributes)
    }

    /// The background image filling the button, then a row of the image and
    /// the title centred inside the insets.
    static func content(title: String?, titleColor: Color, font: FontRequest, image: (value: String, key: String)?,
                        background: (value: String, key: String)?, imageTint: Color?, insets: Insets, minHeight: Double?,
                        _ attributes: CustomAttributes) -> [Element] {
        var elements: [Element] = []
        if let background {
            var picture = Element(kind: .image, location: attributes.location(of: background.key))
            var content = ImageContent(name: background.value)
            content.contentMode = .scaleToFill
            picture.image = content
            picture.size.width = ContentElements.fill(attributes.size.width)
            picture.size.height = ContentElements.fill(attributes.size.height)
            elements.append(picture)
        }
        var row: [Element] = []
        if let image {
            var picture = Element(kind: .image, location: attributes.location(of: image.key))
            var content = ImageContent(name: image.value)
            content.tint = imageTint
            picture.image = content
            picture.gravity = GravityValue(horizontal: .center, vertical: .middle)
            row.append(picture)
        }
        if let title, !title.isEmpty { row.append(attributes.label(title, font: font, color: titleColor)) }
        if attributes.isRightToLeft { row.reverse() }
        // No title and no image: its children (if any) alone size it.
        guard !row.isEmpty else { return elements }
        var layer = ContentElements.layer(at: attributes.location, width: ContentElements.fill(attributes.size.width),
                                          height: ContentElements.fill(attributes.size.height))
        layer.padding = insets
        layer.appearance.clips = false
        if let minHeight { layer.size.minHeight = .points(minHeight) }
        var stack = ContentElements.row(at: attributes.location, width: .auto, height: .auto, row)
        stack.stack.spacing = image != nil && title != nil ? 8 : 0
        layer.children = [stack]
        elements.append(layer)
        return elements
    }

    /// The detail and add types' 22 points; close's 30.
    public var naturalWidth: Double? { ["detailDisclosure", "infoLight", "infoDark", "contactAdd"].contains(type) ? 22 : type == "close" ? 30 : nil }
    public var naturalHeight: Double? { naturalWidth }
    public var content: [Element] { built }

    public var frameState: [FrameStateEntry] {
        var entries = [FrameStateEntry("type", .text(type))]
        if let configuration { entries.append(FrameStateEntry("configuration", .text(configuration))) }
        if let title { entries.append(FrameStateEntry("title", .text(title))) }
        return entries + [FrameStateEntry("isSelected", .bool(state.isSelected))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        var items: [SceneItem] = []
        if let plate { items.append(.fill(RoundedRect(rect: rect, radius: min(cornerRadius, rect.height / 2)), plate)) }
        let centerX = rect.x + rect.width / 2, centerY = rect.y + rect.height / 2
        func bar(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SceneItem {
            .fill(RoundedRect(rect: Rect(x: x - width / 2, y: y - height / 2, width: width, height: height), radius: min(width, height) / 2), symbolColor)
        }
        switch type {
        case "detailDisclosure", "infoLight", "infoDark", "contactAdd":
            let ring = Shapes.circle(x: centerX, y: centerY, diameter: 20)
            items.append(.border(ring, width: 1.5, symbolColor))
            if type == "contactAdd" {
                items += [bar(centerX, centerY, 10, 1.5), bar(centerX, centerY, 1.5, 10)]
            } else {
                items += [.fill(Shapes.circle(x: centerX, y: centerY - 4.5, diameter: 2.2), symbolColor), bar(centerX, centerY + 2, 1.8, 8)]
            }
        case "close":
            items.append(.fill(Shapes.circle(x: centerX, y: centerY, diameter: 30), symbolPlate))
            let arm = 4.5
            let cross = symbolColor
            items.append(Shapes.stroke(x0: centerX - arm, y0: centerY - arm, x1: centerX + arm, y1: centerY + arm, width: 2.2, color: cross, scale: scale))
            items.append(Shapes.stroke(x0: centerX + arm, y0: centerY - arm, x1: centerX - arm, y1: centerY + arm, width: 2.2, color: cross, scale: scale))
        default: break
        }
        return items
    }
}
