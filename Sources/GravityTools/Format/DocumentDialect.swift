import GravityCore

/// Which seed a document is written for, as the formatter needs it: Layout
/// documents take LayoutTool's style, Gravity documents their own.
///
/// The rule is SPEC §14.1's, the one the resolver decides placement by
/// (Decisions.md, "Which rules a document is read by"); it lives here, in
/// one place, until the tools can ask the resolver's (`PlacementRules`).
///
/// 1. A view-controller root (`UI…Controller`) is Layout.
/// 2. A root named by Gravity's own vocabulary (`H`, `V`, `Z`, `View`,
///    `Label`, `Text`, `Image`, `Button`, `Spacer`) is Gravity.
/// 3. Otherwise Layout-only syntax anywhere makes it Layout: a frame
///    expression attribute (`left`, `top`, `right`, `bottom`, `center.x`,
///    `center.y`, `leading`, `trailing`), `<macro>`, `<param>`, `template=`
///    naming a file, `xml=`, or `strings.` in a value.
/// 4. Anything else is Gravity.
public enum DocumentDialect: String, Sendable, CaseIterable {
    case gravity, layout

    public static func detect(_ root: Node) -> DocumentDialect {
        // Step 1.
        if root.name.hasPrefix("UI"), root.name.hasSuffix("Controller") { return .layout }
        // Step 2.
        if gravityRootNames.contains(root.name) { return .gravity }
        // Steps 3 and 4.
        return usesLayoutSyntax(root) ? .layout : .gravity
    }

    static let gravityRootNames: Set<String> = ["H", "V", "Z", "View", "Label", "Text", "Image", "Button", "Spacer"]
    static let frameAttributes: Set<String> = ["left", "top", "right", "bottom", "center.x", "center.y", "leading", "trailing"]

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

/// Layout's expression tree (GravityResolve), named apart from Foundation's
/// `Expression` for the files that import both.
typealias LayoutExpression = Expression
