/// A preview's last good renders, by the way pages ask for them (scale,
/// debug overlay, variant): only the `capacity` most recently used are
/// kept, so a page stepping through scales and variants for hours holds at
/// most that many images, not one per combination it ever asked for.
/// (swift-collections is not a dependency of ours: an array keeps the
/// order, and with 32 keys moving one to the end costs nothing.)
package struct LastGoodStore<Value> {
    package let capacity: Int
    private var values: [String: Value] = [:]
    /// The keys, least recently used first.
    package private(set) var keys: [String] = []

    package init(capacity: Int = 32) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// The value stored for `key`, which becomes the most recently used.
    package mutating func value(for key: String) -> Value? {
        guard let value = values[key] else { return nil }
        markUsed(key)
        return value
    }

    /// Stores `value` as the most recently used; the least recently used
    /// key goes when there are more than `capacity`.
    package mutating func store(_ value: Value, for key: String) {
        if values.updateValue(value, forKey: key) == nil {
            keys.append(key)
        } else {
            markUsed(key)
        }
        if keys.count > capacity { values[keys.removeFirst()] = nil }
    }

    private mutating func markUsed(_ key: String) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.append(keys.remove(at: index))
    }
}
