import GravityDocument
import GravityResolve

/// What layout keeps of a constraint layer's relations (SPEC §7.1), with
/// children numbered by document position. A hidden child stays in the
/// problem as Auto Layout keeps a hidden view: it holds its place and its
/// constraints, and only its drawing is left out (README, Decisions).
struct ConstraintLayerSource {
    var constraints: [RelationConstraint] = []
    /// Frame expressions in dependency order (SPEC §7.5).
    var frames: [FrameExpression] = []
    /// Per child: whether it is hidden (solved, not drawn).
    var hidden: [Bool] = []
    /// Constraints and frame expressions that name a hidden child: how each
    /// was written, where, and the hidden children it names (for `gravity check`).
    var hiddenReferences: [(source: String, location: SourceLocation?, names: [String])] = []
    /// Per axis, for each child: the last child of the floating group it
    /// heads, or -1 (`GravityGroups`).
    var gravity: (horizontal: [Int], vertical: [Int]) = ([], [])
    var hugging: [AxisPriorities] = []
    var compressionResistance: [AxisPriorities] = []
    /// Per child: how messages name it, and where its size attributes were
    /// written (for conflicts with them).
    var childNames: [String] = []
    var childLocations: [SourceLocation] = []
    var attributeLocations: [[String: SourceLocation]] = []

    init(_ layer: ElementReference, relations: ElementRelations) {
        for child in layer.children {
            hidden.append(child.hidden)
            hugging.append(child.relations?.hugging ?? .hugging)
            compressionResistance.append(child.relations?.compressionResistance ?? .compressionResistance)
            childNames.append(child.id.map { "'\($0)'" } ?? "<\(child.kind.rawValue)> at \(child.location)")
            childLocations.append(child.location)
            attributeLocations.append(child.attributeLocations)
        }
        constraints = relations.layer ?? []
        frames = relations.layerFrames
        for constraint in constraints {
            let names = hiddenNames(constraint.expression.terms.map(\.item))
            if !names.isEmpty { hiddenReferences.append((constraint.source, constraint.location, names)) }
        }
        for frame in frames {
            var items: [ConstraintItem] = []
            _ = frame.mapItems { items.append($0); return $0 }
            let names = hiddenNames(items)
            if !names.isEmpty { hiddenReferences.append((frame.source, frame.location, names)) }
        }
        gravity = GravityGroups.placed(childCount: childNames.count, constraints: constraints, frames: frames)
    }

    /// The hidden children among `items`, once each, in order.
    private func hiddenNames(_ items: [ConstraintItem]) -> [String] {
        var names: [String] = []
        for case .child(let k) in items where k >= 0 && k < hidden.count && hidden[k] && !names.contains(childNames[k]) {
            names.append(childNames[k])
        }
        return names
    }
}
