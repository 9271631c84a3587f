import GravityValues

/// UIKit's semantic colours by name (`label`, `systemBackground`,
/// `systemBlue`, …), each a light and a dark value. Resolve turns a name
/// into the value of the render's `Appearance`; layout and rendering only
/// ever see the colour.
///
/// Sources:
/// - The tints and grays (`systemBlue` … `systemGray6`): Apple's Human
///   Interface Guidelines, Color → Specifications → "System colors", the
///   iOS/iPadOS default light and dark values
///   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications),
///   as published for iOS 15–18 (e.g. systemBlue (0, 122, 255) / (10, 132, 255)).
/// - The element colours (`label` … `link`): Apple documents no numbers
///   for them; these are the values UIKit resolves them to in light and
///   dark (`resolvedColor(with:)`, iOS 13–18), as tabulated in
///   https://noahgilmore.com/blog/dark-mode-uicolor-compatibility and
///   its ColorCompatibility library, alpha included (e.g. secondaryLabel
///   is (60, 60, 67) at 60 % in light, (235, 235, 245) at 60 % in dark).
public enum SemanticColors {
    /// Names as UIKit spells them, in the order the tables above list them.
    public static let names: [String] = table.map(\.name)

    /// The value of a semantic colour name (matched case-insensitively, as
    /// CSS names are) in an appearance; nil for any other text.
    public static func color(named name: String, appearance: Appearance) -> Color? {
        guard let pair = byLowercasedName[name.lowercased()] else { return nil }
        return appearance == .dark ? pair.dark : pair.light
    }

    private static let byLowercasedName: [String: (light: Color, dark: Color)] =
        Dictionary(uniqueKeysWithValues: table.map { ($0.name.lowercased(), ($0.light, $0.dark)) })

    /// 0xRRGGBB and an alpha, light then dark.
    private static let table: [(name: String, light: Color, dark: Color)] = [
        // Labels.
        entry("label", 0x000000, 1, 0xFFFFFF, 1),
        entry("secondaryLabel", 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        entry("tertiaryLabel", 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        entry("quaternaryLabel", 0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        entry("placeholderText", 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        entry("link", 0x007AFF, 1, 0x0984FF, 1),
        // Fills.
        entry("systemFill", 0x787880, 0.2, 0x787880, 0.36),
        entry("secondarySystemFill", 0x787880, 0.16, 0x787880, 0.32),
        entry("tertiarySystemFill", 0x767680, 0.12, 0x767680, 0.24),
        entry("quaternarySystemFill", 0x747480, 0.08, 0x767680, 0.18),
        // Backgrounds.
        entry("systemBackground", 0xFFFFFF, 1, 0x000000, 1),
        entry("secondarySystemBackground", 0xF2F2F7, 1, 0x1C1C1E, 1),
        entry("tertiarySystemBackground", 0xFFFFFF, 1, 0x2C2C2E, 1),
        entry("systemGroupedBackground", 0xF2F2F7, 1, 0x000000, 1),
        entry("secondarySystemGroupedBackground", 0xFFFFFF, 1, 0x1C1C1E, 1),
        entry("tertiarySystemGroupedBackground", 0xF2F2F7, 1, 0x2C2C2E, 1),
        // Separators.
        entry("separator", 0x3C3C43, 0.29, 0x545458, 0.6),
        entry("opaqueSeparator", 0xC6C6C8, 1, 0x38383A, 1),
        // Tints.
        entry("systemRed", 0xFF3B30, 1, 0xFF453A, 1),
        entry("systemOrange", 0xFF9500, 1, 0xFF9F0A, 1),
        entry("systemYellow", 0xFFCC00, 1, 0xFFD60A, 1),
        entry("systemGreen", 0x34C759, 1, 0x30D158, 1),
        entry("systemMint", 0x00C7BE, 1, 0x63E6E2, 1),
        entry("systemTeal", 0x30B0C7, 1, 0x40C8E0, 1),
        entry("systemCyan", 0x32ADE6, 1, 0x64D2FF, 1),
        entry("systemBlue", 0x007AFF, 1, 0x0A84FF, 1),
        entry("systemIndigo", 0x5856D6, 1, 0x5E5CE6, 1),
        entry("systemPurple", 0xAF52DE, 1, 0xBF5AF2, 1),
        entry("systemPink", 0xFF2D55, 1, 0xFF375F, 1),
        entry("systemBrown", 0xA2845E, 1, 0xAC8E68, 1),
        // Grays.
        entry("systemGray", 0x8E8E93, 1, 0x8E8E93, 1),
        entry("systemGray2", 0xAEAEB2, 1, 0x636366, 1),
        entry("systemGray3", 0xC7C7CC, 1, 0x48484A, 1),
        entry("systemGray4", 0xD1D1D6, 1, 0x3A3A3C, 1),
        entry("systemGray5", 0xE5E5EA, 1, 0x2C2C2E, 1),
        entry("systemGray6", 0xF2F2F7, 1, 0x1C1C1E, 1),
    ]

    private static func entry(_ name: String, _ light: UInt32, _ lightAlpha: Double,
                              _ dark: UInt32, _ darkAlpha: Double) -> (name: String, light: Color, dark: Color) {
        (name, rgb(light, lightAlpha), rgb(dark, darkAlpha))
    }

    private static func rgb(_ hex: UInt32, _ alpha: Double) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// Colours resolve reads: semantic names in an appearance.
extension Color {
    /// `parse`, with UIKit's semantic colour names read in `appearance`
    /// (resolve's colour parser: only resolve knows the appearance). A
    /// misspelt name gets the nearest CSS and semantic names.
    public static func parse(_ text: String, appearance: Appearance) throws -> Color {
        try parse(text, appearance: appearance, nearby: true)
    }

    /// `parse(_:appearance:)`; `nearby: false` skips the search for
    /// nearby names (a check whose message no one reads, or a message
    /// past the ones printed); `searches` counts the searches made.
    package static func parse(_ text: String, appearance: Appearance, nearby: Bool, searches: Tally? = nil) throws -> Color {
        if let color = hashHex(text) { return color }
        var trimmed = text.trimmingSpaces()
        // UIKit's spelling, as Layout reads it: `UIColor.red` is `red`.
        if trimmed.hasPrefix("UIColor."), trimmed.count > 8 {
            trimmed.removeFirst(8)
            return try parse(trimmed, appearance: appearance, nearby: nearby, searches: searches)
        }
        if let semantic = SemanticColors.color(named: trimmed, appearance: appearance) { return semantic }
        do {
            return try parseAny(text)
        } catch let error as ValueError {
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                  !trimmed.first!.isNumber, nearby else { throw error }
            searches?.add()
            let near = Nearby.names(to: trimmed, among: colourNameCandidates, limit: 3, maxDistance: max(2, trimmed.count / 3))
            guard !near.isEmpty else { throw error }
            throw ValueError("'\(trimmed)' is not a colour; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?")
        }
    }
}

/// Every colour name a misspelling is compared with, prepared once: 5,000
/// unknown colours cost 18 s of suggestions in a debug build when the list
/// was rebuilt and lowercased per message.
private let colourNameCandidates = Nearby.Candidates(SemanticColors.names + NamedColors.table.keys.sorted())
