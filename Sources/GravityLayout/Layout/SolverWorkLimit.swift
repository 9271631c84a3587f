import GravityDocument

/// `--max-solver-work` (`Limits.maxSolverWork`): a constraint layer whose
/// solve visits more rows and cells than the limit is an error at the
/// constraint where the work crossed it; the constraints after it are left
/// out, so the layer ends in bounded time (its frames are those of the
/// unfinished solve, and the run fails).
extension LayerSystem {
    mutating func reportWorkLimit(at location: SourceLocation?) {
        guard !reportedWorkLimit else { return }
        reportedWorkLimit = true
        report(.error("solving this constraint layer takes more than \(groupedNumber(solver.workLimit)) steps of the solver's work "
                      + "(the limit; raise it with --max-solver-work); this constraint and those after it are left out", at: location))
    }
}

extension LayerSystem {
    /// Runs the pending optimisation (values are solved lazily) and reports
    /// the limit at the layer if the work crossed it there.
    mutating func checkWorkLimit(layer location: SourceLocation) {
        _ = value(parentWidth)
        if solver.isOverWorkLimit { reportWorkLimit(at: location) }
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
