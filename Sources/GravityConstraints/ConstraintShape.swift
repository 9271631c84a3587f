/// What a constraint says, without the caller's tag: two constraints of
/// one shape are the same row (`Solver` adds the first only). Hashes every
/// term, so many constraints on one variable do not collide.
struct ConstraintShape: Hashable {
    let expression: LinearExpression
    let relation: Relation
    let priority: Priority

    init(_ constraint: Constraint) {
        expression = constraint.expression
        relation = constraint.relation
        priority = constraint.priority
    }
}
