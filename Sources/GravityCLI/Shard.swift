import ArgumentParser

/// `--shard i/n` (Playwright's): the i-th of n contiguous slices of the
/// inputs sorted by path, so every machine of a CI matrix agrees on the
/// split whatever order its shell expanded a glob in.
struct Shard: ExpressibleByArgument {
    /// 1-based.
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    static var defaultValueDescription: String { "i/n" }

    /// Slice i of n: inputs ⌊(i−1)·N/n⌋ up to ⌊i·N/n⌋ of the sorted list, so
    /// slice sizes differ by at most one and every input is in exactly one.
    func slice(of inputs: [String]) -> [String] {
        let sorted = inputs.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return Array(sorted[Shard.bound(index - 1, of: sorted.count, count)..<Shard.bound(index, of: sorted.count, count)])
    }

    /// ⌊i·N/n⌋ in 128 bits: `i·N` overflows Int for shards such as
    /// 922337203685477581/922337203685477581 (a trap, exit 132); the
    /// quotient is at most N, so it fits.
    static func bound(_ i: Int, of total: Int, _ n: Int) -> Int {
        let product = i.multipliedFullWidth(by: total)
        return n.dividingFullWidth(product).quotient
    }
}
