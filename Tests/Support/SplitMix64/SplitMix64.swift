/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, well-known generator, so
/// tests and benchmarks get the same pseudo-random values on every run and
/// machine, and peers can reproduce a benchmark's input from its seed.
/// Shared by the tests and `gravity-bench`; in no product.
public struct SplitMix64 {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (modulo reduction).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A whole number in `0..<limit` (modulo reduction).
    public mutating func below(_ limit: Int) -> Int {
        Int(next() % UInt64(limit))
    }

    public mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }
}
