import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Where a layout file found by `format` or `rename` really is. A file
/// reached through a symbolic link is rewritten at its target, so the
/// target must lie inside the folder it was found in (or, for a file named
/// on the command line, the folder that holds the name): a link into
/// `/etc` or a home folder is neither read nor written.
public enum LinkTargets {
    /// The path with every symbolic link resolved, nil when it cannot be
    /// resolved (a dangling link: reading it says why).
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Refuses `file` when its target is outside `root` (the folder given,
    /// or the folder of the file given).
    public static func check(_ file: String, inside root: String) throws {
        guard let target = resolved(file), let folder = resolved(root) else { return }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard !target.hasPrefix(prefix) else { return }
        throw Diagnostic.error("'\(TerminalText.escaped(file))' is a symbolic link to '\(TerminalText.escaped(target))', outside '\(TerminalText.escaped(root))': it is left alone (name the target itself to change it)", at: nil)
    }
}
