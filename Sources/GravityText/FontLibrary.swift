import CFreeType
import Foundation
import GravityCore

/// The fonts Gravity may use: the bundled `Fonts/` folder first, then each
/// extra folder. No system font is ever consulted, so a layout renders the
/// same on every machine.
public final class FontLibrary: @unchecked Sendable {
    public private(set) var faces: [FontFaceInfo] = []
    let freeType: FreeTypeLibrary
    private var openFaces: [String: FontFace] = [:]
    /// Matches by request (size set to 0): layout asks for the same few fonts many times.
    private var matches: [FontRequest: FontFaceInfo] = [:]
    /// `substitutionNote(for:)` by request (size set to 0): every label asks,
    /// and the answer compares the family with every face's names.
    var substitutionNotes: [FontRequest: String?] = [:]
    let lock = NSLock()

    /// The family `System` stands for, and the one `monospace` picks.
    public static let systemFamily = "Inter"
    public static let monospaceFamily = "JetBrains Mono"

    /// Families found in the folders after the first (the `--fonts`
    /// folders of `standard`), in folder and file order: the fallback list
    /// tries them after the bundled fonts.
    public private(set) var extraFamilies: [String] = []
    /// Fallback chains by request (size 0) and script class.
    var chains: [FallbackKey: [FallbackFace]] = [:]
    /// Requested faces by request (size 0).
    var primaries: [FontRequest: FallbackFace] = [:]

    /// Families of the machine's fonts (`--system-fonts`), tried last.
    public private(set) var systemFamilies: [String] = []
    /// Whether the machine's fonts were added: renders are then not portable.
    public let usesSystemFonts: Bool

    /// The fonts of `directories` (the first is the bundled folder), then,
    /// with `systemFonts`, every font file fontconfig lists. A folder's
    /// `faces.index` (`FontIndex`) stands in for opening its files, unless
    /// `useIndexes` is false.
    public init(directories: [String], systemFonts: Bool = false, useIndexes: Bool = true) throws {
        freeType = try FreeTypeLibrary()
        usesSystemFonts = systemFonts
        for (index, directory) in directories.enumerated() {
            let before = faces.count
            try scan(directory, useIndex: useIndexes)
            if index > 0 { Self.addFamilies(of: faces[before...], to: &extraFamilies) }
        }
        if systemFonts {
            let before = faces.count
            for file in SystemFonts.files() { scanFile(file, system: true) }
            Self.addFamilies(of: faces[before...], to: &systemFamilies)
        }
    }

    private static func addFamilies(of faces: ArraySlice<FontFaceInfo>, to families: inout [String]) {
        for face in faces {
            let family = face.typographicFamily ?? face.family
            if !families.contains(family) { families.append(family) }
        }
    }

    /// The bundled fonts plus `extra` folders, and the machine's fonts with `systemFonts`.
    public static func standard(extraDirectories: [String] = [], systemFonts: Bool = false) throws -> FontLibrary {
        try FontLibrary(directories: [try BundledFonts.directory()] + extraDirectories, systemFonts: systemFonts)
    }

    /// fontconfig's version, for the metadata of renders that use system fonts.
    public var fontconfigVersion: String { SystemFonts.version }

    public var freeTypeVersion: String { freeType.version }

    /// Every family name, sorted, for error messages.
    public var familyNames: [String] {
        Array(Set(faces.map { $0.typographicFamily ?? $0.family })).sorted()
    }

    /// Font files found in the folders that cannot be used, and what is
    /// wrong ("cannot be read by FreeType and is skipped"); they
    /// are skipped, and the engine reports each as a warning.
    public private(set) var unreadableFiles: [(path: String, reason: String)] = []

    /// `system`: a file fontconfig listed; Type 1 and bitmap fonts there
    /// (HarfBuzz shapes OpenType and TrueType only) are left out quietly,
    /// as a machine may have dozens.
    private func scanFile(_ path: String, system: Bool = false) {
        // FreeType opens paths itself: a FIFO would block it forever.
        if let problem = SafeFile.regularFileProblem(path) {
            unreadableFiles.append((path, "is skipped: \(problem)"))
            return
        }
        // A cut-off file opens in FreeType and would be a face named "Unknown".
        if let problem = FontTableCheck.truncatedTable(path: path) {
            unreadableFiles.append((path, "is truncated or damaged (\(problem)) and is skipped"))
            return
        }
        let read = FontFaceReader.read(path: path, library: freeType)
        if read.faces.isEmpty, !(system && read.notOpenType) {
            unreadableFiles.append((path, read.notOpenType ? "is not an OpenType or TrueType font and is skipped"
                                        : read.unnamed ? "has no family name that can be read (a damaged 'name' table?) and is skipped"
                                        : "cannot be read by FreeType and is skipped"))
        }
        faces.append(contentsOf: read.faces)
    }

    private func scan(_ directory: String, useIndex: Bool) throws {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else {
            throw SetupError("font folder '\(directory)' cannot be read")
        }
        let files = names.sorted().filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
        }
        if useIndex, let indexed = FontIndex.faces(in: directory, files: files) {
            faces.append(contentsOf: indexed)
            return
        }
        for name in files { scanFile((directory as NSString).appendingPathComponent(name)) }
    }

    // MARK: - Matching

    /// Picks the face for a request: family by name (typographic, legacy,
    /// then PostScript; case and spaces ignored), then style and the nearest
    /// weight as CSS font matching does.
    public func match(_ request: FontRequest) throws -> FontFaceInfo {
        var key = request
        key.size = 0
        lock.lock()
        let known = matches[key]
        lock.unlock()
        if let known { return known }
        let info = try findMatch(request)
        lock.lock()
        matches[key] = info
        lock.unlock()
        return info
    }

    /// The face for a request and the bold or oblique to synthesise when
    /// the family has no face of that weight or style.
    public func choose(_ request: FontRequest) throws -> FontChoice {
        FontChoice(info: try match(request), request: request)
    }

    // MARK: - Faces

    /// An opened face for a font file (shared, opened once).
    public func face(path: String, index: Int) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(index):\(path)"
        if let face = openFaces[key] { return face }
        let face = try FontFace(path: path, index: index, library: freeType)
        openFaces[key] = face
        return face
    }

    public func face(for info: FontFaceInfo) throws -> FontFace {
        try face(path: info.path, index: info.faceIndex)
    }
}
