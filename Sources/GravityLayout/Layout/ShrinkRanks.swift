/// SPEC §2.3 shrinking: children give up space in `shrinks` order —
/// `shrinks="1"` first, then 2, 3 …, then children without `shrinks`, then
/// negative values from the most negative to -1, which shrinks last.
/// Within one rank each gives in proportion to what it can give; a rank is
/// exhausted before the next one starts.
enum ShrinkRanks {
    /// The position of a `shrinks` value in that order. 0 ranks with unset.
    static func order(_ shrinks: Int?) -> (Int, Int) {
        guard let shrinks, shrinks != 0 else { return (1, 0) }
        return shrinks > 0 ? (0, shrinks) : (2, shrinks)
    }

    /// `capacities[k]`: points child k can give (natural − minimum).
    /// Returns what each gives and the deficit left when all are at their minimum.
    static func distribute(deficit: Double, capacities: [Double], ranks: [Int?]) -> (amounts: [Double], unresolved: Double) {
        var amounts = [Double](repeating: 0, count: capacities.count)
        var remaining = deficit
        let keys: [(Int, Int)] = ranks.indices.filter { capacities[$0] > 0 }.map { order(ranks[$0]) }
        let sorted = keys.sorted { (a: (Int, Int), b: (Int, Int)) -> Bool in a.0 != b.0 ? a.0 < b.0 : a.1 < b.1 }
        var orders: [(Int, Int)] = []
        for key in sorted where orders.last.map({ $0 != key }) ?? true { orders.append(key) }
        for rank in orders where remaining > 0 {
            let members = ranks.indices.filter { capacities[$0] > 0 && order(ranks[$0]) == rank }
            let capacity = members.reduce(0) { $0 + capacities[$1] }
            let taken = min(remaining, capacity)
            for k in members { amounts[k] = taken == capacity ? capacities[k] : capacities[k] * taken / capacity }
            remaining -= taken
        }
        return (amounts, max(0, remaining))
    }
}
