/// The names closest to a misspelt one, for "nearby" lists.
package enum Nearby {
    /// Up to `limit` names within `maxDistance` edits, closest first (edit
    /// distance, then alphabetical). One pass keeping the best so far: a
    /// candidate whose length alone puts it farther than the last of them
    /// is not compared.
    package static func names(to name: String, among candidates: [String], limit: Int = 5, maxDistance: Int = .max) -> [String] {
        names(to: name, among: Candidates(candidates), limit: limit, maxDistance: maxDistance)
    }

    /// Names prepared once for comparing (lowercased, first 64 scalars):
    /// a fixed list searched for every misspelling (colour names) is
    /// prepared in a `static let`, not once per message.
    struct Candidates: Sendable {
        let names: [String]
        let scalars: [[Unicode.Scalar]]

        init(_ names: [String]) {
            self.names = names
            scalars = names.map { Array($0.lowercased().unicodeScalars.prefix(64)) }
        }
    }

    /// `names(to:among:limit:)` over prepared candidates; a candidate whose
    /// length alone puts it beyond `maxDistance` is not compared.
    static func names(to name: String, among candidates: Candidates, limit: Int = 5, maxDistance: Int = .max) -> [String] {
        guard limit > 0 else { return [] }
        // Only the first 64 characters count: a hostile key of megabytes must stay cheap.
        let target = Array(name.lowercased().unicodeScalars.prefix(64))
        var best: [(distance: Int, name: String)] = []
        var rows = ([Int](), [Int](), [Int]())
        for (candidate, other) in zip(candidates.names, candidates.scalars) {
            if abs(other.count - target.count) > maxDistance { continue }
            if best.count == limit, abs(other.count - target.count) > best[limit - 1].distance { continue }
            let distance = Nearby.distance(target, other, rows: &rows)
            if distance > maxDistance { continue }
            let entry = (distance: distance, name: candidate)
            let position = best.firstIndex { entry.distance < $0.distance || entry.distance == $0.distance && entry.name < $0.name } ?? best.count
            guard position < limit else { continue }
            best.insert(entry, at: position)
            if best.count > limit { best.removeLast() }
        }
        return best.map(\.name)
    }

    /// Edit distance over scalars, a swapped neighbour pair counting as
    /// one edit (optimal string alignment: `widht` is nearer `width` than
    /// `weight`), reusing three rows.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], rows: inout ([Int], [Int], [Int])) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        rows.0 = [Int](repeating: 0, count: b.count + 1)
        rows.1 = Array(0...b.count)
        rows.2 = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            rows.2[0] = i
            for j in 1...b.count {
                var best = min(rows.1[j] + 1, rows.2[j - 1] + 1, rows.1[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, rows.0[j - 2] + 1) }
                rows.2[j] = best
            }
            // Two rows back, the previous, the current: shift down.
            swap(&rows.0, &rows.1)
            swap(&rows.1, &rows.2)
        }
        return rows.1[b.count]
    }
}
