/// The objective of the simplex: minimise the errors of non-required
/// constraints in strict priority order. Kiwi weighs each error by a float
/// strength and sums, so enough 750s outweigh a 751; here the objective is a
/// vector with one row per distinct priority, compared lexicographically
/// (highest priority first). A symbol improves the objective when its
/// coefficient at the highest level where it has one is negative.
struct Objective {
    struct Level {
        let priority: Double
        var row: Row
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []

    /// The level of `priority`, created (empty) on first use.
    mutating func levelIndex(_ priority: Double) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i == levels.count || levels[i].priority != priority {
            levels.insert(Level(priority: priority, row: Row()), at: i)
        }
        return i
    }

    mutating func insert(_ symbol: Int32, _ coefficient: Double, level: Int) {
        levels[level].row.insert(symbol, coefficient)
    }

    mutating func add(_ row: Row, times factor: Double, level: Int) {
        var ignored: [Int32] = []
        levels[level].row.add(row, times: factor, added: &ignored)
    }

    mutating func substitute(_ symbol: Int32, _ row: Row) {
        var ignored: [Int32] = []
        for i in levels.indices {
            levels[i].row.substitute(symbol, row, added: &ignored)
        }
    }

    mutating func remove(_ symbol: Int32) {
        for i in levels.indices { levels[i].row.remove(symbol) }
    }

    /// The lowest-id symbol whose increase lowers the objective (Bland's rule,
    /// so the simplex cannot cycle), or nil at the optimum. Dummies never enter.
    func enteringSymbol(kinds: [SymbolKind]) -> Int32? {
        var best = Int32.max
        for (l, level) in levels.enumerated() {
            for cell in level.row.cells {
                if cell.symbol >= best { break }
                guard cell.coefficient < 0, kinds[Int(cell.symbol)] != .dummy else { continue }
                if !(0..<l).contains(where: { levels[$0].row.search(cell.symbol) >= 0 }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best == Int32.max ? nil : best
    }
}
