/// A face's width class, as OpenType's OS/2 `usWidthClass` groups it:
/// 1–4 condensed (ultra- to semi-condensed), 5 normal, 6–9 expanded.
public enum FontWidth: String, Hashable, Sendable {
    /// The three groups, as a font string spells the two that are written.
    case condensed, normal, expanded

    /// The group of an OS/2 width class (1…9; anything else is normal).
    public init(widthClass: Int) {
        self = (1...4).contains(widthClass) ? .condensed : (6...9).contains(widthClass) ? .expanded : .normal
    }
}

/// A font string as written (`font="System Semibold 16"`), with every part
/// optional: missing parts inherit from the parent's font (SPEC §2.6).
public struct FontDescriptor: Hashable, Sendable {
    /// A font size as written: points, or a scale of the inherited size.
    public enum Size: Hashable, Sendable {
        /// Points (`17`).
        case points(Double)
        /// `150%` scales the inherited size (1.5).
        case scale(Double)
    }

    /// A family (`EB Garamond`, `System`); nil: inherited.
    public var family: String?
    /// Points or a percentage; nil: inherited.
    public var size: Size?
    /// CSS weight, 100…900.
    public var weight: Int?
    /// `italic` or `regular` written; nil: inherited.
    public var italic: Bool?
    /// `monospace` written: the bundled monospaced family.
    public var monospace: Bool
    /// `condensed` or `expanded` written; nil: inherited.
    public var width: FontWidth?
    /// An iOS text style (`body`, `headline`, …): its size and weight, which
    /// the string's own size, `%` and weight words then change.
    public var textStyle: TextStyle?
    /// `scaled`: the point size follows Dynamic Type as `UIFontMetrics`
    /// scales a custom font, relative to `textStyle` (body when none):
    /// `Inter 15 scaled` is 15 at Large and 15 × 40 / 17 at AX3.
    public var scaled: Bool

    /// A descriptor with the parts given; nil ones inherit.
    public init(family: String? = nil, size: Size? = nil, weight: Int? = nil, italic: Bool? = nil,
                monospace: Bool = false, textStyle: TextStyle? = nil, scaled: Bool = false) {
        self.scaled = scaled
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospace = monospace
        self.textStyle = textStyle
    }

    /// Weight words as UIKit orders them (ultralight is lighter than thin),
    /// on the CSS 100…900 scale.
    public static let weightNames: [String: Int] = [
        "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// Largest font size a label accepts, in points; beyond it rasterising
    /// is absurd. (`gravity metrics` is arithmetic and takes any size.)
    public static let maxSize = 2048.0

    /// Parses a font string (SPEC §2.6): Gravity's `System Semibold 16`,
    /// Layout's `Courier bold 30` and `helvetica body bold 120%`, quoted
    /// names, `italic`, `monospace`, `150%`, iOS text styles.
    public static func parse(_ text: String) throws -> FontDescriptor {
        try parse(text, maxSize: maxSize)
    }

    /// `maxSize` bounds the size (points); `.infinity` for any finite size.
    public static func parse(_ text: String, maxSize: Double) throws -> FontDescriptor {
        var descriptor = FontDescriptor()
        var familyWords: [String] = []
        var numbers: [String] = []
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw ValueError("font is empty; write e.g. 'System 17' or 'bold'") }
        for token in tokens {
            if token.quoted {
                guard !token.text.trimmingSpaces().isEmpty else {
                    throw ValueError("font '\(text)' has an empty quoted family name")
                }
                familyWords.append(contentsOf: numbers)
                numbers.removeAll()
                familyWords.append(token.text)
                continue
            }
            let lower = token.text.lowercased()
            // Layout's `UIFont` names: `systemBold`, `systemItalic`, and `system` in any case.
            if lower == "system" {
                familyWords.append(FontRequest.systemFamily)
                continue
            }
            if lower == "systembold" || lower == "systemitalic" {
                familyWords.append(FontRequest.systemFamily)
                if lower == "systembold" { descriptor.weight = weightNames["bold"] } else { descriptor.italic = true }
                continue
            }
            if let weight = weightNames[lower] {
                if let previous = descriptor.weight, previous != weight {
                    throw ValueError("font '\(text)' sets the weight twice")
                }
                descriptor.weight = weight
            } else if lower == "italic" {
                descriptor.italic = true
            } else if lower == "monospace" {
                descriptor.monospace = true
            } else if lower == "scaled" {
                descriptor.scaled = true
            } else if let style = TextStyle.named(lower) {
                if let previous = descriptor.textStyle, previous != style {
                    throw ValueError("font '\(text)' names two text styles ('\(previous.rawValue)' and '\(style.rawValue)')")
                }
                descriptor.textStyle = style
            } else if lower == "condensed" || lower == "expanded" {
                // Matched against the faces' OS/2 width class when drawn
                // (an error there when the family has no such face).
                descriptor.width = lower == "condensed" ? .condensed : .expanded
            } else if lower.hasSuffix("%") {
                guard let scale = parseFiniteNumber(String(lower.dropLast())) else {
                    throw ValueError("font scale '\(token.text)' is not a number followed by %")
                }
                guard scale > 0 else { throw ValueError("font scale '\(token.text)' must be positive") }
                descriptor.size = .scale(scale / 100)
            } else if parseFiniteNumber(lower) != nil {
                numbers.append(token.text)
            } else if lower.first?.isNumber == true, lower.allSatisfy({ $0.isNumber || "+-.e".contains($0) }) {
                throw ValueError("font size '\(token.text)' is not a finite number")
            } else {
                familyWords.append(contentsOf: numbers)
                numbers.removeAll()
                familyWords.append(token.text)
            }
        }
        // The last number is the size; earlier ones belong to the family
        // name (`EB Garamond 12 40`).
        if let last = numbers.popLast() {
            familyWords.append(contentsOf: numbers)
            let size = parseFiniteNumber(last)!
            guard size > 0, size <= maxSize else {
                let range = maxSize.isFinite ? "more than 0, at most \(Int(maxSize))" : "more than 0"
                throw ValueError("font size \(last) is out of range (\(range))")
            }
            descriptor.size = .points(size)
        }
        if !familyWords.isEmpty { descriptor.family = familyWords.joined(separator: " ") }
        if descriptor.scaled, !(descriptor.size.map { if case .points = $0 { true } else { false } } ?? false) {
            throw ValueError("font '\(text)': 'scaled' scales a point size with Dynamic Type; write e.g. 'Inter 15 scaled' or 'Inter 15 scaled headline'")
        }
        return descriptor
    }

