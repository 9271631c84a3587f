import XCTest
import GravityConstraints
import SplitMix64

/// Random systems solved by the solver and by `ReferenceLP` (an independent
/// dense simplex, priorities one after the other) must agree on which
/// required constraints can be added, on minimal conflicts, and on the
/// optimal error at every priority level.
final class DifferentialTests: XCTestCase {
    private func value(_ e: LinearExpression, _ s: Solver) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    }

    private func error(_ c: Constraint, _ s: Solver) -> Double {
        let v = value(c.expression, s)
        switch c.relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }

    func testRandomSystemsAgreeWithReference() throws {
        let (conflicts, removals, levels) = try compare(systems: 400, variables: 1...5, constraints: 1...12, seed: 2026)
        // The random systems exercise what they should.
        XCTAssertGreaterThan(conflicts, 50)
        XCTAssertGreaterThan(removals, 100)
        XCTAssertGreaterThan(levels, 500)
    }

    /// Larger systems: longer chains of variables defined by earlier ones.
    func testLargerRandomSystemsAgreeWithReference() throws {
        let (conflicts, removals, levels) = try compare(systems: 60, variables: 6...10, constraints: 12...30, seed: 99)
        XCTAssertGreaterThan(conflicts, 20)
        XCTAssertGreaterThan(removals, 50)
        XCTAssertGreaterThan(levels, 100)
    }

    /// The optimum must not depend on how a system is spelled: each random
    /// system (levels 750, 250 and the 0.5 tie-break) is added as generated
    /// and three times more in a shuffled order with some constraints negated
    /// (`a = b` as `b = a`, `a ≤ b` as `−a ≥ −b`). Whenever the same
    /// constraints went in, every spelling's error at each level is the
    /// reference's optimum.
    func testOptimumDoesNotDependOnOrderOrSpelling() {
        var random = SplitMix64(state: 1127)
        let levels = [Priority.high.value, Priority.low.value, Priority.tieBreak.value]
        var compared = 0
        for system in 0..<400 {
            let count = random.int(2...8)
            var written: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Priority)] = []
            for _ in 0..<random.int(3...18) {
                let terms = (0..<random.int(1...3)).map { _ in (random.int(0...count - 1), random.pick([1, -1, 2, 0.5])) }
                written.append((terms, Double(random.int(-40...40)), random.pick([.equal, .equal, .lessOrEqual, .greaterOrEqual]),
                                random.pick([.required, .required, .required, .high, .low, .low, .tieBreak, .tieBreak])))
            }
            var first: (tags: Set<Int>, optimum: [Double])?
            for variant in 0..<4 {
                let s = Solver()
                let variables = (0..<count).map { s.makeVariable("v\($0)") }
                var order = Array(written.indices)
                if variant > 0 { for i in order.indices.dropFirst().reversed() { order.swapAt(i, random.int(0...i)) } }
                var accepted: [Constraint] = []
                for tag in order {
                    let w = written[tag]
                    var expression = LinearExpression(w.terms.map { Term(variables[$0.0], $0.1) }, constant: w.constant)
                    var relation = w.relation
                    if variant > 0 && random.int(0...1) == 0 {
                        expression = -expression
                        relation = relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
                    }
                    let c = Constraint(expression, relation, 0, priority: w.priority, tag: tag)
                    if (try? s.add(c)) != nil { accepted.append(c) }
                }
                if first == nil {
                    guard let optimum = ReferenceLP(variableCount: count, constraints: accepted).optimalErrors() else {
                        XCTFail("system \(system): reference infeasible"); break
                    }
                    first = (Set(accepted.map(\.tag)), levels.map { p in optimum.first { $0.priority == p }?.error ?? 0 })
                }
                // Another order may refuse another required constraint of a conflict.
                guard let first, Set(accepted.map(\.tag)) == first.tags else { continue }
                for (level, best) in zip(levels, first.optimum) {
                    let ours = accepted.filter { $0.priority.value == level }.reduce(0) { $0 + error($1, s) }
                    XCTAssertEqual(ours, best, accuracy: 1e-6 * max(1, best), "system \(system), variant \(variant): error at priority \(level)")
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 1200)
    }

    private func compare(systems: Int, variables variableRange: ClosedRange<Int>,
                         constraints constraintRange: ClosedRange<Int>,
                         seed: UInt64) throws -> (Int, Int, Int) {
        var random = SplitMix64(state: seed)
        var conflicts = 0, removals = 0, levelsCompared = 0
        for system in 0..<systems {
            let s = Solver()
            let count = random.int(variableRange)
            let variables = (0..<count).map { s.makeVariable("v\($0)") }
            var accepted: [Constraint] = []
            for tag in 0..<random.int(constraintRange) {
                var terms: [Term] = []
                for _ in 0..<random.int(1...3) {
                    terms.append(Term(random.pick(variables), random.pick([1, -1, 2, -2, 0.5, 3])))
                }
                let c = Constraint(LinearExpression(terms, constant: Double(random.int(-20...20))),
                                   random.pick([.equal, .lessOrEqual, .greaterOrEqual]), 0,
                                   priority: random.pick([.required, .required, .required, 751, .high, .low, .fitting, 1]),
                                   tag: tag)
                let required = accepted.filter { $0.priority.isRequired }
                let feasible = !c.priority.isRequired
                    || ReferenceLP(variableCount: count, constraints: required + [c]).isFeasible
                do {
                    try s.add(c)
                    XCTAssertTrue(feasible, "system \(system): accepted \(c), reference says infeasible")
                    accepted.append(c)
                } catch SolverError.unsatisfiable(let tags) {
                    conflicts += 1
                    XCTAssertFalse(feasible, "system \(system): refused \(c), reference says feasible")
                    // The conflict is real and minimal.
                    let culprits = required.filter { tags.contains($0.tag) }
                    XCTAssertEqual(culprits.map(\.tag), tags)
                    XCTAssertFalse(ReferenceLP(variableCount: count, constraints: culprits + [c]).isFeasible,
                                   "system \(system): \(tags) do not conflict with \(c)")
                    for k in culprits.indices {
                        var fewer = culprits
                        fewer.remove(at: k)
                        XCTAssertTrue(ReferenceLP(variableCount: count, constraints: fewer + [c]).isFeasible,
                                      "system \(system): conflict \(tags) not minimal for \(c)")
                    }
                }
                // Now and then take a constraint out again.
                if !accepted.isEmpty && random.int(0...5) == 0 {
                    let k = random.int(0...accepted.count - 1)
                    XCTAssertTrue(s.remove(accepted[k]))
                    accepted.remove(at: k)
                    removals += 1
                }
            }
            // Required constraints hold; each level's error is the reference's optimum.
            for c in accepted where c.priority.isRequired {
                XCTAssertEqual(error(c, s), 0, accuracy: 1e-7, "system \(system): \(c) violated")
            }
            guard let optimum = ReferenceLP(variableCount: count, constraints: accepted).optimalErrors() else {
                XCTFail("system \(system): reference infeasible"); continue
            }
            for (priority, best) in optimum {
                let ours = accepted.filter { $0.priority.value == priority }.reduce(0) { $0 + error($1, s) }
                XCTAssertEqual(ours, best, accuracy: 1e-6 * max(1, best), "system \(system): error at priority \(priority)")
                levelsCompared += 1
            }
        }
        print("differential: \(systems) systems, \(conflicts) conflicts, \(removals) removals, \(levelsCompared) levels compared")
        return (conflicts, removals, levelsCompared)
    }
}
