import Synchronization

/// Solutions cached per (node, proposal), so a node asked twice with the
/// same proposal is laid out once and cost stays linear in node count. Each
/// node has a short list, newest first, linked through one shared table.
/// The table is raw memory owned by the cache: with Swift arrays, uniqueness
/// and bounds checks on every lookup and store were a fifth of the layout time.
final class SolutionCache {
    fileprivate struct Entry {
        var proposal: Proposal
        var solved: Solved
        /// The node's next older entry, or -1.
        var next: Int32
    }

    /// The memory of one cache; plain data, so it can wait in `SolutionTables`.
    fileprivate struct Table: @unchecked Sendable {
        var heads: UnsafeMutablePointer<Int32>
        var headCapacity: Int
        var entries: UnsafeMutablePointer<Entry>
        var capacity: Int

        func deallocate() {
            heads.deallocate()
            entries.deallocate()  // Entry is plain data: nothing to deinitialize
        }
    }

    /// Where this cache's table goes when it goes away, for the next layout.
    private let spares: SolutionTables
    private var table: Table
    private var count = 0
    /// Solutions stored so far.
    var entries: Int { count }

    init(count nodes: Int, spares: SolutionTables) {
        self.spares = spares
        let heads = max(1, nodes), capacity = max(16, nodes * 4)
        if let reused = spares.spare.withLock({ spare -> Table? in
            guard let table = spare, table.headCapacity >= heads, table.capacity >= capacity else { return nil }
            spare = nil
            return table
        }) {
            table = reused
        } else {
            table = Table(heads: .allocate(capacity: heads), headCapacity: heads,
                          entries: .allocate(capacity: capacity), capacity: capacity)
        }
        table.heads.initialize(repeating: -1, count: heads)
    }

    deinit {
        let kept = table
        let bytes = kept.headCapacity * MemoryLayout<Int32>.stride + kept.capacity * MemoryLayout<Entry>.stride
        guard bytes <= SolutionTables.spareLimit else { return kept.deallocate() }
        // Keep the larger of the two, so the largest tree laid out reuses its table.
        let displaced: Table? = spares.spare.withLock { spare in
            if let old = spare, old.capacity >= kept.capacity { return kept }
            defer { spare = kept }
            return spare
        }
        displaced?.deallocate()
    }

    func lookup(_ node: Int, _ proposal: Proposal) -> Solved? {
        var entry = Int(table.heads[node])
        while entry >= 0 {
            if table.entries[entry].proposal == proposal { return table.entries[entry].solved }
            entry = Int(table.entries[entry].next)
        }
        return nil
    }

    func store(_ node: Int, _ proposal: Proposal, _ solved: Solved) {
        if count == table.capacity {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: table.capacity * 2)
            larger.moveInitialize(from: table.entries, count: count)
            table.entries.deallocate()
            table.entries = larger
            table.capacity *= 2
        }
        (table.entries + count).initialize(to: Entry(proposal: proposal, solved: solved, next: table.heads[node]))
        table.heads[node] = Int32(count)
        count += 1
    }
}

/// The table of the last solution cache that went away, for the next one,
/// held by whoever lays out (a `GravityEngine` owns one; layouts on several
/// threads share it): a large tree's table is tens of megabytes, and the
/// kernel handing out and zeroing fresh pages for it on every layout was a
/// fifth of the time. Tables above `spareLimit` bytes are not kept.
public final class SolutionTables: Sendable {
    fileprivate let spare = Mutex<SolutionCache.Table?>(nil)
    fileprivate static let spareLimit = 256 << 20

    /// An empty holder: the first layout allocates its own table and leaves
    /// it here when done, for the next layout to reuse.
    public init() {}

    deinit {
        spare.withLock { $0?.deallocate() }
    }
}
