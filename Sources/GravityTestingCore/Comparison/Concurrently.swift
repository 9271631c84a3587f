import Glibc

/// Runs a few pieces of work at once: piece 0 on the calling thread, each
/// other piece on a POSIX thread of its own, started directly. (A short
/// `gravity diff` process has no warm thread pool: Dispatch's first worker
/// took 1–5 ms to start, a quarter of the whole comparison.) A thread that
/// cannot be created means its piece runs on the calling thread afterwards.
public enum Concurrently {
    /// `body(i)` for each i in 0..<count; results in index order.
    public static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        return withoutActuallyEscaping(body) { body in
            // Each piece writes only its own slot; the caller reads them after the joins.
            let slots = (1..<count).map { _ in Slot<T>() }
            let pieces = zip(1..<count, slots).map { index, slot in Piece { slot.value = body(index) } }
            let started = pieces.map { $0.start() }
            var results = [body(0)]
            for (piece, running) in zip(pieces, started) {
                if running { piece.join() } else { piece.work() }
            }
            results += slots.map { $0.value! }
            return results
        }
    }

    private final class Slot<T> {
        var value: T?
    }

    /// One piece of work on its own thread.
    private final class Piece {
        let work: () -> Void
        private var thread = pthread_t()

        init(_ work: @escaping () -> Void) { self.work = work }

        /// Starts the thread; false when the system refused one.
        func start() -> Bool {
            let context = Unmanaged.passRetained(self).toOpaque()
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Piece>.fromOpaque(context!).takeRetainedValue().work()
                return nil
            }, context)
            if status != 0 { Unmanaged<Piece>.fromOpaque(context).release() }
            return status == 0
        }

        func join() { pthread_join(thread, nil) }
    }
}
