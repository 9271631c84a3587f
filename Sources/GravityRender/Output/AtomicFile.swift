import Foundation
import GravityCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes a regular file atomically: a temporary file in the same folder,
/// then a rename, so a failed run never leaves a partial file or replaces a
/// good one.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file and a rename; throws `SetupError` (naming the path) when the folder cannot be written.
    /// `prepare` runs on the written temporary file before the rename (a
    /// rewrite gives it the replaced file's owner, mode and attributes);
    /// `durable` flushes it to the disk first (`fsync`), for files that
    /// cannot be made again, such as the user's own sources.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false,
                             prepare: ((Int32) throws -> Void)? = nil) throws {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        // Unique per write: parallel renders in one process may share a name.
        let temporary = ((folder.isEmpty ? "." : folder) as NSString)
            .appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw cannotWrite(path, "the folder '\(folder)' does not exist")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        let written = Result {
            try writeAll(bytes, to: descriptor, path: path)
            try prepare?(descriptor)
            if durable, fsync(descriptor) != 0 { throw cannotWrite(path, String(cString: strerror(errno))) }
        }
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        do {
            try written.get()
            if let closed { throw cannotWrite(path, closed) }
            let replaced = ReplacedFile(at: path)
            guard rename(temporary, path) == 0 else {
                replaced.release()
                throw cannotWrite(path, String(cString: strerror(errno)))
            }
            replaced.releaseInBackground()
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes all of `bytes` to an open descriptor, retrying short writes and `EINTR`; `path` names it in the error thrown.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EFBIG { throw cannotWrite(path, "the file would pass the file size limit (ulimit -f) at \(offset) bytes of \(bytes.count)") }
                throw cannotWrite(path, String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Waits until every file replaced so far is released (ReplacedFile):
    /// a batch calls it before it ends, so all its work is done in its time.
    public static func finishReleasing() { ReplacedFile.queue.sync {} }
}

/// The file a rename is about to replace, held open (`O_PATH`: no data
/// read, any kind of file) so that the rename only unlinks it. Freeing its
/// blocks then happens when this is released, on a background queue:
/// inside `rename` it held the folder's lock and, on a file system mounted
/// with online discard, waited for the disk to discard every block, while
/// every other worker creating a file in that folder waited for the lock
/// (`perf sched` of a 100-screen batch: each rename blocked, and both
/// workers spent longer blocked than running).
private struct ReplacedFile {
    static let queue = DispatchQueue(label: "gravity.replaced-files")
    /// Files held at most: past it a writer waits for a release, so a disk
    /// slower than the renders never runs the process out of descriptors.
    private static let slots = DispatchSemaphore(value: 64)
    private let descriptor: Int32

    /// Linux's O_PATH, which Glibc's Swift module does not export (the
    /// same value on every Linux architecture).
    private static let pathOnly: Int32 = 0o10000000

    init(at path: String) {
        descriptor = open(path, Self.pathOnly | O_NOFOLLOW | O_CLOEXEC)
    }

    func release() {
        if descriptor >= 0 { close(descriptor) }
    }

    func releaseInBackground() {
        guard descriptor >= 0 else { return }
        let descriptor = descriptor
        Self.slots.wait()
        Self.queue.async {
            close(descriptor)
            Self.slots.signal()
        }
    }
}

/// "cannot write 'PATH': REASON", the one message for an output that cannot be written.
public func cannotWrite(_ path: String, _ reason: String) -> SetupError {
    SetupError("cannot write '\(path)': \(reason)")
}
