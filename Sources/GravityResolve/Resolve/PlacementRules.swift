import Foundation
import GravityDocument
import GravityValues

/// Which seed's rules place and size views (SPEC §14.1): one engine, two
/// rule sets, decided once per document and carried down the resolver.
public enum PlacementRules: Hashable, Sendable {
    /// Gravity's: children placed by (inherited) gravity, views sized to their content.
    case gravity
    /// Layout's (`LayoutNode`): a view without `left`/`top` at its parent's
    /// origin, a view without intrinsic size and without `width`/`height`
    /// 100% of its parent (`auto` hugs its children). `legacy` is
    /// `LayoutNode.useLegacyLayoutMode`: `right`/`bottom` are edge
    /// coordinates (true, Layout's default) or insets from the parent's edges.
    case layout(legacy: Bool)

    /// The rule set a user names (`--dialect`, `LayoutOptions.dialect`).
    public enum Dialect: String, Hashable, Sendable, CaseIterable {
        /// Gravity's rules, or Layout's.
        case gravity, layout
    }

    /// Layout's rules, in either mode.
    public var isLayout: Bool { if case .layout = self { true } else { false } }

    /// Layout's rules with `right`/`bottom` as edge coordinates.
    public var isLegacyLayout: Bool { self == .layout(legacy: true) }

    /// The name `frames` and `check` print: `gravity`, `layout` or `layout (legacy right/bottom)`.
    public var name: String {
        switch self {
        case .gravity: "gravity"
        case .layout(legacy: true): "layout (legacy right/bottom)"
        case .layout(legacy: false): "layout"
        }
    }

    /// The rules for `root`: `dialect` when given, else ``detect(_:)``'s.
    public static func decide(_ root: Node, dialect: Dialect?, useLegacyLayoutMode: Bool) -> PlacementRules {
        switch dialect ?? detect(root) {
        case .gravity: .gravity
        case .layout: .layout(legacy: useLegacyLayoutMode)
        }
    }

    /// The documented rule (Decisions.md, "Which rules a document is read by"):
    /// 1. A view-controller root (`UIViewController`, an app's `…Controller`) is Layout.
    /// 2. A root named by Gravity's own vocabulary (`H`, `V`, `Z`, `View`,
    ///    `Label`, `Text`, `Image`, `Button`, `Spacer`) is Gravity, whatever
    ///    Layout syntax it borrows (macros, templates).
    /// 3. Otherwise Layout-only syntax anywhere in the file makes it Layout:
    ///    a frame expression attribute (`left`, `top`, `right`, `bottom`,
    ///    `center.x`, `center.y`, `leading`, `trailing`), `<macro>`, `<param>`,
    ///    `template=` naming a file, `xml=`, or `strings.` in a value.
    /// 4. Anything else is Gravity.
    public static func detect(_ root: Node) -> Dialect {
        if isViewController(root.name) { return .layout }
        if gravityRootNames.contains(root.name) { return .gravity }
        return usesLayoutSyntax(root) ? .layout : .gravity
    }

    /// Whether a Layout root has frame expressions of its own: a position,
    /// or a `width`/`height` that is an expression (`100% - 40`).
    public static func placesItself(_ root: Node) -> Bool {
        return root.attributes.contains { attribute in
            if frameAttributes.contains(attribute.name) || attribute.name == "centerX" || attribute.name == "centerY" { return true }
            guard attribute.name == "width" || attribute.name == "height" else { return false }
            let value = attribute.value.trimmingCharacters(in: .whitespaces)
            return !value.isEmpty && (try? SizeValue.parse(value)) == nil && !value.hasPrefix("{")
        }
    }

    static let gravityRootNames: Set<String> = ["H", "V", "Z", "View", "Label", "Text", "Image", "Button", "Spacer"]
    static let frameAttributes: Set<String> = ["left", "top", "right", "bottom", "center.x", "center.y", "leading", "trailing"]

    static func isViewController(_ name: String) -> Bool {
        // UIKit's (`UIViewController`) and an app's own (`BoxesViewController`, SPEC §2.1).
        name.hasSuffix("Controller")
    }

    /// Step 3, depth first without recursion (documents may be deep).
    static func usesLayoutSyntax(_ root: Node) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            if node.name == "macro" || node.name == "param" { return true }
            for attribute in node.attributes {
                if frameAttributes.contains(attribute.name) || attribute.name == "xml" { return true }
                if attribute.name == "template", !["true", "false"].contains(attribute.value.lowercased()) { return true }
                if attribute.value.contains("strings.") { return true }
            }
            for child in node.children {
                switch child {
                case .element(let element): pending.append(element)
                case .text(let text, _): if text.contains("{strings.") { return true }
                }
            }
        }
        return false
    }
}
