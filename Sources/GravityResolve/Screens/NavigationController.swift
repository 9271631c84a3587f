import GravityDocument
import GravityValues

/// `UINavigationController` (SPEC §14.2): the top controller (the last child,
/// as Layout pushes them in order) fills the screen and the navigation bar
/// is drawn over its top, below the status bar's safe area.
///
/// 1. The title is the top controller's `navigationItem.title`, else `title`.
/// 2. Standard: 44 points, the title centred in 17-point semibold.
///    Large (`navigationBar.prefersLargeTitles`, unless the top controller's
///    `navigationItem.largeTitleDisplayMode` is `never`): 44 + 52 points, the
///    title in 34-point bold at the leading margin (16).
/// 3. At rest at the top of its content a bar shows UIKit's scroll-edge
///    appearance (iOS 15 and later): no background and no hairline; content
///    scrolled under it (`contentOffset.y` past the rest offset) or
///    `navigationBar.barTintColor` give it the standard one (BarAppearance).
extension Resolver {
    mutating func navigationControllerView(_ node: Node) -> Node {
        scrollEdges.underTop = false
        let controllers = Resolver.childControllers(of: node)
        var view = controllerView(node, as: "UIView")
        view.children = node.children.compactMap { child in
            guard case .element(let element) = child else { return child }
            return controllers.contains(element) ? nil : child
        }
        guard let top = controllers.last else {
            diagnostics.append(.warning("<UINavigationController> has no child view controllers: only its bar is drawn", at: node.location))
            view.children.append(.element(navigationBar(at: node, title: nil, large: false)))
            return view
        }
        view.children.insert(.element(top), at: 0)
        var large = false
        if let prefers = node.attribute("navigationBar.prefersLargeTitles") {
            do { large = try Parse.bool(prefers.value) } catch {
                diagnostics.append(.error("navigationBar.prefersLargeTitles: '\(prefers.value)' is not true or false", at: prefers.valueLocation))
            }
        }
        if let mode = top.attribute("navigationItem.largeTitleDisplayMode") {
            switch mode.value.trimmingSpaces() {
            case "never": large = false
            case "always": large = true
            case "automatic": break
            default: diagnostics.append(.error("navigationItem.largeTitleDisplayMode: '\(mode.value)' is not one of 'automatic', 'always', 'never'", at: mode.valueLocation))
            }
        }
        var bar = navigationBar(at: node, title: Resolver.title(of: top), large: large)
        if let color = node.attribute("navigationBar.barTintColor") { bar = bar.setting("backgroundColor", color.value) }
        view.children.append(.element(bar))
        return view
    }

    private func navigationBar(at node: Node, title: String?, large: Bool) -> Node {
        let top = options.safeArea.top
        let height = top + 44 + (large ? 52 : 0)
        var bar = node.making("UIView", [
            ("left", "0"), ("top", "0"), ("width", "100%"), ("height", height.attributeText), (Resolver.barAttribute, "top")])
        guard let title else { return bar }
        if large {
            bar.children.append(.element(node.making("UILabel", [
                ("text", title), ("font", "34 bold"), ("textColor", "label"),
                ("left", "16"), ("top", (top + 44 + 3).attributeText), ("width", "100% - 32")])))
        } else {
            bar.children.append(.element(node.making("UILabel", [
                ("text", title), ("font", "17 semibold"), ("textColor", "label"), ("textAlignment", "center"),
                ("left", "16"), ("top", top.attributeText), ("width", "100% - 32"), ("height", "44")])))
        }
        return bar
    }
}
