import Foundation

/// Runs the command on a thread with a large stack. Resolving, layout and
/// painting recurse once per nesting level, and a debug build needs tens of
/// kilobytes per level: the main thread's 8 MiB would overflow near 300
/// levels, below what `--max-depth` allows. The stack is reserved address
/// space; only the pages a deep document touches are ever committed.
enum LargeStack {
    /// 1 GiB: room for `Limits.depthCeiling` levels with a wide margin.
    static let size = 1 << 30

    static func run(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }

    /// Runs `body(i)` for every i in 0..<count on up to one large-stack
    /// thread per core (Dispatch's worker threads have small stacks).
    static func parallel(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let next = Counter()
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                done.signal()
            }
            thread.stackSize = size
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
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
