/// The primal simplex over the tableau, and the pivot that takes a removed
/// constraint's marker out.
extension Tableau {

    /// Primal simplex on the objective (or on the artificial objective) until
    /// no symbol improves it. Bland's rule: lowest ids first, so it terminates.
    mutating func optimize(artificialPhase: Bool = false) {
        if !artificialPhase { needsOptimizing = false }
        var budget = 50 * (symbolCount + 10)   // float trouble must never hang
        while budget > 0, !isOverWorkLimit {
            budget -= 1
            let entering: Int32?
            if artificialPhase {
                entering = artificial!.cells.first {
                    $0.coefficient < 0 && kinds[Int($0.symbol)].isPivotable
                }?.symbol
            } else {
                entering = objective.enteringSymbol(kinds: kinds)
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that first becomes zero as `entering` grows (the
    /// ratio test), lowest basic id on ties; nil if none bounds it.
    func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in columns[Int(entering)] {
            guard !kinds[Int(basic)].isExternal, let row = rows[Int(basic)] else { continue }
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Takes the row of a removed constraint's marker out of the tableau,
    /// pivoting the marker into the basis first when it is parametric (kiwi's
    /// rule: a restricted row that limits the marker, else any restricted row,
    /// else a variable's row, fully expanded so no cycle of lazy rows forms).
    mutating func dropMarker(_ marker: Int32) {
        if isBasic(marker) { dropRow(of: marker); return }
        var first: Int32 = -1, second: Int32 = -1
        var variables: [Int32] = []
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for basic in columns[Int(marker)] {
            guard let row = rows[Int(basic)] else { continue }
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if kinds[Int(basic)].isExternal {
                variables.append(basic)
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if first >= 0 || second >= 0 {
            pivot(leaving: first >= 0 ? first : second, entering: marker)
            dropRow(of: marker)
            return
        }
        for basic in Set(variables).sorted() {
            let row = expand(rows[Int(basic)]!)
            guard !nearZero(row.coefficient(of: marker)) else { continue }
            dropRow(of: basic)
            var pivotRow = row
            pivotRow.solve(for: basic, marker)
            substitute(marker, pivotRow)
            return   // the marker's row is not installed: dropped at once
        }
    }
}
