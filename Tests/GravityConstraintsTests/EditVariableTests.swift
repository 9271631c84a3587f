import XCTest
import GravityConstraints
import SplitMix64

/// Edit variables (kiwi's): a wish whose value moves, re-solved by the dual
/// simplex from the current solution.
final class EditVariableTests: XCTestCase {
    func testSuggestedValuesFollowTheConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, x + 5))
        try s.addEditVariable(x, priority: .high)
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [0, 5])
        try s.suggestValue(10, for: x)
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [10, 15])
        try s.add(Constraint(y, .lessOrEqual, 12))
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [7, 12])
        try s.suggestValue(3, for: x)
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [3, 8])
        try s.suggestValue(30, for: x)
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [7, 12])
        XCTAssertTrue(s.removeEditVariable(x))
        XCTAssertFalse(s.removeEditVariable(x))
        XCTAssertThrowsError(try s.suggestValue(1, for: x)) {
            XCTAssertEqual($0 as? SolverError, .notAnEditVariable)
        }
    }

    func testEditVariablesKeepStrictPriorities() throws {
        let s = Solver()
        let width = s.makeVariable("width"), child = s.makeVariable("child")
        try s.addEditVariable(width, priority: 751)
        for tag in 0..<20 { try s.add(Constraint(child, .equal, 100, priority: .high, tag: tag)) }
        try s.add(Constraint(child, .lessOrEqual, width))
        try s.suggestValue(80, for: width)
        XCTAssertEqual([s.value(of: width), s.value(of: child)], [80, 80])
        try s.suggestValue(120, for: width)
        XCTAssertEqual([s.value(of: width), s.value(of: child)], [120, 100])
    }

    func testBadEditRequests() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertThrowsError(try s.addEditVariable(x, priority: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable)
        }
        try s.addEditVariable(x, priority: .low)
        XCTAssertThrowsError(try s.addEditVariable(x, priority: .high)) {
            XCTAssertEqual($0 as? SolverError, .duplicate)
        }
        XCTAssertThrowsError(try s.suggestValue(.nan, for: x)) {
            XCTAssertEqual($0 as? SolverError, .nonFinite)
        }
    }

    /// Random systems with edit variables whose values move many times: after
    /// every suggestion the optimal error at each priority equals the
    /// reference's for the same constraints with the edit wishes written as
    /// ordinary constraints.
    func testSuggestionsAgreeWithReference() throws {
        var random = SplitMix64(state: 4242)
        var suggestions = 0
        for system in 0..<200 {
            let s = Solver()
            let count = random.int(2...6)
            let variables = (0..<count).map { s.makeVariable("v\($0)") }
            var accepted: [Constraint] = []
            for tag in 0..<random.int(1...12) {
                var terms: [Term] = []
                for _ in 0..<random.int(1...3) {
                    terms.append(Term(random.pick(variables), random.pick([1, -1, 2, -0.5])))
                }
                let c = Constraint(LinearExpression(terms, constant: Double(random.int(-20...20))),
                                   random.pick([.equal, .lessOrEqual, .greaterOrEqual]), 0,
                                   priority: random.pick([.required, .required, .high, .low, 1]), tag: tag)
                if (try? s.add(c)) != nil { accepted.append(c) }
            }
            var edits: [(variable: Variable, priority: Priority, value: Double)] = []
            for v in variables.prefix(random.int(1...2)) {
                let priority: Priority = random.pick([751, .high, .low, 2])
                try s.addEditVariable(v, priority: priority)
                edits.append((v, priority, 0))
            }
            for _ in 0..<6 {
                let k = random.int(0...edits.count - 1)
                edits[k].value = Double(random.int(-60...60)) / 2
                try s.suggestValue(edits[k].value, for: edits[k].variable)
                suggestions += 1
                let wishes = edits.map { Constraint($0.variable, .equal, $0.value, priority: $0.priority, tag: -1) }
                let all = accepted + wishes
                for c in accepted where c.priority.isRequired {
                    XCTAssertEqual(error(c, s), 0, accuracy: 1e-7, "system \(system): \(c) violated")
                }
                guard let optimum = ReferenceLP(variableCount: count, constraints: all).optimalErrors() else {
                    XCTFail("system \(system): reference infeasible"); continue
                }
                for (priority, best) in optimum {
                    let ours = all.filter { $0.priority.value == priority }.reduce(0) { $0 + error($1, s) }
                    XCTAssertEqual(ours, best, accuracy: 1e-6 * max(1, best),
                                   "system \(system): error at priority \(priority)")
                }
            }
        }
        XCTAssertEqual(suggestions, 1200)
    }

    private func error(_ c: Constraint, _ s: Solver) -> Double {
        let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }
}
