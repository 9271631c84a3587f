import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Finds the bundled `Fonts/` folder: `GRAVITY_FONTS_DIR` if set, else the
/// nearest `Fonts/` above the running executable (a checkout's `.build/…`),
/// else the one in the source checkout this module was compiled from.
/// Plain path strings, getenv and realpath: Foundation's environment
/// dictionary and URL symlink resolution were 1.2 M instructions of every
/// process start.
enum BundledFonts {
    static let marker = "Inter-Regular.otf"

    static func directory() throws -> String {
        if let override = getenv("GRAVITY_FONTS_DIR") {
            return String(cString: override)
        }
        let executable = CommandLine.arguments.first ?? "."
        let candidates = [parent(of: resolved(executable)), parent(of: #filePath)]
        for start in candidates {
            var folder = start
            for _ in 0..<8 {
                let fonts = folder == "/" ? "/Fonts" : folder + "/Fonts"
                if FileManager.default.fileExists(atPath: fonts + "/" + marker) { return fonts }
                folder = parent(of: folder)
            }
        }
        throw SetupError("the bundled Fonts/ folder was not found; set GRAVITY_FONTS_DIR to its path")
    }

    /// The path with symbolic links resolved; a path that does not exist
    /// (argv[0] found through PATH) as an absolute path from the current folder.
    private static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The folder holding `path` ("/" for "/" and top-level names).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
