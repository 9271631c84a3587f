import Foundation
import GravityCore

/// Finds the bundled `Fonts/` folder: `GRAVITY_FONTS_DIR` if set, else the
/// nearest `Fonts/` above the running executable (a checkout's `.build/…`),
/// else the one in the source checkout this module was compiled from.
enum BundledFonts {
    static let marker = "Inter-Regular.otf"

    static func directory() throws -> String {
        let manager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["GRAVITY_FONTS_DIR"] {
            return override
        }
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for start in candidates {
            var folder = start
            for _ in 0..<8 {
                let fonts = folder.appendingPathComponent("Fonts")
                if manager.fileExists(atPath: fonts.appendingPathComponent(marker).path) { return fonts.path }
                folder.deleteLastPathComponent()
            }
        }
        throw SetupError("the bundled Fonts/ folder was not found; set GRAVITY_FONTS_DIR to its path")
    }
}
