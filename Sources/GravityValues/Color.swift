/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// 0…1.
    public var red: Double
    /// 0…1.
    public var green: Double
    /// 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from sRGB components 0…1; opaque unless `alpha` is given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black: the default foreground.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white: the default background of renders.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// 8-bit components, rounded.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#rrggbbaa`, lower-case hex (the form `gravity frames` prints).
    public var description: String {
        let (r, g, b, a) = rgba8
        let hex = [r, g, b, a].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return "#" + hex
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (the `#` optional, as in
    /// Gravity), `rgb(r,g,b)`, `rgba(r,g,b,a)`, CSS named colours and `clear`.
    public static func parse(_ text: String) throws -> Color {
        try hashHex(text) ?? parseAny(text)
    }

    /// `#` and 3, 4, 6 or 8 hex digits, nothing around them (how colours are
    /// usually written), read byte-wise: nil for anything else, which
    /// `parseAny` reads. The same arithmetic as there, so the same colour;
    /// trimming, lowercasing and the names table cost 9 k instructions a colour.
    package static func hashHex(_ text: String) -> Color? {
        // Channel by channel from the bytes, without an array of digits: in
        // a debug build (`swift test`'s) that array and the slice iteration
        // cost 22 k instructions a colour.
        let color = text.utf8.withContiguousStorageIfAvailable { bytes -> Color? in
            let count = bytes.count
            guard count == 4 || count == 5 || count == 7 || count == 9, bytes[0] == UInt8(ascii: "#") else { return nil }
            let short = count <= 5
            func channel(_ index: Int) -> Double? {
                if short {
                    guard let digit = hexDigit(bytes[1 + index]) else { return nil }
                    return digit * 17 / 255
                }
                guard let high = hexDigit(bytes[1 + 2 * index]), let low = hexDigit(bytes[2 + 2 * index]) else { return nil }
                return (high * 16 + low) / 255
            }
            guard let red = channel(0), let green = channel(1), let blue = channel(2),
                  let alpha = count == 5 || count == 9 ? channel(3) : 1 else { return nil }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return color ?? nil
    }

    private static func hexDigit(_ byte: UInt8) -> Double? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Double(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Double(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Double(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The colour of 3, 4, 6 or 8 hex digit values.
    private static func color(hexDigits digits: [Double]) -> Color {
        if digits.count <= 4 {
            let c = digits.map { $0 * 17 / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: digits.count == 4 ? c[3] : 1)
        }
        var bytes: [Double] = []
        for i in stride(from: 0, to: digits.count, by: 2) { bytes.append((digits[i] * 16 + digits[i + 1]) / 255) }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// Any colour `parse` reads, a Character at a time.
    package static func parseAny(_ text: String) throws -> Color {
        let trimmed = text.trimmingSpaces()
        let lower = trimmed.lowercased()
        if let named = NamedColors.table[lower] {
            return named
        }
        if lower.hasPrefix("rgb") {
            return try parseFunction(lower, original: trimmed)
        }
        let hex = lower.hasPrefix("#") ? String(lower.dropFirst()) : lower
        // ASCII digits only: isHexDigit also takes fullwidth ones, which
        // Int(_:radix:) refuses (a crash here before).
        guard [3, 4, 6, 8].contains(hex.count), hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            throw ValueError("'\(trimmed)' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name)")
        }
        return color(hexDigits: hex.map { Double(Int(String($0), radix: 16)!) })
    }

    private static func parseFunction(_ lower: String, original: String) throws -> Color {
        let isRGBA = lower.hasPrefix("rgba(")
        guard (isRGBA || lower.hasPrefix("rgb(")), lower.hasSuffix(")") else {
            throw ValueError("'\(original)' is not a colour (write rgb(r, g, b) or rgba(r, g, b, a))")
        }
        let inner = lower.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        guard parts.count == (isRGBA ? 4 : 3) else {
            throw ValueError("'\(original)' needs \(isRGBA ? 4 : 3) components")
        }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = parseFiniteNumber(part), value >= 0, value <= 255 else {
                throw ValueError("'\(part.trimmingSpaces())' in '\(original)' is not a colour channel from 0 to 255")
            }
            channels.append(value / 255)
        }
        var alpha = 1.0
        if isRGBA {
            guard let value = parseFiniteNumber(parts[3]), value >= 0, value <= 1 else {
                throw ValueError("'\(parts[3].trimmingSpaces())' in '\(original)' is not an alpha from 0 to 1")
            }
            alpha = value
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
