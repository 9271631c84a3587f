/// Apple's font names (SPEC §14.3) — PostScript names (`HelveticaNeue-CondensedBlack`,
/// `SFProText-Semibold`, `.SFUI-Bold`) and family + style (`HelveticaNeue
/// CondensedBlack`, `Avenir Next Demi Bold`) — mapped to the closest bundled
/// face. Apple's fonts may not be redistributed, so a layout naming one is
/// drawn with a stand-in of the same kind (sans, serif, monospace) and the
/// weight and style its name says, and the render warns naming the
/// stand-in (an error under `--strict`). A face passed with `--fonts` whose
/// family or PostScript name is the one written wins: the table is only
/// asked when no face has that name. Names `FontAliases` covers
/// (Helvetica, Arial, Times, Courier, Menlo, SF Pro: metric-compatible or
/// the system font) stay silent, as before.
///
/// The table (normalised family → bundled family):
///
/// | Apple families | Bundled stand-in |
/// |---|---|
/// | Helvetica Neue, Helvetica, Arial (ArialMT), Verdana, Trebuchet MS, Tahoma | Liberation Sans |
/// | SF Pro / SF Pro Text / SF Pro Display / SF Pro Rounded, SF UI, SF Compact, `.SFUI-*`, `.SFNS-*`, Avenir, Avenir Next, Futura, Gill Sans, Optima, Kailasa, Chalkboard SE, Marker Felt, Noteworthy | Inter |
/// | Georgia, Times New Roman, Times, Palatino, Baskerville, Didot, Bodoni 72, Hoefler Text, Charter, Cochin, American Typewriter, Superclarendon, Iowan Old Style | Liberation Serif |
/// | Menlo, Monaco, SF Mono, Courier New, Courier | JetBrains Mono (Courier: Liberation Mono) |
///
/// Styles, in any order after the family: Thin 100, UltraLight/ExtraLight
/// 200, Light 300, Regular/Roman/Book 400, Medium 500, Semibold/DemiBold
/// 600, Bold 700, Heavy/ExtraBold 800, Black 900, Italic/Oblique;
/// Condensed/Compressed/Narrow and Expanded/Wide name a width (no bundled
/// face has one: the normal width stands in, and the warning says so).
enum AppleFonts {
    struct Substitute: Equatable {
        /// The bundled family drawn instead.
        var family: String
        /// From the name's style words; nil: the request's own.
        var weight: Int?
        var italic = false
        /// "condensed" or "expanded" when the name asks for a width.
        var width: String?
    }

    static let families: [(String, String)] = {
        let groups: [(String, [String])] = [
            ("Liberation Sans", ["Helvetica Neue", "Helvetica", "Arial", "ArialMT", "Verdana", "Trebuchet MS", "TrebuchetMS", "Tahoma"]),
            ("Inter", ["SF Pro Text", "SF Pro Display", "SF Pro Rounded", "SF Pro", "SF UI Text", "SF UI Display", "SF UI",
                       "SF Compact Text", "SF Compact Display", "SF Compact", "SFNS Text", "SFNS Display", "SFNS",
                       "System Font", "San Francisco", "Avenir Next", "Avenir", "Futura", "Gill Sans", "Optima", "Kailasa",
                       "Chalkboard SE", "Marker Felt", "Noteworthy"]),
            ("Liberation Serif", ["Georgia", "Times New Roman", "TimesNewRomanPS", "Times", "Palatino", "Baskerville", "Didot",
                                  "Bodoni 72", "Hoefler Text", "Charter", "Cochin", "American Typewriter", "Superclarendon",
                                  "Iowan Old Style"]),
            ("JetBrains Mono", ["Menlo", "Monaco", "SF Mono", "SFMono"]),
            ("Liberation Mono", ["Courier New", "CourierNewPS", "Courier"]),
        ]
        // Longest first, so `Avenir Next` is not read as `Avenir` + `Next`.
        return groups.flatMap { family, names in names.map { (normalizedFontName($0), family) } }
            .sorted { $0.0.count > $1.0.count }
    }()

    static let weights: [(String, Int)] = [
        ("ultralight", 200), ("extralight", 200), ("thin", 100), ("light", 300), ("regular", 400), ("roman", 400),
        ("book", 400), ("normal", 400), ("medium", 500), ("semibold", 600), ("demibold", 600), ("demi", 600),
        ("extrabold", 800), ("ultrabold", 800), ("heavy", 800), ("bold", 700), ("black", 900),
    ]
    static let widths: [(String, String)] = [
        ("condensed", "condensed"), ("compressed", "condensed"), ("narrow", "condensed"),
        ("expanded", "expanded"), ("wide", "expanded"),
    ]

    /// The stand-in for an Apple font name, or nil when it is not one.
    static func substitute(for name: String) -> Substitute? {
        var key = normalizedFontName(name)
        if key.hasPrefix(".") { key.removeFirst() }  // .SFUI-Semibold, .SFNSText
        guard let (prefix, family) = families.first(where: { key.hasPrefix($0.0) }) else { return nil }
        var rest = Substring(key.dropFirst(prefix.count))
        var result = Substitute(family: family)
        // Style words, in any order (`CondensedBlack`, `BoldItalic`, `MT`).
        while !rest.isEmpty {
            if let (word, weight) = weights.first(where: { rest.hasPrefix($0.0) }) {
                result.weight = max(result.weight ?? 0, weight)
                rest = rest.dropFirst(word.count)
            } else if let (word, width) = widths.first(where: { rest.hasPrefix($0.0) }) {
                result.width = width
                rest = rest.dropFirst(word.count)
            } else if let word = ["italic", "oblique", "it"].first(where: { rest.hasPrefix($0) }) {
                result.italic = true
                rest = rest.dropFirst(word.count)
            } else if let word = ["text", "display", "mt", "ps", "pro", "ui"].first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(word.count)
            } else {
                return nil
            }
        }
        return result
    }
}