    static func tokenize(_ text: String) throws -> [(text: String, quoted: Bool)] {
        try asciiTokenize(text) ?? unicodeTokenize(text)
    }

    /// `tokenize` of an ASCII string, a byte at a time; nil for any other.
    /// Every token is a run of the bytes (there are no escapes), so only
    /// where each starts is kept. Character iteration with a Unicode
    /// whitespace test cost 12 k instructions a font string.
    static func asciiTokenize(_ text: String) throws -> [(text: String, quoted: Bool)]? {
        try text.withASCIIBytes { bytes in
            var tokens: [(text: String, quoted: Bool)] = []
            var start = 0
            var quote: UInt8?
            for (index, byte) in bytes.enumerated() {
                func token() -> String { String(decoding: bytes[start..<index], as: UTF8.self) }
                if let open = quote {
                    guard byte == open else { continue }
                    tokens.append((token(), true))
                    quote = nil
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    if start < index { tokens.append((token(), false)) }
                    quote = byte
                } else if byte.isASCIIWhitespace {
                    if start < index { tokens.append((token(), false)) }
                } else {
                    continue
                }
                start = index + 1
            }
            if quote != nil { throw ValueError("font '\(text)' has an unclosed quote") }
            if start < bytes.count { tokens.append((String(decoding: bytes[start...], as: UTF8.self), false)) }
            return tokens
        }
    }

    /// `tokenize` of any string, a Character at a time.
    static func unicodeTokenize(_ text: String) throws -> [(text: String, quoted: Bool)] {
        var tokens: [(String, Bool)] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open {
                    tokens.append((current, true))
                    current = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                if !current.isEmpty { tokens.append((current, false)); current = "" }
                quote = character
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append((current, false)); current = "" }
            } else {
                current.append(character)
            }
        }
        if quote != nil { throw ValueError("font '\(text)' has an unclosed quote") }
        if !current.isEmpty { tokens.append((current, false)) }
        return tokens
    }

    /// Completes this descriptor from the parent's resolved font, text
    /// styles taking their size at `contentSize`.
    public func resolved(inheriting parent: FontRequest, contentSize: ContentSizeCategory = .large) -> FontRequest {
        var request = parent
        if monospace {
            request.family = FontRequest.monospaceFamily
        }
        if let family { request.family = family }
        if let textStyle {
            request.size = textStyle.size(at: contentSize)
            request.weight = textStyle.weight
        }
        switch size {
        case .points(let points) where scaled:
            let style = textStyle ?? .body
            request.size = min(FontDescriptor.maxSize, points * style.size(at: contentSize) / style.size)
        case .points(let points): request.size = points
        // With a text style, `120%` scales the style's size (Layout's rule).
        case .scale(let scale): request.size = min(FontDescriptor.maxSize, request.size * scale)
        case nil: break
        }
        if let weight { request.weight = weight }
        if let italic { request.italic = italic }
        if let width { request.width = width }
        return request
    }
}

/// A fully resolved font request: what the text measurer is asked for.
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    /// The family name as written (`System`, `EB Garamond`, …).
    public var family: String
    /// Points.
    public var size: Double
    /// CSS weight, 100…900.
    public var weight: Int
    /// Italic (or oblique) asked for.
    public var italic: Bool
    /// Condensed or expanded asked for (`normal` unless written).
    public var width: FontWidth = .normal

    /// The family name that means the bundled UI face.
    public static let systemFamily = "System"
    /// The family name that means the bundled monospaced face.
    public static let monospaceFamily = "monospace"
    /// `System 17`, UIKit's default label font.
    public static let `default` = FontRequest(family: systemFamily, size: 17, weight: 400, italic: false)

    /// A fully resolved request.
    public init(family: String, size: Double, weight: Int, italic: Bool) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// `Family Weight Size` with `italic` when set (`System Semibold 16`).
    public var description: String {
        let weightName = FontDescriptor.weightNames.first { $0.value == weight }?.key ?? "\(weight)"
        return "\(family) \(weightName)\(italic ? " italic" : "")\(width == .normal ? "" : " " + width.rawValue) \(formatNumber(size))"
    }
}
