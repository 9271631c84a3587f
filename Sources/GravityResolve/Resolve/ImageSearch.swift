import Foundation
import GravityDocument
import GravityValues

/// Finds the file for an image name (SPEC §2.7): `name.png` (else `.jpg`,
/// `.jpeg`) in the folder of the file that names it, then `Images/` beside it, then each assets folder.
/// In the first folder that has any variant, the one for the render scale
/// is chosen: `name@{s}x.png` for s = ⌈scale⌉, then larger variants up to
/// @3x (sharper when reduced), then smaller ones down to the plain `name.png`.
///
/// Names may contain sub-folders but may not leave the search folders
/// (`..` above the folder, absolute paths, symbolic links pointing outside).
///
/// One search serves one document (its components included) and sums the
/// pixels its distinct files decode to: past `limits.maxImagePixels` the
/// image that crosses it is refused before it is decoded.
public struct ImageSearch: Sendable {
    /// Folders searched after the naming file's folder and its `Images/` (`--assets`).
    public var assetDirectories: [String]
    /// Device pixels per point of the render, which picks the variant.
    public var scale: Double
    /// Image files over `maxFileSize` bytes or `maxCanvasArea` pixels are refused.
    public var limits: Limits
    /// Reads an image file's pixel size without decoding it (PNG headers in the engine; a stub in tests).
    public var inspector: any ImageInspecting
    /// The render's appearance: which of an asset's variants is used.
    public var appearance: Appearance = .light
    /// A high-contrast render (`--contrast high`): an asset's
    /// `contrast: high` variants are used, and win over the others.
    public var highContrast = false
    /// Catalogs indexed so far, by path, and the catalogs each layout folder sees.
    private var catalogIndex: [String: AssetCatalog] = [:]
    private var catalogsByFolder: [String: [String]] = [:]
    /// Decoded pixels of the distinct files found so far.
    public private(set) var decodedPixels: UInt64 = 0
    /// Real paths counted in `decodedPixels` (a file drawn twice counts once).
    private var counted: Set<String> = []

    /// A search for one document at render `scale`; `inspector` reads each candidate's size.
    public init(assetDirectories: [String] = [], scale: Double = 1, limits: Limits = Limits(), inspector: any ImageInspecting) {
        self.assetDirectories = assetDirectories
        self.scale = scale
        self.limits = limits
        self.inspector = inspector
    }

    /// The file for `name` as seen from the file at `documentPath`. Throws a
    /// `ValueError` (resolve locates it at the attribute) when it is
    /// missing, escapes its folder or is not a valid PNG.
    public mutating func resolve(_ name: String, documentPath: String) throws -> ResolvedImage {
        let components = try Self.components(of: name)
        let folders = searchFolders(documentPath: documentPath)
        let extensions = Self.extensions(of: name)
        for folder in folders {
            for (suffix, fileScale) in Self.variants(scale: scale) {
                for ext in extensions {
                    var parts = components
                    parts[parts.count - 1] += suffix + "." + ext
                    let path = ([folder.path] + parts).joined(separator: "/")
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    let real = try Self.realPath(path, inside: folder, name: name)
                    return try inspect(real, path: path, name: name, fileScale: fileScale)
                }
            }
        }
        let catalogs = self.catalogs(for: documentPath)
        for catalog in catalogs {
            if let folder = catalog.imageSets[components.joined(separator: "/")] {
                return try resolve(name, imageSet: folder, catalog: catalog.path)
            }
        }
        let inCatalogs = catalogs.isEmpty ? "" : ", or an image set '\(components.joined(separator: "/"))' in \(catalogs.map { "'\($0.path)'" }.joined(separator: ", "))"
        throw ValueError("image '\(name)' not found; looked for \(components.joined(separator: "/")).\(extensions.joined(separator: "/."))"
                         + " in \(folders.map { "'\($0.path)'" }.joined(separator: ", "))" + inCatalogs)
    }

