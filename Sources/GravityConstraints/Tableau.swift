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
///
/// Adding and removing constraints: TableauConstraints.swift; the simplex
/// itself: TableauSimplex.swift.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// rows[s]: the row of basic symbol s; nil while s is parametric.
    private(set) var rows: [Row?] = []
    /// columns[s] for restricted s: basic symbols whose rows may contain s.
    /// May hold stale or repeated entries (always checked); emptied when s is
    /// substituted out. Variables are not indexed.
    var columns: [[Int32]] = []
    /// Variables that have appeared in a row (a fresh one may get a lazy row).
    var mentioned: [Bool] = []
    /// When each basic variable's row was installed: lazy rows name only
    /// earlier ones, so `expand` works from the latest down.
    var installed: [Int] = []
    var installCount = 0
    var objective = Objective()
    /// Phase-one objective while a required constraint is added through an
    /// artificial variable.
    var artificial: Row?
    var addedScratch: [Int32] = []
    /// `expand`'s accumulators, all zero between calls.
    var scratch: [Double] = []
    var scratchTouched: [Bool] = []
    var scratchOrder: [Int32] = []
    var pending = InstallHeap()

    /// Set by adds and removals: the solution is feasible but maybe not optimal.
    var needsOptimizing = false
    /// While the dual simplex runs: restricted rows whose constant went negative.
    var trackingInfeasible = false
    var infeasible: [Int32] = []

    /// Values of basic variables, valid while `valueStamp[s] == version`.
    var values: [Double] = []
    var valueStamp: [Int] = []
    var version = 1

    var symbolCount: Int { kinds.count }

    /// Cells and rows visited so far (`Solver.workLimit`): the measure of
    /// what a system costs, counted as the work is done.
    var work = 0
    var workLimit = Int.max
    var isOverWorkLimit: Bool { work &+ objective.scanned > workLimit }

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

    // MARK: Rows

    mutating func noteAppearance(of symbol: Int32, in basic: Int32) {
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
            work &+= basicRow.cells.count
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
    mutating func accumulate(_ s: Int32, _ c: Double) {
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
        work &+= column.count &* (row.cells.count + 1) &+ objective.levels.count
        for basic in column where rows[Int(basic)] != nil {
            work &+= rows[Int(basic)]!.cells.count
            if !addedScratch.isEmpty { addedScratch.removeAll(keepingCapacity: true) }
            if rows[Int(basic)]!.substitute(symbol, row, added: &addedScratch) {
                for s in addedScratch { noteAppearance(of: s, in: basic) }
                if trackingInfeasible { noteIfInfeasible(basic) }
            }
        }
        objective.substitute(symbol, row)
        if artificial != nil {
            var ignored: [Int32] = []
            artificial!.substitute(symbol, row, added: &ignored)
        }
    }

    /// Shifts a basic symbol's row by `delta` (a moved edit constant).
    mutating func shiftRow(of basic: Int32, by delta: Double) {
        version += 1
        rows[Int(basic)]!.constant += delta
    }

    mutating func noteIfInfeasible(_ basic: Int32) {
        if !kinds[Int(basic)].isExternal, let row = rows[Int(basic)], row.constant < 0, !nearZero(row.constant) {
            infeasible.append(basic)
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
        if needsOptimizing { optimize() }
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
}
