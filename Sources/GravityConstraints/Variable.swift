/// A value the solver decides. Created by `Solver.makeVariable(_:)`; the id is
/// the variable's symbol in that solver's tableau (creation order), the name is
/// only for diagnostics. Two variables are the same when their ids are.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's symbol in its solver (creation order).
    public let id: Int
    /// For diagnostics only; may be empty.
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Same solver symbol; names are not compared.
    public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
    /// Creation order.
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    /// Hashes the id alone.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// The name.
    public var description: String { name }
}
