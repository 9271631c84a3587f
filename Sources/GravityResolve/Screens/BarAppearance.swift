import GravityDocument

/// Which of UIKit's two bar appearances a navigation or tab bar shows
/// (iOS 15 and later, `UINavigationBar.scrollEdgeAppearance`,
/// `UITabBar.scrollEdgeAppearance`): "If the edge of the scrolled content
/// reaches that bar, UIKit applies the appearance settings in this
/// property", by default the standard appearance "modified to use a
/// transparent background" — no material and no hairline. Otherwise the
/// bar shows its standard appearance: the `systemChromeMaterial` blur and a
/// hairline shadow.
///
/// 1. The scroll views resolved inside a bar controller note whether their
///    content reaches under its bars (`ScrollEdges`): content scrolled above
///    the rest offset reaches under a top bar; content estimated taller than
///    the viewport inside its insets reaches under a bottom bar.
/// 2. The bar is resolved after its controller's content (it is the
///    container's last child), so it reads the notes then.
/// 3. Without a scroll view the content's edge is the bar's: transparent,
///    as UIKit shows a bar over a view that does not scroll.
struct ScrollEdges {
    /// Content scrolled up under a navigation bar.
    var underTop = false
    /// Content extending below the viewport, under a tab bar.
    var underBottom = false
}

extension Resolver {
    /// Marks a bar a container made (never written by a document): `top`
    /// (a navigation bar, hairline at its bottom) or `bottom` (a tab bar).
    static let barAttribute = "gravity.bar"

    /// The standard appearance's material, approximated without its blur:
    /// `systemChromeMaterial` (Apple Developer Forums thread 707084, an Apple
    /// engineer: "By default the navigation bar doesn't use a color, it uses a
    /// blur – the UIBlurEffectStyleSystemChromeMaterial blur style") drawn as
    /// the colour it shows over a plain background, at 94 % so content under
    /// the bar shows through (estimated: between `systemBackground` and
    /// `secondarySystemBackground`, as the same thread observes).
    func chromeMaterial() -> String {
        options.appearance == .dark ? "#161616f0" : "#f9f9f9f0"
    }

    /// Step 2: `bar` with the appearance its content calls for. A colour
    /// the document gives (`barTintColor`) is kept, with its hairline.
    mutating func appearingBar(_ bar: Node) -> Node {
        let top = bar.attribute(Resolver.barAttribute)?.value == "top"
        var view = bar.removingAttribute(Resolver.barAttribute)
        let standard = (top ? scrollEdges.underTop : scrollEdges.underBottom) || view.attribute("backgroundColor") != nil
        if top { scrollEdges.underTop = false } else { scrollEdges.underBottom = false }
        guard standard else { return view.setting("backgroundColor", "clear") }
        view = view.defaulting("backgroundColor", chromeMaterial())
        // The shadow: a one-pixel hairline in `separator` (light: black at
        // about 30 %, as the bar's own shadow view is measured).
        view.children.insert(.element(bar.making("UIView", [
            ("left", "0"), ("top", top ? "100% - \(hairline.attributeText)" : "0"), ("width", "100%"),
            ("height", hairline.attributeText), ("backgroundColor", "separator")])), at: 0)
        return view
    }
}
