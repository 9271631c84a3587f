import GravityDocument

/// `--max-solver-work` (`Limits.maxSolverWork`): the rows and cells the
/// solver visits for one constraint layer, counted over every solve of it
/// (a self-sizing layer solves at its fitting size, again after rewrapping
/// a label, and at the size it is given). A layer whose work crosses the
/// limit is an error at the constraint where it crossed; the constraints
/// after it are left out, so the layer ends in bounded time (its frames
/// are those of the unfinished solve, and the run fails).
extension LayerSystem {
    /// The solver refused a constraint: its work crossed the budget here.
    mutating func reportWorkLimit(at location: SourceLocation?) {
        if workLimitCrossing == nil { workLimitCrossing = location }
    }
}

extension LayoutPass {
    /// What the layer may still spend: the limit less every earlier solve's work.
    func solverBudget(_ layer: Int) -> Int { max(0, maxSolverWork - solverWorkSpent[layer]) }

    /// Runs the pending optimisation (values are solved lazily), charges
    /// its work to the layer and reports the limit once per layer, at the
    /// constraint where the work crossed it (else at the layer).
    mutating func chargeSolverWork(_ system: LayerSystem, layer: Int, at location: SourceLocation) {
        _ = system.value(system.parentWidth)
        solverWorkSpent[layer] += system.solver.workDone
        guard system.solver.isOverWorkLimit || system.workLimitCrossing != nil,
              solverLimitReported.insert(layer).inserted else { return }
        report(.error("solving this constraint layer takes more than \(groupedNumber(maxSolverWork)) steps of the solver's work "
                      + "(the limit; raise it with --max-solver-work); this constraint and those after it are left out",
                      at: system.workLimitCrossing.flatMap { $0 } ?? location))
    }
}

extension LayerSystem {
    /// The solver keeps one objective level per distinct priority, each as
    /// long as the system: 4,000 views at 4,000 priorities took 22 s and
    /// 2 GB. More distinct priorities than this in one layer are refused
    /// where the first one past it is written, before it is solved.
    static let maxDistinctPriorities = 256

    /// Whether a constraint at `priority` may join (required ones always may).
    mutating func admitsPriority(_ priority: Double, at location: SourceLocation?) -> Bool {
        guard priority < 1000, !priorities.contains(priority) else { return true }
        guard priorities.count < LayerSystem.maxDistinctPriorities else {
            if !reportedPriorityLimit {
                reportedPriorityLimit = true
                report(.error("this constraint layer uses more than \(LayerSystem.maxDistinctPriorities) distinct priorities (the limit); "
                              + "constraints at further priorities are left out", at: location))
            }
            return false
        }
        priorities.insert(priority)
        return true
    }
}
