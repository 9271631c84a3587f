import XCTest
@testable import GravityConstraints

final class SolverTests: XCTestCase {
    private func assertUnsatisfiable(_ expression: @autoclosure () throws -> Void, _ tags: [Int],
                                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try expression(), file: file, line: line) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(conflicting: tags), file: file, line: line)
        }
    }

    // MARK: Textbook cases

    func testSingleEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10))
        XCTAssertEqual(s.value(of: x), 10)
    }

    /// The midpoint example of the Cassowary paper: xm = (xl + xr) / 2,
    /// xl + 10 ≤ xr, 0 ≤ xl, xr ≤ 100, with weak wishes for xl and xr.
    func testCassowaryMidpoint() throws {
        let s = Solver()
        let xl = s.makeVariable("xl"), xm = s.makeVariable("xm"), xr = s.makeVariable("xr")
        try s.add(Constraint(2 * xm, .equal, xl + xr))
        try s.add(Constraint(xl + 10, .lessOrEqual, xr))
        try s.add(Constraint(xl, .greaterOrEqual, 0))
        try s.add(Constraint(xr, .lessOrEqual, 100))
        try s.add(Constraint(xl, .equal, 30, priority: .low))
        try s.add(Constraint(xr, .equal, 60, priority: .low))
        XCTAssertEqual([s.value(of: xl), s.value(of: xm), s.value(of: xr)], [30, 45, 60])
        // A stronger wish for the midpoint: xl ∈ 80…85 all cost the weak
        // wishes 90 together (a tie).
        try s.add(Constraint(xm, .equal, 90, priority: .high))
        XCTAssertEqual(s.value(of: xm), 90)
        XCTAssertEqual(s.value(of: xl) + s.value(of: xr), 180)
        XCTAssert((80...85).contains(s.value(of: xl)))
        // Required bounds win over the wish, which comes as close as it can.
        try s.add(Constraint(xr, .lessOrEqual, 50))
        XCTAssertEqual([s.value(of: xl), s.value(of: xm), s.value(of: xr)], [40, 45, 50])
    }

    /// Three boxes in a row inside 300 points, the middle one fills.
    func testRowOfThreeViews() throws {
        let s = Solver()
        let a = s.makeVariable("a.left"), aw = s.makeVariable("a.width")
        let b = s.makeVariable("b.left"), bw = s.makeVariable("b.width")
        let c = s.makeVariable("c.left"), cw = s.makeVariable("c.width")
        try s.add(Constraint(a, .equal, 8))
        try s.add(Constraint(aw, .equal, 50))
        try s.add(Constraint(b, .equal, a + aw + 8))
        try s.add(Constraint(c, .equal, b + bw + 8))
        try s.add(Constraint(cw, .equal, 50))
        try s.add(Constraint(c + cw + 8, .equal, 300))
        try s.add(Constraint(bw, .equal, 20, priority: .low)) // hugging: loses
        XCTAssertEqual([s.value(of: b), s.value(of: bw), s.value(of: c)], [66, 168, 242])
    }

    func testInequalitiesAtDifferentPriorities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterOrEqual, 100, priority: .low))
        try s.add(Constraint(x, .lessOrEqual, 50, priority: .high))
        XCTAssertEqual(s.value(of: x), 50)
        try s.add(Constraint(x, .greaterOrEqual, 70))
        XCTAssertEqual(s.value(of: x), 70)
    }

    func testUndeterminedVariablesAreZero() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, y + 5))
        XCTAssertEqual(s.value(of: x) - s.value(of: y), 5)
        XCTAssertEqual(s.value(of: s.makeVariable("free")), 0)
    }

    func testReadmeSample() throws {
        let solver = Solver()
        let left = solver.makeVariable("badge.left"), width = solver.makeVariable("badge.width")
        try solver.add(Constraint(left + width, .equal, 200, tag: 1))
        try solver.add(Constraint(width, .equal, 48, priority: .low, tag: 2))
        try solver.add(Constraint(left, .greaterOrEqual, 160, priority: .high, tag: 3))
        XCTAssertEqual(solver.value(of: width), 40)
        XCTAssertEqual(solver.value(of: left), 160)
    }

    // MARK: Strict priorities

    func testOne751BeatsManyAt750() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for tag in 0..<50 { try s.add(Constraint(x, .equal, 0, priority: .high, tag: tag)) }
        try s.add(Constraint(x, .equal, 10, priority: 751))
        XCTAssertEqual(s.value(of: x), 10)
        // Even weighted by large coefficients.
        let y = s.makeVariable("y")
        try s.add(Constraint(1000 * y, .equal, 0, priority: 2))
        try s.add(Constraint(y, .equal, 1, priority: 3))
        XCTAssertEqual(s.value(of: y), 1)
    }

    func testPriorityOrderDoesNotDependOnAddingOrder() throws {
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0]] {
            let s = Solver()
            let x = s.makeVariable("x")
            let all = [Constraint(x, .lessOrEqual, 10, priority: 600),
                       Constraint(x, .greaterOrEqual, 20, priority: 500),
                       Constraint(x, .equal, 5, priority: 400)]
            for i in order { try s.add(all[i]) }
            XCTAssertEqual(s.value(of: x), 10, "order \(order)")
        }
    }

    func testWithinOnePriorityTheErrorSumIsMinimal() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .low, tag: 1))
        try s.add(Constraint(x, .equal, 0, priority: .low, tag: 2))
        try s.add(Constraint(x, .equal, 10, priority: .low, tag: 3))
        XCTAssertEqual(s.value(of: x), 0)
    }

    // MARK: Ties

    /// Two equal wishes pulling apart: any value between them is optimal; the
    /// one chosen is always the same.
    func testTiesAreResolvedTheSameWayEveryTime() throws {
        func solve() throws -> [Double] {
            let s = Solver()
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            try s.add(Constraint(x, .equal, 0, priority: .low, tag: 1))
            try s.add(Constraint(x, .equal, 10, priority: .low, tag: 2))
            try s.add(Constraint(x + y, .equal, 10))
            try s.add(Constraint(y, .greaterOrEqual, 0))
            return [s.value(of: x), s.value(of: y)]
        }
        let first = try solve()
        XCTAssert((0...10).contains(first[0]))
        XCTAssertEqual(first[0] + first[1], 10)
        for _ in 0..<20 { XCTAssertEqual(try solve(), first) }
    }

    // MARK: Redundant constraints

    func testRedundantRequiredConstraintsAreAccepted() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 10, tag: 1))
        try s.add(Constraint(x, .equal, 10, tag: 2))
        try s.add(Constraint(y, .equal, 5))
        try s.add(Constraint(x + y, .equal, 15))
        try s.add(Constraint(2 * x, .equal, 20))
        try s.add(Constraint(x, .lessOrEqual, 10))
        try s.add(Constraint(x, .greaterOrEqual, 10))
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [10, 5])
    }

    func testDuplicate() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x + 1, .equal, 10, tag: 3))
        XCTAssertThrowsError(try s.add(Constraint(x, .equal, 9, tag: 3))) {
            XCTAssertEqual($0 as? SolverError, .duplicate)
        }
        try s.add(Constraint(x, .equal, 9, tag: 4)) // another tag: another constraint
    }

    // MARK: Unsatisfiable sets

    func testContradictingEqualities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, tag: 1))
        assertUnsatisfiable(try s.add(Constraint(x, .equal, 20, tag: 2)), [1])
        XCTAssertEqual(s.value(of: x), 10)
        XCTAssertEqual(s.constraints.map(\.tag), [1])
    }

    func testConflictNamesOnlyTheChainInTheWay() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let d = s.makeVariable("d")
        try s.add(Constraint(a, .equal, 0, tag: 1))
        try s.add(Constraint(d, .equal, 5, tag: 2))
        try s.add(Constraint(b, .equal, a + 10, tag: 3))
        try s.add(Constraint(d, .lessOrEqual, c, tag: 4))
        try s.add(Constraint(c, .equal, b + 10, tag: 5))
        try s.add(Constraint(c, .equal, 3, priority: .high, tag: 6))
        assertUnsatisfiable(try s.add(Constraint(c, .lessOrEqual, 5, tag: 7)), [1, 3, 5])
        XCTAssertEqual(s.value(of: c), 20)
    }

    func testInequalityConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(Constraint(x, .greaterOrEqual, 10, tag: 1))
        try s.add(Constraint(z, .greaterOrEqual, 0, tag: 2))
        try s.add(Constraint(y, .greaterOrEqual, x + z, tag: 3))
        assertUnsatisfiable(try s.add(Constraint(y, .lessOrEqual, 5, tag: 4)), [1, 2, 3])
        assertUnsatisfiable(try s.add(Constraint(x, .lessOrEqual, 5, tag: 5)), [1])
    }

    /// `a = 0` alone, or `b = 10` with `a + b = 10`, each forbid `a = 5`:
    /// the answer is one of them, not both.
    func testConflictIsMinimal() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(a, .equal, 0, tag: 1))
        try s.add(Constraint(b, .equal, 10, tag: 2))
        try s.add(Constraint(a + b, .equal, 10, tag: 3))
        XCTAssertThrowsError(try s.add(Constraint(a, .equal, 5, tag: 4))) { error in
            guard case .unsatisfiable(let tags)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssert(tags == [1] || tags == [2, 3], "\(tags)")
        }
    }

    /// Each conflict is analysed on its own constraints only: hundreds of
    /// them in a large system stay cheap, and each names its own chain.
    func testManyConflictsInALargeSystem() throws {
        let s = Solver()
        let x = (0..<2000).map { s.makeVariable("x\($0)") }
        try s.add(Constraint(x[0], .equal, 0, tag: 0))
        for i in 1..<2000 { try s.add(Constraint(x[i], .equal, x[i - 1] + 1, tag: i)) }
        for k in 0..<200 {
            let i = 10 * k + 5
            XCTAssertThrowsError(try s.add(Constraint(x[i], .equal, -1, tag: 10_000 + k))) { error in
                guard case .unsatisfiable(let tags)? = error as? SolverError else { return XCTFail("\(error)") }
                XCTAssertEqual(tags, Array(0...i), "conflict \(k)")
            }
        }
        XCTAssertEqual(s.value(of: x[1999]), 1999)
    }

    func testNonRequiredConstraintsNeverConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(x, .equal, 20, priority: 999))
        try s.add(Constraint(x, .greaterOrEqual, 30, priority: 1))
        XCTAssertEqual(s.value(of: x), 10)
    }

    func testSolverKeepsWorkingAfterAConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .greaterOrEqual, 10, tag: 1))
        try s.add(Constraint(y, .equal, x + 5, tag: 2))
        try s.add(Constraint(y, .equal, 0, priority: .low, tag: 3))
        assertUnsatisfiable(try s.add(Constraint(y, .lessOrEqual, 12, tag: 4)), [1, 2])
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [10, 15])
        try s.add(Constraint(x, .equal, 20, tag: 5))
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [20, 25])
        XCTAssert(s.remove(Constraint(x, .equal, 20, tag: 5)))
        XCTAssertEqual([s.value(of: x), s.value(of: y)], [10, 15])
    }

    func testNonFiniteNumbersAreRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for bad in [Double.infinity, -Double.infinity, Double.nan] {
            XCTAssertThrowsError(try s.add(Constraint(x, .equal, bad))) {
                XCTAssertEqual($0 as? SolverError, .nonFinite)
            }
            XCTAssertThrowsError(try s.add(Constraint(bad * x, .equal, 1, priority: .low))) {
                XCTAssertEqual($0 as? SolverError, .nonFinite)
            }
        }
        try s.add(Constraint(x, .equal, 1e300))
        XCTAssertEqual(s.value(of: x), 1e300)
        XCTAssertEqual(s.constraints.count, 1)
    }

    // MARK: Removing

    func testRemove() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let weak = Constraint(x, .equal, 10, priority: .low)
        let strong = Constraint(x, .equal, 20, priority: .high)
        let bound = Constraint(x, .lessOrEqual, 15)
        try s.add(weak)
        try s.add(strong)
        XCTAssertEqual(s.value(of: x), 20)
        try s.add(bound)
        XCTAssertEqual(s.value(of: x), 15)
        XCTAssertTrue(s.remove(bound))
        XCTAssertEqual(s.value(of: x), 20)
        XCTAssertTrue(s.remove(strong))
        XCTAssertEqual(s.value(of: x), 10)
        XCTAssertFalse(s.remove(strong))
        try s.add(Constraint(x, .equal, 3))
        XCTAssertEqual(s.value(of: x), 3)
    }

    /// A form's fields (the layer's content box, 308 wide): labels 32 and
    /// 112 wide at left 0, each field's left ≥ its label's right + 12, the
    /// fields' lefts equal, their rights at 308, a low wish for the left at 0
    /// and tie-break wishes (0.5) for widths of 0. The low wish loses only
    /// what the required inequalities take: left 112 + 12 = 124, width
    /// 308 − 124 = 184, however the equality of the lefts is written.
    func testLowWishBeatsTieBreakWhicheverWayAnEqualityIsWritten() throws {
        for swapped in [false, true] {
            let s = Solver()
            let parent = s.makeVariable("parent.width")
            let nameWidth = s.makeVariable("name.width"), emailWidth = s.makeVariable("email.width")
            let nameField = s.makeVariable("nameField.left"), nameFieldWidth = s.makeVariable("nameField.width")
            let emailField = s.makeVariable("emailField.left"), emailFieldWidth = s.makeVariable("emailField.width")
            try s.add(Constraint(parent, .equal, 308))
            try s.add(Constraint(nameWidth, .equal, 32))
            try s.add(Constraint(emailWidth, .equal, 112))
            for width in [nameFieldWidth, emailFieldWidth] {
                try s.add(Constraint(width, .greaterOrEqual, 0))
                try s.add(Constraint(width, .equal, 0, priority: .tieBreak))
            }
            try s.add(Constraint(nameField, .greaterOrEqual, nameWidth + 12))
            try s.add(Constraint(nameField, .greaterOrEqual, emailWidth + 12))
            try s.add(Constraint(nameField, .equal, 0, priority: .low))
            try s.add(swapped ? Constraint(nameField, .equal, emailField) : Constraint(emailField, .equal, nameField))
            try s.add(Constraint(nameField + nameFieldWidth, .equal, parent))
            try s.add(Constraint(emailField + emailFieldWidth, .equal, parent))
            XCTAssertEqual([s.value(of: nameField), s.value(of: nameFieldWidth), s.value(of: emailField), s.value(of: emailFieldWidth)],
                           [124, 184, 124, 184], "swapped: \(swapped)")
        }
    }

    // MARK: Expressions

    func testExpressionsSimplifyToOneTermPerVariable() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let e = (2 * x + y - x + 3 - y / 2) * 2
        XCTAssertEqual(e.simplified(), LinearExpression([Term(x, 2), Term(y, 1)], constant: 6))
        XCTAssertEqual(Constraint(x + 1, .equal, y), Constraint(x - y, .equal, -1))
        XCTAssertEqual(Priority(checking: 1001), nil)
        XCTAssertEqual(Priority(checking: 0.5), nil)
        XCTAssertEqual(Priority(checking: 750), .high)
    }
}
