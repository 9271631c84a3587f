import Foundation
import GravityCore

/// Decodes the images Resolve found (PNG, JPEG; told apart by their first bytes): a cache of premultiplied pixels keyed by
/// real path, shared by resolve (which asks for the pixel size, so a corrupt
/// file is a located error) and the scene builder, bounded in bytes
/// (`DecodedImageCache`) because one engine may render a whole batch.
public final class ImageDecoder: ImageInspecting, @unchecked Sendable {
    /// 256 MiB: twice the pixels one render's images may have by default
    /// (`Limits.maxImagePixels`), so two parallel renders keep theirs.
    public static let defaultCacheBytes = 256 << 20

    private var cache: DecodedImageCache  // guarded by lock
    private let lock = NSLock()

    public init(maxCachedBytes: Int = ImageDecoder.defaultCacheBytes) {
        cache = DecodedImageCache(maxBytes: maxCachedBytes)
    }

    /// Bytes of decoded pixels the cache holds now.
    public var cachedBytes: Int { lock.lock(); defer { lock.unlock() }; return cache.bytes }

    /// Real paths the cache holds now, least recently used first.
    public var cachedPaths: [String] { lock.lock(); defer { lock.unlock() }; return cache.paths }

    /// Steps: 1. the size from the header (a 32 KB PNG may claim
    /// 16384 × 16384 pixels); 2. this image alone within `maxCanvasArea`
    /// and `maxImagePixels`; 3. `admit` (the render's running sum) may
    /// refuse it; 4. only then decode, or reuse the cached pixels.
    public func pixelSize(ofPNGAt path: String, limits: Limits,
                          admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int) {
        let bytes = try SafeFile.read(path, maxBytes: limits.maxFileSize)
        let jpeg = JPEGCodec.isJPEG(bytes)
        let size = try jpeg ? JPEGCodec.size(of: bytes) : PNGCodec.size(of: bytes)
        let claimed = UInt64(size.width) * UInt64(size.height)
        // (Over `maxCanvasArea` the decoder refuses it, naming that limit.)
        if claimed > UInt64(max(0, limits.maxImagePixels)), claimed <= limits.maxCanvasArea {
            throw SetupError("\(jpeg ? "JPEG" : "PNG") is \(size.width) × \(size.height) pixels, more than the \(groupedNumber(limits.maxImagePixels)) "
                             + "decoded pixels an image may have (the limit; raise it with --max-image-pixels)")
        }
        if claimed <= limits.maxCanvasArea { try admit(size.width, size.height) }
        let pixels = try decode(path, maxPixels: limits.maxCanvasArea) { bytes }
        return (pixels.width, pixels.height)
    }

    /// The pixels of a resolved image (decoded when resolve looked it up,
    /// decoded again if the cache has dropped them since).
    public func pixels(of image: ResolvedImage) throws -> PixelBuffer {
        let maxPixels = UInt64(image.pixelWidth) * UInt64(image.pixelHeight)
        do {
            return try decode(image.path, maxPixels: maxPixels) { try SafeFile.read(image.path, maxBytes: .max) }
        } catch {
            throw SetupError("image '\(image.path)' cannot be decoded any more (\(error))")
        }
    }

    /// The cached pixels of `path` (a real path), or those decoded from `bytes()`.
    func decode(_ path: String, maxPixels: UInt64, bytes: () throws -> [UInt8]) throws -> PixelBuffer {
        lock.lock()
        let cached = cache.pixels(at: path)
        lock.unlock()
        if let cached {
            guard UInt64(cached.width) * UInt64(cached.height) <= maxPixels else {
                throw SetupError("image is \(cached.width) x \(cached.height) pixels, more than the limit of \(maxPixels) pixels")
            }
            return cached
        }
        let file = try bytes()
        let pixels = try JPEGCodec.isJPEG(file) ? JPEGCodec.decode(file, maxPixels: maxPixels)
                                                : PNGCodec.decode(file, maxPixels: maxPixels)
        lock.lock()
        cache.insert(pixels, at: path)
        lock.unlock()
        return pixels
    }
}
