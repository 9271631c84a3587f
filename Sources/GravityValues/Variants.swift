/// The variant inputs of one render besides the canvas: what iOS calls the
/// trait collection (`userInterfaceStyle`, `preferredContentSizeCategory`),
/// the device and its orientation. Resolve reads them from `LayoutOptions`;
/// layout and rendering never see them (names are resolved to values first).

/// Light or dark (UIKit's `UIUserInterfaceStyle`): picks the value of every
/// semantic colour (`label`, `systemBackground`, …) and is read by
/// expressions as `appearance` ('light' or 'dark').
public enum Appearance: String, Sendable, CaseIterable {
    /// `light` (the default) or `dark`: which of its two values every
    /// semantic colour takes.
    case light, dark
}

/// Normal or increased contrast (UIKit's `UIAccessibilityContrast`, the
/// "Increase Contrast" setting): picks an asset catalog's high-contrast
/// images and colours (`contrast: high` in their `appearances`).
public enum Contrast: String, Sendable, CaseIterable {
    /// `normal` (the default) or `high`.
    case normal, high
}

/// The Dynamic Type size (UIKit's `UIContentSizeCategory`), spelled as
/// Apple's tables abbreviate it; expressions read it as `contentSize`.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    /// XS, the smallest size (`body` is 14 pt).
    case extraSmall = "XS"
    /// S (`body` is 15 pt).
    case small = "S"
    /// M (`body` is 16 pt).
    case medium = "M"
    /// L, the default size iOS ships with (`body` is 17 pt); `scaled` fonts are relative to it.
    case large = "L"
    /// XL (`body` is 19 pt).
    case extraLarge = "XL"
    /// XXL (`body` is 21 pt).
    case extraExtraLarge = "XXL"
    /// XXXL, the largest size outside the accessibility sizes (`body` is 23 pt).
    case extraExtraExtraLarge = "XXXL"
    /// AX1, the first accessibility size (`body` is 28 pt).
    case accessibilityMedium = "AX1"
    /// AX2, an accessibility size (`body` is 33 pt).
    case accessibilityLarge = "AX2"
    /// AX3, an accessibility size (`body` is 40 pt).
    case accessibilityExtraLarge = "AX3"
    /// AX4, an accessibility size (`body` is 47 pt).
    case accessibilityExtraExtraLarge = "AX4"
    /// AX5, the largest accessibility size (`body` is 53 pt).
    case accessibilityExtraExtraExtraLarge = "AX5"
}

/// How a device is held: landscape swaps its width and height and uses its
/// landscape safe area.
public enum Orientation: String, Sendable, CaseIterable {
    /// `portrait` (the default: the device table's width, height and
    /// portrait safe area) or `landscape` (width and height swapped, the
    /// landscape safe area).
    case portrait, landscape
}
