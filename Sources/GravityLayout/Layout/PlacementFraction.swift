import GravityValues

/// Where gravity puts a box in leftover space, as a fraction of that space:
/// 0 at the start, 0.5 centred, 1 at the end.
extension HorizontalGravity {
    var placementFraction: Double {
        switch self {
        case .left, .wide: return 0
        case .center: return 0.5
        case .right: return 1
        }
    }
}

extension VerticalGravity {
    /// Outside an `H`, `baseline`, `lastBaseline` and `cap` read as `top` (SPEC §2.2).
    var placementFraction: Double {
        switch self {
        case .middle: return 0.5
        case .bottom: return 1
        case .top, .baseline, .lastBaseline, .cap: return 0
        }
    }
}
