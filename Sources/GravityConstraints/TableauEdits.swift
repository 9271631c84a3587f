/// Moving the constant of a non-required equality (kiwi's suggestValue for
/// edit variables) and the dual simplex that restores optimality after it:
/// the old solution stays optimal but may become infeasible, and the dual
/// simplex walks back to feasibility without re-solving from scratch.
extension Tableau {
    /// The constraint with markers `marker` (its first error) and `other`
    /// (its second) had `expression = 0`; it now has `expression = delta`.
    mutating func shiftConstant(marker: Int32, other: Int32, by delta: Double) {
        if needsOptimizing { optimize() }   // the dual simplex starts from an optimum
        trackingInfeasible = true
        defer { trackingInfeasible = false; infeasible.removeAll() }
        // The row reads `expression − marker + other = 0`: the shift is a
        // change of variable marker → marker + delta in every row.
        if isBasic(marker) {
            shiftRow(of: marker, by: -delta)
            noteIfInfeasible(marker)
        } else if isBasic(other) {
            shiftRow(of: other, by: delta)
            noteIfInfeasible(other)
        } else {
            var seen = Set<Int32>()   // membership only
            for basic in columns[Int(marker)] where rows[Int(basic)] != nil && seen.insert(basic).inserted {
                let c = rows[Int(basic)]!.coefficient(of: marker)
                guard c != 0 else { continue }
                shiftRow(of: basic, by: delta * c)
                noteIfInfeasible(basic)
            }
        }
        dualOptimize()
        optimize()   // a no-op in exact arithmetic; guards against rounding
    }

    /// Kiwi's dualOptimize: while a restricted row is negative, pivot it out
    /// for the symbol that keeps the objective optimal (least ratio of
    /// objective to row coefficient, compared lexicographically; lowest id on
    /// ties).
    mutating func dualOptimize() {
        var budget = 50 * (symbolCount + 10)   // float trouble must never hang
        while let leaving = infeasible.popLast(), budget > 0 {
            budget -= 1
            guard let row = rows[Int(leaving)], row.constant < 0, !nearZero(row.constant) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isPivotable {
                if entering < 0 || objective.ratio(cell.symbol, cell.coefficient,
                                                   isBelow: entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { continue }   // cannot happen for a feasible system
            pivot(leaving: leaving, entering: entering)
        }
    }
}
