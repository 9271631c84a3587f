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

    /// Steps: 1. the natural size in points (a PDF's first page, an SVG's
    /// viewport); 2. pixels = points × scale, rounded up, within
    /// `maxCanvasArea` and `maxImagePixels`; 3. `admit`; 4. draw once at
    /// that size, cached under the path and the pixel size.
    public func pixelSize(ofVectorAt path: String, scale: Double, limits: Limits,
                          admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int) {
        guard let kind = VectorImageCodec.kind(ofFile: path) else { throw SetupError("not a PDF or SVG file name") }
        let bytes = try SafeFile.read(path, maxBytes: limits.maxFileSize)
        let points = try VectorImageCodec.size(of: bytes, kind: kind)
        let width = Int((points.width * scale - 1e-9).rounded(.up)), height = Int((points.height * scale - 1e-9).rounded(.up))
        let pixels = UInt64(width) * UInt64(height)
        guard pixels <= limits.maxCanvasArea, pixels <= UInt64(max(0, limits.maxImagePixels)) else {
            throw SetupError("\(kind.name) is \(width) × \(height) pixels at scale \(formatNumber(scale)), more than the \(groupedNumber(limits.maxImagePixels)) "
                             + "decoded pixels an image may have (the limit; raise it with --max-image-pixels)")
        }
        try admit(width, height)
        _ = try cached(Self.vectorKey(path, width, height), maxPixels: pixels) {
            try VectorImageCodec.render(bytes, kind: kind, width: width, height: height)
        }
        return (width, height)
    }

    /// The cache key of a vector image drawn at a pixel size.
    static func vectorKey(_ path: String, _ width: Int, _ height: Int) -> String { "\(path)#\(width)x\(height)" }

    /// The most pixels a `preserves-vector-representation` image is drawn
    /// with at its shown size (the default `--max-image-pixels`); a larger
    /// view shows its natural-size pixels scaled, as without the property.
    public static let maxVectorRedrawPixels: UInt64 = 1 << 25

    /// The pixels to draw `image` in `rect` (points) at `scale`: a
    /// `preserves-vector-representation` PDF or SVG drawn at that size,
    /// every other image its own pixels (the scene scales them).
    public func pixels(of image: ResolvedImage, shownAt rect: Rect, scale: Double) throws -> PixelBuffer {
        guard image.vector, image.preservesVector, let kind = VectorImageCodec.kind(ofFile: image.path),
              (1e-9...1e6).contains(rect.width * scale), (1e-9...1e6).contains(rect.height * scale) else { return try pixels(of: image) }
        let width = Int((rect.width * scale - 1e-9).rounded(.up)), height = Int((rect.height * scale - 1e-9).rounded(.up))
        guard width > 0, height > 0, UInt64(width) * UInt64(height) <= Self.maxVectorRedrawPixels,
              width != image.pixelWidth || height != image.pixelHeight else { return try pixels(of: image) }
        do {
            return try cached(Self.vectorKey(image.path, width, height), maxPixels: UInt64(width) * UInt64(height)) {
                try VectorImageCodec.render(SafeFile.read(image.path, maxBytes: .max), kind: kind, width: width, height: height)
            }
        } catch {
            throw SetupError("image '\(image.path)' cannot be drawn any more (\(error))")
        }
    }

    /// The pixels of a resolved image (decoded when resolve looked it up,
    /// decoded again if the cache has dropped them since).
    public func pixels(of image: ResolvedImage) throws -> PixelBuffer {
        let maxPixels = UInt64(image.pixelWidth) * UInt64(image.pixelHeight)
        if image.vector, let kind = VectorImageCodec.kind(ofFile: image.path) {
            do {
                return try cached(Self.vectorKey(image.path, image.pixelWidth, image.pixelHeight), maxPixels: maxPixels) {
                    try VectorImageCodec.render(SafeFile.read(image.path, maxBytes: .max), kind: kind,
                                                width: image.pixelWidth, height: image.pixelHeight)
                }
            } catch {
                throw SetupError("image '\(image.path)' cannot be drawn any more (\(error))")
            }
        }
        do {
            return try decode(image.path, maxPixels: maxPixels) { try SafeFile.read(image.path, maxBytes: .max) }
        } catch {
            throw SetupError("image '\(image.path)' cannot be decoded any more (\(error))")
        }
    }

    /// The cached pixels of `path` (a real path), or those decoded from `bytes()`.
    func decode(_ path: String, maxPixels: UInt64, bytes: () throws -> [UInt8]) throws -> PixelBuffer {
        try cached(path, maxPixels: maxPixels, make: {
            let file = try bytes()
            return try JPEGCodec.isJPEG(file) ? JPEGCodec.decode(file, maxPixels: maxPixels)
                                              : PNGCodec.decode(file, maxPixels: maxPixels)
        })
    }

    /// The cached pixels under `key`, or those `make()` makes (then cached).
    func cached(_ key: String, maxPixels: UInt64, make: () throws -> PixelBuffer) throws -> PixelBuffer {
        let path = key
        lock.lock()
        let cached = cache.pixels(at: path)
        lock.unlock()
        if let cached {
            guard UInt64(cached.width) * UInt64(cached.height) <= maxPixels else {
                throw SetupError("image is \(cached.width) x \(cached.height) pixels, more than the limit of \(maxPixels) pixels")
            }
            return cached
        }
        let pixels = try make()
        lock.lock()
        cache.insert(pixels, at: path)
        lock.unlock()
        return pixels
    }
}
