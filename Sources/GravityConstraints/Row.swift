/// What a tableau symbol stands for (kiwi's symbol types).
enum SymbolKind: UInt8 {
    // (Compared through rawValue in hot loops: see `isExternal`.)
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0), or an artificial variable.
    case slack
    /// The error of a non-required constraint (≥ 0, minimised at its priority).
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

extension SymbolKind {
    @inline(__always) var isExternal: Bool { rawValue == SymbolKind.external.rawValue }
    @inline(__always) var isDummy: Bool { rawValue == SymbolKind.dummy.rawValue }
    /// Slacks and errors: the symbols that may enter the basis.
    @inline(__always) var isPivotable: Bool {
        rawValue == SymbolKind.slack.rawValue || rawValue == SymbolKind.error.rawValue
    }
}

/// Coefficients closer to zero than this are zero (kiwi's tolerance).
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}

struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// `basic = constant + Σ coefficient × symbol`, cells sorted by symbol id so
/// every walk over a row is in one fixed order and merges are linear.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Index of `symbol`'s cell, or where it would be inserted (negated − 1).
    @inline(__always) func search(_ symbol: Int32) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return -low - 1
    }

    func coefficient(of symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`; returns true when the symbol is new in the row.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        if i >= 0 {
            let sum = cells[i].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
            return false
        }
        guard !nearZero(coefficient) else { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return true
    }

    mutating func remove(_ symbol: Int32) {
        let i = search(symbol)
        if i >= 0 { cells.remove(at: i) }
    }

    /// self += factor × other, leaving out `skipping`'s cell of self. The
    /// symbols that were not in self before are appended to `added`.
    /// A linear merge of the two sorted cell lists (the hot loop of every
    /// pivot, hence the unchecked buffers).
    mutating func add(_ other: Row, times factor: Double, skipping: Int32 = -1,
                      added: inout [Int32]) {
        constant += other.constant * factor
        let capacity = cells.count + other.cells.count
        let merged = cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                [Cell](unsafeUninitializedCapacity: capacity) { out, count in
                    var i = 0, j = 0, n = 0
                    while i < a.count && j < b.count {
                        let sa = a[i].symbol, sb = b[j].symbol
                        if sa < sb {
                            if sa != skipping { out[n] = a[i]; n += 1 }
                            i += 1
                        } else if sb < sa {
                            let c = b[j].coefficient * factor
                            if !nearZero(c) {
                                out[n] = Cell(symbol: sb, coefficient: c); n += 1
                                added.append(sb)
                            }
                            j += 1
                        } else {
                            let c = sa == skipping ? b[j].coefficient * factor
                                                   : a[i].coefficient + b[j].coefficient * factor
                            if !nearZero(c) {
                                out[n] = Cell(symbol: sa, coefficient: c); n += 1
                                if sa == skipping { added.append(sa) }
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < a.count {
                        if a[i].symbol != skipping { out[n] = a[i]; n += 1 }
                        i += 1
                    }
                    while j < b.count {
                        let c = b[j].coefficient * factor
                        if !nearZero(c) {
                            out[n] = Cell(symbol: b[j].symbol, coefficient: c); n += 1
                            added.append(b[j].symbol)
                        }
                        j += 1
                    }
                    count = n
                }
            }
        }
        cells = merged
    }

    /// Replaces `symbol` by `row` (whose basic it is), if the symbol is here.
    /// Returns false when the row does not contain it.
    @discardableResult
    mutating func substitute(_ symbol: Int32, _ row: Row, added: inout [Int32]) -> Bool {
        let i = search(symbol)
        guard i >= 0 else { return false }
        let c = cells[i].coefficient
        add(row, times: c, skipping: symbol, added: &added)
        return true
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Reads the row as `0 = constant + Σ…` and solves it for `symbol`, which
    /// leaves the cells.
    mutating func solve(for symbol: Int32) {
        let i = search(symbol)
        let factor = -1.0 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// Reads the row as `lhs = constant + Σ…` and solves it for `rhs`.
    mutating func solve(for lhs: Int32, _ rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
