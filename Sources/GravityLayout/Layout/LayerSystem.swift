import GravityConstraints
import GravityDocument
import GravityResolve
import GravityValues

/// One constraint layer as a Cassowary problem (SPEC §7.1): the variables
/// `left top width height` of each child (points, relative to the layer's
/// content box) and the content box's own width and height, and the
/// constraints added so far with how to name each in a message.
struct LayerSystem {
    /// Where a child's text lines sit below its top, points (unsnapped, so
    /// `underline.top = title.baseline` is exact inside the solve).
    struct TextOffsets {
        var baseline: Double
        var lastBaseline: Double
        var capTop: Double
        var xTop: Double
    }

    let solver = Solver()
    let parentWidth: Variable
    let parentHeight: Variable
    private(set) var left: [Variable] = []
    private(set) var top: [Variable] = []
    private(set) var width: [Variable] = []
    private(set) var height: [Variable] = []
    var offsets: [TextOffsets]
    /// By tag: how a message names each constraint and where it was written.
    private var descriptions: [(text: String, location: SourceLocation?)] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The constraint at which the solver's work crossed its budget, if
    /// it did (SolverWorkLimit: reported once per layer, by `solvedSystem`).
    var workLimitCrossing: SourceLocation??
    /// Constraints added, by what they say (`add` skips a repeat).
    var shapes: Set<ConstraintShape> = []
    /// Distinct priorities below required so far (`admitsPriority`).
    var priorities: Set<Double> = []
    var reportedPriorityLimit = false

    init(offsets: [TextOffsets], maxWork: Int = Limits().maxSolverWork) {
        self.offsets = offsets
        solver.workLimit = maxWork
        parentWidth = solver.makeVariable("parent.width")
        parentHeight = solver.makeVariable("parent.height")
        for k in offsets.indices {
            left.append(solver.makeVariable("\(k).left"))
            top.append(solver.makeVariable("\(k).top"))
            width.append(solver.makeVariable("\(k).width"))
            height.append(solver.makeVariable("\(k).height"))
        }
    }

    /// The solver's expression for an anchor expression (items are
    /// `.parent` or `.child(k)`, k a visible child's position).
    func expression(_ written: AnchorExpression) -> LinearExpression {
        var result = LinearExpression(constant: written.constant)
        for term in written.terms {
            result = result + anchor(term.item, term.anchor) * term.coefficient
        }
        return result
    }

    func anchor(_ item: ConstraintItem, _ anchor: LayoutAnchor) -> LinearExpression {
        guard case .child(let k) = item, k >= 0, k < offsets.count else {
            // The content box: left and top are 0; a box without text has
            // its baseline at its bottom and its cap line at its top.
            switch anchor {
            case .left, .leading, .top, .capTop, .xTop: return LinearExpression(constant: 0)
            case .right, .trailing, .width: return LinearExpression(parentWidth)
            case .centerX: return LinearExpression(parentWidth) * 0.5
            case .bottom, .height, .baseline, .lastBaseline: return LinearExpression(parentHeight)
            case .centerY: return LinearExpression(parentHeight) * 0.5
            }
        }
        let l = LinearExpression(left[k]), t = LinearExpression(top[k])
        let w = LinearExpression(width[k]), h = LinearExpression(height[k])
        switch anchor {
        case .left, .leading: return l
        case .right, .trailing: return l + w
        case .centerX: return l + w * 0.5
        case .width: return w
        case .top: return t
        case .bottom: return t + h
        case .centerY: return t + h * 0.5
        case .height: return h
        case .baseline: return t + LinearExpression(constant: offsets[k].baseline)
        case .lastBaseline: return t + LinearExpression(constant: offsets[k].lastBaseline)
        case .capTop: return t + LinearExpression(constant: offsets[k].capTop)
        case .xTop: return t + LinearExpression(constant: offsets[k].xTop)
        }
    }

    /// Adds `lhs relation rhs`. A required constraint that cannot hold with
    /// those before it is left out, with an error at it naming the ones it
    /// conflicts with (SPEC §7.1).
    mutating func add(_ lhs: LinearExpression, _ relation: RelationOperator, _ rhs: LinearExpression,
                      priority: Double, _ text: String, at location: SourceLocation?) {
        let difference = lhs - rhs
        guard FiniteFrames.isInRange(difference.constant), difference.terms.allSatisfy({ FiniteFrames.isInRange($0.coefficient) }) else {
            diagnostics.append(.error("'\(text)' has a number beyond \(FiniteFrames.rangeText), too large to solve with; it is left out", at: location))
            return
        }
        guard admitsPriority(priority, at: location) else { return }
        let tag = descriptions.count
        descriptions.append((text, location))
        let kind: Relation
        switch relation {
        case .equal: kind = .equal
        case .lessOrEqual: kind = .lessOrEqual
        case .greaterOrEqual: kind = .greaterOrEqual
        }
        // Below every priority a document can write: the tie-break (SelfSizing).
        let level = priority < Priority.range.lowerBound ? .tieBreak : Priority(checking: min(1000, priority)) ?? .required
        let constraint = Constraint(lhs, kind, rhs, priority: level, tag: tag)
        // Written twice (100,000 copies of one line): one row; at a soft priority it counts once.
        guard shapes.insert(ConstraintShape(constraint)).inserted else { return }
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let conflicting) {
            let others = conflicting.filter { $0 >= 0 && $0 < descriptions.count }.map { tag -> String in
                let other = descriptions[tag]
                return "'\(other.text)'" + (other.location.map { " (\($0))" } ?? "")
            }
            diagnostics.append(.error("the required constraint '\(text)' cannot hold together with "
                                      + (others.isEmpty ? "the constraints before it" : others.joined(separator: ", "))
                                      + "; it is left out", at: location))
        } catch SolverError.workLimit {
            reportWorkLimit(at: location)
        } catch {
            // An equal constraint is already there: nothing to add.
        }
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The current value of an expression.
    func value(of expression: LinearExpression) -> Double {
        let sum = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
        return sum.isFinite ? sum : 0
    }

    func value(_ variable: Variable) -> Double {
        let value = solver.value(of: variable)
        return value.isFinite ? value : 0
    }
}
