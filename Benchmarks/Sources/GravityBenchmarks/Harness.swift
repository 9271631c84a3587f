import Foundation

/// Runs a benchmark case and prints one JSON line:
/// `{"name": …, "iterations": …, "median_ms": …, "min_ms": …, "work": …}`.
/// Cases are defined exactly in Benchmarks/README.md so peers can reproduce them.
enum Harness {
    /// Cases whose name contains this filter run (all when nil); `=NAME`
    /// runs the one case of that exact name (for callgrind: `layout_100k`
    /// alone, not `layout_100k_from_element`).
    static var filter: String? = CommandLine.arguments.dropFirst().first

    /// Whether the filter selects the case `name`.
    static func selects(_ name: String) -> Bool {
        guard let filter else { return true }
        if filter.hasPrefix("=") { return name == filter.dropFirst() }
        return name.contains(filter)
    }

    /// `GRAVITY_BENCH_OUT=DIR` writes the shared inputs there (the raster
    /// scene as JSON and PNG, the diff pair), so peers do the very same work
    /// (Benchmarks/peers/run.sh).
    static let outputFolder: String? = ProcessInfo.processInfo.environment["GRAVITY_BENCH_OUT"]

    /// `GRAVITY_BENCH_ITERATIONS=N` runs every case N times after one
    /// warm-up, for profiling under `valgrind --tool=callgrind`.
    static let iterationsOverride: Int? = ProcessInfo.processInfo.environment["GRAVITY_BENCH_ITERATIONS"].flatMap { Int($0) }

    /// Writes `bytes` to `name` in the output folder, when one is set.
    static func writeInput(_ name: String, _ bytes: [UInt8]) throws {
        guard let outputFolder else { return }
        try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: outputFolder + "/" + name))
    }

    /// What a case's time is: wall clock, or the CPU time (user + system)
    /// of the whole process, every thread, which the shared machine's load
    /// hardly moves.
    enum Clock: String {
        case wall, processCPU = "cpu"

        var nanoseconds: UInt64 {
            switch self {
            case .wall:
                return DispatchTime.now().uptimeNanoseconds
            case .processCPU:
                var time = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
                return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
            }
        }
    }

    /// The median in milliseconds, nil when the filter skipped the case.
    @discardableResult
    static func run(_ name: String, iterations: Int, work: String, warmup: Int = 1, clock: Clock = .wall,
                    _ body: (Int) throws -> Void) rethrows -> Double? {
        if !selects(name) { return nil }
        let iterations = iterationsOverride ?? iterations
        for i in 0..<warmup { try body(-1 - i) }
        var times: [Double] = []
        for i in 0..<iterations {
            let start = clock.nanoseconds
            try body(i)
            times.append(Double(clock.nanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        let line = "{\"name\": \"\(name)\", \"iterations\": \(iterations), \"median_ms\": \(round3(median)), \"min_ms\": \(round3(times[0])), \"work\": \"\(work)\"\(clock == .wall ? "" : ", \"clock\": \"\(clock.rawValue)\"")}"
        print(line)
        fflush(stdout)
        return median
    }

    private static func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// Keeps the optimiser from deleting work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) { _ = value }
