import Foundation
import GravityCore
import GravityRender
#if canImport(Glibc)
import Glibc
#endif

/// Writes a new version of a layout file the user keeps (`gravity format`,
/// `gravity rename`) changing nothing but its bytes.
///
/// 1. A symbolic link is resolved and its target rewritten: the link
///    stays a link (`LinkTargets` has already refused a target outside the
///    folders given).
/// 2. A file with other hard links is rewritten in place — write, truncate,
///    `fsync` — so every name keeps seeing the same file; a rename would
///    split them.
/// 3. Any other file is written through `AtomicFile` (a temporary sibling,
///    flushed, then renamed over it) after the temporary file takes the
///    old one's owner and group, extended attributes and mode
///    (`FileMetadata`), so a private file stays private.
public enum SourceRewrite {
    public static func write(_ bytes: [UInt8], over path: String) throws {
        // Step 1.
        let target = LinkTargets.resolved(path) ?? path
        var status = stat()
        guard stat(target, &status) == 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        // Step 2.
        if status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 {
            return try writeInPlace(bytes, to: target, named: path)
        }
        // Step 3.
        let metadata = FileMetadata(of: target, status: status)
        try AtomicFile.write(bytes, to: target, durable: true) { descriptor in metadata.apply(to: descriptor) }
    }

    /// Step 2: the same inode, new contents. Not atomic: a crash between
    /// the write and the truncation can leave a mix (Decisions.md).
    static func writeInPlace(_ bytes: [UInt8], to target: String, named path: String) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try AtomicFile.writeAll(bytes, to: descriptor, path: path)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
            throw cannotWrite(path, String(cString: strerror(errno)))
        }
    }
}
