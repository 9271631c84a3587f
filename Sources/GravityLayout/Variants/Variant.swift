import GravityResolve
import GravityValues

/// One combination of the variant inputs (appearance, Dynamic Type size,
/// direction, device, orientation): the axes it sets override the
/// `LayoutOptions` it is applied to; the axes it leaves nil keep theirs.
///
/// Its `name` is what the CLI's `--variants` files and the testing APIs'
/// goldens are called after (see `Variant.name`).
public struct Variant: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark; nil keeps the options' appearance.
    public var appearance: Appearance?
    /// The Dynamic Type size; nil keeps the options' size.
    public var contentSize: ContentSizeCategory?
    /// The direction the root inherits; nil keeps the options' direction.
    public var direction: TextDirection?
    /// A device table name (`iPhone 15 Pro`), as ``/GravityResolve/Device/named(_:)``
    /// matches it; nil keeps the options' device.
    public var device: String?
    /// Portrait or landscape; nil keeps the options' orientation.
    public var orientation: Orientation?
    /// The locale (`--locale`: its `.lproj` strings and plural rules, and
    /// right to left for Arabic, Hebrew, …); nil keeps the options' locale.
    public var locale: String?
    /// Normal or high contrast; nil keeps the options' contrast.
    public var contrast: Contrast?

    /// A variant setting the axes given; every axis left out (nil) is not
    /// set, so `Variant()` changes nothing and is named `""`.
    public init(appearance: Appearance? = nil, contentSize: ContentSizeCategory? = nil, direction: TextDirection? = nil,
                device: String? = nil, orientation: Orientation? = nil, locale: String? = nil, contrast: Contrast? = nil) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.direction = direction
        self.device = device
        self.orientation = orientation
        self.locale = locale
        self.contrast = contrast
    }

    /// Sets the axes this variant names; the others keep their values.
    public func apply(to options: inout LayoutOptions) {
        if let appearance { options.appearance = appearance }
        if let contentSize { options.contentSize = contentSize }
        if let direction { options.direction = direction }
        if let device { options.device = device }
        if let orientation { options.orientation = orientation }
        if let locale { options.locale = locale }
        if let contrast { options.contrast = contrast }
    }

    /// The scale a render of this variant uses: `given` (an explicit
    /// `--scale` or `scale:`), else its device's, else 1; as
    /// `gravity render --device` does.
    public func scale(given: Double?) -> Double {
        given ?? device.flatMap(Device.named)?.scale ?? 1
    }

    /// `options` with this variant applied.
    public func applied(to options: LayoutOptions) -> LayoutOptions {
        var options = options
        apply(to: &options)
        return options
    }

    /// The values of the axes it sets, in the fixed axis order
    /// appearance, contentSize, direction, device, orientation, locale,
    /// contrast, each as the spec spells it (the device name slugged,
    /// contrast as `high-contrast`/`normal-contrast`), joined by dots:
    /// `dark.AX3.rtl.iPhone-SE.landscape.ar.high-contrast`. Empty when no axis is set.
    public var name: String {
        var parts: [String] = []
        if let appearance { parts.append(appearance.rawValue) }
        if let contentSize { parts.append(contentSize.rawValue) }
        if let direction { parts.append(direction.rawValue) }
        if let device { parts.append(Self.slug(device)) }
        if let orientation { parts.append(orientation.rawValue) }
        if let locale { parts.append(locale) }
        if let contrast { parts.append(contrast.rawValue + "-contrast") }
        return parts.joined(separator: ".")
    }

    /// A file stem for `base` in this variant: `Settings.dark.AX3`, or
    /// `base` itself when no axis is set (the single render's name).
    public func fileStem(_ base: String) -> String {
        let name = self.name
        return name.isEmpty ? base : base + "." + name
    }

    /// The variant's ``name``, or `(no variant)` when it sets no axis (for messages).
    public var description: String { name.isEmpty ? "(no variant)" : name }

    /// A device name as a file-name part: each run of characters other than
    /// ASCII letters and digits becomes one `-`, none at the ends
    /// (`iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`).
    public static func slug(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug
    }
}
