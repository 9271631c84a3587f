import Foundation

/// Runs the command on a thread with a large stack. Resolving, layout and
/// painting recurse once per nesting level, and a debug build needs tens of
/// kilobytes per level: the main thread's 8 MiB would overflow near 300
/// levels, below what `--max-depth` allows. The stack is reserved address
/// space; only the pages a deep document touches are ever committed.
enum LargeStack {
    /// 1 GiB: room for `CanvasOptions.depthCeiling` levels with a wide margin.
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
}
