import GravityDocument

/// SPEC §2.1: an element that is neither built in nor a component, whose
/// name ends in a UIKit base class's name, is an app's own subclass
/// (`BoxesViewController`, `FancyView`, `ProfileCell`): it renders as that
/// base, with a note (an error under `--strict`).
enum SubclassNames {
    /// Suffixes, most specific first, and the UIKit class each stands for.
    static let suffixes: [(suffix: String, base: String)] = [
        ("TableViewController", "UITableViewController"),
        ("CollectionViewController", "UICollectionViewController"),
        ("NavigationController", "UINavigationController"),
        ("TabBarController", "UITabBarController"),
        ("ViewController", "UIViewController"),
        ("Controller", "UIViewController"),
        ("CollectionViewCell", "UICollectionViewCell"),
        ("CollectionCell", "UICollectionViewCell"),
        ("HeaderFooterView", "UITableViewHeaderFooterView"),
        ("Cell", "UITableViewCell"),
        ("TableView", "UITableView"),
        ("CollectionView", "UICollectionView"),
        ("ScrollView", "UIScrollView"),
        ("ImageView", "UIImageView"),
        ("StackView", "UIStackView"),
        ("View", "UIView"),
        ("Label", "UILabel"),
        ("Button", "UIButton"),
    ]

    /// The UIKit base `name` stands for; nil when no suffix matches, or
    /// when `name` is the bare suffix or UIKit's own (`UIFancyView` is not
    /// an app's class: UIKit has none of that name).
    static func base(of name: String) -> String? {
        guard !name.hasPrefix("UI"), let match = suffixes.first(where: { name.hasSuffix($0.suffix) && name.count > $0.suffix.count })
        else { return nil }
        return match.base
    }
}

extension Resolver {
    /// `node` renamed to its UIKit base when it names an app's subclass
    /// that is no component here; a note says so (an error under `--strict`).
    mutating func subclassBase(_ node: Node) -> Node {
        let name = node.name
        guard Resolver.kind(of: node) == nil, options.customElements.type(named: name) == nil,
              !Resolver.screenClassNames.contains(name), let base = SubclassNames.base(of: name) else { return node }
        guard case .notFound(let searched) = loader.find(name, includedFrom: node.location.file) else { return node }
        let folders = searched.isEmpty ? "" : "; no \(name).xml in " + searched.map { "'\($0)'" }.joined(separator: ", ")
        let message = "<\(name)> is not a component here: drawn as its UIKit base <\(base)> (an app's own subclass; its Swift code does not run\(folders))"
        diagnostics.append(options.strict ? .error(message + "; --strict makes this an error", at: node.location)
                                           : .note(message, at: node.location))
        var renamed = node
        renamed.name = base
        return renamed
    }
}
