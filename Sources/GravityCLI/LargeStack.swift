import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs the command on a thread with a large stack. Resolving, layout and
/// painting recurse once per nesting level, and a debug build needs tens of
/// kilobytes per level: the main thread's 8 MiB would overflow near 300
/// levels, below what `--max-depth` allows. The stack is reserved address
/// space; only the pages a deep document touches are ever committed.
///
/// Reserving can fail (`ulimit -v`): then a smaller stack is tried, and the
/// deepest nesting allowed (`depthCeiling`) shrinks with it; a thread that
/// cannot start at all means the work runs on the calling thread. Nothing
/// ever waits for a thread that did not start.
enum LargeStack {
    /// Stack sizes tried in turn: 1 GiB, 512, 256, 64 and 16 MiB.
    static let sizes = [1 << 30, 1 << 29, 1 << 28, 1 << 26, 1 << 24]

    /// Stack allowed per nesting level: a debug build measured 25–40 KiB
    /// (16 MiB held 600 levels, 128 MiB not 4000), so 128 KiB leaves a margin.
    static let bytesPerLevel = 1 << 17

    /// "64 MiB of thread stack", for messages.
    static var grantedDescription: String {
        grantedSize.map { "\($0 >> 20) MiB of thread stack" } ?? "the main thread's stack"
    }

    /// The deepest nesting the command's thread can hold; set by `run` before
    /// the command is parsed. At least the default limit, which the 8 MiB main
    /// thread is tested to hold.
    nonisolated(unsafe) private(set) static var depthCeiling = Limits.depthCeiling

    /// The stack size granted to the command thread (nil: the calling thread).
    nonisolated(unsafe) private(set) static var grantedSize: Int?

    static func run(_ body: @escaping @Sendable () -> Void) {
        for size in sizes where size <= addressSpaceLimit / 2 {
            let started = StackThread(stackSize: size) {
                grantedSize = size
                depthCeiling = ceiling(forStack: size)
                body()
            }
            if let started {
                started.join()
                return
            }
        }
        onMainThread(body)
    }

    /// Bytes of address space the process may map (`ulimit -v`); Int.max
    /// when unlimited. The command's stack takes at most half: a stack that
    /// merely fitted left too little for the libraries (ICU's data alone maps
    /// 31 MB), the workers and malloc, which then failed.
    static var addressSpaceLimit: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return Int.max }
        return Int(clamping: limit.rlim_cur)
    }

    /// Whether the main thread may grow its stack to 8 MiB (`ulimit -s`),
    /// which holds the default depth limit (DeepDocumentTests, debug build).
    static var mainThreadHoldsDefaultDepth: Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return false }
        return limit.rlim_cur == rlim_t.max || limit.rlim_cur >= 8 << 20  // rlim_t.max: RLIM_INFINITY
    }

    /// Runs `body` on the calling thread, which holds the default depth limit
    /// (a command that keeps it, or the last resort when no thread starts).
    static func onMainThread(_ body: () -> Void) {
        depthCeiling = Limits().maxDepth
        body()
    }

    /// The deepest nesting a stack of `size` bytes holds.
    static func ceiling(forStack size: Int) -> Int {
        min(Limits.depthCeiling, max(Limits().maxDepth, size / bytesPerLevel))
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
        // The smallest stack that holds `depth` first: a worker that took the
        // largest left no address space under `ulimit -v` for its malloc
        // arena (64 MiB reserved per thread), and malloc failed.
        var candidates = sizes.reversed().filter { ceiling(forStack: $0) >= depth && $0 <= (grantedSize ?? 0) }
        while wanted > 1, threads.count < wanted, let size = candidates.first {
            if let thread = StackThread(stackSize: size, work) { threads.append(thread) } else { candidates.removeFirst() }
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

/// A started POSIX thread with a given stack size, or nil when the system
/// refused to create it (`Thread.start` would fail silently and leave its
/// waiter hanging).
private final class StackThread {
    private let thread: pthread_t

    init?(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        let box = Unmanaged.passRetained(Box(body))
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, box.toOpaque())
        guard status == 0 else {
            box.release()
            return nil
        }
        self.thread = thread
    }

    func join() {
        pthread_join(thread, nil)
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
