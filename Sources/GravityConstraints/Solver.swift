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

    private struct Record {
        let constraint: Constraint
        /// The constraint's symbols in the tableau (`Tableau.add`).
        let marker: Int32
        let other: Int32
    }

    /// An empty solver: no variables, no constraints, no work limit.
    public init() {}

    /// Rows and cells the simplex may visit before `add` refuses with
    /// `.workLimit` (and a pending optimisation stops where it is): a
    /// system whose cost grows faster than its size (thousands of distinct
    /// priorities, long soft chains) ends in bounded time. Unlimited by default.
    public var workLimit: Int {
        get { tableau.workLimit }
        set { tableau.workLimit = newValue }
    }

    /// Whether the work so far passed `workLimit` (the values are then
    /// those of an unfinished solve).
    public var isOverWorkLimit: Bool { tableau.isOverWorkLimit }

    /// Rows and cells visited so far (what `workLimit` bounds).
    public var workDone: Int { tableau.work &+ tableau.objective.scanned }

    /// A new variable; `name` is only for diagnostics.
    public func makeVariable(_ name: String = "") -> Variable {
        Variable(id: Int(tableau.newSymbol(.external)), name: name)
    }

    /// The variable's value in the current solution (0 when nothing decides it).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: Int32(variable.id))
    }

    /// The constraints currently in the solver, in the order they were added.
    public var constraints: [Constraint] { records.compactMap { $0?.constraint } }

    /// True when an equal constraint (tag included) was added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { recordIndex[constraint] != nil }

    /// Adds a constraint and re-solves. A required constraint that cannot hold
    /// with the required ones already in throws `.unsatisfiable` naming a
    /// minimal set of them; the solver then holds the same constraints as before.
    public func add(_ constraint: Constraint) throws {
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFinite
        }
        guard !tableau.isOverWorkLimit else { throw SolverError.workLimit }
        // One hash lookup: claim the slot first, give it back on failure.
        if let earlier = recordIndex.updateValue(records.count, forKey: constraint) {
            recordIndex[constraint] = earlier
            throw SolverError.duplicate
        }
        if let conflict = insert(constraint) {
            recordIndex[constraint] = nil
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
        tableau.remove(marker: record.marker, other: record.other, priority: constraint.priority)
        return true
    }

    // MARK: Edit variables (kiwi's)

    private struct Edit {
        let constraint: Constraint
        var value: Double
    }
    /// By variable id (lookups only).
    private var edits: [Int: Edit] = [:]

    /// Makes `variable` an edit variable: a wish `variable == value` at
    /// `priority` (below required), 0 until `suggestValue` moves it. Moving
    /// it re-solves from the current solution with the dual simplex, much
    /// cheaper than removing and adding a constraint.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard !priority.isRequired else { throw SolverError.requiredEditVariable }
        guard edits[variable.id] == nil else { throw SolverError.duplicate }
        let constraint = Constraint(variable, .equal, 0, priority: priority, tag: Int.min)
        try add(constraint)
        edits[variable.id] = Edit(constraint: constraint, value: 0)
    }

    /// Moves an edit variable's wish to `value` and re-solves.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var edit = edits[variable.id] else { throw SolverError.notAnEditVariable }
        guard value.isFinite else { throw SolverError.nonFinite }
        guard let index = recordIndex[edit.constraint], let record = records[index] else { return }
        tableau.shiftConstant(marker: record.marker, other: record.other, by: value - edit.value)
        edit.value = value
        edits[variable.id] = edit
    }

    /// Takes the wish of an edit variable out; false if it was none.
    @discardableResult
    public func removeEditVariable(_ variable: Variable) -> Bool {
        guard let edit = edits.removeValue(forKey: variable.id) else { return false }
        return remove(edit.constraint)
    }

    // MARK: Adding

    /// Adds the constraint; on a required conflict leaves the constraints as
    /// they were and returns the record indexes of the candidate culprits.
    private func insert(_ constraint: Constraint) -> [Int]? {
        switch tableau.add(constraint.expression, constraint.relation, constraint.priority) {
        case .conflict(let row, let marker):
            return owners(of: row, except: marker)
        case .added(let marker, let other):
            let index = records.count   // recordIndex[constraint] already (add)
            records.append(Record(constraint: constraint, marker: marker, other: other))
            if markerOwner.count <= Int(marker) {
                markerOwner.append(contentsOf: repeatElement(-1, count: Int(marker) + 1 - markerOwner.count))
            }
            markerOwner[Int(marker)] = index
            return nil
        }
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
    /// hold together), on a fresh solver holding only their variables (so a
    /// conflict costs what its constraints cost, not what the whole system does).
    private func conflicts(_ constraint: Constraint, _ earlier: [Constraint]) -> Bool {
        let probe = Solver()
        var probeVariables: [Int: Variable] = [:]   // lookups only
        func translated(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { term -> Term in
                if let known = probeVariables[term.variable.id] { return Term(known, term.coefficient) }
                let made = probe.makeVariable(term.variable.name)
                probeVariables[term.variable.id] = made
                return Term(made, term.coefficient)
            }
            return Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation, 0,
                              priority: c.priority, tag: c.tag)
        }
        for c in earlier where probe.insert(translated(c)) != nil { return true }
        return probe.insert(translated(constraint)) != nil
    }
}
