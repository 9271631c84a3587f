import GravityValues

/// How a stack child sits across the stack (SPEC §2.2, §2.4).
enum CrossAlignment: Equatable {
    case start, center, end, stretch
    /// First baselines, last baselines or cap lines aligned (in an `H` only).
    case baseline, lastBaseline, cap

    var isBaselineGroup: Bool { self == .baseline || self == .lastBaseline || self == .cap }
}

extension LayoutPass {
    /// A child's own gravity on the cross axis wins; the stack's `alignment`
    /// places children that set none; otherwise the inherited gravity.
    /// `baseline`, `lastBaseline` and `cap` mean something only across an
    /// `H`; in a `V` they read as the start.
    func crossAlignment(of child: LayoutNode, in stack: LayoutNode, axis: Axis) -> CrossAlignment {
        let horizontal = axis == .horizontal
        let ownCross = horizontal ? child.ownGravity.vertical != nil : child.ownGravity.horizontal != nil
        if !ownCross, let alignment = stack.alignment {
            switch alignment {
            case .fill: return child.isRigid(axis.cross) ? .start : .stretch
            case .leading: return .start
            case .center: return .center
            case .trailing: return .end
            case .firstBaseline: return horizontal ? .baseline : .start
            case .lastBaseline: return horizontal ? .lastBaseline : .start
            }
        }
        if horizontal {
            switch child.gravity.vertical ?? .middle {
            case .top: return .start
            case .middle: return .center
            case .bottom: return .end
            case .baseline: return .baseline
            case .lastBaseline: return .lastBaseline
            case .cap: return .cap
            }
        }
        switch child.gravity.horizontal ?? .center {
        case .left, .wide: return .start
        case .center: return .center
        case .right: return .end
        }
    }
}

/// Children aligned by baseline, last baseline or cap line: each group
/// shares one line, and the group sits at the top of the cross axis, as in
/// CSS flexbox (SPEC §2.4). Lines are points from the content box's top.
struct BaselineGroups {
    var baseline: Double?
    var lastBaseline: Double?
    var cap: Double?
    /// Cross size the groups need: the most above a line plus the most below it.
    var height = 0.0

    init(items: [LayoutPass.StackItem], tree: borrowing LayoutTree) {
        // The most below each group's line (three values, not a dictionary:
        // this runs for every stack).
        var belowBaseline = -Double.infinity, belowLastBaseline = -Double.infinity, belowCap = -Double.infinity
        for item in items where item.alignment.isBaselineGroup {
            let margin = tree.rules(ofNode: item.node).margin
            let line = Self.line(item)
            let above = margin.top + line
            let below = item.cross - line + margin.bottom
            switch item.alignment {
            case .baseline:
                baseline = max(baseline ?? -.infinity, above)
                belowBaseline = max(belowBaseline, below)
            case .lastBaseline:
                lastBaseline = max(lastBaseline ?? -.infinity, above)
                belowLastBaseline = max(belowLastBaseline, below)
            default:
                cap = max(cap ?? -.infinity, above)
                belowCap = max(belowCap, below)
            }
        }
        if let baseline { height = max(height, baseline + belowBaseline) }
        if let lastBaseline { height = max(height, lastBaseline + belowLastBaseline) }
        if let cap { height = max(height, cap + belowCap) }
    }

    static func line(_ item: LayoutPass.StackItem) -> Double {
        switch item.alignment {
        case .baseline: return item.anchors.firstBaseline
        case .lastBaseline: return item.anchors.lastBaseline
        default: return item.anchors.capTop
        }
    }

    /// A child's offset across the content box, points.
    func offset(of item: LayoutPass.StackItem, margin: Insets, contentCross: Double, axis: Axis) -> Double {
        let cross = axis.cross
        let leading = margin.leading(cross), trailing = margin.sum(cross) - leading
        switch item.alignment {
        case .start, .stretch: return leading
        case .center: return leading + (contentCross - margin.sum(cross) - item.cross) / 2
        case .end: return contentCross - trailing - item.cross
        case .baseline: return baseline! - Self.line(item)
        case .lastBaseline: return lastBaseline! - Self.line(item)
        case .cap: return cap! - Self.line(item)
        }
    }
}
