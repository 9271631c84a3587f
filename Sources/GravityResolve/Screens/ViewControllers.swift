import GravityDocument
import GravityValues

/// View controllers (SPEC §14.2): a controller is the view it shows, filling
/// its container (the canvas for the root). `view.*` are that view's
/// attributes; what a container reads (`title`, `tabBarItem.*`,
/// `navigationItem.*`) and what means nothing in a picture are dropped here.
extension Resolver {
    /// Attributes a controller takes that are not its view's.
    static func isControllerAttribute(_ name: String) -> Bool {
        let prefixes = ["tabBarItem.", "navigationItem.", "navigationBar.", "tabBar.", "preferredContentSize."]
        let names: Set<String> = [
            "title", "outlet", "selectedIndex", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
            "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext", "hidesBottomBarWhenPushed",
            "automaticallyAdjustsScrollViewInsets", "restorationIdentifier", "isNavigationBarHidden",
            "navigationBarHidden", "isToolbarHidden", "toolbarHidden", "clearsSelectionOnViewWillAppear",
        ]
        return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// `UIViewController` (`UITableViewController`, …) as its view, a `view`
    /// element: `view.backgroundColor` → `backgroundColor`; a table view
    /// controller's `tableView.*` are its view's too.
    func controllerView(_ node: Node, as view: String) -> Node {
        var result = node
        result.name = view
        result.attributes = []
        for attribute in node.attributes {
            var renamed = attribute
            if let dot = attribute.name.firstIndex(of: "."),
               ["view", "tableView", "collectionView"].contains(String(attribute.name[..<dot])) {
                renamed.name = String(attribute.name[attribute.name.index(after: dot)...])
            } else if Resolver.isControllerAttribute(attribute.name) {
                continue
            }
            result.attributes.append(renamed)
        }
        return result
    }

    /// The child controllers of a container, in order (other children are its bar's configuration).
    static func childControllers(of node: Node) -> [Node] {
        node.elementChildren.filter { child in
            Resolver.screenClassNames.contains(child.name) && child.name.hasSuffix("Controller")
                || SubclassNames.base(of: child.name)?.hasSuffix("Controller") == true
                || child.attribute("xml") != nil
        }
    }

    /// A controller's title: `navigationItem.title`, else `title`.
    static func title(of controller: Node) -> String? {
        (controller.attribute("navigationItem.title") ?? controller.attribute("title"))?.value
    }
}

extension Resolver {
    /// A container's children see a safe area that includes its bars, as
    /// UIKit's `additionalSafeAreaInsets` of a child controller does.
    mutating func insetSafeArea(forBarsOf node: Node) {
        switch node.name {
        case "UITabBarController":
            screenSafeArea.bottom = max(screenSafeArea.bottom, options.safeArea.bottom + Resolver.tabBarHeight)
        case "UINavigationController":
            let large = node.attribute("navigationBar.prefersLargeTitles")?.value == "true"
            screenSafeArea.top = max(screenSafeArea.top, options.safeArea.top + 44 + (large ? 52 : 0))
        default: break
        }
    }
}
