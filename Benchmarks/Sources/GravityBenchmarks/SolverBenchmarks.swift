import GravityConstraints
import SplitMix64

/// The Cassowary solver alone (Benchmarks/README.md, "Solver cases"); the
/// kiwisolver peer (peers/solver_kiwi.py) adds the same constraints in the
/// same order.
enum SolverBenchmarks {
    static func natural(_ i: Int) -> Double { Double(20 + (i * 7) % 40) }

    /// n children in a row, `left` and `width` each: the chain
    /// left[i] == left[i-1] + width[i-1] + 8 (required), width >= natural @750,
    /// width <= natural @250, and the row ending at most at its natural end
    /// (required). Returns every value (lefts, then widths).
    static func layer(_ n: Int) -> [Double] {
        let s = Solver()
        var left: [Variable] = [], width: [Variable] = []
        for i in 0..<n {
            left.append(s.makeVariable("v\(i).left"))
            width.append(s.makeVariable("v\(i).width"))
        }
        for i in 0..<n {
            if i == 0 {
                try! s.add(Constraint(left[0], .equal, 0))
            } else {
                try! s.add(Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 8))
            }
            try! s.add(Constraint(width[i], .greaterOrEqual, natural(i), priority: .high))
            try! s.add(Constraint(width[i], .lessOrEqual, natural(i), priority: .low))
        }
        let end = (0..<n).reduce(0) { $0 + natural($1) } + Double(8 * (n - 1))
        try! s.add(Constraint(left[n - 1] + width[n - 1], .lessOrEqual, end))
        return left.map { s.value(of: $0) } + width.map { s.value(of: $0) }
    }

    /// n children whose wishes compete: lefts chained with gaps (>=), widths
    /// >= 0, a width wish and an equal-width wish @250, a left wish
    /// @750/250/50, and a required end that squeezes the row.
    static func mixed(_ n: Int) -> [Double] {
        var r = SplitMix64(state: 7)
        let s = Solver()
        let left = (0..<n).map { s.makeVariable("v\($0).left") }
        let width = (0..<n).map { s.makeVariable("v\($0).width") }
        try! s.add(Constraint(left[0], .equal, 0))
        for i in 1..<n {
            try! s.add(Constraint(left[i], .greaterOrEqual, left[i - 1] + width[i - 1] + Double(r.int(0...8))))
            try! s.add(Constraint(width[i], .greaterOrEqual, 0))
            try! s.add(Constraint(width[i], .equal, Double(r.int(10...90)), priority: .low))
            try! s.add(Constraint(width[i], .equal, width[r.int(0...i - 1)], priority: .low))
            let priority: Priority = [.high, .low, .fitting][r.int(0...2)]
            try! s.add(Constraint(left[i], .equal, Double(i * 40), priority: priority))
        }
        try! s.add(Constraint(left[n - 1] + width[n - 1], .lessOrEqual, Double(n * 30)))
        return left.map { s.value(of: $0) } + width.map { s.value(of: $0) }
    }

    /// A layer as a constraint layout first builds it: n children, each with
    /// its natural width (<= @250, >= @750), centred gravity
    /// (2·left + width == parent @1), held inside the parent (left >= 0 and
    /// parent >= left + width, @100), the parent hugging (parent == 0 @50,
    /// parent >= 0); then the written chain left[i] == left[i-1] +
    /// width[i-1] + 8 (required). Returns the parent's width.
    static func contained(_ n: Int) -> Double {
        let s = Solver()
        let parent = s.makeVariable("parent.width")
        var left: [Variable] = [], width: [Variable] = []
        for i in 0..<n {
            left.append(s.makeVariable("v\(i).left"))
            width.append(s.makeVariable("v\(i).width"))
        }
        try! s.add(Constraint(parent, .greaterOrEqual, 0))
        try! s.add(Constraint(parent, .equal, 0, priority: .fitting))
        for i in 0..<n {
            try! s.add(Constraint(width[i], .lessOrEqual, natural(i), priority: .low))
            try! s.add(Constraint(width[i], .greaterOrEqual, natural(i), priority: .high))
            try! s.add(Constraint(2 * left[i] + width[i], .equal, parent, priority: 1))
            try! s.add(Constraint(left[i], .greaterOrEqual, 0, priority: 100))
            try! s.add(Constraint(parent, .greaterOrEqual, left[i] + width[i], priority: 100))
        }
        for i in 1..<n { try! s.add(Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 8)) }
        return s.value(of: parent)
    }

    /// The last child's left and width must be the natural row's.
    static func check(_ n: Int) {
        let values = layer(n)
        let lastLeft = (0..<n - 1).reduce(0) { $0 + natural($1) } + Double(8 * (n - 1))
        precondition(values[n - 1] == lastLeft && values[2 * n - 1] == natural(n - 1),
                     "solver_layer: wrong result \(values[n - 1]), \(values[2 * n - 1])")
    }

    static func run() {
        for (name, n, iterations) in [("solver_layer_1k", 1000, 20), ("solver_layer_10k", 10_000, 5)] {
            if let filter = Harness.filter, !name.contains(filter) { continue }
            check(n)
            Harness.run(name, iterations: iterations,
                        work: "\(n) children, \(3 * n + 1) constraints (chain, >= @750, <= @250, end)") { _ in
                blackHole(layer(n))
            }
        }
        if Harness.filter.map({ "solver_contained_200".contains($0) }) ?? true {
            let end = (0..<200).reduce(0) { $0 + natural($1) } + Double(8 * 199)
            precondition(contained(200) == end, "solver_contained_200: wrong result")
            Harness.run("solver_contained_200", iterations: 10,
                        work: "200 children, 1201 constraints (contained, centred, chained last)") { _ in
                blackHole(contained(200))
            }
        }
        if Harness.filter.map({ "solver_mixed_1k".contains($0) }) ?? true {
            let values = mixed(200)
            precondition(abs(values[199] - 6000) < 1e-6 && abs(values[399]) < 1e-6, "solver_mixed_1k: wrong result")
            Harness.run("solver_mixed_1k", iterations: 10, work: "200 children, 996 constraints (competing wishes)") { _ in
                blackHole(mixed(200))
            }
        }
    }
}
