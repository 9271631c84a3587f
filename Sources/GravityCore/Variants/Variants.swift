/// The variant inputs of one render besides the canvas: what iOS calls the
/// trait collection (`userInterfaceStyle`, `preferredContentSizeCategory`),
/// the device and its orientation. Resolve reads them from `LayoutOptions`;
/// layout and rendering never see them (names are resolved to values first).

/// Light or dark (UIKit's `UIUserInterfaceStyle`): picks the value of every
/// semantic colour (`label`, `systemBackground`, …) and is read by
/// expressions as `appearance` ('light' or 'dark').
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}

/// The Dynamic Type size (UIKit's `UIContentSizeCategory`), spelled as
/// Apple's tables abbreviate it; expressions read it as `contentSize`.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case extraSmall = "XS"
    case small = "S"
    case medium = "M"
    case large = "L"
    case extraLarge = "XL"
    case extraExtraLarge = "XXL"
    case extraExtraExtraLarge = "XXXL"
    case accessibilityMedium = "AX1"
    case accessibilityLarge = "AX2"
    case accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4"
    case accessibilityExtraExtraExtraLarge = "AX5"
}

/// How a device is held: landscape swaps its width and height and uses its
/// landscape safe area.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape
}
