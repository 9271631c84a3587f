import CFontconfig
import Foundation

/// The machine's font files, through fontconfig (`--system-fonts`, SPEC §9).
/// Only ever consulted when asked for: renders that use them are not portable.
enum SystemFonts {
    /// Every font file fontconfig knows, sorted by path so the fallback
    /// order does not depend on fontconfig's cache order.
    static func files() -> [String] {
        guard let config = FcInitLoadConfigAndFonts() else { return [] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var files: Set<String> = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file {
                let path = String(cString: file)
                if shapeable.contains((path as NSString).pathExtension.lowercased()) { files.insert(path) }
            }
        }
        return files.sorted()
    }

    /// OpenType and TrueType files only: HarfBuzz has no cmap for a Type 1
    /// (`.pfb`, `.t1`) or bitmap face, so a family found there (ghostscript's
    /// URW fonts come in both) would draw every glyph from the fallback.
    static let shapeable: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// fontconfig's version, e.g. "2.14.1".
    static var version: String {
        let packed = Int(FcGetVersion())
        return "\(packed / 10000).\(packed / 100 % 100).\(packed % 100)"
    }
}
