/// Text from a file or from data (an output path named after a data file,
/// a style's name) printed to a terminal: control characters, which could
/// move the cursor or recolour it, as their visible symbols (as in quoted
/// source lines), and bidi overrides and isolates, which could make a path
/// read backwards, as U+FFFD.
public enum TerminalText {
    /// `text` safe to print: control characters as their visible symbols, bidi controls as U+FFFD; unchanged when it has none.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || isBidiControl($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.unicodeScalars.append("\u{2421}")
            case 0x80..<0xA0: result.unicodeScalars.append("\u{FFFD}")
            case _ where isBidiControl(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// LRE RLE PDF LRO RLO and LRI RLI FSI PDI.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
