import GravityValues
import GravityDocument
import GravityValues

/// The element table (SPEC §2.1): which names are built in, which UIKit
/// attributes are accepted and ignored, and "did you mean" for the rest.
extension Resolver {
    /// Attributes UIKit accepts that mean nothing in a static image.
    static let ignoredUIKitAttributes: Set<String> = [
        "action", "userInteractionEnabled", "isUserInteractionEnabled", "highlightColor", "disabledColor",
        "outlet", "target", "tag", "accessibilityLabel", "accessibilityIdentifier",
        "accessibilityHint", "accessibilityTraits", "isAccessibilityElement",
        // Layout's and Gravity's event and data-source bindings.
        "touchUpInside", "actionName", "delegate", "dataSource", "reuseIdentifier",
        // Text input behaviour (UITextField, UITextView, UISearchBar): the keyboard, not the look.
        "keyboardType", "returnKeyType", "keyboardAppearance", "autocapitalizationType", "autocorrectionType",
        "spellCheckingType", "smartQuotesType", "smartDashesType", "enablesReturnKeyAutomatically",
        "textContentType", "clearsOnBeginEditing", "clearButtonMode",
    ]

    /// Attributes the seed systems define that we do not draw, with why: a
    /// warning that says so (an error under `--strict`), never "unknown".
    static func unsupportedSeedAttribute(_ name: String) -> String? {
        let whole = "a whole transform value; write transform.rotation, transform.scale, transform.translation.x or .y"
        let wholeValues = ["transform": whole, "layer.transform": whole, "layer.affineTransform": whole]
        let prefixes: [(String, String)] = [
            ("layer.transform.", "3-D transform components; rotation, rotation.z, scale, scale.x, scale.y, translation.x and translation.y are drawn"),
            ("layer.", "Core Animation layer properties other than backgroundColor, cornerRadius, borderWidth, borderColor, opacity, masksToBounds, shadowColor, shadowOpacity, shadowOffset, shadowRadius and transform"),
            ("transform.", "3-D transform components; rotation, scale, scale.x, scale.y, translation.x and translation.y are drawn"),
            // UIKit properties Layout sets by name (its README: any property).
            ("contentHuggingPriority.", "Auto Layout priorities; use shrinks"),
            ("contentCompressionResistancePriority.", "Auto Layout priorities; use shrinks"),
            ("layoutMargins.", "layout margins; use padding"),
        ]
        if let reason = wholeValues[name] { return reason }
        if let (_, reason) = prefixes.first(where: { name.hasPrefix($0.0) }) { return reason }
        // Named in Layout's README (attributed strings, table views).
        let names: [String: String] = [
            "attributedText": "attributed strings; use text",
        ]
        return names[name]
    }

    /// Elements Layout's README uses that a static image cannot draw: an
    /// error that says so and what to write instead, never "unknown element
    /// … did you mean UIImageView". A component of that name still wins.
    /// (UIKit's controls, `UITextField` and `UITextView` among them, are
    /// drawn by GravityUIKit and registered by default.)
    static func unsupportedSeedElement(_ name: String) -> String? {
        // Table, collection and scroll views and view controllers are drawn (SPEC §14.2, Screens/).
        let reasons: [String: String] = [
            "UIControl": "controls; use a Z or a Button",
        ]
        return reasons[name]
    }

    /// The built-in kind a node names; nil for a component.
    static func kind(of node: Node) -> ElementKind? {
        if node.name == "UIStackView" {
            // UIKit's default axis is horizontal; a bad value is reported where `axis` is read.
            guard let axis = node.attribute("axis")?.value else { return .h }
            return (try? StackAxis.parse(axis)) == .vertical ? .v : .h
        }
        return ElementKind.aliases[node.name]
    }

    func unknownElementMessage(_ name: String, searched: [String]) -> String {
        let suggestions = Nearby.names(to: name, among: ElementKind.builtInNames, limit: 3)
        let folders = searched.isEmpty
            ? "no folder to search: the layout is not a file and no --components DIR was given"
            : "searched " + searched.map { "'\($0)'" }.joined(separator: ", ")
        return "unknown element <\(name)>: not a built-in element and no component \(name).xml was found (\(folders)); did you mean \(suggestions.joined(separator: ", "))?"
    }
}
