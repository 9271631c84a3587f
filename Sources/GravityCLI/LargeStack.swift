import Foundation
import Gravity
import GravityCore

/// The command's threads. The engine runs resolve, layout and painting on a
/// stack that holds the document's depth limit by itself (`LargeStack` in
/// Gravity, shared with the library's callers); the command adds a thread for
/// its own work on deep trees (frames JSON, freeing the trees) and workers
/// with stacks that already hold the depth, so the engine needs no thread of
/// its own inside them.
extension LargeStack {
    /// Runs the command on a thread with a stack that holds the deepest
    /// nesting this process may reserve (`depthCeiling`); when no such thread
    /// starts, on the calling thread. Nothing ever waits for a thread that
    /// did not start.
    static func runCommand(_ body: @escaping @Sendable () -> Void) {
        if let thread = StackThread(stackSize: threadStack(forLevels: depthCeiling), body) {
            thread.join()
        } else {
            body()
        }
    }

    /// Whether the main thread may grow its stack to 8 MiB (`ulimit -s`), as
    /// a one-job command keeps it: the engine finds room for the document
    /// itself, the rest of the command is shallow at the default depth.
    static var mainThreadHoldsDefaultDepth: Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return false }
        return limit.rlim_cur == rlim_t.max || limit.rlim_cur >= 8 << 20  // rlim_t.max: RLIM_INFINITY
    }

    /// Runs `body(i)` for every i in 0..<count on up to one thread per core,
    /// each with a stack that holds `depth` levels (Dispatch's workers have
    /// small stacks). Threads that cannot start are done without: with none,
    /// the work runs here, one index after another.
    static func parallel(_ count: Int, depth: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let next = Counter()
        // One input needs no count of the cores (Foundation reads the cgroup
        // files for it: 0.5 M instructions of a small render).
        let wanted = count > 1 ? min(count, ProcessInfo.processInfo.activeProcessorCount) : count
        let work: @Sendable () -> Void = { while let index = next.take(below: count) { body(index) } }
        var threads: [StackThread] = []
        // The smallest stack that holds `depth`: a worker that took more left
        // no address space under `ulimit -v` for its malloc arena (64 MiB
        // reserved per thread), and malloc failed.
        while wanted > 1, threads.count < wanted, let thread = StackThread(stackSize: threadStack(forLevels: depth), work) {
            threads.append(thread)
        }
        if threads.isEmpty { work() }
        for thread in threads { thread.join() }
    }
}

/// Hands out 0, 1, 2, … to several threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
