import GravityValues

/// The iPhones and iPads `--device` names: screen size in points (portrait),
/// scale, and the safe-area insets UIKit reports for a full-screen view
/// controller in each orientation (status bar shown in portrait, hidden in
/// landscape on iPhone; home indicator).
///
/// Sources: points and scale from Apple's Human Interface Guidelines,
/// Layout → Specifications → "iOS, iPadOS device screen sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
/// Apple publishes no inset table: the insets are the values
/// `UIView.safeAreaInsets` reports in the iOS 17/18 simulator, as widely
/// tabulated (e.g. useyourloaf.com "iPhone 16 screen sizes"; csl.cool
/// "iOS Layout Adaptation" prints (59, 0, 34, 0) portrait and
/// (0, 59, 21, 59) landscape on a 393-point Dynamic Island iPhone).
public struct Device: Sendable, Equatable {
    /// The model's name as Apple writes it (`iPhone SE (3rd generation)`).
    public var name: String
    /// Portrait width and height in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Double
    /// The safe-area insets in points held upright (status bar, home indicator).
    public var portraitSafeArea: Insets
    /// The safe-area insets in points held sideways (sensor housing, home indicator).
    public var landscapeSafeArea: Insets

    /// Width and height in points held in `orientation` (landscape swaps them).
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (width, height) : (height, width)
    }

    /// The safe-area insets in points held in `orientation`; expressions
    /// read them as `safeArea.top/left/bottom/right`.
    public func safeArea(_ orientation: Orientation) -> Insets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The device a name means: a name in `all`, case-insensitively and
    /// with runs of spaces as one, or one of `aliases` ("iPhone SE").
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        let wanted = aliases.first { normalized($0.alias) == key }.map { normalized($0.name) } ?? key
        return all.first { normalized($0.name) == wanted }
    }

    /// The message for a name that matches no device: the nearest names,
    /// then every name.
    public static func unknownMessage(_ name: String) -> String {
        let names = all.map(\.name) + aliases.map(\.alias)
        let near = Nearby.names(to: normalized(name), among: names, limit: 2)
        return "unknown device '\(name)'; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ")
            + "? (devices: " + all.map(\.name).joined(separator: ", ") + "; aliases: "
            + aliases.map { "\($0.alias) for \($0.name)" }.joined(separator: ", ") + ")"
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Short names for the one current model they mean.
    public static let aliases: [(alias: String, name: String)] = [
        ("iPhone SE", "iPhone SE (3rd generation)"),
        ("iPad", "iPad (10th generation)"),
        ("iPad mini", "iPad mini (6th generation)"),
    ]

    /// Every device, iPhones then iPads, oldest first.
    public static let all: [Device] = [
        phone("iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 14 Plus", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 14 Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 14 Pro Max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Plus", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iPhone 16e", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        // iPads keep the status bar (24) in both orientations; those without
        // a home button have a 20-point home indicator.
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad mini (6th generation)", 744, 1133),
        pad("iPad Air 11-inch (M2)", 820, 1180),
        pad("iPad Air 13-inch (M2)", 1024, 1366),
        pad("iPad Pro 11-inch (M4)", 834, 1210),
        pad("iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    private static func phone(_ name: String, _ width: Double, _ height: Double, _ scale: Double,
                              top: Double, bottom: Double, side: Double, landscapeBottom: Double) -> Device {
        Device(name: name, width: width, height: height, scale: scale,
               portraitSafeArea: Insets(top: top, bottom: bottom),
               landscapeSafeArea: Insets(right: side, bottom: landscapeBottom, left: side))
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double) -> Device {
        Device(name: name, width: width, height: height, scale: 2,
               portraitSafeArea: Insets(top: 24, bottom: 20), landscapeSafeArea: Insets(top: 24, bottom: 20))
    }
}
