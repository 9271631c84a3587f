import Foundation
import GravityDocument
import GravityValues

/// One `*.xcassets` folder: its image sets and colour sets by the names an
/// app asks for them by (`UIImage(named:)`, `UIColor(named:)`). Folders
/// inside a catalog group sets; one whose Contents.json says
/// `"provides-namespace": true` puts its name in front (`Icons/Star`).
///
/// Only the names are read here; a set's Contents.json is read when the
/// layout asks for it (`ImageSet`, `ColorSet`).
public struct AssetCatalog: Sendable {
    /// The catalog's folder as found.
    public var path: String
    /// Set name → the set's folder.
    public private(set) var imageSets: [String: String] = [:]
    /// Colour set name → the set's folder.
    public private(set) var colorSets: [String: String] = [:]

    /// Folders deeper than this inside a catalog, and entries past the
    /// count, are not read (a catalog is a handful of folders deep).
    static let maxDepth = 16
    static let maxEntries = 20_000

    /// Indexes the catalog at `path`. Symbolic links are not followed:
    /// nothing outside the catalog is read.
    public init(path: String) {
        self.path = path
        var entries = 0
        walk(path, namespace: "", depth: 0, entries: &entries)
    }

    private mutating func walk(_ folder: String, namespace: String, depth: Int, entries: inout Int) {
        guard depth <= Self.maxDepth,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            entries += 1
            guard entries <= Self.maxEntries else { return }
            let child = folder + "/" + name
            guard Self.isRealFolder(child) else { continue }
            let ext = (name as NSString).pathExtension, stem = (name as NSString).deletingPathExtension
            switch ext {
            case "imageset": if imageSets[namespace + stem] == nil { imageSets[namespace + stem] = child }
            case "colorset": if colorSets[namespace + stem] == nil { colorSets[namespace + stem] = child }
            case "": walk(child, namespace: Self.providesNamespace(child) ? namespace + name + "/" : namespace,
                          depth: depth + 1, entries: &entries)
            default: continue  // app icons, data sets, symbol sets, …
            }
        }
    }

    /// A folder, and not a symbolic link to one.
    static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A group folder's `properties.provides-namespace`.
    static func providesNamespace(_ folder: String) -> Bool {
        guard let bytes = try? SafeFile.read(folder + "/Contents.json", maxBytes: 1 << 20),
              case .object(let top)? = try? JSONReader.parse(SourceFile(path: folder + "/Contents.json", bytes: bytes)),
              case .object(let properties)? = top["properties"],
              case .bool(let provides)? = properties["provides-namespace"] else { return false }
        return provides
    }

    /// The catalogs an app built from the layout at `documentPath` holds
    /// (SPEC §14.3): `*.xcassets` in the layout's folder and in each folder
    /// above it, up to the project root (the first folder holding `.git`,
    /// an `.xcodeproj` or a `Package.swift`; without one, the layout's
    /// folder alone), then those `--assets` names: a catalog, or a folder
    /// whose `*.xcassets` are read.
    public static func discover(documentPath: String, assetDirectories: [String]) -> [String] {
        var found: [String] = []
        var folder = (documentPath as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        var chain: [String] = []
        var reachedRoot = false
        for _ in 0..<64 {
            chain.append(folder)
            if isProjectRoot(folder) { reachedRoot = true; break }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        if !reachedRoot { chain = Array(chain.prefix(1)) }
        for folder in chain { found += catalogs(in: folder) }
        for given in assetDirectories {
            found += given.hasSuffix(".xcassets") || given.hasSuffix(".xcassets/") ? [given] : catalogs(in: given)
        }
        return found
    }

    static func isProjectRoot(_ folder: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/.git") || manager.fileExists(atPath: folder + "/Package.swift") { return true }
        let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") }
    }

    /// The `*.xcassets` folders directly in `folder`, by name.
    static func catalogs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder + "/" + $0 }
            .filter { var isFolder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
    }
}
