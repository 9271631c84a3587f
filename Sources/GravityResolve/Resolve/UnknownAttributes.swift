import GravityDocument

/// The names an element's attributes are read by, gathered by reading it
/// once more when it has an attribute nothing read (a class: the reader
/// records into it from its non-mutating lookups).
final class AskedNames {
    var names: [String] = []

    /// Each name once, in the order first asked.
    var distinct: [String] {
        var seen: Set<String> = []
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}

extension Resolver {
    /// `unknown attribute 'widht' on <View>; did you mean 'width'?`: the
    /// nearest of the names this element reads: at most three, each within
    /// two edits or a third of the name's length (one edit for names of
    /// three characters or fewer).
    mutating func reportUnknownAttribute(_ attribute: Attribute, on node: Node, known candidates: [String]) {
        let severity: Diagnostic.Severity = options.strict ? .error : .warning
        var message = "unknown attribute '\(attribute.name)' on <\(node.name)>"
        let name = attribute.name.lowercased()
        let reach = name.count <= 3 ? 1 : max(2, name.count / 3)
        let nearby = Nearby.names(to: name, among: candidates, limit: 3, maxDistance: reach)
        if !nearby.isEmpty { message += "; did you mean " + nearby.map { "'\($0)'" }.joined(separator: " or ") + "?" }
        diagnostics.append(Diagnostic(severity, message, at: attribute.location))
    }
}
