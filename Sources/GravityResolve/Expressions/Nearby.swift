/// The names closest to a misspelt one, for "nearby" lists.
package enum Nearby {
    /// Up to `limit` names, closest first (edit distance, then alphabetical).
    package static func names(to name: String, among candidates: [String], limit: Int = 5) -> [String] {
        let target = name.lowercased()
        // Only the first 64 characters count: a hostile key of megabytes must stay cheap.
        return candidates.map { (editDistance(String(target.prefix(64)), String($0.lowercased().prefix(64))), $0) }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .prefix(limit).map(\.1)
    }
}
