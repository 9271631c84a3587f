import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a file without trusting what its path names. The path is opened
/// non-blocking (opening a FIFO must not wait for a writer), its kind is
/// taken from the open descriptor (nothing can swap the file between the
/// check and the read), and at most one byte more than the limit is read
/// (a growing file or /dev/zero cannot take unbounded memory).
public enum SafeFile {
    /// What a path turned out to be, when it cannot be read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Nothing at the path.
        case missing
        /// A folder where a file is needed.
        case folder
        /// A FIFO, socket, device, … where a regular file is required.
        case special(kind: String)
        /// The operating system refused; its message.
        case unreadable(String)
        /// Larger than the limit; `size` when the file says how large it is.
        case tooLarge(size: Int?)

        /// The reason as messages print it after the path (`no such file`).
        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .folder: return "it is a folder"
            case .special(let kind): return "it is a \(kind), not a regular file"
            case .unreadable(let reason): return reason
            case .tooLarge(let size): return size.map { "it is \($0) bytes" } ?? "it is larger than the limit"
            }
        }
    }

    /// Which files may be read.
    public enum Accepting: Sendable {
        /// Regular files only: what a document or a folder leads to.
        case regularFiles
        /// Also character devices and FIFOs (`/dev/stdin`, `<(command)`):
        /// only for a path the user names on the command line.
        case regularFilesAndStreams
    }

    /// The bytes of `path`, at most `maxBytes` of them.
    public static func read(_ path: String, maxBytes: Int, accepting: Accepting = .regularFiles) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing }
            if code == ENXIO { throw .special(kind: "socket or device without a driver") }
            throw .unreadable(String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        let isStream = type == S_IFCHR || type == S_IFIFO
        switch type {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        case _ where isStream && accepting == .regularFilesAndStreams:
            // The user named it: wait for its data as `cat` would.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        default: throw .special(kind: kindName(type))
        }
        let expected = type == S_IFREG ? Int(status.st_size) : nil
        if let expected, expected > maxBytes { throw .tooLarge(size: expected) }
        let wanted = maxBytes == .max ? Int.max : maxBytes + 1
        // Straight into the array while the expected size lasts (one byte
        // more shows a file that grew), then in chunks (streams, growth).
        let first = min(wanted, (expected ?? 1 << 16) + 1)
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
            while count < first {
                let read = Glibc.read(descriptor, buffer.baseAddress! + count, first - count)
                if read == 0 { return }
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(String(cString: strerror(errno)))
                    return
                }
                count += read
            }
        }
        if let failure { throw failure }
        if bytes.count == first {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count < wanted {
                let count = chunk.withUnsafeMutableBytes { buffer in
                    Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, wanted - bytes.count))
                }
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .unreadable(String(cString: strerror(errno)))
                }
                bytes.append(contentsOf: chunk[0..<count])
            }
        }
        if bytes.count > maxBytes { throw .tooLarge(size: expected.flatMap { $0 > maxBytes ? $0 : nil }) }
        return bytes
    }

    /// The first `count` bytes of a regular file (all of it when shorter).
    public static func prefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw type == S_IFDIR ? .folder : .special(kind: kindName(type)) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            filled += read
        }
        return Array(bytes[0..<filled])
    }

    /// The size of a regular file (following symbolic links), nil for
    /// anything else.
    public static func regularFileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// What a path is (following symbolic links): nil for a regular file,
    /// else a failure saying why it cannot be read as one.
    public static func regularFileProblem(_ path: String) -> Failure? {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))) }
        let type = status.st_mode & S_IFMT
        switch type {
        case S_IFREG: return nil
        case S_IFDIR: return .folder
        default: return .special(kind: kindName(type))
        }
    }

    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "FIFO (named pipe)"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFSOCK: return "socket"
        default: return "special file"
        }
    }
}
