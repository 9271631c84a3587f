/// Decoded images by real path, holding at most `maxBytes` of pixels: the
/// least recently used are dropped first (and decoded again if asked for
/// later), so an `--out-dir` batch or a long test run does not keep every
/// image it ever drew. The newest entry stays, however large, so an image
/// resolve just decoded is still there when it is painted.
struct DecodedImageCache {
    let maxBytes: Int
    private var entries: [String: (pixels: PixelBuffer, lastUse: UInt64)] = [:]
    /// Counts uses; every entry has a distinct `lastUse`, so eviction never
    /// depends on dictionary order.
    private var clock: UInt64 = 0
    /// Bytes of pixels held.
    private(set) var bytes = 0

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    /// Paths held, least recently used first (for tests).
    var paths: [String] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }

    mutating func pixels(at path: String) -> PixelBuffer? {
        guard let entry = entries[path] else { return nil }
        clock += 1
        entries[path] = (entry.pixels, clock)
        return entry.pixels
    }

    mutating func insert(_ pixels: PixelBuffer, at path: String) {
        clock += 1
        if let old = entries[path] { bytes -= old.pixels.pixels.count }
        entries[path] = (pixels, clock)
        bytes += pixels.pixels.count
        while bytes > maxBytes, entries.count > 1,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.pixels.pixels.count
            entries[oldest.key] = nil
        }
    }
}
