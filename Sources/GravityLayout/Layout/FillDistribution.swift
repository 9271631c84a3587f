import GravityValues

/// SPEC §2.3 fill: along a stack, `fill` children and flexible spacers share
/// the space left after the others' natural sizes, spacing and all margins,
/// by weight. With space left over a fill child never gets less than its
/// natural size (a `minWidth` only raises that floor, and is already in
/// the natural size) and never more than its max. Shares that break a
/// bound are frozen at it and the rest is shared again, as CSS flexbox
/// resolves flexible lengths.
extension LayoutPass {
    /// Sets `size` of the flexible items; returns the points still left
    /// over (when every flexible item stopped at its max).
    func distributeFill(_ items: inout [StackItem], free: Double, axis: Axis, base: Double?) -> Double {
        var pool = free
        var weights = 0.0
        for k in items.indices where items[k].weight > 0 {
            pool += items[k].natural
            weights += items[k].weight
            items[k].frozen = false
            // The natural size already holds min and max, and min beats max.
            let maximum = items[k].isSpacer ? nil : tree.rules(ofNode: items[k].node).maximum(axis)?.resolve(against: base)
            items[k].cap = maximum.map { max($0, items[k].natural) } ?? .infinity
        }
        while weights > 0 {
            // Shares by weight, each clamped to [natural, max]; the total
            // clamping says which bound to freeze.
            var violation = 0.0
            for k in items.indices where items[k].weight > 0 && !items[k].frozen {
                let target = pool * items[k].weight / weights
                items[k].size = min(max(target, items[k].natural), items[k].cap)
                violation += items[k].size - target
            }
            if abs(violation) < 1e-9 { return 0 }
            let (sharedPool, sharedWeights) = (pool, weights)
            var froze = false
            for k in items.indices where items[k].weight > 0 && !items[k].frozen {
                let target = sharedPool * items[k].weight / sharedWeights
                if violation > 0 ? items[k].size > target : items[k].size < target {
                    items[k].frozen = true
                    froze = true
                    pool -= items[k].size
                    weights -= items[k].weight
                }
            }
            // Only non-finite sizes (NaN) can stop progress; keep what we have.
            if !froze { return 0 }
        }
        return max(0, pool)
    }
}
