import GravityCore
import GravityRender

/// `<UISegmentedControl items="Day, Week, Month" selectedSegmentIndex="1"/>`:
/// iOS 13–17's segmented control, 32 points high. A `tertiarySystemFill`
/// track with 9-point corners; the selected segment a raised plate inset 2
/// points (white in light, `#636366` in dark, 7-point corners) under a
/// semibold title; 13-point titles in `label` (`footnote`'s size, which
/// Dynamic Type scales with `adjustsFontForContentSizeCategory`); hairline dividers between segments that do not
/// touch the selection. `items` is a comma-separated list (Layout's quoted
/// `'First', 'Second'` too). Segments share the width equally when the
/// control is given one; with an `auto` width each is its title plus 12
/// points a side (UIKit's `apportionsSegmentWidthsByContent`; UIKit's own
/// equal widths need the widest title, which only layout measures).
/// `selectedSegmentIndex` -1 (the default) selects none; any other index
/// outside the items is an error. Right to left, segment 0 is rightmost.
public struct UISegmentedControlElement: DrawableElement {
    public static let elementName = "UISegmentedControl"
    public static let attributeNames = ["items", "selectedSegmentIndex", "selectedSegmentTintColor"]
        + ControlState.attributeNames + ControlFont.attributeNames
    /// More segments than this is an error: UIKit has no limit, but a
    /// control of thousands of segments is a mistake, not a screen.
    public static let maxSegments = 100

    public var items: [String]
    public var selectedIndex: Int
    public var state: ControlState
    var track: Color
    var built: [Element]

    public init(attributes: CustomAttributes) throws {
        items = (attributes.list("items") ?? []).map(Self.unquoted)
        guard items.count <= Self.maxSegments else {
            throw CustomAttributeError(name: "items", message: "\(items.count) segments; a segmented control takes at most \(Self.maxSegments)")
        }
        selectedIndex = try attributes.integer("selectedSegmentIndex") ?? -1
        guard selectedIndex == -1 || items.indices.contains(selectedIndex) else {
            let range = items.isEmpty ? "there are no items" : "the items are 0…\(items.count - 1)"
            throw CustomAttributeError(name: "selectedSegmentIndex",
                                       message: "\(selectedIndex) is out of range: \(range) (-1 selects none)")
        }
        state = try ControlState(attributes)
        let dark = attributes.appearance == .dark
        track = attributes.semanticColor("tertiarySystemFill")
        let plate = try attributes.color("selectedSegmentTintColor")
            ?? (dark ? Color(red: 0x63 / 255.0, green: 0x63 / 255.0, blue: 0x66 / 255.0) : .white)
        built = Self.segments(items, selected: selectedIndex, plate: plate, state: state,
                              font: try ControlFont.font(attributes, .footnote, weight: 400), attributes)
    }

    /// `'First'` → `First` (Layout's expression strings).
    static func unquoted(_ item: String) -> String {
        guard item.count >= 2, let first = item.first, first == item.last, first == "'" || first == "\"" else { return item }
        return String(item.dropFirst().dropLast())
    }

    public var naturalHeight: Double? { 32 }
    public var content: [Element] { built }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("selectedSegmentIndex", .number(Double(selectedIndex))),
         FrameStateEntry("numberOfSegments", .number(Double(items.count)))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        Shapes.faded([.fill(RoundedRect(rect: rect, radius: min(9, rect.height / 2)), track)], state.isEnabled ? 1 : 0.5)
    }

    /// One row of segments: each a layer with its title, the selected one
    /// holding the plate under its title, dividers at the leading edges.
    private static func segments(_ items: [String], selected: Int, plate: Color, state: ControlState,
                                 font normalFont: FontRequest, _ attributes: CustomAttributes) -> [Element] {
        guard !items.isEmpty else { return [] }
        let location = attributes.location
        var selectedFont = normalFont
        selectedFont.weight = 600
        var titleColor = attributes.semanticColor("label")
        if !state.isEnabled { titleColor = titleColor.withAlpha(0.3) }
        let divider = attributes.semanticColor("separator")
        let width = ContentElements.fill(attributes.size.width)
        var segments: [Element] = []
        for (index, item) in items.enumerated() {
            // The plate is the selected segment's own background, 2 points in
            // from the segment's edges (its margin); the title 12 in.
            var segment = ContentElements.layer(at: location, width: width, height: .fill)
            segment.margin = Insets(top: 2, right: 2, bottom: 2, left: 2)
            segment.padding = Insets(top: 0, right: 10, bottom: 0, left: 10)
            segment.appearance.clips = false
            if index == selected {
                segment.appearance.backgroundColor = plate
                segment.appearance.cornerRadius = 7
                segment.appearance.borderWidth = 0.5
                segment.appearance.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.04)
            } else if index > 0 && index - 1 != selected {
                // A divider centred on the boundary, 12 points before the title.
                var line = ContentElements.layer(at: location, width: .fixed(1), height: .fixed(12),
                                                 gravity: GravityValue(horizontal: attributes.isRightToLeft ? .right : .left, vertical: .middle))
                line.margin = attributes.isRightToLeft ? Insets(right: -12.5) : Insets(left: -12.5)
                line.appearance.backgroundColor = divider
                segment.children.append(line)
            }
            segment.children.append(attributes.label(item, font: index == selected ? selectedFont : normalFont, color: titleColor))
            segments.append(segment)
        }
        if attributes.isRightToLeft { segments.reverse() }
        return [ContentElements.row(at: location, width: width, height: .fill, segments)]
    }
}
