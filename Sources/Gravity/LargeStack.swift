import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Room on the stack for deep documents, owned by the engine: resolving,
/// layout and painting recurse once per nesting level, so a document as deep
/// as its `maxDepth` allows needs more stack than the caller's thread may
/// have (XCTest's and the main thread's 8 MiB, Dispatch workers' 512 KiB).
/// The engine runs that work where it fits: on the calling thread when its
/// remaining stack holds the limit's depth, else on a thread of its own with
/// a stack that does (joined before returning). A stack is reserved address
/// space; only the pages a deep document touches are ever committed.
package enum LargeStack {
    /// Stack allowed per nesting level. Measured on stacks of V, H and
    /// labels, laid out and rendered: a debug build 16 KiB a level (a
    /// painted thread stack, 1,024 levels), a release build 6 KiB (the main
    /// thread's VmStk at 64 and 256 levels); documents with components and
    /// constraint layers take more per level (25–40 KiB in a debug build
    /// before), so debug allows 128 KiB and release 16 KiB.
    #if DEBUG
    package static let bytesPerLevel = 128 << 10
    #else
    package static let bytesPerLevel = 16 << 10
    #endif

    /// Stack kept free beyond the levels: the frames below the first level
    /// (FreeType, HarfBuzz, the PNG encoder, the engine's own calls).
    package static let baseBytes = 1 << 20

    /// Bytes of stack that `levels` of nesting need.
    package static func bytes(forLevels levels: Int) -> Int {
        baseBytes + max(0, levels) * bytesPerLevel
    }

    /// The stack of a thread that calls the engine on documents `levels`
    /// deep: the engine's room, and as much again as `baseBytes` for the
    /// caller's own frames, so the engine runs on it without a thread of its own.
    package static func threadStack(forLevels levels: Int) -> Int {
        bytes(forLevels: levels) + baseBytes
    }

    /// Runs `body` where `levels` of nesting fit: here, or on a thread of its
    /// own with a stack that holds them. Throws `SetupError` when the system
    /// refuses such a thread (`ulimit -v`), rather than overflowing.
    package static func run<T>(levels: Int, _ body: () throws -> T) throws -> T {
        let needed = bytes(forLevels: levels)
        if let remaining = remainingStack(), remaining >= needed { return try body() }
        let size = (needed + (1 << 20) - 1) & ~((1 << 20) - 1)  // whole MiB
        return try withoutActuallyEscaping(body) { body in
            let outcome = Outcome<T>()
            let work = UnsafeWork { outcome.result = Result { try body() } }
            guard let thread = StackThread(stackSize: size, work.run) else {
                throw SetupError("could not start a thread with \(size >> 20) MiB of stack for documents nested up to "
                                 + "\(levels) deep (is virtual memory limited, ulimit -v?); lower the depth limit (--max-depth)")
            }
            thread.join()
            return try outcome.result!.get()
        }
    }

    /// Bytes between the stack pointer and the end of the calling thread's
    /// stack; nil when the system does not say.
    ///
    /// 1. On the main thread (the stack pointer within `ulimit -s` below the
    ///    top of the process's stack, glibc's `__libc_stack_end`): the limit
    ///    less what is used. glibc answers `pthread_getattr_np` there by
    ///    reading /proc/self/maps, 0.25 M instructions a call.
    /// 2. On any other thread: its stack as `pthread_getattr_np` gives it.
    package static func remainingStack() -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // 1.
        var limit = rlimit()
        if let top = mainStackTop, here < top, getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 {
            let size = limit.rlim_cur == rlim_t.max ? UInt(Int.max) : UInt(limit.rlim_cur)
            if top - here < size { return Int(size - (top - here)) }
        }
        // 2.
        var attributes = pthread_attr_t()
        guard let getAttributes = threadAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        let low = UInt(bitPattern: base)
        return here > low ? Int(here - low) : 0
    }

    /// The top of the main thread's stack (glibc's `__libc_stack_end`).
    private static let mainStackTop: UInt? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__libc_stack_end")
        .map { UInt(bitPattern: $0.load(as: UnsafeRawPointer?.self)) }

    /// glibc's `pthread_getattr_np` (the calling thread's stack), looked up
    /// at run time: Swift's Glibc module leaves out the GNU extensions.
    private static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np").map { unsafeBitCast($0, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self) }

    /// Bytes of address space the process may map (`ulimit -v`); Int.max
    /// when unlimited.
    package static var addressSpaceLimit: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return Int.max }
        return Int(clamping: limit.rlim_cur)
    }

    /// The deepest nesting this process can hold: a deep document's stack
    /// takes at most half the address space it may map (a stack that merely
    /// fitted left too little for the libraries — ICU's data alone maps
    /// 31 MB —, the workers and malloc, which then failed), and never more
    /// than `Limits.depthCeiling`.
    package static var depthCeiling: Int {
        let levels = addressSpaceLimit / 2 / bytesPerLevel
        return min(Limits.depthCeiling, max(Limits().maxDepth, levels))
    }

    /// A result handed back from the thread that made it (joined before it is read).
    private final class Outcome<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }

    /// Work that does not escape `run`: the thread running it is joined first.
    private struct UnsafeWork: @unchecked Sendable {
        let body: () -> Void
        var run: @Sendable () -> Void { { [body] in body() } }
    }
}

/// A started POSIX thread with a given stack size, or nil when the system
/// refused to create it (`Thread.start` would fail silently and leave its
/// waiter hanging).
package final class StackThread {
    private let thread: pthread_t

    package init?(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
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

    package func join() {
        pthread_join(thread, nil)
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
