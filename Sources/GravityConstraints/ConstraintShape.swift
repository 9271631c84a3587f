/// What a constraint says, without the caller's tag, for a caller that
/// adds each distinct constraint once (a layout's constraint layer: 100,000
/// copies of one line cost one row). Hashes every term, so many
/// constraints on one variable do not collide.
public struct ConstraintShape: Hashable, Sendable {
    let expression: LinearExpression
    let relation: Relation
    let priority: Priority

    /// The shape of `constraint`: expression, relation and priority, without its tag.
    public init(_ constraint: Constraint) {
        expression = constraint.expression
        relation = constraint.relation
        priority = constraint.priority
    }
}
