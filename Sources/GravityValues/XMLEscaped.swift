/// `text` as XML or HTML character data or a double-quoted attribute value:
/// `&`, `<`, `>` and `"` as entities. For every document this package
/// writes by hand: SVG, the contact sheet's layout, the preview page, the
/// snapshot failure report.
package func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
