import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Finds the bundled fonts folder, in this order:
/// 1. `GRAVITY_FONTS_DIR` if set (an explicit choice wins over any guess);
/// 2. beside the running executable, read from `/proc/self/exe` (argv[0] is a
///    bare name when the binary is found through PATH): the install layout
///    `PREFIX/share/gravity/fonts` for `PREFIX/bin/gravity`, then the nearest
///    `Fonts/` above it (a checkout's `.build/…/gravity` or test bundle, so
///    a checkout never picks up an installed copy's older fonts);
/// 3. `/usr/local/share/gravity/fonts`, `/usr/share/gravity/fonts` (a binary
///    copied out of its prefix, e.g. out of the Debian package);
/// 4. the source checkout this module was compiled from — except in the
///    shipped binary (`make release` defines GRAVITY_NO_SOURCE_FONTS), whose
///    build path means nothing on another machine. A package that depends on
///    Gravity needs it: its test bundle lives in its own `.build`, and the
///    fonts only in Gravity's checkout.
/// Plain path strings, getenv, readlink and access: Foundation's environment
/// dictionary and URL symlink resolution were 1.2 M instructions of every
/// process start.
enum BundledFonts {
    static let marker = "Inter-Regular.otf"
    /// The install layout's fonts folder, relative to the binary's prefix.
    static let installed = "share/gravity/fonts"

    static func directory() throws -> String {
        if let override = getenv("GRAVITY_FONTS_DIR") {
            return String(cString: override)
        }
        return try directory(executable: executablePath())
    }

    /// Steps 2–4 for the executable at `executable` (a parameter for the tests).
    static func directory(executable: String?) throws -> String {
        if let executable {
            let bin = parent(of: executable)
            let prefix = parent(of: bin)
            let fonts = (prefix == "/" ? "/" : prefix + "/") + installed
            if holdsFonts(fonts) { return fonts }
            if let fonts = fontsAbove(bin) { return fonts }
        }
        for fonts in ["/usr/local/" + installed, "/usr/" + installed] where holdsFonts(fonts) {
            return fonts
        }
        #if !GRAVITY_NO_SOURCE_FONTS
        if let fonts = fontsAbove(parent(of: #filePath)) { return fonts }
        #endif
        throw SetupError("the bundled fonts were not found beside the executable (PREFIX/\(installed) for PREFIX/bin/gravity, "
                         + "or a Fonts/ folder above it); set GRAVITY_FONTS_DIR to their folder")
    }

    /// The nearest `Fonts/` holding the fonts in `start` or up to 7 folders above it.
    private static func fontsAbove(_ start: String) -> String? {
        var folder = start
        for _ in 0..<8 {
            let fonts = folder == "/" ? "/Fonts" : folder + "/Fonts"
            if holdsFonts(fonts) { return fonts }
            folder = parent(of: folder)
        }
        return nil
    }

    private static func holdsFonts(_ folder: String) -> Bool {
        access(folder + "/" + marker, R_OK) == 0
    }

    /// The running executable's path, symbolic links resolved (nil where
    /// /proc is not mounted).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        buffer[count] = 0
        return String(cString: buffer)
    }

    /// The folder holding `path` ("/" for "/" and top-level names).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
