/// Kiwi's addConstraint and removeConstraint on the tableau, and its
/// phase one for rows with no subject (an artificial variable).
extension Tableau {

    enum AddResult {
        /// `marker`: the constraint's slack (inequality), dummy (required
        /// equality) or first error (other equalities); `other`: the second
        /// error of a non-required constraint, or -1.
        case added(marker: Int32, other: Int32)
        /// A required constraint that cannot hold: the tableau holds the
        /// constraints it had. The markers in `row` name the ones in the way.
        case conflict(row: Row, marker: Int32)
    }

    /// Adds `expression relation 0` at `priority` (optimised lazily).
    mutating func add(_ expression: LinearExpression, _ relation: Relation,
                      _ priority: Priority) -> AddResult {
        // 1. The row `expression (+ slack) (± errors) = 0`, kept as written
        //    when a fresh variable can be its subject (a lazy row), else over
        //    parametric symbols only.
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            precondition(term.variable.id < symbolCount, "variable \(term.variable) is not from this solver")
            row.insert(Int32(term.variable.id), term.coefficient)
        }
        var subject: Int32 = -1
        for cell in row.cells where isFresh(cell.symbol) { subject = cell.symbol; break }
        if subject < 0 { row = expand(row) }
        var marker: Int32 = -1, other: Int32 = -1
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !priority.isRequired {
                other = newSymbol(.error)
                row.insert(other, -sign)
                objective.add(1, to: other, level: objective.levelIndex(priority.value))
            }
        case .equal:
            if priority.isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                let level = objective.levelIndex(priority.value)
                objective.add(1, to: marker, level: level)
                objective.add(1, to: other, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        // 2. Choose the subject: a variable, else a new slack or error with a
        //    negative coefficient (it stays ≥ 0 as the basic of this row).
        if subject < 0 {
            for cell in row.cells where kinds[Int(cell.symbol)].isExternal { subject = cell.symbol; break }
        }
        if subject < 0 {
            for candidate in [marker, other] where candidate >= 0 && !kinds[Int(candidate)].isDummy {
                if row.coefficient(of: candidate) < 0 { subject = candidate; break }
            }
        }
        // 3. Only dummies: the constraint is redundant if the constant is 0,
        //    and contradicts the required equalities whose dummies are here otherwise.
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)].isDummy }) {
            guard nearZero(row.constant) else { return .conflict(row: row, marker: marker) }
            subject = marker
        }
        // 4. Put the row in: solved for the subject, or through an artificial
        //    variable when there is none. A variable subject needs no
        //    substitution: no restricted row or objective names a parametric
        //    variable, and variable rows may name basic ones.
        if subject < 0 {
            if case .infeasible(let phaseOne) = addWithArtificialVariable(row) {
                needsOptimizing = true
                return .conflict(row: phaseOne, marker: marker)
            }
        } else {
            row.solve(for: subject)
            if !kinds[Int(subject)].isExternal { substitute(subject, row) }
            install(row, as: subject)
        }
        // 5. Optimise before the next read (`value`), not after every add:
        //    adding keeps the tableau feasible, and optimising once after many
        //    adds takes far fewer pivots than after each.
        needsOptimizing = true
        return .added(marker: marker, other: other)
    }

    /// Takes a constraint out again (optimised lazily).
    mutating func remove(marker: Int32, other: Int32, priority: Priority) {
        // 1. Take its errors out of the objective before any pivot.
        if !priority.isRequired {
            let level = objective.levelIndex(priority.value)
            for error in [marker, other] where kinds[Int(error)] == .error {
                if let row = rows[Int(error)] {
                    objective.add(row, times: -1, level: level)
                } else {
                    objective.add(-1, to: error, level: level)
                }
            }
        }
        // 2. Drop the marker's row, pivoting the marker into the basis first.
        dropMarker(marker)
        needsOptimizing = true
    }

    // MARK: Adding a row with no subject

    enum ArtificialResult {
        case added
        /// The least value the artificial variable reached is positive: the
        /// row cannot hold. Carries that optimal row (its symbols name the
        /// constraints in the way). The tableau is back to its former
        /// constraints.
        case infeasible(Row)
    }

    /// Kiwi's addWithArtificialVariable: adds `row` (`0 = row`, fully
    /// expanded) by minimising an artificial variable equal to it; the row
    /// holds if that minimum is 0.
    mutating func addWithArtificialVariable(_ row: Row) -> ArtificialResult {
        let art = newSymbol(.slack)
        install(row, as: art)
        artificial = row
        optimize(artificialPhase: true)
        let phaseOne = artificial!
        artificial = nil
        if !nearZero(phaseOne.constant) {
            // Still basic (a parametric artificial is 0): dropping its row
            // takes the new equation out again.
            dropRow(of: art)
            return .infeasible(phaseOne)
        }
        if let artRow = dropRow(of: art) {
            // Basic at 0: pivot it out, unless its row is all dummies (then
            // it is identically 0 and the row can simply go).
            if let entering = artRow.cells.first(where: {
                kinds[Int($0.symbol)].isPivotable
            })?.symbol {
                var pivotRow = artRow
                pivotRow.solve(for: art, entering)
                substitute(entering, pivotRow)
                install(pivotRow, as: entering)
            } else {
                return .added
            }
        }
        eliminate(art)
        return .added
    }
}
