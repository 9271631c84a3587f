/// The names closest to a misspelt one, for "did you mean" lists.
enum Nearby {
    /// Up to `limit` names: those within a small edit distance first (closest
    /// first, then alphabetical), then the rest alphabetically.
    static func names(to name: String, among candidates: [String], limit: Int = 5) -> [String] {
        let target = Array(name.lowercased())
        let ranked = candidates.map { candidate -> (Int, String) in
            (distance(target, Array(candidate.lowercased()), cap: 8), candidate)
        }
        return ranked.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance, capped so long names cost little.
    static func distance(_ a: [Character], _ b: [Character], cap: Int) -> Int {
        if Swift.abs(a.count - b.count) >= cap || a.count > 64 || b.count > 64 { return cap }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return min(previous[b.count], cap)
    }
}
