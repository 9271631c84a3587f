import GravityValues

/// UIStackView's `distribution` (SPEC §14.2), as UIKit documents each case
/// (`UIStackView.Distribution`), for stacks that set one (a `UIStackView`
/// always does; its default is `fill`). Sizes along the axis are decided
/// in step 3 of the stack layout, gaps in step 6.
extension LayoutPass {
    /// Step 1 for `fillEqually`: every arranged view is as long as the
    /// longest, so the natural run holds that length once per view.
    func equalizedRun(_ items: [StackItem], used: Double, _ run: StackRun) -> Double {
        guard run.distribution == .fillEqually else { return used }
        let arranged = items.filter { !$0.isSpacer }
        let longest = arranged.map(\.natural).max() ?? 0
        return used + arranged.reduce(0) { $0 + longest - $1.natural }
    }

    /// Step 3 with a distribution: the arranged views' lengths for a run of
    /// `target` points. Returns the space left for step 6's gaps and the overflow.
    /// - `fill`: `fill` children take what is left by weight (Gravity's rule);
    ///   else the first arranged view that can stretch takes it all (UIKit
    ///   stretches the view of lowest hugging priority, and views made in code,
    ///   as Layout makes them, all have 250: the first by index wins).
    /// - `fillEqually`: the run without spacing and margins, in equal parts.
    /// - `fillProportionally`: the same, in proportion to the natural lengths.
    /// - `equalSpacing`, `equalCentering`: natural lengths; what is left goes to the gaps.
    /// A deficit shrinks the views by the `shrinks` rules in every case but
    /// the two that size the views themselves.
    mutating func distribute(_ items: inout [StackItem], target: Double, free: Double, _ run: StackRun)
        -> (leftover: Double, overflow: Double) {
        let distribution = run.distribution ?? .fill
        let arranged = items.indices.filter { !items[$0].isSpacer }
        switch distribution {
        case .fillEqually, .fillProportionally:
            guard !arranged.isEmpty else { return (max(0, free), 0) }
            let others = runWithoutArrangedLengths(items, run)
            let available = max(0, target - others)
            let total = arranged.reduce(0) { $0 + items[$1].natural }
            for k in arranged {
                items[k].size = distribution == .fillEqually || total <= 0
                    ? available / Double(arranged.count)
                    : available * items[k].natural / total
            }
            return (0, max(0, others - target))
        case .fill, .equalSpacing, .equalCentering:
            guard free >= 0 else { return (0, shrinkChildren(&items, deficit: -free, run)) }
            guard distribution == .fill else { return (free, 0) }
            if items.contains(where: { $0.weight > 0 }) {
                return (distributeFill(&items, free: free, axis: run.axis, base: run.space), 0)
            }
            guard let first = arranged.first(where: { !tree.nodes[items[$0].node].isRigid(run.axis) }) else { return (free, 0) }
            items[first].size += free
            return (0, 0)
        }
    }

    /// Spacing, margins and spacers along the run: what the arranged views' lengths are not.
    private func runWithoutArrangedLengths(_ items: [StackItem], _ run: StackRun) -> Double {
        var length = tree.rules(of: run.stack).spacing * Double(max(0, items.count - 1))
        for item in items {
            length += item.isSpacer ? item.size : tree.rules(ofNode: item.node).margin.sum(run.axis)
        }
        return length
    }

    /// Step 6 with a distribution: the extra space after each child but the
    /// last, so `equalSpacing` gaps are equal and `equalCentering` centres
    /// are equally far apart (the first view at the start, the last at the
    /// end). When equal centres would put two views closer than `spacing`,
    /// the gaps are made equal instead, as UIKit keeps the spacing.
    func distributedGaps(_ items: [StackItem], leftover: Double, _ run: StackRun) -> [Double] {
        var gaps = [Double](repeating: 0, count: items.count)
        guard items.count > 1, leftover > 0 else { return gaps }
        let even = leftover / Double(items.count - 1)
        for k in 0..<(items.count - 1) { gaps[k] = even }
        guard run.distribution == .equalCentering else { return gaps }
        let spacing = tree.rules(of: run.stack).spacing
        let lengths = items.map { $0.size + ($0.isSpacer ? 0 : tree.rules(ofNode: $0.node).margin.sum(run.axis)) }
        let runLength = lengths.reduce(0, +) + spacing * Double(items.count - 1) + leftover
        // Centres from half the first length to the run's end less half the last.
        let first = lengths[0] / 2, last = runLength - lengths[lengths.count - 1] / 2
        let step = (last - first) / Double(items.count - 1)
        var equal = [Double](repeating: 0, count: items.count)
        for k in 0..<(items.count - 1) {
            // The gap between k and k + 1 beyond `spacing`.
            equal[k] = step - (lengths[k] + lengths[k + 1]) / 2 - spacing
            if equal[k] < -1e-9 { return gaps }
        }
        return equal
    }
}
