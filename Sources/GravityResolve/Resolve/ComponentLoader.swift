import Foundation
import GravityDocument
import GravityValues

/// Finds and parses component files (`<FormRow/>` → `FormRow.xml`): first in
/// the including file's folder, then in each component search folder. A
/// file is only accepted when its real path (symlinks resolved) lies inside
/// one of the allowed folders, so a layout cannot reach files elsewhere.
/// Each file is read and parsed once per run.
struct ComponentLoader {
    enum Lookup {
        /// `path` is the file's real path, which identifies it for cycle checks.
        case found(path: String, root: Node)
        case notFound(searched: [String])
        /// The file exists but cannot be used (escapes, unreadable, bad XML).
        case failed(Diagnostic)
    }

    /// Search folders as given, in order (after the including file's folder).
    let searchFolders: [String]
    /// Real paths of every folder a component file may live in.
    private let allowedRoots: [String]
    private let limits: Limits
    private var cache: [String: Result<Node, Diagnostic>] = [:]
    /// Every component source read, for printing diagnostics with their lines.
    private(set) var sources: [SourceFile] = []

    /// `documentPath` is the top-level layout file; its folder is allowed too.
    init(documentPath: String?, searchFolders: [String], limits: Limits = Limits()) {
        self.searchFolders = searchFolders
        self.limits = limits
        var roots = searchFolders.compactMap(ComponentLoader.realPath)
        if let documentPath, let folder = ComponentLoader.folder(of: documentPath), let real = ComponentLoader.realPath(folder) {
            roots.insert(real, at: 0)
        }
        allowedRoots = roots
    }

    /// The folder a layout file's components are looked up in first; nil
    /// when the document was not read from a file (`layout(xml:)`).
    static func folder(of file: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    mutating func find(_ name: String, includedFrom file: String) -> Lookup {
        find(file: name + ".xml", includedFrom: file)
    }

    /// A layout file by its relative path (`Card.xml`, `styles/base.xml`,
    /// for `template=`, `xml=` and `<Styles file=…/>`), under the same rules.
    mutating func find(file name: String, includedFrom file: String) -> Lookup {
        var folders = searchFolders
        if let folder = ComponentLoader.folder(of: file) { folders.insert(folder, at: 0) }
        var searched: [String] = []
        for folder in folders {
            if searched.contains(folder) { continue }
            searched.append(folder)
            // `Main.xml` in the working folder: show `FormRow.xml`, not `./FormRow.xml`.
            let candidate = folder == "." && !file.hasPrefix("./") ? name
                : (folder as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: candidate) || isSymlink(candidate) else { continue }
            guard let real = ComponentLoader.realPath(candidate) else {
                return .failed(.error("component file '\(candidate)' is a broken link", at: nil))
            }
            guard allowedRoots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                return .failed(.error("component file '\(candidate)' resolves to '\(real)', outside the component search folders", at: nil))
            }
            switch load(real, shownAs: candidate) {
            case .success(let root): return .found(path: real, root: root)
            case .failure(let diagnostic): return .failed(diagnostic)
            }
        }
        return .notFound(searched: searched)
    }

    private func isSymlink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Reads `path` (a real path) once; diagnostics name it as `shownAs`,
    /// the path the user's folders lead to.
    private mutating func load(_ path: String, shownAs: String) -> Result<Node, Diagnostic> {
        if let cached = cache[path] { return cached }
        let result: Result<Node, Diagnostic>
        do {
            let source = try DocumentLoader.read(path: shownAs, maxFileSize: limits.maxFileSize)
            sources.append(source)
            result = .success(try DocumentLoader.parse(source, limits: limits))
        } catch let diagnostic as Diagnostic {
            result = .failure(diagnostic)
        } catch {
            result = .failure(.error("cannot read component '\(path)': \(error)", at: nil))
        }
        cache[path] = result
        return result
    }
}
