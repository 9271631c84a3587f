import GravityDocument
import GravityValues

/// Layout's placement rules (SPEC §14.1, `LayoutNode.overrideExpressions`),
/// applied while resolving a document read by `PlacementRules.layout`.
extension Resolver {
    /// The scope the root inherits. Under Layout's rules a view without
    /// `left`/`top` sits at its parent's origin: the inherited gravity is
    /// `left top` rather than Gravity's `center middle`.
    var rootScope: Scope {
        var scope = Scope(direction: options.direction)
        if rules.isLayout {
            scope.gravity = GravityValue(horizontal: .left, vertical: .top)
            // UIKit's labels default to the dynamic `label` colour: black in light, white in dark.
            if let label = try? Color.parse("label", appearance: options.appearance, nearby: false) { scope.color = label }
        }
        return scope
    }

    /// Layout reads `<macro>` and `<param>` anywhere, a label included: its
    /// macros are defined and both are taken out of the label's markup.
    mutating func definingDeclarations(inLabel node: Node) -> Node {
        var result = node
        result.children = node.children.filter { child in
            guard case .element(let element) = child, element.name == "macro" || element.name == "param" else { return true }
            let content = element.children.contains { if case .text(let text, _) = $0 { !text.trimmingSpaces().isEmpty } else { true } }
            if content {
                diagnostics.append(.error("<\(element.name)> should not contain sub-nodes: its value is an attribute "
                                          + (element.name == "macro" ? "(value=\"…\")" : "(type=\"…\" and default=\"…\")"), at: element.location))
            } else if element.name == "macro" {
                defineMacro(element)
            }
            return false
        }
        return result
    }

    /// Layout's frame expressions on a view no layer places (the root, a
    /// stack's arranged view): a `width`/`height` that is not a size but an
    /// expression over constants (`height="foo + 6"`) is its number.
    func evaluatingConstantSizes(_ node: Node) -> Node {
        var result = node
        for index in result.attributes.indices where ["width", "height"].contains(result.attributes[index].name) {
            let text = result.attributes[index].value
            guard (try? SizeValue.parse(text)) == nil, let expression = try? Expression.parse(text),
                  case .number(let value)? = try? evaluator.evaluate(expression), value.isFinite else { continue }
            result.attributes[index].value = formatNumber(value)
        }
        return result
    }

    /// Layout's rule for a view without intrinsic size (`UIView`, `UIStackView`):
    /// with no `width` (`height`) written, and not sized by two of its
    /// position expressions, it is 100% of its parent on that axis; `auto`
    /// written hugs its children. Arranged views of a stack are the stack's
    /// to size, so the caller leaves them out; the root is 100% of the canvas.
    func applyLayoutDefaultSize(to element: inout Element, root: Bool) {
        // A label without text has no intrinsic size in UIKit: 0 high (Layout's testAutosizeCollapsing).
        if element.kind == .label, element.text?.text.isEmpty == true, element.size.height == .auto,
           element.attributeLocations["height"] == nil {
            element.size.height = .fixed(0)
        }
        guard element.kind == .z || element.kind.isStack, element.custom == nil,
              element.size.aspectRatio == nil else { return }
        let expressions = element.relations?.expressionAttributes ?? []
        // A child placed by frame expressions gets the size as a frame expression (`addLayoutAutoSize`).
        if !root, !expressions.isEmpty { return }
        let rows: [(name: String, anchor: LayoutAnchor, positions: [LayoutAnchor])] = [
            ("width", .width, [.left, .right, .centerX]), ("height", .height, [.top, .bottom, .centerY])]
        for row in rows where element.attributeLocations[row.name] == nil && !expressions.contains(row.anchor) {
            // Two positions decide the size (Layout: `right - left`).
            if !root, row.positions.filter(expressions.contains).count >= 2 { continue }
            if row.anchor == .width, element.size.width == .auto { element.size.width = .percent(100) }
            if row.anchor == .height, element.size.height == .auto { element.size.height = .percent(100) }
        }
    }
}
