import Foundation
import GravityCore

/// A PNG found for an image name: its pixels and the scale its file name
/// declares (`name@2x.png` → 2).
public struct LoadedImage: Sendable {
    public var path: String
    /// Premultiplied pixels.
    public var pixels: PixelBuffer
    /// Device pixels per point of the file.
    public var fileScale: Double

    /// Pixel size divided by the file's scale (SPEC §2.7).
    public var naturalSize: Size {
        Size(width: Double(pixels.width) / fileScale, height: Double(pixels.height) / fileScale)
    }
}

/// Finds and decodes images (SPEC §2.7): `name.png` in the layout file's
/// folder, then `Images/` beside it, then each assets folder. In the first
/// folder that has the image, the variant for the render scale is chosen:
/// `name@{s}x.png` for s = ⌈scale⌉, then larger variants up to @3x (sharper
/// when reduced), then smaller ones down to the plain `name.png`.
///
/// Names may contain sub-folders but may not leave the search folders
/// (`..` above the folder, absolute paths). Decoded files are cached, so
/// layout (natural size) and painting decode each file once.
public final class ImageLoader: ImageMeasuring, @unchecked Sendable {
    public let assetDirectories: [String]
    /// Decoded images are refused above this many pixels (`Limits.maxCanvasArea`).
    public let maxPixels: UInt64
    /// Image files are refused above this many bytes (`Limits.maxFileSize`).
    public let maxFileSize: Int
    private var cache: [String: LoadedImage] = [:]
    /// Cached paths, oldest first, and their pixels in all: a batch of
    /// renders keeps at most `maxCachedPixels` decoded.
    private var cacheOrder: [String] = []
    private var cachedPixels = 0
    private let maxCachedPixels: Int
    private let lock = NSLock()

    public init(assetDirectories: [String] = [], limits: Limits = Limits()) {
        self.assetDirectories = assetDirectories
        self.maxPixels = limits.maxCanvasArea
        self.maxFileSize = limits.maxFileSize
        self.maxCachedPixels = limits.maxImagePixels
    }

    public func naturalSize(of image: ImageContent, documentPath: String, scale: Double, budget: inout ImageBudget) throws -> Size {
        try load(image.name, documentPath: documentPath, scale: scale, budget: &budget).naturalSize
    }

    /// The image for `name` as seen from the layout file at `documentPath`.
    /// Throws `ValueError` when it is missing, escapes or cannot be decoded.
    public func load(_ name: String, documentPath: String, scale: Double) throws -> LoadedImage {
        var unlimited = ImageBudget(maxPixels: .max)
        return try load(name, documentPath: documentPath, scale: scale, budget: &unlimited)
    }

    /// As `load`, counting the file's pixels in `budget` (from its header)
    /// before decoding it.
    public func load(_ name: String, documentPath: String, scale: Double, budget: inout ImageBudget) throws -> LoadedImage {
        let components = try Self.components(of: name)
        let folders = searchFolders(documentPath: documentPath)
        let variants = Self.variants(scale: scale)
        for folder in folders {
            for (suffix, fileScale) in variants {
                var parts = components
                parts[parts.count - 1] += suffix + ".png"
                let path = ([folder.path] + parts).joined(separator: "/")
                guard FileManager.default.fileExists(atPath: path) else { continue }
                try Self.checkInside(path: path, folder: folder, name: name)
                return try decode(path: path, name: name, fileScale: fileScale, budget: &budget)
            }
        }
        throw ValueError("image '\(name)' not found; looked for \(components.joined(separator: "/")).png in \(folders.map { "'\($0.path)'" }.joined(separator: ", "))")
    }

    /// A folder images are looked up in, and the folder whose real path
    /// must contain whatever is read from it.
    struct SearchFolder {
        var path: String
        var root: String
    }

