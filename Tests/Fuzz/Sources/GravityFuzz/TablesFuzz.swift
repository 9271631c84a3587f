import Foundation
import GravityCore

/// `GRAVITY_FUZZ=tables`: the input as a table's and a collection's data
/// (SPEC §14.2): rows or sections, headers, reuse identifiers, cell files
/// named by `xml`, state of any shape. Resolved and laid out on a small
/// device; a bad shape must be a located error, never a trap, and a long
/// array must cost only the rows that fill the screen.
enum TablesFuzz {
    static let document = """
    <UITabBarController>
        <UINavigationController navigationBar.prefersLargeTitles="true">
            <UITableViewController title="Rows">
                <UITableView outlet="rows" style="insetGrouped">
                    <UIView height="auto + 4"><UILabel text="Header" top="4"/></UIView>
                    <UITableViewHeaderFooterView reuseIdentifier="h" textLabel.text="{title}" height="auto + 10"/>
                    <UITableViewCell reuseIdentifier="a" style="subtitle" textLabel.text="{title}" detailTextLabel.text="{detail}"
                                     accessoryType="disclosureIndicator" height="auto + 8"><UIView height="{size}" width="10"/></UITableViewCell>
                    <UITableViewCell reuseIdentifier="b" style="value1" textLabel.text="{title}" detailTextLabel.text="{detail}"/>
                </UITableView>
            </UITableViewController>
        </UINavigationController>
        <UICollectionViewController title="Grid">
            <UICollectionView outlet="rows" collectionViewLayout.itemSize.width="(100% - 20) / 3" collectionViewLayout.minimumLineSpacing="4">
                <UICollectionViewCell reuseIdentifier="a"><UILabel text="{title}"/></UICollectionViewCell>
            </UICollectionView>
        </UICollectionViewController>
    </UITabBarController>
    """

    static func run(_ bytes: [UInt8]) {
        guard let parsed = try? JSONReader.parse(SourceFile(path: "fuzz.json", bytes: bytes)) else { return }
        let source = SourceFile(path: "fuzz.xml", bytes: Array(document.utf8))
        guard let node = try? DocumentLoader.parse(source) else { preconditionFailure("the tables document must parse") }
        for selected in 0..<2 {
            var options = Resolver.Options()
            options.data = ["rows": parsed]
            options.deviceName = "iPhone SE"
            options.safeArea = Insets(top: 20)
            let root = Node(name: node.name, attributes: node.attributes + [Attribute(name: "selectedIndex", value: String(selected),
                                                                                      location: node.location, valueLocation: node.location)],
                            children: node.children, location: node.location)
            let (element, diagnostics) = Resolver.resolve(root, options: options)
            for diagnostic in diagnostics { precondition(diagnostic.location != nil, "a table data diagnostic without a location: \(diagnostic.message)") }
            _ = FuzzCase.format(diagnostics, source)
            if let element {
                _ = try? LayoutEngine(measurer: FixedAdvanceMeasurer()).layout(element, options: LayoutOptions(width: 375, height: 667, scale: 2))
            }
        }
    }
}
