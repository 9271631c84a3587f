import GravityValues

/// Every combination of a few values per variant axis: the CLI's
/// `--variants "appearance=light,dark; contentSize=L,AX3; direction=ltr,rtl;
/// device=iPhone SE,iPhone 15 Pro; orientation=portrait,landscape; locale=en,ar; contrast=normal,high"` and the
/// testing APIs' `variants:`.
///
/// An axis with no values is not part of the matrix: its variants leave it
/// unset (and their names leave it out). `variants` lists the combinations
/// with the first axis (appearance) changing slowest.
public struct VariantMatrix: Sendable, Hashable, CustomStringConvertible {
    /// The axes, in the fixed order of `variants` and of variant names.
    public enum Axis: String, CaseIterable, Sendable {
        /// One variant input each: `appearance` (``/GravityValues/Appearance``),
        /// `contentSize` (``/GravityValues/ContentSizeCategory``), `direction`
        /// (``/GravityValues/TextDirection``), `device` (a ``/GravityResolve/Device`` name) and
        /// `orientation` (``/GravityValues/Orientation``), `locale` (a
        /// language tag such as `ar` or `pt-BR`) and `contrast`
        /// (``/GravityValues/Contrast``); the raw value is the spec's name.
        case appearance, contentSize, direction, device, orientation, locale, contrast
    }

    /// The most combinations a matrix may have: 256 renders is already
    /// minutes of work and a contact sheet past any screen.
    public static let maxCombinations = 256

    /// The appearances to render, in order; empty when the axis is not in the matrix.
    public private(set) var appearance: [Appearance]
    /// The Dynamic Type sizes to render, in order; empty when the axis is not in the matrix.
    public private(set) var contentSize: [ContentSizeCategory]
    /// The root directions to render, in order; empty when the axis is not in the matrix.
    public private(set) var direction: [TextDirection]
    /// The device names to render, in order, as given (not checked against
    /// the device table here); empty when the axis is not in the matrix.
    public private(set) var device: [String]
    /// The orientations to render, in order; empty when the axis is not in the matrix.
    public private(set) var orientation: [Orientation]
    /// The locales to render, in order; empty when the axis is not in the matrix.
    public private(set) var locale: [String]
    /// The contrasts to render, in order; empty when the axis is not in the matrix.
    public private(set) var contrast: [Contrast]

    /// Throws a `VariantSpecError` when an axis repeats a value, every axis
    /// is empty, or there are more than `maxCombinations` combinations.
    /// Device names are checked by `parse(_:devices:)`, or by layout.
    public init(appearance: [Appearance] = [], contentSize: [ContentSizeCategory] = [], direction: [TextDirection] = [],
                device: [String] = [], orientation: [Orientation] = [], locale: [String] = [],
                contrast: [Contrast] = []) throws {
        self.appearance = appearance
        self.contentSize = contentSize
        self.direction = direction
        self.device = device
        self.orientation = orientation
        self.locale = locale
        self.contrast = contrast
        try check()
    }

    /// The axes with values, in order.
    public var axes: [Axis] { Axis.allCases.filter { !values(of: $0).isEmpty } }

    /// An axis' values as the spec spells them.
    public func values(of axis: Axis) -> [String] {
        switch axis {
        case .appearance: appearance.map(\.rawValue)
        case .contentSize: contentSize.map(\.rawValue)
        case .direction: direction.map(\.rawValue)
        case .device: device
        case .orientation: orientation.map(\.rawValue)
        case .locale: locale
        case .contrast: contrast.map(\.rawValue)
        }
    }

    /// How many variants: the product of the listed axes' sizes.
    public var count: Int { axes.reduce(1) { $0 * values(of: $1).count } }

    /// Every combination, the first axis changing slowest.
    public var variants: [Variant] {
        var result = [Variant()]
        func expand<Value>(_ values: [Value], _ set: (inout Variant, Value) -> Void) {
            guard !values.isEmpty else { return }
            result = result.flatMap { variant in values.map { value in var each = variant; set(&each, value); return each } }
        }
        expand(appearance) { $0.appearance = $1 }
        expand(contentSize) { $0.contentSize = $1 }
        expand(direction) { $0.direction = $1 }
        expand(device) { $0.device = $1 }
        expand(orientation) { $0.orientation = $1 }
        expand(locale) { $0.locale = $1 }
        expand(contrast) { $0.contrast = $1 }
        return result
    }

    /// The spec that parses back to this matrix.
    public var description: String {
        axes.map { "\($0.rawValue)=\(values(of: $0).joined(separator: ","))" }.joined(separator: "; ")
    }

    private func check() throws {
        guard !axes.isEmpty else { throw VariantSpecError("a variant matrix needs at least one axis with values (\(Self.axisList))") }
        for axis in axes {
            let values = values(of: axis)
            if let repeated = Self.firstRepeated(values.map { axis == .device ? Variant.slug($0).lowercased() : $0 }) {
                throw VariantSpecError("\(axis.rawValue) lists '\(values[repeated])' twice"
                                       + (axis == .device ? " (device names are compared as file names)" : ""))
            }
        }
        guard count <= Self.maxCombinations else {
            let sizes = axes.map { "\(values(of: $0).count) \($0.rawValue)" }.joined(separator: " × ")
            throw VariantSpecError("the matrix has \(count) combinations (\(sizes)), more than the limit of \(Self.maxCombinations); split it")
        }
    }

    private static func firstRepeated(_ values: [String]) -> Int? {
        var seen: Set<String> = []
        return values.firstIndex { !seen.insert($0).inserted }
    }

    static let axisList = Axis.allCases.map(\.rawValue).joined(separator: ", ")
}

/// A variant spec or matrix that cannot be used; the message says why and,
/// for a misspelling, what was meant. The CLI reports it as a usage error.
public struct VariantSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line ("unknown appearance 'drak'; did you mean 'dark'?").
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message itself, as the CLI prints it.
    public var description: String { message }
}
