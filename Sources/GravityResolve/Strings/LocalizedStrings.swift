import Foundation
import GravityDocument
import GravityValues

/// The strings a layout's `{strings.KEY}` reads (SPEC §14.3): the
/// `Localizable.strings` in the layout's folder, then `Base.lproj/`'s,
/// then `L.lproj/`'s for `--locale L` (each later file's keys win), as an
/// app bundle's lookup prefers the localization to the base.
public enum LocalizedStrings {
    /// The table (empty when no file exists) and the files read. Throws a
    /// `DiagnosticsError` located in the file that is malformed.
    public static func load(documentPath: String, locale: String?, maxFileSize: Int) throws -> ([String: String], [SourceFile]) {
        let candidates = paths(of: "Localizable.strings", documentPath: documentPath, locale: locale)
        var table: [String: String] = [:]
        var sources: [SourceFile] = []
        for path in candidates where FileManager.default.fileExists(atPath: path) {
            do {
                let bytes: [UInt8]
                do { bytes = try SafeFile.read(path, maxBytes: maxFileSize) } catch {
                    throw Diagnostic.error("cannot read '\(path)': \(error)", at: SourceLocation(file: path, line: 1, column: 1))
                }
                let (strings, source) = try StringsFile.parse(path: path, bytes: bytes)
                sources.append(source)
                table.merge(strings) { _, later in later }
            } catch let diagnostic as Diagnostic {
                var diagnostics = Diagnostics()
                sources.forEach { diagnostics.register($0) }
                // Quote the line of a UTF-8 file (a UTF-16 one's bytes are not text to print).
                if let bytes = try? SafeFile.read(path, maxBytes: maxFileSize), !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) {
                    diagnostics.register(SourceFile(path: path, bytes: bytes))
                }
                diagnostics.append(diagnostic)
                throw DiagnosticsError(diagnostics)
            }
        }
        return (table, sources)
    }

    /// `Localizable.stringsdict`'s plurals from the same folders as the
    /// strings (a later file's keys win), with the plural rules of
    /// `locale`, and the files read. Throws a `DiagnosticsError` located in
    /// the file that is malformed.
    public static func loadPlurals(documentPath: String, locale: String?, limits: Limits) throws -> (PluralTable, [SourceFile]) {
        var entries: [String: PluralString] = [:]
        var sources: [SourceFile] = []
        for path in paths(of: "Localizable.stringsdict", documentPath: documentPath, locale: locale)
        where FileManager.default.fileExists(atPath: path) {
            var diagnostics = Diagnostics()
            do {
                let bytes: [UInt8]
                do { bytes = try SafeFile.read(path, maxBytes: limits.maxFileSize) } catch {
                    throw Diagnostic.error("cannot read '\(path)': \(error)", at: SourceLocation(file: path, line: 1, column: 1))
                }
                let source = SourceFile(path: path, bytes: bytes)
                diagnostics.register(source)
                entries.merge(try StringsDictFile.parse(path: path, bytes: bytes, limits: limits)) { _, later in later }
                sources.append(source)
            } catch let diagnostic as Diagnostic {
                sources.forEach { diagnostics.register($0) }
                diagnostics.append(diagnostic)
                throw DiagnosticsError(diagnostics)
            }
        }
        return (PluralTable(entries: entries, locale: locale), sources)
    }

    /// `NAME` in the layout's folder, `Base.lproj/`, then `--locale`'s
    /// `L.lproj/` folders (the most specific last, so its keys win).
    static func paths(of name: String, documentPath: String, locale: String?) -> [String] {
        var folder = (documentPath as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        var candidates = [folder + "/" + name, folder + "/Base.lproj/" + name]
        if let locale {
            candidates += lprojNames(for: locale).map { folder + "/\($0).lproj/" + name }
        }
        return candidates
    }

    /// `pt-BR` → `pt-BR`, `pt_BR`, `pt` (the most specific folder last, so it wins).
    static func lprojNames(for locale: String) -> [String] {
        let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale))
        var names = [language]
        if locale != language {
            names.append(locale.replacingOccurrences(of: "-", with: "_"))
            names.append(locale.replacingOccurrences(of: "_", with: "-"))
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// Languages written right to left (their default layout direction).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "dv", "ug", "ckb", "sd", "syr"]

    /// The default direction of `locale`: right to left for Arabic, Hebrew, Persian, Urdu, …
    public static func direction(of locale: String) -> TextDirection {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rtl : .ltr
    }
}
