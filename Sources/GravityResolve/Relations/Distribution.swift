import GravityValues

/// `distribute horizontally: 8 a ~1~ b ~2~ c` (Relativity's distribution,
/// SPEC §7.4): views in a row along the layer's axis with fixed space
/// (points or metrics) and flexible space (`~N~`, shares of what is left)
/// between them. The row starts at the layer's leading edge; when it has
/// flexible space it also ends at the trailing edge, the flexible gaps
/// sharing the rest by weight. Without flexible space it only starts there.
extension ConstraintEvaluator {
    /// The space between two edges: fixed points and flexible weight.
    private struct Gap {
        var from: AnchorExpression
        var to = AnchorExpression()
        var fixed = 0.0
        var flexible = 0.0
    }

    func distribution(_ axis: Axis, _ items: [DistributionItem]) throws -> [RelationConstraint] {
        let (lead, trail): (LayoutAnchor, LayoutAnchor) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        var gaps: [Gap] = []
        var gap = Gap(from: AnchorExpression(.parent, lead))
        for item in items {
            switch item {
            case .fixed(let term):
                guard case .scalar(let points) = try value(term), points.isConstant else {
                    throw ConstraintSyntaxError("fixed space must be a number", offset: term.offset)
                }
                gap.fixed += points.constant
            case .flexible(let weight, _):
                gap.flexible += weight
            case .view(let name, let offset):
                if let metric = metrics[name] {
                    gap.fixed += metric
                    continue
                }
                let view = try self.item(name, offset: offset)
                gap.to = AnchorExpression(view, lead)
                gaps.append(gap)
                gap = Gap(from: AnchorExpression(view, trail))
            }
        }
        let flexible = gaps.contains { $0.flexible > 0 } || gap.flexible > 0
        if flexible {
            gap.to = AnchorExpression(.parent, trail)
            gaps.append(gap)
        }
        var constraints: [RelationConstraint] = []
        var firstFlexible: (length: AnchorExpression, weight: Double)?
        for gap in gaps {
            let length = gap.to - gap.from - .constant(gap.fixed)
            if gap.flexible == 0 {
                constraints.append(RelationConstraint(length, .equal, .constant(0)))
            } else if let first = firstFlexible {
                // length / weight is the same for every flexible gap.
                constraints.append(RelationConstraint(length * first.weight, .equal, first.length * gap.flexible))
            } else {
                firstFlexible = (length, gap.flexible)
            }
        }
        return constraints
    }
}
