import Foundation
import GravityCore

/// Decodes the PNGs Resolve found, once each: a cache of premultiplied
/// pixels keyed by real path, shared by resolve (which asks for the pixel
/// size, so a corrupt file is a located error) and the scene builder.
public final class ImageDecoder: ImageInspecting, @unchecked Sendable {
    private var cache: [String: PixelBuffer] = [:]  // guarded by lock
    private let lock = NSLock()

    public init() {}

    public func pixelSize(ofPNGAt path: String, limits: Limits) throws -> (width: Int, height: Int) {
        // From the header first: a 32 KB PNG may claim 16384 × 16384 pixels.
        let size = try PNGCodec.size(of: try SafeFile.read(path, maxBytes: limits.maxFileSize))
        // (Over `maxCanvasArea` the decoder refuses it, naming that limit.)
        let claimed = UInt64(size.width) * UInt64(size.height)
        if claimed > UInt64(max(0, limits.maxImagePixels)), claimed <= limits.maxCanvasArea {
            throw SetupError("PNG is \(size.width) × \(size.height) pixels, more than the \(groupedNumber(limits.maxImagePixels)) "
                             + "decoded pixels an image may have (the limit; raise it with --max-image-pixels)")
        }
        let pixels = try decode(path, maxPixels: limits.maxCanvasArea, maxBytes: limits.maxFileSize)
        return (pixels.width, pixels.height)
    }

    /// The pixels of a resolved image (decoded when resolve looked it up).
    public func pixels(of image: ResolvedImage) throws -> PixelBuffer {
        let maxPixels = UInt64(image.pixelWidth) * UInt64(image.pixelHeight)
        do {
            return try decode(image.path, maxPixels: maxPixels, maxBytes: .max)
        } catch {
            throw SetupError("image '\(image.path)' cannot be decoded any more (\(error))")
        }
    }

    /// Decodes `path` (a real path) or returns its cached pixels.
    func decode(_ path: String, maxPixels: UInt64, maxBytes: Int) throws -> PixelBuffer {
        lock.lock()
        let cached = cache[path]
        lock.unlock()
        if let cached {
            guard UInt64(cached.width) * UInt64(cached.height) <= maxPixels else {
                throw SetupError("PNG is \(cached.width) x \(cached.height) pixels, more than the limit of \(maxPixels) pixels")
            }
            return cached
        }
        let pixels = try PNGCodec.decode(try SafeFile.read(path, maxBytes: maxBytes), maxPixels: maxPixels)
        lock.lock()
        cache[path] = pixels
        lock.unlock()
        return pixels
    }
}
