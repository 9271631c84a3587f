/// The names an expression can read: the data root's keys, shadowed by
/// local bindings (a `Repeat`'s element and `index`, macros), innermost last.
public struct DataScope: Sendable {
    /// The data the document was given (`--data`, the API's `data:`); its keys are names at the top level.
    public var root: DataValue
    /// Few at a time (one or two per enclosing `Repeat`), so an array.
    public private(set) var locals: [(name: String, value: DataValue)] = []

    /// Layout's macros whose values read layout terms or macros defined
    /// after them (`previous.bottom + PADDING`): kept as expressions and
    /// expanded where they are used, so `previous` is the using view's.
    /// `after` is how many locals were bound before it (a later local of
    /// the same name shadows it).
    public private(set) var macros: [(name: String, expression: Expression, after: Int)] = []

    /// The render's variant names (`appearance`, `contentSize`, `safeArea`,
    /// `device`), read after the data and left out of "nearby" lists.
    var variant: [String: DataValue] = [:]

    /// The `.stringsdict` plurals `strings.KEY(count)` reads.
    public var plurals = PluralTable()

    /// A scope over `root`, with no local bindings.
    public init(root: DataValue = .object([:])) { self.root = root }

    /// This scope with `name` bound to `value`, shadowing any earlier `name`.
    public func binding(_ name: String, to value: DataValue) -> DataScope {
        var scope = self
        scope.locals.append((name, value))
        return scope
    }

    /// This scope with the macro `name` standing for `expression`, expanded where it is read.
    public func deferring(_ name: String, to expression: Expression) -> DataScope {
        var scope = self
        scope.macros.append((name, expression, locals.count))
        return scope
    }

    /// The expression of the macro `name` in reach, unless a later binding shadows it.
    public func macro(named name: String) -> Expression? {
        guard let macro = macros.last(where: { $0.name == name }) else { return nil }
        if let local = locals.lastIndex(where: { $0.name == name }), local >= macro.after { return nil }
        return macro.expression
    }

    /// What `name` stands for: the innermost binding, else the root's key; nil when neither has it.
    public func value(of name: String) -> DataValue? {
        if let local = locals.last(where: { $0.name == name }) { return local.value }
        if case .object(let keys) = root, let value = keys[name] { return value }
        return variant[name]
    }

    /// Every top-level name, sorted (for "nearby" suggestions).
    /// Whether there is no name at all (cheaper than `names.isEmpty`).
    var isEmpty: Bool {
        guard locals.isEmpty, macros.isEmpty else { return false }
        if case .object(let keys) = root { return keys.isEmpty }
        return true
    }

    var names: [String] {
        var names = Set(locals.map(\.name) + macros.map(\.name))
        if case .object(let keys) = root { names.formUnion(keys.keys) }
        return names.sorted()
    }
}
