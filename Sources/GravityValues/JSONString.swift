/// A JSON string literal (quotes and escapes), for every JSON this package
/// writes by hand: frames, metrics, reports.
public func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let s where s.value < 0x20:
            let hex = String(s.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// A number as frames JSON and messages write it: rounded to 1/1000 point; a
/// non-finite number (which layout never hands on: `FiniteFrames`) is JSON's
/// null, never `inf`.
public func jsonNumber(_ value: Double) -> String { value.isFinite ? formatNumber(value, decimals: 3) : "null" }
