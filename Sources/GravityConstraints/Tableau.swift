/// The simplex tableau of kiwi's incremental Cassowary: basic symbols with
/// their rows, the lexicographic objective, and a column index (the rows each
/// symbol may appear in) so a pivot touches only the rows it changes instead
/// of every row. Everything is an array indexed by symbol id.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// rows[s]: the row of basic symbol s; nil while s is parametric.
    private(set) var rows: [Row?] = []
    /// columns[s]: basic symbols whose rows may contain s. May hold stale or
    /// repeated entries (always checked); emptied when s is substituted out.
    private var columns: [[Int32]] = []
    var objective = Objective()
    /// Phase-one objective while a required constraint is added through an
    /// artificial variable.
    private var artificial: Row?
    private var addedScratch: [Int32] = []

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return Int32(kinds.count - 1)
    }

    /// The value of a symbol: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        rows[Int(symbol)]?.constant ?? 0
    }

    func isBasic(_ symbol: Int32) -> Bool { rows[Int(symbol)] != nil }

    // MARK: Rows

    /// Makes `row` the row of `basic`.
    mutating func install(_ row: Row, as basic: Int32) {
        for cell in row.cells { columns[Int(cell.symbol)].append(basic) }
        rows[Int(basic)] = row
    }

    @discardableResult
    mutating func dropRow(of basic: Int32) -> Row? {
        let row = rows[Int(basic)]
        rows[Int(basic)] = nil
        return row
    }

    /// `expression` with every basic symbol replaced by its row.
    func substitutingBasics(_ row: Row) -> Row {
        var result = Row(constant: row.constant)
        var ignored: [Int32] = []
        for cell in row.cells {
            if let basicRow = rows[Int(cell.symbol)] {
                result.add(basicRow, times: cell.coefficient, added: &ignored)
            } else {
                result.insert(cell.symbol, cell.coefficient)
            }
        }
        return result
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in column where rows[Int(basic)] != nil {
            addedScratch.removeAll(keepingCapacity: true)
            if rows[Int(basic)]!.substitute(symbol, row, added: &addedScratch) {
                for s in addedScratch { columns[Int(s)].append(basic) }
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
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in column where rows[Int(basic)] != nil {
            rows[Int(basic)]!.remove(symbol)
        }
        objective.remove(symbol)
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Int32, entering: Int32) {
        var row = dropRow(of: leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, row)
        install(row, as: entering)
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
                    $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy
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
            guard kinds[Int(basic)] != .external, let row = rows[Int(basic)] else { continue }
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

    /// The row to pivot a parametric marker into the basis with when its
    /// constraint is removed (kiwi's rule: a restricted row that limits the
    /// marker, else any restricted row, else an external one).
    func markerLeavingRow(for marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for basic in columns[Int(marker)] {
            guard let row = rows[Int(basic)] else { continue }
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
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

    /// Kiwi's addWithArtificialVariable: adds `row` (`0 = row`) by minimising an
    /// artificial variable equal to it; the row holds if that minimum is 0.
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
                kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error
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
