/// An incremental Cassowary solver (the algorithm of kiwi and of Badros,
/// Borning & Stuckey's paper; our own code): required constraints hold,
/// the others are met in strict priority order, then as closely as possible.
/// Values are current after every `add` and `remove`.
///
/// Deterministic: symbols are numbered in creation order, every choice falls
/// to the lowest id on ties, and nothing iterates a hash map — the same calls
/// give bit-identical values in every process.
public final class Solver {
    private var tableau = Tableau()
    /// Every constraint ever added, in order; nil once removed.
    private var records: [Record?] = []
    /// Where each present constraint sits in `records` (lookups only).
    private var recordIndex: [Constraint: Int] = [:]
    /// markerOwner[symbol]: the record whose marker the symbol is, or -1.
    private var markerOwner: [Int] = []
    private var variableNames: [Int: String] = [:]

    private struct Record {
        let constraint: Constraint
        /// Slack (inequality), dummy (required equality) or the first error
        /// symbol (non-required equality).
        let marker: Int32
        /// The error symbol of a non-required constraint's other side, or -1.
        let other: Int32
    }

    public init() {}

    /// A new variable; `name` is only for diagnostics.
    public func makeVariable(_ name: String = "") -> Variable {
        let id = Int(newSymbol(.external))
        variableNames[id] = name
        return Variable(id: id, name: name)
    }

    /// The variable's value in the current solution (0 when nothing decides it).
    public func value(of variable: Variable) -> Double {
        precondition(variable.id < tableau.symbolCount, "variable \(variable) is not from this solver")
        return tableau.value(of: Int32(variable.id))
    }

    /// The constraints currently in the solver, in the order they were added.
    public var constraints: [Constraint] { records.compactMap { $0?.constraint } }

    public func contains(_ constraint: Constraint) -> Bool { recordIndex[constraint] != nil }

    /// Adds a constraint and re-solves. A required constraint that cannot hold
    /// with the required ones already in throws `.unsatisfiable` naming a
    /// minimal set of them; the solver then holds the same constraints as before.
    public func add(_ constraint: Constraint) throws {
        if recordIndex[constraint] != nil { throw SolverError.duplicate }
        if let conflict = insert(constraint) {
            throw SolverError.unsatisfiable(conflicting: minimalConflict(constraint, candidates: conflict))
        }
    }

    /// Removes a constraint and re-solves; false if it was not in the solver.
    @discardableResult
    public func remove(_ constraint: Constraint) -> Bool {
        guard let index = recordIndex.removeValue(forKey: constraint),
              let record = records[index] else { return false }
        records[index] = nil
        markerOwner[Int(record.marker)] = -1
        // 1. Take the errors out of the objective before any pivot.
        if !constraint.priority.isRequired {
            let level = tableau.objective.levelIndex(constraint.priority.value)
            for error in [record.marker, record.other] where tableau.kinds[Int(error)] == .error {
                if let row = tableau.rows[Int(error)] {
                    tableau.objective.add(row, times: -1, level: level)
                } else {
                    tableau.objective.insert(error, -1, level: level)
                }
            }
        }
        // 2. Drop the marker's row, pivoting the marker into the basis first.
        if !tableau.isBasic(record.marker), let leaving = tableau.markerLeavingRow(for: record.marker) {
            tableau.pivot(leaving: leaving, entering: record.marker)
        }
        tableau.dropRow(of: record.marker)
        tableau.optimize()
        return true
    }

    // MARK: Adding (kiwi's addConstraint)

    private func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = tableau.newSymbol(kind)
        // The tableau makes symbols of its own (artificial variables) too.
        markerOwner.append(contentsOf: repeatElement(-1, count: tableau.symbolCount - markerOwner.count))
        return symbol
    }

    /// Adds the constraint; on a required conflict leaves the constraints as
    /// they were and returns the record indexes of the candidate culprits.
    private func insert(_ constraint: Constraint) -> [Int]? {
        // 1. The row `expression (+ slack) (± errors) = 0` over parametric symbols.
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            precondition(term.variable.id < tableau.symbolCount, "variable \(term.variable) is not from this solver")
            row.insert(Int32(term.variable.id), term.coefficient)
        }
        row = tableau.substitutingBasics(row)
        let priority = constraint.priority
        var marker: Int32 = -1, other: Int32 = -1
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if !priority.isRequired {
                other = newSymbol(.error)
                row.insert(other, -sign)
                tableau.objective.insert(other, 1, level: tableau.objective.levelIndex(priority.value))
            }
        case .equal:
            if priority.isRequired {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                let level = tableau.objective.levelIndex(priority.value)
                tableau.objective.insert(marker, 1, level: level)
                tableau.objective.insert(other, 1, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        // 2. Choose the subject: an external, else a new slack or error with a
        //    negative coefficient (it stays ≥ 0 as the basic of this row).
        var subject = row.cells.first { tableau.kinds[Int($0.symbol)] == .external }?.symbol ?? -1
        if subject < 0 {
            for candidate in [marker, other] where candidate >= 0 {
                let kind = tableau.kinds[Int(candidate)]
                if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 {
                    subject = candidate
                    break
                }
            }
        }
        // 3. Only dummies: the constraint is redundant if the constant is 0,
        //    and contradicts the required equalities whose dummies are here otherwise.
        if subject < 0 && row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            guard nearZero(row.constant) else {
                return owners(of: row, except: marker)
            }
            subject = marker
        }
        // 4. Put the row in the tableau: solved for the subject, or through
        //    an artificial variable when there is none.
        let index = records.count
        if subject < 0 {
            if case .infeasible(let phaseOne) = tableau.addWithArtificialVariable(row) {
                tableau.optimize()
                return owners(of: phaseOne, except: marker)
            }
        } else {
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.install(row, as: subject)
        }
        records.append(Record(constraint: constraint, marker: marker, other: other))
        recordIndex[constraint] = index
        markerOwner[Int(marker)] = index
        // 5. Re-optimise.
        tableau.optimize()
        return nil
    }

    /// The required constraints whose markers appear in `row`, by record index.
    private func owners(of row: Row, except marker: Int32) -> [Int] {
        row.cells.compactMap { cell -> Int? in
            guard cell.symbol != marker else { return nil }
            let owner = Int(cell.symbol) < markerOwner.count ? markerOwner[Int(cell.symbol)] : -1
            guard owner >= 0, let record = records[owner],
                  record.constraint.priority.isRequired else { return nil }
            return owner
        }.sorted()
    }

    // MARK: Conflicts

    /// Shrinks the culprits read off the tableau to a minimal set (deletion
    /// filter: drop each one whose absence still leaves a contradiction, tested
    /// on a fresh solver holding only those required constraints). Large sets
    /// are reported as read.
    private func minimalConflict(_ constraint: Constraint, candidates: [Int]) -> [Int] {
        var set = candidates.compactMap { records[$0]?.constraint }
        if set.count <= 64 && conflicts(constraint, set) {
            var i = 0
            while i < set.count {
                var without = set
                without.remove(at: i)
                if conflicts(constraint, without) { set = without } else { i += 1 }
            }
        }
        return set.map(\.tag)
    }

    /// Whether `constraint` contradicts `earlier` (required constraints that
    /// hold together), on a fresh solver with the same variable ids.
    private func conflicts(_ constraint: Constraint, _ earlier: [Constraint]) -> Bool {
        let probe = Solver()
        for _ in 0..<tableau.symbolCount { _ = probe.newSymbol(.external) }
        for c in earlier where probe.insert(c) != nil { return true }
        return probe.insert(constraint) != nil
    }
}
