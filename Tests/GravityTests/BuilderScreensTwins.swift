import Gravity

/// Examples/Screens with the builder twins of UIKit's screens; rows come from
/// the example's JSON, as the XML's do.
extension BuilderExampleTwins {
    static func screensSettings() -> any LayoutElement {
        UINavigationController(prefersLargeTitles: true) {
            Component("UITableViewController") {
                UITableView(outlet: "settings", style: "insetGrouped") {
                    UITableViewCell(reuseIdentifier: "value", style: "value1", accessoryType: "disclosureIndicator")
                        .attribute("textLabel.text", "{title}").attribute("detailTextLabel.text", "{value}")
                    UITableViewCell(reuseIdentifier: "check", accessoryType: "checkmark").attribute("textLabel.text", "{title}")
                }
            }
            .attribute("title", "Settings")
        }
        .attribute("view.width", "375").attribute("view.height", "667")
    }

    static func screensFeed() -> any LayoutElement {
        UIViewController(title: "Feed") {
            UITableView(outlet: "posts", style: "plain") {
                Component("UIView") {
                    Label("Today").textColor("label").font("title2 bold").attribute("left", "16").attribute("top", "12")
                }
                .attribute("height", "auto + 16")
                UITableViewCell(reuseIdentifier: "post", style: "subtitle") {
                    Component("UIView").attribute("left", "100% - 56").attribute("top", "12").attribute("width", "40")
                        .attribute("height", "40").attribute("backgroundColor", "{color}")
                }
                .attribute("height", "auto + 12").attribute("textLabel.text", "{author}")
                .attribute("detailTextLabel.text", "{text}").attribute("detailTextLabel.numberOfLines", "2")
            }
        }
        .attribute("view.width", "375").attribute("view.height", "667")
    }

    static func screensPhotos() -> any LayoutElement {
        Component("UICollectionViewController") {
            UICollectionView(outlet: "photos") {
                UICollectionViewCell(reuseIdentifier: "photo") {
                    Label("{index}").textColor("white").font("caption1 bold").attribute("left", "6").attribute("top", "4")
                }
                .attribute("backgroundColor", "{color}")
            }
            .attribute("backgroundColor", "systemBackground")
            .attribute("collectionViewLayout.itemSize.width", "(100% - 3 * 2) / 4")
            .attribute("collectionViewLayout.itemSize.height", "collectionViewLayout.itemSize.width")
            .attribute("collectionViewLayout.minimumInteritemSpacing", "2")
            .attribute("collectionViewLayout.minimumLineSpacing", "2")
        }
        .attribute("view.width", "375").attribute("view.height", "667")
    }

    static func screensTabApp() -> any LayoutElement {
        UITabBarController {
            UITabBar(tintColor: "systemIndigo")
            UIViewController(title: "Feed").attribute("tabBarItem.image", "star").attribute("xml", "Feed.xml")
            UIViewController(title: "Photos").attribute("tabBarItem.image", "star").attribute("xml", "Photos.xml")
            UIViewController(title: "Settings").attribute("tabBarItem.image", "star").attribute("xml", "Settings.xml")
        }
        .attribute("view.width", "375").attribute("view.height", "667")
    }
}