    /// The layout's folder, its `Images/` (which must not lead out of the
    /// layout's folder, even as a symbolic link), then the asset folders.
    func searchFolders(documentPath: String) -> [SearchFolder] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        return [SearchFolder(path: base, root: base),
                SearchFolder(path: (base as NSString).appendingPathComponent("Images"), root: base)]
            + assetDirectories.map { SearchFolder(path: $0, root: $0) }
    }

    /// File suffixes in order of preference, with the scale each declares.
    static func variants(scale: Double) -> [(String, Double)] {
        let wanted = min(3, max(1, Int(scale.rounded(.up))))
        let order = Array(wanted...3) + Array((1..<wanted).reversed())
        return order.flatMap { s -> [(String, Double)] in
            s == 1 ? [("", 1), ("@1x", 1)] : [("@\(s)x", Double(s))]
        }
    }

    /// The path components of an image name, refusing names that leave
    /// the search folders.
    static func components(of name: String) throws -> [String] {
        var stem = name
        if stem.lowercased().hasSuffix(".png") { stem.removeLast(4) }
        if stem.hasPrefix("/") || stem.hasPrefix("~") {
            throw ValueError("image '\(name)' must be a name relative to the search folders, not an absolute path")
        }
        var parts: [String] = []
        for part in stem.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw ValueError("image '\(name)' leaves the search folders ('..' is not allowed above them)")
                }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw ValueError("image name '\(name)' is empty") }
        return parts
    }

    /// A symbolic link may not lead out of its search folder either.
    static func checkInside(path: String, folder: SearchFolder, name: String) throws {
        func real(_ p: String) -> String {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let file = real(path), base = real(folder.root)
        guard file.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            throw ValueError("image '\(name)' leads outside its search folder '\(folder.root)' (through a symbolic link to '\(file)')")
        }
    }

    private func decode(path: String, name: String, fileScale: Double, budget: inout ImageBudget) throws -> LoadedImage {
        lock.lock()
        let cached = cache[path]
        lock.unlock()
        if let cached {
            try budget.admit(path, width: cached.pixels.width, height: cached.pixels.height, name: name)
            return cached
        }
        let data: [UInt8]
        do {
            data = try SafeFile.read(path, maxBytes: maxFileSize)
        } catch .tooLarge(let size) {
            throw ValueError("image '\(name)': '\(path)' is \(size.map { "\($0) bytes" } ?? "larger than the limit"), more than the limit of \(maxFileSize) bytes (raise it with --max-file-size)")
        } catch {
            throw ValueError("image '\(name)': cannot read '\(path)': \(error)")
        }
        let pixels: PixelBuffer
        do {
            // Over `maxPixels` the decoder refuses the file itself, naming that limit.
            let size = try PNGCodec.size(of: data)
            if UInt64(size.width) * UInt64(size.height) <= maxPixels {
                try budget.admit(path, width: size.width, height: size.height, name: name)
            }
            pixels = try PNGCodec.decode(data, maxPixels: maxPixels)
        } catch let error as ValueError {
            throw error
        } catch {
            throw ValueError("image '\(name)': '\(path)' is not a valid PNG (\(error))")
        }
        let image = LoadedImage(path: path, pixels: pixels, fileScale: fileScale)
        remember(image)
        return image
    }

    /// Caches a decoded image, forgetting the oldest beyond `maxCachedPixels`
    /// (one layout's images are admitted by its budget, so fit).
    private func remember(_ image: LoadedImage) {
        lock.lock()
        defer { lock.unlock() }
        guard cache[image.path] == nil else { return }
        cache[image.path] = image
        cacheOrder.append(image.path)
        cachedPixels += image.pixels.width * image.pixels.height
        while cachedPixels > maxCachedPixels, cacheOrder.count > 1 {
            let oldest = cacheOrder.removeFirst()
            if let evicted = cache.removeValue(forKey: oldest) { cachedPixels -= evicted.pixels.width * evicted.pixels.height }
        }
    }
}
