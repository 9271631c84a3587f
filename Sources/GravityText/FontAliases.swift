/// Apple platform family names the seeds' layouts use, mapped to bundled
/// faces with the same metrics where one exists (Liberation is metric-
/// compatible with Arial/Helvetica, Times New Roman and Courier New).
/// A family actually present in the library wins over its alias, so a real
/// Helvetica passed with `--fonts` is used as itself.
enum FontAliases {
    /// Normalised name (case, spaces, `-` and `_` ignored) → bundled family.
    static let families: [String: String] = {
        let groups: [(String, [String])] = [
            ("Liberation Sans", ["Helvetica", "Helvetica Neue", "Arial"]),
            ("Liberation Serif", ["Times", "Times New Roman"]),
            ("Liberation Mono", ["Courier", "Courier New"]),
            ("JetBrains Mono", ["Menlo", "Monaco", "SF Mono"]),
            ("Inter", ["San Francisco", "SF Pro", "SF Pro Text", "SF Pro Display", "SF UI Text", "SF UI Display"]),
        ]
        var table: [String: String] = [:]
        for (family, names) in groups {
            for name in names { table[normalizedFontName(name)] = family }
        }
        return table
    }()

    /// The bundled family `name` stands for, if it is an alias. `.SFUI…`
    /// and `.SFNS…` (the private names UIKit's system font reports) are Inter.
    static func family(for name: String) -> String? {
        let normalized = normalizedFontName(name)
        if normalized.hasPrefix(".sfui") || normalized.hasPrefix(".sfns") { return "Inter" }
        return families[normalized]
    }
}
