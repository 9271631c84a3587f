/// The built-in element types (SPEC §2.1).
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    /// A horizontal stack.
    case h = "H"
    /// A vertical stack.
    case v = "V"
    /// A layer: children placed by their own gravity or by relations.
    case z = "Z"
    /// Text.
    case label = "Label"
    /// A PNG picture.
    case image = "Image"
    /// A layer with a title.
    case button = "Button"
    /// Fixed or flexible space in a stack.
    case spacer = "Spacer"

    /// `H` or `V`: lays children out along an axis.
    public var isStack: Bool { self == .h || self == .v }
    /// Holds children: stacks, layers and buttons.
    @inlinable public var isContainer: Bool { self == .h || self == .v || self == .z || self == .button }

    /// Canonical names and Gravity/UIKit aliases. `UIStackView` is resolved
    /// by its `axis` attribute, so it is handled by the resolver.
    public static let aliases: [String: ElementKind] = [
        "H": .h, "V": .v, "Z": .z, "View": .z, "UIView": .z,
        "Label": .label, "UILabel": .label, "Text": .label,
        "Image": .image, "UIImageView": .image, "UIImage": .image,
        "Button": .button,
        "Spacer": .spacer,
    ]

    /// Every name a document may use for a built-in element.
    public static let builtInNames: [String] = Array(aliases.keys) + ["UIStackView"]
}
