/// What layout keeps of a constraint layer's relations (SPEC §7.1), with
/// children numbered as layout sees them: by position among the visible
/// children (hidden ones take no part in layout, so a constraint naming
/// one is left out, and `gravity check` says so).
struct ConstraintLayerSource {
    var constraints: [RelationConstraint] = []
    /// Frame expressions in dependency order (SPEC §7.5).
    var frames: [FrameExpression] = []
    /// Constraints and frame expressions left out because they name a
    /// hidden child: how each was written, and where.
    var hiddenReferences: [(source: String, location: SourceLocation?)] = []
    /// Per axis, for each child: the last child of the floating group it
    /// heads, or -1 (`GravityGroups`).
    var gravity: (horizontal: [Int], vertical: [Int]) = ([], [])
    var hugging: [AxisPriorities] = []
    var compressionResistance: [AxisPriorities] = []
    /// Per visible child: how messages name it, and where its size
    /// attributes were written (for conflicts with them).
    var childNames: [String] = []
    var childLocations: [SourceLocation] = []
    var attributeLocations: [[String: SourceLocation]] = []

    init(_ layer: ElementReference, relations: ElementRelations) {
        var visible: [Int?] = []
        var k = 0
        for child in layer.children {
            visible.append(child.hidden ? nil : k)
            guard !child.hidden else { continue }
            k += 1
            hugging.append(child.relations?.hugging ?? .hugging)
            compressionResistance.append(child.relations?.compressionResistance ?? .compressionResistance)
            childNames.append(child.id.map { "'\($0)'" } ?? "<\(child.kind.rawValue)> at \(child.location)")
            childLocations.append(child.location)
            attributeLocations.append(child.attributeLocations)
        }
        var hidden = false
        func renumber(_ item: ConstraintItem) -> ConstraintItem {
            guard case .child(let index) = item else { return item }
            guard index >= 0, index < visible.count, let position = visible[index] else {
                hidden = true
                return item
            }
            return .child(position)
        }
        for constraint in relations.layer ?? [] {
            hidden = false
            let renumbered = constraint.mapItems(renumber)
            if hidden { hiddenReferences.append((constraint.source, constraint.location)) } else { constraints.append(renumbered) }
        }
        for frame in relations.layerFrames {
            hidden = false
            let renumbered = frame.mapItems(renumber)
            if hidden { hiddenReferences.append((frame.source, frame.location)) } else { frames.append(renumbered) }
        }
        gravity = GravityGroups.placed(childCount: childNames.count, constraints: constraints, frames: frames)
    }
}
