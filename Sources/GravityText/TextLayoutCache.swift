import Foundation
import GravityCore

/// Laid-out labels by their inputs: layout asks for the same label when it
/// measures and again when it arranges. Thread-safe; bounded.
final class TextLayoutCache: @unchecked Sendable {
    struct Key: Hashable {
        var content: TextContent
        var maxWidth: Double?
        var alignWidth: Double?
        var heightHorizon: Double

        /// Strings compare by canonical equivalence ("é" == "e\u{301}"), but
        /// each is laid out from its own scalars: equal keys need equal bytes
        /// too. (The synthesised hash stays consistent: keys equal here are
        /// equal field by field.)
        static func == (a: Key, b: Key) -> Bool {
            a.content == b.content && a.maxWidth == b.maxWidth && a.alignWidth == b.alignWidth
                && a.heightHorizon == b.heightHorizon && a.content.text.utf8.elementsEqual(b.content.text.utf8)
        }
    }

    /// Entries kept before the cache starts over.
    static let capacity = 4096

    private var entries: [Key: TextLayout] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> TextLayout? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }
}
