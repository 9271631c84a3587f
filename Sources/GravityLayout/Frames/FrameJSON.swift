import GravityResolve
import GravityValues

/// The `gravity frames` JSON (SPEC §4), written by hand so keys keep the
/// documented order and numbers print without noise (59.5, not 59.500001).
public enum FrameJSON {
    /// The JSON text `gravity frames` prints for `result`, ending in a newline; the same input gives the same bytes.
    public static func encode(_ result: SolvedLayout) -> String {
        var out = "{\n"
        out += "  \"canvas\": {\"width\": \(number(result.canvas.width)), \"height\": \(number(result.canvas.height)), \"scale\": \(number(result.canvas.scale))},\n"
        // Layout's rules are named; Gravity's, the default, are not (its frames keep their bytes).
        if result.rules != .gravity { out += "  \"rules\": \(string(result.rules.name)),\n" }
        out += "  \"root\": "
        write(result.root, indent: 2, into: &out)
        out += "\n}\n"
        return out
    }

    private static func write(_ frame: Frame, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent + 2)
        out += "{\n"
        out += pad + "\"element\": \(string(frame.elementName)), \"id\": \(frame.id.map(string) ?? "null"), "
        if let component = frame.component { out += "\"component\": \(string(component)), " }
        out += "\"x\": \(number(frame.rect.x)), \"y\": \(number(frame.rect.y)), "
        out += "\"width\": \(number(frame.rect.width)), \"height\": \(number(frame.rect.height)),\n"
        // The frame above is untransformed, as UIKit's `bounds` and `center` are.
        let transform = frame.appearance.transform
        if !transform.isIdentity {
            out += pad + "\"transform\": {\"rotation\": \(number(transform.rotation)), "
            out += "\"scaleX\": \(number(transform.scaleX)), \"scaleY\": \(number(transform.scaleY)), "
            out += "\"translationX\": \(number(transform.translationX)), \"translationY\": \(number(transform.translationY))},\n"
        }
        if let state = frame.custom?.frameState, !state.isEmpty {
            out += pad + "\"state\": {" + state.map { string($0.name) + ": " + value($0.value) }.joined(separator: ", ") + "},\n"
        }
        if let text = frame.text {
            out += pad + "\"text\": {\"content\": \(string(text.content)), \"font\": \(string(text.layout.fontName)), "
            out += "\"lines\": \(text.layout.lines.count), \"baseline\": \(number(text.baseline)), "
            out += "\"lastBaseline\": \(number(text.lastBaseline)), \"capTop\": \(number(text.capTop)), "
            out += "\"xTop\": \(number(text.xTop)), \"lineTexts\": ["
            // One line of JSON per line of text, so a golden's diff shows where wrapping moved.
            for (index, line) in text.layout.lines.enumerated() {
                let baseline = index < text.lineBaselines.count ? text.lineBaselines[index] : text.lastBaseline
                out += (index == 0 ? "\n" : ",\n") + pad + "  {\"text\": \(string(line.text)), \"baseline\": \(number(baseline))}"
            }
            out += text.layout.lines.isEmpty ? "]},\n" : "\n" + pad + "]},\n"
        }
        if frame.children.isEmpty {
            out += pad + "\"children\": []\n"
        } else {
            out += pad + "\"children\": [\n"
            for (index, child) in frame.children.enumerated() {
                out += pad + "  "
                write(child, indent: indent + 4, into: &out)
                out += index == frame.children.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]\n"
        }
        out += String(repeating: " ", count: indent) + "}"
    }

    static func number(_ value: Double) -> String { jsonNumber(value) }

    private static func value(_ value: FrameStateEntry.Value) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let amount): return number(amount)
        case .text(let text): return string(text)
        }
    }

    static func string(_ text: String) -> String { jsonString(text) }
}
