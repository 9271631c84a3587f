/// The objective of the simplex: minimise the errors of non-required
/// constraints in strict priority order. Kiwi weighs each error by a float
/// strength and sums, so enough 750s outweigh a 751; here the objective is a
/// vector with one level per distinct priority, compared lexicographically
/// (highest priority first). A symbol improves the objective when its
/// coefficient at the highest level where it has one is negative.
///
/// Each level is a dense array indexed by symbol, so a pivot updates it in
/// time proportional to the pivot row, and the symbols whose coefficients
/// changed wait in a min-heap, so finding the entering symbol does not scan
/// the whole objective (documents use a handful of distinct priorities).
struct Objective {
    struct Level {
        let priority: Double
        var coefficients: [Double] = []
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    /// Symbols whose coefficients changed since they were last found not to
    /// improve the objective; every symbol that improves it is in here.
    private var candidates = MinHeap()
    private var queued: [Bool] = []
    /// Levels looked at while choosing entering symbols (`Tableau.work`).
    private(set) var scanned = 0

    /// The level of `priority`, created (empty) on first use.
    mutating func levelIndex(_ priority: Double) -> Int {
        scanned &+= levels.count
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i == levels.count || levels[i].priority != priority {
            levels.insert(Level(priority: priority), at: i)
        }
        return i
    }

    func coefficient(of symbol: Int32, level: Int) -> Double {
        let c = levels[level].coefficients
        return Int(symbol) < c.count ? c[Int(symbol)] : 0
    }

    mutating func add(_ coefficient: Double, to symbol: Int32, level: Int) {
        let s = Int(symbol)
        if levels[level].coefficients.count <= s {
            levels[level].coefficients.append(contentsOf: repeatElement(0, count: s + 1 - levels[level].coefficients.count))
        }
        let sum = levels[level].coefficients[s] + coefficient
        levels[level].coefficients[s] = nearZero(sum) ? 0 : sum
        if queued.count <= s { queued.append(contentsOf: repeatElement(false, count: s + 1 - queued.count)) }
        if !queued[s] {
            queued[s] = true
            candidates.push(symbol)
        }
    }

    mutating func add(_ row: Row, times factor: Double, level: Int) {
        for cell in row.cells { add(cell.coefficient * factor, to: cell.symbol, level: level) }
    }

    /// Replaces `symbol` by `row` (whose basic it has become).
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        for level in levels.indices {
            let c = coefficient(of: symbol, level: level)
            guard c != 0 else { continue }
            levels[level].coefficients[Int(symbol)] = 0
            add(row, times: c, level: level)
        }
    }

    mutating func remove(_ symbol: Int32) {
        for level in levels.indices where Int(symbol) < levels[level].coefficients.count {
            levels[level].coefficients[Int(symbol)] = 0
        }
    }

    /// Negative at its highest non-zero level.
    func improves(_ symbol: Int32) -> Bool {
        for level in levels.indices {
            let c = coefficient(of: symbol, level: level)
            if c != 0 { return c < 0 }
        }
        return false
    }

    /// The lowest-id symbol whose increase lowers the objective (Bland's rule,
    /// so the simplex cannot cycle), or nil at the optimum. Only slacks and
    /// errors enter: dummies are fixed at 0 and variables are never restricted.
    mutating func enteringSymbol(kinds: [SymbolKind]) -> Int32? {
        while let symbol = candidates.min {
            let kind = kinds[Int(symbol)]
            scanned &+= levels.count
            if kind.isPivotable && improves(symbol) { return symbol }
            candidates.popMin()
            queued[Int(symbol)] = false
        }
        return nil
    }

    /// objective(a) / ca < objective(b) / cb, lexicographically (ca, cb > 0).
    func ratio(_ a: Int32, _ ca: Double, isBelow b: Int32, _ cb: Double) -> Bool {
        for level in levels.indices {
            let ra = coefficient(of: a, level: level) / ca
            let rb = coefficient(of: b, level: level) / cb
            if abs(ra - rb) > 1e-9 * max(1, abs(ra), abs(rb)) { return ra < rb }
        }
        return false
    }
}
