import Foundation
import GravityRender

/// The PNG bytes of a render, encoded the first time they are asked for.
///
/// A snapshot that matches its golden never needs them: only writing a
/// golden or a failure's artifacts does. Encoding a phone screen was a
/// tenth of a debug-build assertion (BENCHMARKS.md, "Snapshot assertions in
/// a debug build"). The bytes are those `PNGCodec.encode(buffer, text:)`
/// gives, the same whenever they are made.
final class DeferredPNG: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: PixelBuffer?  // guarded by lock; nil once encoded
    private let text: [(String, String)]
    private var encoded: Result<[UInt8], Error>?  // guarded by lock

    init(_ buffer: PixelBuffer, text: [(String, String)]) {
        self.buffer = buffer
        self.text = text
    }

    init(bytes: [UInt8]) {
        text = []
        encoded = .success(bytes)
    }

    func bytes() throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let encoded { return try encoded.get() }
        let result = Result { try PNGCodec.encode(buffer!, text: text) }
        encoded = result
        buffer = nil
        return try result.get()
    }
}
