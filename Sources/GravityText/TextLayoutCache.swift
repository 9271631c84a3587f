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
