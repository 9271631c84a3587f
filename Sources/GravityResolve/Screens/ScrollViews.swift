import GravityDocument
import GravityValues

/// `UIScrollView` (SPEC §14.2) at rest: a clipping viewport around a content
/// view placed where UIKit's rest offset puts it.
///
/// 1. The insets: `contentInset.*`, plus the safe area (the device's, and
///    the bars of the controllers around it) unless
///    `contentInsetAdjustmentBehavior="never"` — UIKit's adjusted content
///    inset. Inset values are Layout expressions over `safeAreaInsets.*`
///    and the macros written inside the scroll view.
/// 2. The offset: `contentOffset.x/y` when written, else `-inset` (the
///    content starts inside the insets, as a scroll view at its top rests).
/// 3. The content view sits at `-offset`, `100%` wide and high minus the
///    insets, so a child's `100%` is the content area, as Layout defines it.
///    It does not clip: content beyond it (a tall page) is drawn, and the
///    viewport clips it to the scroll view's bounds.
/// `contentSize` decides only how far the view could scroll, and paging
/// only where a scroll stops: neither moves the content at rest.
extension Resolver {
    /// Marks the content view (never written by a document): it is named
    /// `UIScrollView` in frames, and content beyond it is not "overflow".
    static let scrollContentAttribute = "gravity.scrollContent"

    static func isScrollAttribute(_ name: String) -> Bool {
        let prefixes = ["contentInset.", "contentOffset.", "contentSize.", "scrollIndicatorInsets.",
                        "verticalScrollIndicatorInsets.", "horizontalScrollIndicatorInsets."]
        let names: Set<String> = [
            "contentInsetAdjustmentBehavior", "isPagingEnabled", "pagingEnabled", "showsHorizontalScrollIndicator",
            "showsVerticalScrollIndicator", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
            "isScrollEnabled", "scrollEnabled", "keyboardDismissMode", "indicatorStyle", "decelerationRate",
            "automaticallyAdjustsScrollIndicatorInsets", "scrollsToTop", "bouncesZoom", "minimumZoomScale",
            "maximumZoomScale", "zoomScale", "isDirectionalLockEnabled", "directionalLockEnabled", "delegate",
        ]
        return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// `contentHeight`: the content's height when a table or collection
    /// estimates it; nil when only layout will know (taken as reaching past
    /// the viewport, for the bars' appearance).
    mutating func scrollViewport(_ node: Node, contentHeight: Double? = nil) -> Node {
        let (scroll, rest) = node.splitting(Resolver.isScrollAttribute)
        let placement = scrollPlacement(scroll, in: node)
        // Where the content reaches, for the bars (BarAppearance, step 1).
        if placement.offset.y > -placement.insets.top + 0.25 { scrollEdges.underTop = true }
        let visible = viewportEstimate - placement.insets.top - placement.insets.bottom
        if contentHeight.map({ $0 > visible + 0.25 }) ?? true { scrollEdges.underBottom = true }
        var viewport = rest.defaulting("clipsToBounds", "true")
        viewport.name = "UIView"
        // Gravity's rules size a view to its content: a scroll view fills its parent, as in UIKit screens.
        if !rules.isLayout { viewport = viewport.defaulting("width", "fill").defaulting("height", "fill") }
        let insets = placement.insets
        var content = node.making("UIView", [
            ("left", (-placement.offset.x).attributeText), ("top", (-placement.offset.y).attributeText),
            ("width", "100% - \((insets.left + insets.right).attributeText)"),
            ("height", "100% - \((insets.top + insets.bottom).attributeText)"),
            ("clipsToBounds", "false"), (Resolver.scrollContentAttribute, "true"),
        ])
        content.children = node.children
        viewport.children = [.element(content)]
        return viewport
    }

    /// Steps 1–2: the adjusted insets and the rest offset, in points.
    mutating func scrollPlacement(_ scroll: [Attribute], in node: Node) -> (insets: Insets, offset: (x: Double, y: Double)) {
        let safe = screenSafeArea
        var adjust = true
        if let behavior = scroll.first(where: { $0.name == "contentInsetAdjustmentBehavior" }) {
            let choices = ["automatic", "scrollableAxes", "never", "always"]
            let value = behavior.value.trimmingSpaces()
            if !choices.contains(value) {
                diagnostics.append(.error("contentInsetAdjustmentBehavior: '\(behavior.value)' is not one of \(choices.map { "'\($0)'" }.joined(separator: ", "))", at: behavior.valueLocation))
            }
            adjust = value != "never"
        }
        // The macros written inside the scroll view are in reach of its insets (Layout's scoping).
        let outer = dataScope, before = diagnostics.count
        for child in node.elementChildren where child.name == "macro" { defineMacro(child) }
        diagnostics.removeSubrange(before...)
        let safeObject = DataValue.object(["top": .number(safe.top), "left": .number(safe.left),
                                           "bottom": .number(safe.bottom), "right": .number(safe.right)])
        dataScope = dataScope.binding("safeAreaInsets", to: safeObject)
            .binding("parent", to: .object(["safeAreaInsets": safeObject]))
        defer { dataScope = outer }
        func number(_ name: String) -> Double? {
            guard let attribute = scroll.first(where: { $0.name == name }) else { return nil }
            do {
                let value = try evaluator.evaluate(Expression.parse(attribute.value))
                guard case .number(let number) = value, number.isFinite else {
                    diagnostics.append(.error("\(name): '\(attribute.value)' is not a number of points", at: attribute.valueLocation))
                    return nil
                }
                return number
            } catch {
                diagnostics.append(.error("\(name): \(error.message)", at: attribute.valueLocation.advanced(by: error.offset, in: attribute.value)))
                return nil
            }
        }
        var insets = Insets(top: number("contentInset.top") ?? 0, right: number("contentInset.right") ?? 0,
                            bottom: number("contentInset.bottom") ?? 0, left: number("contentInset.left") ?? 0)
        if adjust {
            insets.top += safe.top
            insets.left += safe.left
            insets.bottom += safe.bottom
            insets.right += safe.right
        }
        let offset = (x: number("contentOffset.x") ?? -insets.left, y: number("contentOffset.y") ?? -insets.top)
        return (insets, offset)
    }
}
