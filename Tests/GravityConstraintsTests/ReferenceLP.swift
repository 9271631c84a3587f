import GravityConstraints

/// An independent reference for the differential test: a dense two-phase
/// simplex (textbook, Bland's rule) over non-negative variables, used
/// sequentially for priorities — minimise the errors of the highest level,
/// fix that optimum as a constraint, go on to the next level. Nothing shared
/// with the solver under test except the `Constraint` values it reads.
struct ReferenceLP {
    /// `Σ a·z (= or ≤) b` over the LP's non-negative columns.
    struct Row { var a: [Double]; var b: Double; var isEquality: Bool }

    /// min c·z subject to rows, z ≥ 0; nil if infeasible. Returns the minimum.
    static func minimize(_ c: [Double], _ rows: [Row], columns n: Int) -> Double? {
        // Standard form: one slack per inequality, then one artificial per row.
        let m = rows.count
        let slacks = rows.filter { !$0.isEquality }.count
        let width = n + slacks + m
        var t = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var s = n
        for (i, row) in rows.enumerated() {
            for j in 0..<n { t[i][j] = j < row.a.count ? row.a[j] : 0 }
            if !row.isEquality { t[i][s] = 1; s += 1 }
            t[i][width] = row.b
            if row.b < 0 { for j in 0...width { t[i][j] = -t[i][j] } }
            t[i][n + slacks + i] = 1
            basis[i] = n + slacks + i
        }
        func run(_ cost: [Double], allowed: Int) -> Double {
            while true {
                // Reduced costs.
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) {
                    var r = cost[j]
                    for i in 0..<m { r -= cost[basis[i]] * t[i][j] }
                    if r < -1e-9 { entering = j; break }
                }
                if entering < 0 { break }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > 1e-9 {
                    let ratio = t[i][width] / t[i][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                        best = ratio; leaving = i
                    }
                }
                if leaving < 0 { return -Double.infinity }
                let p = t[leaving][entering]
                for j in 0...width { t[leaving][j] /= p }
                for i in 0..<m where i != leaving && t[i][entering] != 0 {
                    let f = t[i][entering]
                    for j in 0...width { t[i][j] -= f * t[leaving][j] }
                }
                basis[leaving] = entering
            }
            var value = 0.0
            for i in 0..<m { value += cost[basis[i]] * t[i][width] }
            return value
        }
        var phaseOne = [Double](repeating: 0, count: width)
        for i in 0..<m { phaseOne[n + slacks + i] = 1 }
        if run(phaseOne, allowed: width) > 1e-7 { return nil }
        // Drive artificials (now 0) out of the basis where a real column can
        // replace them; a row left with one is redundant and never changes.
        for i in 0..<m where basis[i] >= n + slacks {
            guard let j = (0..<(n + slacks)).first(where: { abs(t[i][$0]) > 1e-9 }) else { continue }
            let p = t[i][j]
            for k in 0...width { t[i][k] /= p }
            for r in 0..<m where r != i && t[r][j] != 0 {
                let f = t[r][j]
                for k in 0...width { t[r][k] -= f * t[i][k] }
            }
            basis[i] = j
        }
        var cost = [Double](repeating: 0, count: width)
        for j in 0..<n { cost[j] = c[j] }
        return run(cost, allowed: n + slacks)
    }

    /// The system of `constraints` over `variableCount` free variables: each
    /// variable is z⁺ − z⁻; each non-required constraint has errors e⁺, e⁻ ≥ 0.
    let variableCount: Int
    let constraints: [Constraint]

    private var errorBase: Int { 2 * variableCount }
    var columnCount: Int { errorBase + 2 * constraints.count }

    private func rows() -> [Row] {
        var rows: [Row] = []
        for (k, c) in constraints.enumerated() {
            var a = [Double](repeating: 0, count: columnCount)
            for term in c.expression.terms {
                a[2 * term.variable.id] += term.coefficient
                a[2 * term.variable.id + 1] -= term.coefficient
            }
            if !c.priority.isRequired {
                // expression − e⁺ + e⁻ (relation) 0
                a[errorBase + 2 * k] = c.relation == .greaterOrEqual ? 1 : -1
                if c.relation == .equal { a[errorBase + 2 * k + 1] = 1 }
            }
            let b = -c.expression.constant
            switch c.relation {
            case .equal: rows.append(Row(a: a, b: b, isEquality: true))
            case .lessOrEqual: rows.append(Row(a: a, b: b, isEquality: false))
            case .greaterOrEqual: rows.append(Row(a: a.map { -$0 }, b: -b, isEquality: false))
            }
        }
        return rows
    }

    var isFeasible: Bool {
        ReferenceLP.minimize([Double](repeating: 0, count: columnCount), rows(),
                             columns: columnCount) != nil
    }

    /// The least error sum at each priority (highest first), in turn.
    func optimalErrors() -> [(priority: Double, error: Double)]? {
        var rows = rows()
        let levels = Set(constraints.filter { !$0.priority.isRequired }.map(\.priority.value)).sorted(by: >)
        var result: [(Double, Double)] = []
        for level in levels {
            var cost = [Double](repeating: 0, count: columnCount)
            for (k, c) in constraints.enumerated() where c.priority.value == level {
                cost[errorBase + 2 * k] = 1
                if c.relation == .equal { cost[errorBase + 2 * k + 1] = 1 }
            }
            guard let best = ReferenceLP.minimize(cost, rows, columns: columnCount) else { return nil }
            result.append((level, best))
            rows.append(Row(a: cost, b: best + 1e-9, isEquality: false))
        }
        return result
    }
}
