import GravityCore
import GravityRender

/// `<UIPageControl numberOfPages="3" currentPage="1"/>`: iOS 17's page
/// control, 26 points high, a 7-point dot every 16 points (`numberOfPages`
/// × 16 + 16 wide: 8 points each side). The current page's dot in
/// `currentPageIndicatorTintColor`, the others in `pageIndicatorTintColor`,
/// by default UIKit's: "an opaque white for the current page indicator dot"
/// and "a translucent white" for the others (Apple's documentation of the two
/// properties; 30 % is estimated), so a page control shows over content, as
/// in SampleApp's Pages.xml, and not on a white background. `currentPage` is
/// clamped into the pages, as UIKit clamps it; `hidesForSinglePage` hides
/// a one-page control. More dots than the frame holds: only the ones that
/// fit are drawn, in a window that keeps the current page in view (iOS 14's
/// page control scrolls its dots the same way). More than 10,000 pages is
/// an error, and the natural width counts at most 50 dots.
public struct UIPageControlElement: DrawableElement {
    public static let elementName = "UIPageControl"
    public static let attributeNames = ["numberOfPages", "currentPage", "hidesForSinglePage",
                                        "pageIndicatorTintColor", "currentPageIndicatorTintColor"] + ControlState.attributeNames
    public static let maxPages = 10_000
    /// Dots an `auto` width makes room for.
    public static let maxNaturalDots = 50
    static let pitch = 16.0
    static let dot = 7.0

    public var numberOfPages: Int
    public var currentPage: Int
    public var state: ControlState
    var hidden: Bool
    var current: Color
    var other: Color
    var rightToLeft: Bool

    public init(attributes: CustomAttributes) throws {
        numberOfPages = try attributes.integer("numberOfPages") ?? 0
        guard (0...Self.maxPages).contains(numberOfPages) else {
            throw CustomAttributeError(name: "numberOfPages", message: "\(numberOfPages) pages; a page control takes 0 to \(Self.maxPages)")
        }
        currentPage = min(max(try attributes.integer("currentPage") ?? 0, 0), max(0, numberOfPages - 1))
        hidden = try numberOfPages == 1 && (attributes.bool("hidesForSinglePage") ?? false)
        state = try ControlState(attributes)
        current = try attributes.color("currentPageIndicatorTintColor") ?? .white
        other = try attributes.color("pageIndicatorTintColor") ?? Color(red: 1, green: 1, blue: 1, alpha: 0.3)
        rightToLeft = attributes.isRightToLeft
    }

    public var naturalWidth: Double? {
        numberOfPages == 0 ? 0 : Double(min(numberOfPages, Self.maxNaturalDots)) * Self.pitch + Self.pitch
    }
    public var naturalHeight: Double? { 26 }

    public var frameState: [FrameStateEntry] {
        [FrameStateEntry("numberOfPages", .number(Double(numberOfPages))),
         FrameStateEntry("currentPage", .number(Double(currentPage)))] + state.frameState
    }

    public func draw(in rect: Rect, color: Color, scale: Double) -> [SceneItem] {
        guard numberOfPages > 0, !hidden else { return [] }
        // 1. How many dots fit; 2. the window of pages around the current one;
        // 3. the dots centred in the frame, mirrored right to left.
        let fitting = max(1, Int((rect.width - Self.pitch) / Self.pitch + 1e-9))
        let shown = min(numberOfPages, fitting)
        let first = min(max(0, currentPage - shown / 2), numberOfPages - shown)
        let startX = rect.x + (rect.width - Double(shown) * Self.pitch) / 2 + Self.pitch / 2
        let midY = rect.y + rect.height / 2
        var items: [SceneItem] = []
        items.reserveCapacity(shown)
        for slot in 0..<shown {
            let page = first + slot
            let position = rightToLeft ? shown - 1 - slot : slot
            items.append(.fill(Shapes.circle(x: startX + Double(position) * Self.pitch, y: midY, diameter: Self.dot),
                               page == currentPage ? current : other))
        }
        return Shapes.faded(items, state.isEnabled ? 1 : 0.5)
    }
}
