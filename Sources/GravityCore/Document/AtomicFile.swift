import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a regular file atomically: a temporary file in the same folder,
/// then a rename, so a failed run never leaves a partial file or replaces a
/// good one.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
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
        let written = Result { try writeAll(bytes, to: descriptor, path: path) }
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        do {
            try written.get()
            if let closed { throw cannotWrite(path, closed) }
            guard rename(temporary, path) == 0 else { throw cannotWrite(path, String(cString: strerror(errno))) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw cannotWrite(path, String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

/// "cannot write 'PATH': REASON", the one message for an output that cannot be written.
public func cannotWrite(_ path: String, _ reason: String) -> SetupError {
    SetupError("cannot write '\(path)': \(reason)")
}