    /// The asset catalogs the layout at `documentPath` sees (`AssetCatalog.discover`), indexed once.
    public mutating func catalogs(for documentPath: String) -> [AssetCatalog] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        let paths = catalogsByFolder[folder] ?? AssetCatalog.discover(documentPath: documentPath, assetDirectories: assetDirectories)
        catalogsByFolder[folder] = paths
        return paths.map { path in
            if let known = catalogIndex[path] { return known }
            let catalog = AssetCatalog(path: path)
            catalogIndex[path] = catalog
            return catalog
        }
    }

    /// The colour sets the layout at `documentPath` can name, each read in
    /// the render's appearance (the first catalog holding a name wins); a
    /// set that cannot be read is an error when it is used.
    public mutating func colors(for documentPath: String) -> [String: Result<Color, ValueError>] {
        var colors: [String: Result<Color, ValueError>] = [:]
        for catalog in catalogs(for: documentPath) {
            for (name, folder) in catalog.colorSets where colors[name] == nil {
                do {
                    guard let color = try ColorSet(folder: folder).choose(appearance: appearance, highContrast: highContrast) else {
                        throw ValueError("'\(folder)/Contents.json' has no colour for the \(appearance.rawValue) appearance on an iPhone")
                    }
                    colors[name] = .success(color)
                } catch {
                    colors[name] = .failure(ValueError("colour '\(name)': \((error as? ValueError)?.message ?? "\(error)")"))
                }
            }
        }
        return colors
    }

    /// The file an image set gives for the render (`ImageSet.choose`).
    mutating func resolve(_ name: String, imageSet folder: String, catalog: String) throws -> ResolvedImage {
        let set: ImageSet
        do { set = try ImageSet(folder: folder) } catch let error as ValueError {
            throw ValueError("image '\(name)': \(error.message)")
        }
        guard let chosen = set.choose(scale: scale, appearance: appearance, highContrast: highContrast) else {
            throw ValueError("image '\(name)': '\(folder)/Contents.json' names no file for an iPhone in the \(appearance.rawValue) appearance at any scale")
        }
        let path = folder + "/" + chosen.filename
        guard !chosen.filename.contains("/"), FileManager.default.fileExists(atPath: path) else {
            throw ValueError("image '\(name)': '\(folder)/Contents.json' names '\(chosen.filename)', which is not in the image set")
        }
        let real = try Self.realPath(path, inside: SearchFolder(path: catalog, root: catalog), name: name)
        let kind = Self.kind(ofFile: path)
        guard kind != "other" else {
            throw ValueError("image '\(name)': '\(path)' is not a PNG, JPEG, PDF or SVG (by its extension)")
        }
        var image = kind == "PDF" || kind == "SVG"
            ? try inspectVector(real, path: path, name: name, kind: kind)
            : try inspect(real, path: path, name: name, fileScale: chosen.scale ?? 1)
        image.template = set.renderingIntent.map { $0 == "template" }
        image.preservesVector = image.vector && set.preservesVector
        return image
    }

    /// The image at real path `real` (found as `path`), its size read and
    /// admitted against the limits.
    mutating func inspect(_ real: String, path: String, name: String, fileScale: Double) throws -> ResolvedImage {
        let size: (width: Int, height: Int), inspector = self.inspector
        let kind = Self.kind(ofFile: path)
        do {
            size = try inspector.pixelSize(ofPNGAt: real, limits: limits) { width, height in
                try admit(real, width: width, height: height, name: name, path: path)
            }
        } catch let error as ValueError {
            throw error
        } catch {
            throw readFailure(error, name: name, path: path, kind: kind)
        }
        return ResolvedImage(path: real, fileScale: fileScale, pixelWidth: size.width, pixelHeight: size.height)
    }

    /// A PDF or SVG at real path `real`, drawn at the render's scale.
    mutating func inspectVector(_ real: String, path: String, name: String, kind: String) throws -> ResolvedImage {
        let size: (width: Int, height: Int), inspector = self.inspector, scale = self.scale
        do {
            size = try inspector.pixelSize(ofVectorAt: real, scale: scale, limits: limits) { width, height in
                try admit(real + "@\(scale)", width: width, height: height, name: name, path: path)
            }
        } catch let error as ValueError {
            throw ValueError(error.message.hasPrefix("image '") ? error.message : "image '\(name)': '\(path)': \(error.message)")
        } catch {
            throw readFailure(error, name: name, path: path, kind: kind)
        }
        var image = ResolvedImage(path: real, fileScale: scale, pixelWidth: size.width, pixelHeight: size.height)
        image.vector = true
        return image
    }

    /// Why a file could not be read as an image, for either reader: too
    /// large, unreadable, or not of its kind.
    private func readFailure(_ error: any Error, name: String, path: String, kind: String) -> ValueError {
        switch error {
        case SafeFile.Failure.tooLarge(let bytes):
            return ValueError("image '\(name)': '\(path)' is \(bytes.map { "\($0) bytes" } ?? "larger than the limit"), more than the limit of \(limits.maxFileSize) bytes (raise it with --max-file-size)")
        case let failure as SafeFile.Failure:
            return ValueError("image '\(name)': cannot read '\(path)': \(failure)")
        default:
            return ValueError("image '\(name)': '\(path)' is not a valid \(kind) (\(error))")
        }
    }

    /// File extensions tried for a name: the one it ends with, else PNG then JPEG.
    static func extensions(of name: String) -> [String] {
        let lower = name.lowercased()
        for ext in ["png", "jpg", "jpeg"] where lower.hasSuffix("." + ext) { return [ext] }
        return ["png", "jpg", "jpeg"]
    }

    /// What a file is, by its extension, for messages.
    static func kind(ofFile path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { return "JPEG" }
        if lower.hasSuffix(".pdf") { return "PDF" }
        if lower.hasSuffix(".svg") { return "SVG" }
        return lower.hasSuffix(".png") ? "PNG" : "other"
    }

    /// Adds a file's pixels to the document's sum, unless it is counted
    /// already; throws naming `--max-image-pixels` when the sum would pass it.
    private mutating func admit(_ real: String, width: Int, height: Int, name: String, path: String) throws {
        guard !counted.contains(real) else { return }
        let pixels = UInt64(width) * UInt64(height), total = decodedPixels + pixels
        let limit = UInt64(max(0, limits.maxImagePixels))
        guard total <= limit else {
            throw ValueError("image '\(name)': '\(path)' is \(width) × \(height) pixels, which would bring the images of this layout "
                             + "to \(groupedNumber(Int(clamping: total))) decoded pixels, more than the limit of \(groupedNumber(Int(clamping: limit))) "
                             + "(raise it with --max-image-pixels)")
        }
        decodedPixels = total
        counted.insert(real)
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
        for ext in ["png", "jpg", "jpeg"] where stem.lowercased().hasSuffix("." + ext) { stem.removeLast(ext.count + 1) }
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

    /// The real path of `path`; a symbolic link may not lead out of its search folder.
    static func realPath(_ path: String, inside folder: SearchFolder, name: String) throws -> String {
        func real(_ p: String) -> String {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let file = real(path), base = real(folder.root)
        guard file.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            throw ValueError("image '\(name)' leads outside its search folder '\(folder.root)' (through a symbolic link to '\(file)')")
        }
        return file
    }
}
