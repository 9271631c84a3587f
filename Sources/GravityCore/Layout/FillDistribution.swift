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
        var open = items.indices.filter { items[$0].weight > 0 }
        var pool = free + open.reduce(0) { $0 + items[$1].natural }
        var caps = [Double](repeating: .infinity, count: items.count)
        for k in open where !items[k].isSpacer {
            caps[k] = tree.nodes[items[k].node].maximum(axis)?.resolve(against: base) ?? .infinity
        }
        while !open.isEmpty {
            let weights = open.reduce(0) { $0 + items[$1].weight }
            var violation = 0.0
            var clamped: [(k: Int, target: Double, size: Double)] = []
            for k in open {
                let target = pool * items[k].weight / weights
                let size = min(max(target, items[k].natural), caps[k])
                violation += size - target
                clamped.append((k, target, size))
            }
            if abs(violation) < 1e-9 {
                for entry in clamped { items[entry.k].size = entry.size }
                return 0
            }
            // Freeze the items that broke the bound the total points to.
            var frozen: Set<Int> = []
            for entry in clamped where violation > 0 ? entry.size > entry.target : entry.size < entry.target {
                items[entry.k].size = entry.size
                pool -= entry.size
                frozen.insert(entry.k)
            }
            open.removeAll { frozen.contains($0) }
        }
        return max(0, pool)
    }
}
