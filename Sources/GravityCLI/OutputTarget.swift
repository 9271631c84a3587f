import ArgumentParser
import Foundation
import GravityCore
import GravityRender
#if canImport(Glibc)
import Glibc
#endif

/// Where an image is written (`-o`, a file in `--out-dir`, the diff image),
/// decided from what the path is before anything is rendered:
/// - `-` and `/dev/stdout`: standard output;
/// - an existing character device or FIFO (`/dev/null`, a pipe): written
///   through, never replaced by a regular file;
/// - a regular file, or nothing yet: a temporary file in the same folder,
///   then a rename, so a failed run never leaves a partial file or replaces
///   a good one. A symbolic link is followed: its target is replaced and the
///   link stays.
/// Folders, block devices, sockets and broken links are refused.
enum OutputTarget {
    case standardOutput
    case stream(path: String)
    case file(path: String)

    init(_ path: String) throws {
        if path == "-" || path == "/dev/stdout" {
            guard isatty(STDOUT_FILENO) == 0 else {
                throw cannotWrite(path, "standard output is a terminal (redirect it to a file or a pipe)")
            }
            self = .standardOutput
            return
        }
        var status = stat()
        if stat(path, &status) != 0 {
            guard errno == ENOENT else { throw cannotWrite(path, String(cString: strerror(errno))) }
            var link = stat()
            if lstat(path, &link) == 0 { throw cannotWrite(path, "it is a symbolic link to a missing file") }
            self = .file(path: path)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file(path: Self.realPath(path) ?? path)
        case S_IFCHR, S_IFIFO: self = .stream(path: path)
        case S_IFDIR: throw cannotWrite(path, "it is a folder (give a file name, or use --out-dir for a folder)")
        case S_IFBLK: throw cannotWrite(path, "it is a block device")
        default: throw cannotWrite(path, "it is a socket or other special file")
        }
    }

    /// True when the output would be written over one of `inputs` (same
    /// file, through any path or link).
    static func overwrites(_ output: String, anyOf inputs: [String]) -> String? {
        firstOverwrite([output], anyOf: inputs)?.input
    }

    /// The first of `outputs` that would be written over one of `inputs`,
    /// and that input (the first with its identity). Each path is looked
    /// at once: a batch of n files costs 2n `stat`s, not n².
    static func firstOverwrite(_ outputs: [String], anyOf inputs: [String]) -> (output: String, input: String)? {
        let targets = outputs.compactMap { output in output == "-" ? nil : identity(output).map { (output, $0) } }
        guard !targets.isEmpty else { return nil }
        var firstInput: [Identity: String] = [:]
        for input in inputs {
            if let identity = identity(input), firstInput[identity] == nil { firstInput[identity] = input }
        }
        for (output, identity) in targets {
            if let input = firstInput[identity] { return (output, input) }
        }
        return nil
    }

    func write(_ bytes: [UInt8]) throws {
        switch self {
        case .standardOutput:
            try AtomicFile.writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
        case .stream(let path):
            // Non-blocking open: a FIFO nobody reads fails instead of waiting.
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = errno == ENXIO ? "it is a FIFO that no process is reading" : String(cString: strerror(errno))
                throw cannotWrite(path, reason)
            }
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            try AtomicFile.writeAll(bytes, to: descriptor, path: path)
        case .file(let path):
            try AtomicFile.write(bytes, to: path)
        }
    }

    /// Whether the output goes to standard output (so nothing else may).
    var isStandardOutput: Bool {
        if case .standardOutput = self { return true }
        return false
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct Identity: Hashable {
        var device: UInt
        var inode: UInt
    }

    private static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt(status.st_dev), inode: UInt(status.st_ino))
    }
}
