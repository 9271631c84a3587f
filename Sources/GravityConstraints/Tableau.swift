/// The simplex tableau of kiwi's incremental Cassowary: basic symbols with
/// their rows, the lexicographic objective, and a column index (the rows each
/// restricted symbol may appear in) so a pivot touches only the rows it
/// changes. Everything is an array indexed by symbol id.
///
/// Rows of variables (unrestricted symbols) may be *lazy*: they may name other
/// basic variables instead of their rows. A variable constrained for the
/// first time (`left[i] = left[i-1] + width[i-1] + 8`) becomes basic with its
/// short row as written, where kiwi would substitute the whole chain before
/// it and make row i as long as i. Variable rows never drive a simplex
/// decision (variables never enter or leave), so only the rows of restricted
/// symbols and the objective must be fully expanded, which `expand` does
/// when a constraint needs it. Lazy rows only name variables that were basic
/// before them, so they never form a cycle; values follow them (`value`).
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// rows[s]: the row of basic symbol s; nil while s is parametric.
    private(set) var rows: [Row?] = []
    /// columns[s] for restricted s: basic symbols whose rows may contain s.
    /// May hold stale or repeated entries (always checked); emptied when s is
    /// substituted out. Variables are not indexed.
    private var columns: [[Int32]] = []
    /// Variables that have appeared in a row (a fresh one may get a lazy row).
    private var mentioned: [Bool] = []
    /// When each basic variable's row was installed: lazy rows name only
    /// earlier ones, so `expand` works from the latest down.
    private var installed: [Int] = []
    private var installCount = 0
    var objective = Objective()
    /// Phase-one objective while a required constraint is added through an
    /// artificial variable.
    private var artificial: Row?
    private var addedScratch: [Int32] = []
    /// `expand`'s accumulators, all zero between calls.
    private var scratch: [Double] = []
    private var scratchTouched: [Bool] = []
    private var scratchOrder: [Int32] = []
    private var pending = InstallHeap()

    /// Values of basic variables, valid while `valueStamp[s] == version`.
    private var values: [Double] = []
    private var valueStamp: [Int] = []
    private var version = 1

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        mentioned.append(false)
        installed.append(0)
        values.append(0)
        valueStamp.append(0)
        return Int32(kinds.count - 1)
    }

    func isBasic(_ symbol: Int32) -> Bool { rows[Int(symbol)] != nil }

    /// A variable no row has named yet.
    func isFresh(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)].isExternal && rows[Int(symbol)] == nil && !mentioned[Int(symbol)]
    }

    // MARK: Constraints (kiwi's addConstraint and removeConstraint)

    enum AddResult {
        /// `marker`: the constraint's slack (inequality), dummy (required
        /// equality) or first error (other equalities); `other`: the second
        /// error of a non-required constraint, or -1.
        case added(marker: Int32, other: Int32)
        /// A required constraint that cannot hold: the tableau holds the
        /// constraints it had. The markers in `row` name the ones in the way.
        case conflict(row: Row, marker: Int32)
    }

    /// Adds `expression relation 0` at `priority` and re-optimises.
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
                optimize()
                return .conflict(row: phaseOne, marker: marker)
            }
        } else {
            row.solve(for: subject)
            if !kinds[Int(subject)].isExternal { substitute(subject, row) }
            install(row, as: subject)
        }
        // 5. Re-optimise.
        optimize()
        return .added(marker: marker, other: other)
    }

    /// Takes a constraint out again and re-optimises.
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
        optimize()
    }

    // MARK: Rows

    private mutating func noteAppearance(of symbol: Int32, in basic: Int32) {
        if kinds[Int(symbol)].isExternal {
            mentioned[Int(symbol)] = true
        } else {
            columns[Int(symbol)].append(basic)
        }
    }

    /// Makes `row` the row of `basic`.
    mutating func install(_ row: Row, as basic: Int32) {
        version += 1
        for cell in row.cells { noteAppearance(of: cell.symbol, in: basic) }
        installCount += 1
        installed[Int(basic)] = installCount
        rows[Int(basic)] = row
    }

    @discardableResult
    mutating func dropRow(of basic: Int32) -> Row? {
        version += 1
        let row = rows[Int(basic)]
        rows[Int(basic)] = nil
        return row
    }

    /// `row` with every basic variable replaced by its row, all the way down
    /// (lazy rows name other basic variables). Dense scratch accumulators, the
    /// latest-installed variable first, so each is expanded once.
    mutating func expand(_ row: Row) -> Row {
        if scratch.count < symbolCount {
            scratch.append(contentsOf: repeatElement(0, count: symbolCount - scratch.count))
            scratchTouched.append(contentsOf: repeatElement(false, count: symbolCount - scratchTouched.count))
        }
        var constant = row.constant
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
        while let s = pending.popMax() {
            let c = scratch[Int(s)]
            scratch[Int(s)] = 0
            guard c != 0, let basicRow = rows[Int(s)] else { continue }
            constant += c * basicRow.constant
            for cell in basicRow.cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        scratchOrder.sort()
        var result = Row(constant: constant)
        result.cells.reserveCapacity(scratchOrder.count)
        for s in scratchOrder {
            let c = scratch[Int(s)]
            if !nearZero(c) { result.cells.append(Cell(symbol: s, coefficient: c)) }
            scratch[Int(s)] = 0
            scratchTouched[Int(s)] = false
        }
        scratchOrder.removeAll(keepingCapacity: true)
        return result
    }

    /// One term into `expand`'s accumulators; a basic variable waits in
    /// `pending` to be replaced by its row.
    @inline(__always)
    private mutating func accumulate(_ s: Int32, _ c: Double) {
        let i = Int(s)
        if !scratchTouched[i] { scratchTouched[i] = true; scratchOrder.append(s) }
        if scratch[i] == 0 && kinds[i].isExternal && rows[i] != nil {
            pending.push(s, installed[i])
        }
        scratch[i] += c
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        version += 1
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in column where rows[Int(basic)] != nil {
            if !addedScratch.isEmpty { addedScratch.removeAll(keepingCapacity: true) }
            if rows[Int(basic)]!.substitute(symbol, row, added: &addedScratch) {
                for s in addedScratch { noteAppearance(of: s, in: basic) }
            }
        }
        objective.substitute(symbol, row)
        if artificial != nil {
            var ignored: [Int32] = []
            artificial!.substitute(symbol, row, added: &ignored)
        }
    }

    /// Removes `symbol` from every row (sets it to 0 for good).
    mutating func eliminate(_ symbol: Int32) {
        version += 1
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in column where rows[Int(basic)] != nil {
            rows[Int(basic)]!.remove(symbol)
        }
        objective.remove(symbol)
    }

    /// Exchanges basic restricted `leaving` for parametric `entering`.
    mutating func pivot(leaving: Int32, entering: Int32) {
        var row = dropRow(of: leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, row)
        install(row, as: entering)
    }

    // MARK: Values

    /// The value of a symbol: its row evaluated when basic (following lazy
    /// rows, without recursion), else 0.
    mutating func value(of symbol: Int32) -> Double {
        precondition(Int(symbol) < symbolCount, "variable \(symbol) is not from this solver")
        guard rows[Int(symbol)] != nil else { return 0 }
        if valueStamp[Int(symbol)] == version { return values[Int(symbol)] }
        var stack: [Int32] = [symbol]
        while let top = stack.last {
            let t = Int(top)
            if valueStamp[t] == version { stack.removeLast(); continue }
            let row = rows[t]!
            var ready = true
            var sum = row.constant
            for cell in row.cells {
                let s = Int(cell.symbol)
                guard rows[s] != nil else { continue }
                if valueStamp[s] == version {
                    sum += cell.coefficient * values[s]
                } else {
                    stack.append(cell.symbol)
                    ready = false
                }
            }
            if ready {
                values[t] = sum
                valueStamp[t] = version
                stack.removeLast()
            }
        }
        return values[Int(symbol)]
    }

    // MARK: Optimisation

    /// Primal simplex on the objective (or on the artificial objective) until
    /// no symbol improves it. Bland's rule: lowest ids first, so it terminates.
    mutating func optimize(artificialPhase: Bool = false) {
        var budget = 50 * (symbolCount + 10)   // float trouble must never hang
        while budget > 0 {
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

/// A binary max-heap of symbols by install order.
struct InstallHeap {
    private var items: [(symbol: Int32, key: Int)] = []

    mutating func push(_ symbol: Int32, _ key: Int) {
        items.append((symbol, key))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].key >= items[i].key { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMax() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < items.count && items[l].key > items[largest].key { largest = l }
                if r < items.count && items[r].key > items[largest].key { largest = r }
                if largest == i { break }
                items.swapAt(i, largest)
                i = largest
            }
        }
        return top.symbol
    }
}
