/// Solutions cached per (node, proposal), so a node asked twice with the
/// same proposal is laid out once and cost stays linear in node count. Each
/// node has a short list, newest first, linked through one shared table.
/// The table is raw memory owned by the cache: with Swift arrays, uniqueness
/// and bounds checks on every lookup and store were a fifth of the layout time.
final class SolutionCache {
    private struct Entry {
        var proposal: Proposal
        var solved: Solved
        /// The node's next older entry, or -1.
        var next: Int32
    }
    /// Newest entry of each node, or -1.
    private let heads: UnsafeMutablePointer<Int32>
    private var entries: UnsafeMutablePointer<Entry>
    private var count = 0
    private var capacity: Int

    init(count nodes: Int) {
        heads = .allocate(capacity: max(1, nodes))
        heads.initialize(repeating: -1, count: max(1, nodes))
        capacity = max(16, nodes * 4)
        entries = .allocate(capacity: capacity)
    }

    deinit {
        heads.deallocate()
        entries.deallocate()  // Entry is plain data: nothing to deinitialize
    }

    func lookup(_ node: Int, _ proposal: Proposal) -> Solved? {
        var entry = Int(heads[node])
        while entry >= 0 {
            if entries[entry].proposal == proposal { return entries[entry].solved }
            entry = Int(entries[entry].next)
        }
        return nil
    }

    func store(_ node: Int, _ proposal: Proposal, _ solved: Solved) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: entries, count: count)
            entries.deallocate()
            entries = larger
            capacity *= 2
        }
        (entries + count).initialize(to: Entry(proposal: proposal, solved: solved, next: heads[node]))
        heads[node] = Int32(count)
        count += 1
    }
}
