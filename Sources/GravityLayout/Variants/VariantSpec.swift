import GravityResolve
import GravityValues

extension VariantMatrix {
    /// Reads a spec: axes separated by `;`, each `axis=value,value,…`
    /// (`appearance=light,dark; contentSize=L,AX3; device=iPhone SE`).
    /// Spaces around names and values are ignored; values match without
    /// regard to case, device names also by their slug (`iphone-se`), and
    /// are kept as `devices` spells them.
    ///
    /// 1. Split into axes at `;` (empty pieces, as after a last `;`, are skipped).
    /// 2. Split each at its first `=` into an axis name and a value list.
    /// 3. Look the axis up (unknown: "did you mean"); an axis may appear once.
    /// 4. Split the list at `,`; an empty list or value is an error.
    /// 5. Look each value up among the axis' values (unknown: "did you mean").
    /// 6. Build the matrix, which checks repeats and the size limit.
    public static func parse(_ spec: String, devices: [String] = deviceNames) throws -> VariantMatrix {
        var lists: [Axis: [String]] = [:]
        for piece in spec.split(separator: ";", omittingEmptySubsequences: false).map(trimmed) where !piece.isEmpty {
            guard let equals = piece.firstIndex(of: "=") else {
                throw VariantSpecError("'\(piece)' is not axis=values (as in appearance=light,dark)")
            }
            let name = trimmed(piece[..<equals])
            guard let axis = Axis(rawValue: name) else {
                throw VariantSpecError("unknown variant axis '\(name)'" + suggestion(for: name, among: Axis.allCases.map(\.rawValue))
                                       + "; the axes are \(axisList)")
            }
            guard lists[axis] == nil else { throw VariantSpecError("the axis \(axis.rawValue) is listed twice") }
            let values = piece[piece.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            guard values.contains(where: { !$0.isEmpty }) else { throw VariantSpecError("\(axis.rawValue) has no values") }
            guard !values.contains(where: \.isEmpty) else { throw VariantSpecError("\(axis.rawValue) has an empty value (two commas, or one at an end)") }
            lists[axis] = try values.map { try canonical($0, of: axis, devices: devices) }
        }
        func list<Value>(_ axis: Axis, _ make: (String) -> Value?) -> [Value] { (lists[axis] ?? []).compactMap(make) }
        return try VariantMatrix(appearance: list(.appearance, Appearance.init(rawValue:)),
                                 contentSize: list(.contentSize, ContentSizeCategory.init(rawValue:)),
                                 direction: list(.direction, TextDirection.init(rawValue:)),
                                 device: list(.device) { $0 },
                                 orientation: list(.orientation, Orientation.init(rawValue:)),
                                 locale: list(.locale) { $0 },
                                 contrast: list(.contrast, Contrast.init(rawValue:)))
    }

    /// The device names a spec accepts by default: `Device.all`'s and
    /// their aliases (`iPhone SE`).
    public static var deviceNames: [String] { Device.all.map(\.name) + Device.aliases.map(\.alias) }

    /// The values an axis accepts, as specs and names spell them.
    public static func accepted(_ axis: Axis, devices: [String]) -> [String] {
        switch axis {
        case .appearance: Appearance.allCases.map(\.rawValue)
        case .contentSize: ContentSizeCategory.allCases.map(\.rawValue)
        case .direction: [TextDirection.ltr, .rtl].map(\.rawValue)
        case .device: devices
        case .orientation: [Orientation.portrait, .landscape].map(\.rawValue)
        case .locale: []
        case .contrast: Contrast.allCases.map(\.rawValue)
        }
    }

    /// The accepted spelling of `value`, or an error with the nearest ones.
    static func canonical(_ value: String, of axis: Axis, devices: [String]) throws -> String {
        if axis == .locale { return try localeTag(value) }
        let accepted = accepted(axis, devices: devices)
        let key = { (text: String) in axis == .device ? Variant.slug(text).lowercased() : text.lowercased() }
        if let match = accepted.first(where: { key($0) == key(value) }) { return match }
        let listed = axis == .device ? "" : "; \(axis.rawValue) is one of \(accepted.joined(separator: ", "))"
        throw VariantSpecError("unknown \(axis.rawValue) '\(value)'" + suggestion(for: value, among: accepted) + listed)
    }

    /// A locale as a language tag: a 2–3 letter language, then `-` or `_`
    /// and letters or digits (`en`, `ar`, `pt-BR`, `zh_Hant_TW`); it names
    /// `.lproj` folders and file names, so nothing else is let through.
    static func localeTag(_ value: String) throws -> String {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let language = parts[0]
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
            throw VariantSpecError("'\(value)' is not a locale (a language tag such as en, ar or pt-BR)")
        }
        return value
    }

    /// "; did you mean 'dark'?" for the nearest names, when any is near.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        let near = Nearby.names(to: name, among: candidates, limit: 3, maxDistance: max(2, name.count / 3))
        return near.isEmpty ? "" : "; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(characters[first...last])
    }
}

extension Variant {
    /// A variant from one value per axis, spelled as in a spec (the preview
    /// page's query: `appearance=dark&contentSize=AX3`); a bad value throws
    /// the spec's error.
    public init(values: [VariantMatrix.Axis: String], devices: [String] = VariantMatrix.deviceNames) throws {
        func value(_ axis: VariantMatrix.Axis) throws -> String? {
            try values[axis].map { try VariantMatrix.canonical($0, of: axis, devices: devices) }
        }
        self.init(appearance: try value(.appearance).flatMap(Appearance.init(rawValue:)),
                  contentSize: try value(.contentSize).flatMap(ContentSizeCategory.init(rawValue:)),
                  direction: try value(.direction).flatMap(TextDirection.init(rawValue:)),
                  device: try value(.device),
                  orientation: try value(.orientation).flatMap(Orientation.init(rawValue:)),
                  locale: try value(.locale),
                  contrast: try value(.contrast).flatMap(Contrast.init(rawValue:)))
    }
}
