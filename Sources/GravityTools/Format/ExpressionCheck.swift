import GravityCore

/// Gravity documents keep their values as written, but a `{…}` expression
/// that does not parse is an error before anything is written, located at
/// its character, as LayoutTool reports one (Layout documents are checked
/// as `LayoutValueStyle` rewrites them).
enum ExpressionCheck {
    static func errors(in root: Node) -> Diagnostics {
        var errors = Diagnostics()
        var pending = [root]
        while let node = pending.popLast() {
            for attribute in node.attributes where Interpolation.hasExpressions(attribute.value) {
                do {
                    _ = try Interpolation.parse(attribute.value)
                } catch {
                    let at = ValueLocator(attribute.value, origin: attribute.valueLocation).location(at: error.offset)
                    errors.append(.error("<\(node.name)> \(attribute.name)=\"\(attribute.value)\": \(error.message)", at: at))
                }
            }
            pending.append(contentsOf: node.elementChildren.reversed())
        }
        return errors
    }
}
