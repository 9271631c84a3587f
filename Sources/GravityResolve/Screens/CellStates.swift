import GravityDocument

/// A row's keys as the state its cell reads (SPEC §14.2, Layout's
/// `setState`): the table's rewrite files each row's state here and marks
/// the row's element; resolving that element binds the keys for its subtree.
extension Resolver {
    /// The marker attribute; never written by a document (the dot and the
    /// prefix keep it out of reach of UIKit's names).
    static let cellStateAttribute = "gravity.cellState"

    /// Files `state` and returns the marker attribute for the row's element.
    mutating func markingCellState(_ state: [(String, DataValue)], on node: Node) -> Node {
        cellStates.append(state)
        return node.setting(Resolver.cellStateAttribute, String(cellStates.count - 1))
    }

    /// The node without its marker, with the marked state bound into the data scope.
    mutating func bindingCellState(_ node: Node) -> Node {
        guard let marker = node.attribute(Resolver.cellStateAttribute), let index = Int(marker.value),
              cellStates.indices.contains(index) else { return node }
        for (key, value) in cellStates[index] { dataScope = dataScope.binding(key, to: value) }
        return node.removingAttribute(Resolver.cellStateAttribute)
    }
}
