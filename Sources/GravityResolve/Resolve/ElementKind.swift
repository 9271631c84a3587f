/// The built-in element types (SPEC §2.1).
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    case h = "H"
    case v = "V"
    case z = "Z"
    case label = "Label"
    case image = "Image"
    case button = "Button"
    case spacer = "Spacer"

    public var isStack: Bool { self == .h || self == .v }
    @inlinable public var isContainer: Bool { self == .h || self == .v || self == .z || self == .button }

    /// Canonical names and Gravity/UIKit aliases. `UIStackView` is resolved
    /// by its `axis` attribute, so it is handled by the resolver.
    public static let aliases: [String: ElementKind] = [
        "H": .h, "V": .v, "Z": .z, "View": .z, "UIView": .z,
        "Label": .label, "UILabel": .label, "Text": .label,
        "Image": .image, "UIImageView": .image, "UIImage": .image,
        "Button": .button, "UIButton": .button,
        "Spacer": .spacer,
    ]

    /// Every name a document may use for a built-in element.
    public static let builtInNames: [String] = Array(aliases.keys) + ["UIStackView"]
}
