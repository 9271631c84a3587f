import GravityDocument

/// Layout's position attributes that the frame expressions spell otherwise,
/// as `LayoutNode.overrideExpressions` reads them (left to right):
/// 1. `center.x`/`center.y` are `centerX`/`centerY`.
/// 2. `leading` is `left`; `trailing` is an inset from the parent's right
///    edge in either mode (`right="100% - (E)"`, or `right="E"` where
///    `right` is already an inset).
/// 3. A position that others already decide is redundant, as `validate()`
///    says: `right` beside `left` and `width`, `center.x` beside `left`,
///    `leading` beside `left`. It is dropped with a warning (Layout ignores it).
/// 4. `safeAreaInsets.*` is read-only: writing it is an error.
enum LayoutPositions {
    static func apply(to node: Node, legacy: Bool) -> (Node, [Diagnostic]) {
        var result = node
        var diagnostics: [Diagnostic] = []
        let names = Set(node.attributes.map(\.name))
        func redundant(_ name: String, _ because: String) -> Bool {
            guard names.contains(name), let attribute = node.attribute(name) else { return false }
            diagnostics.append(.warning("\(name) is redundant: \(because) already place the view (Layout ignores it)", at: attribute.location))
            return true
        }
        var dropped: Set<String> = []
        if names.contains("left") {
            if names.contains("width"), redundant("right", "left and width") { dropped.insert("right") }
            if redundant("center.x", "left and width") { dropped.insert("center.x") }
            if redundant("centerX", "left and width") { dropped.insert("centerX") }
            if redundant("leading", "left") { dropped.insert("leading") }
        }
        result.attributes = node.attributes.compactMap { attribute in
            guard !dropped.contains(attribute.name) else { return nil }
            // 4. UIKit sets the safe area; Layout refuses to write it.
            if attribute.name.hasPrefix("safeAreaInsets.") {
                diagnostics.append(.error("\(attribute.name) is read-only: the device sets the safe area (--device); "
                                          + "read it in an expression (top=\"\(attribute.name)\")", at: attribute.location))
                return nil
            }
            var renamed = attribute
            switch attribute.name {
            case "center.x": renamed.name = "centerX"
            case "center.y": renamed.name = "centerY"
            case "leading": renamed.name = "left"
            case "trailing":
                renamed.name = "right"
                if legacy { renamed.value = "100% - (\(attribute.value))" }
            default: break
            }
            return renamed
        }
        return (result, diagnostics)
    }
}
