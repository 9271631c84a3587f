import GravityDocument
import GravityValues

/// `UITabBarController` (SPEC §14.2): its selected child fills the screen
/// and the tab bar sits at the bottom, above the home indicator's safe area.
///
/// 1. The items are the child controllers, in order: each shows its
///    `tabBarItem.title` (else `title`) under its `tabBarItem.image`.
/// 2. More than five: the first four and UIKit's "More" item, as an iPhone shows.
/// 3. `selectedIndex` (default 0) picks the child shown and the item tinted
///    with the tab bar's tint (`<UITabBar tintColor>`, `tabBar.tintColor`, the
///    view's `tintColor`, else `systemBlue`); the others are `systemGray`.
/// 4. The bar is 49 points plus the bottom safe area; its background and
///    hairline follow UIKit's scroll-edge rule (BarAppearance).
extension Resolver {
    /// UIKit's tab bar height on an iPhone in portrait, without the safe area.
    static let tabBarHeight = 49.0

    mutating func tabBarControllerView(_ node: Node) -> Node {
        scrollEdges.underBottom = false
        let controllers = Resolver.childControllers(of: node)
        let bars = node.elementChildren.filter { $0.name == "UITabBar" }
        var view = controllerView(node, as: "UIView")
        view.children = node.children.compactMap { child in
            // Macros and declarations stay; the controllers and the bar are placed below.
            guard case .element(let element) = child else { return child }
            return controllers.contains(element) || bars.contains(element) ? nil : child
        }
        // 3. The selected child and the tint.
        var selected = 0
        if let written = node.attribute("selectedIndex") {
            if let index = Int(written.value.trimmingSpaces()), index >= 0, index < max(1, controllers.count) {
                selected = index
            } else {
                diagnostics.append(.error("selectedIndex: '\(written.value)' is not the index of a child controller (0 to \(max(0, controllers.count - 1)))", at: written.valueLocation))
            }
        }
        var tint = node.attribute("tabBar.tintColor") ?? node.attribute("view.tintColor") ?? node.attribute("tintColor")
        var barColor: Attribute?
        for bar in bars {
            for attribute in bar.attributes {
                switch attribute.name {
                case "tintColor": tint = attribute
                case "barTintColor", "backgroundColor": barColor = attribute
                case "isTranslucent", "translucent", "outlet", "unselectedItemTintColor", "itemPositioning": continue
                default: diagnostics.append(.warning("'\(attribute.name)' on <UITabBar> is not drawn (Gravity reads tintColor and barTintColor)", at: attribute.location))
                }
            }
        }
        if let bar = node.attribute("tabBar.barTintColor") { barColor = bar }
        if controllers.isEmpty {
            diagnostics.append(.warning("<UITabBarController> has no child view controllers: its tab bar is drawn empty", at: node.location))
        } else {
            view.children.insert(.element(controllers[selected]), at: 0)
        }
        // 1–2. The items.
        var items: [(title: String, image: String?, selected: Bool)] = []
        let shown = controllers.count > 5 ? 4 : controllers.count
        for (index, controller) in controllers.prefix(shown).enumerated() {
            let title = (controller.attribute("tabBarItem.title") ?? controller.attribute("title"))?.value ?? ""
            items.append((title, tabBarImage(of: controller), index == selected))
        }
        if controllers.count > 5 { items.append(("More", nil, selected >= 4)) }
        view.children.append(.element(tabBar(at: node, items: items, tint: tint, barColor: barColor)))
        return view
    }

    /// The bar: background, hairline, items side by side at equal widths.
    private func tabBar(at node: Node, items: [(title: String, image: String?, selected: Bool)],
                        tint: Attribute?, barColor: Attribute?) -> Node {
        let height = Resolver.tabBarHeight + options.safeArea.bottom
        var bar = node.making("UIView", [
            ("left", "0"), ("top", "100% - \(height.attributeText)"), ("width", "100%"), ("height", height.attributeText),
            (Resolver.barAttribute, "bottom"),
        ])
        if let barColor { bar = bar.setting("backgroundColor", barColor.value) }
        let width = items.isEmpty ? 0 : 100.0 / Double(items.count)
        for (index, item) in items.enumerated() {
            let color = item.selected ? (tint?.value ?? "systemBlue") : "systemGray"
            var children: [Node] = []
            if let image = item.image {
                children.append(node.making("UIImageView", [
                    ("image", image), ("template", "true"), ("tintColor", color), ("contentMode", "scaleAspectFit"),
                    ("centerX", "50%"), ("top", "4"), ("width", "30"), ("height", "26")]))
            }
            children.append(node.making("UILabel", [
                ("text", item.title), ("font", "10 medium"), ("textColor", color), ("textAlignment", "center"),
                ("left", "0"), ("top", "33"), ("width", "100%")]))
            bar.children.append(.element(node.making("UIView", [
                ("left", "\((width * Double(index)).attributeText)%"), ("top", "0"),
                ("width", "\(width.attributeText)%"), ("height", Resolver.tabBarHeight.attributeText)], children: children)))
        }
        return bar
    }

    /// The item's image name when it can be found; a note when it cannot
    /// (asset catalogs and PDFs may not be readable here), never an error.
    private mutating func tabBarImage(of controller: Node) -> String? {
        guard let attribute = controller.attribute("tabBarItem.image") else { return nil }
        guard var probe = images else { return attribute.value }
        do {
            _ = try probe.resolve(attribute.value, documentPath: controller.location.file)
            return attribute.value
        } catch {
            diagnostics.append(.note("tabBarItem.image '\(attribute.value)' was not found as an image Gravity reads; the item is drawn without it", at: attribute.valueLocation))
            return nil
        }
    }
}

extension Double {
    /// Shortest text for a number in a synthetic attribute (`49`, `83.5`).
    var attributeText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
