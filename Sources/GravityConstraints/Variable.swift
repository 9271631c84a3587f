/// A value the solver decides. Created by `Solver.makeVariable(_:)`; the id is
/// the variable's symbol in that solver's tableau (creation order), the name is
/// only for diagnostics. Two variables are the same when their ids are.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}
