import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits for files in a set of folders to change: inotify where the kernel
/// has it, otherwise polling the folders' listings every 100 ms.
///
/// Folders rather than files are watched, because editors save by writing a
/// new file and renaming it over the old one (a watch on the old file would
/// see nothing more), and because a component or image the layout starts to
/// use later lives in one of the same search folders.
public final class FileWatcher: @unchecked Sendable {
    /// A changed path is ignored when this says so (outputs, editor backups).
    public typealias Filter = @Sendable (String) -> Bool

    private let folders: [String]
    private let ignores: Filter
    private var source: ChangeSource

    /// `forcePolling` (or `GRAVITY_WATCH_POLL=1` in the environment) uses
    /// polling even where inotify works, so both paths can be tested.
    public init(folders: [String], forcePolling: Bool = false, ignoring ignores: @escaping Filter = { _ in false }) {
        let existing = Array(Set(folders.map(FileWatcher.standardized))).sorted().filter(FileWatcher.isFolder)
        self.folders = existing
        self.ignores = ignores
        let polling = forcePolling || ProcessInfo.processInfo.environment["GRAVITY_WATCH_POLL"] == "1"
        source = (polling ? nil : INotifySource(folders: existing)) ?? PollingSource(folders: existing)
    }

    /// Whether changes arrive from inotify (false: polling).
    public var usesINotify: Bool { source is INotifySource }

    /// Blocks until a file that is not ignored changes, then waits until the
    /// folders are quiet for a moment (an editor's save is several events)
    /// and returns the changed paths, sorted.
    public func waitForChange() -> [String] {
        while true {
            var changed = Set(source.next(timeout: nil).filter { !isIgnored($0) })
            guard !changed.isEmpty else { continue }
            // Settle: 40 ms without a further event, at most 250 ms in all.
            let deadline = Date().addingTimeInterval(0.25)
            while Date() < deadline {
                let more = source.next(timeout: 0.04)
                if more.isEmpty { break }
                changed.formUnion(more.filter { !isIgnored($0) })
            }
            return changed.sorted()
        }
    }

    /// The kinds of file a render reads: layouts and components, images,
    /// fonts, data and styles. Anything else in the folders (logs, the
    /// shell's redirected output) must not start a render.
    public static let inputExtensions: Set<String> = ["xml", "png", "ttf", "otf", "ttc", "json", "csv"]

    private func isIgnored(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        // Hidden files (our own atomic-write temporaries among them) and editor backups.
        if name.hasPrefix(".") || name.hasPrefix("#") { return true }
        let fileExtension = (name as NSString).pathExtension.lowercased()
        guard Self.inputExtensions.contains(fileExtension) else { return true }
        if ignores(path) { return true }
        // Any gravity render's output (another watcher's among them).
        return fileExtension == "png" && GravityOutputs.isGravityPNG(path)
    }

    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Where change events come from.
protocol ChangeSource {
    /// Paths changed since the last call; waits up to `timeout` seconds (nil:
    /// until something changes) and returns an empty list on timeout.
    mutating func next(timeout: Double?) -> [String]
}

/// inotify(7) on each folder.
struct INotifySource: ChangeSource {
    private let descriptor: Int32
    private var folderOfWatch: [Int32: String] = [:]

    init?(folders: [String]) {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)
        for folder in folders {
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else { close(descriptor); return nil }
            folderOfWatch[watch] = folder
        }
        #else
        return nil
        #endif
    }

    mutating func next(timeout: Double?) -> [String] {
        #if canImport(Glibc)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32($0 * 1000) } ?? -1
        guard poll(&poller, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        return events(in: buffer[0..<count])
        #else
        return []
        #endif
    }

    /// Each `struct inotify_event` is a 16-byte header (wd, mask, cookie,
    /// len) followed by `len` bytes of NUL-padded name.
    private func events(in bytes: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        var offset = bytes.startIndex
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        while offset + 16 <= bytes.endIndex {
            let watch = Int32(bitPattern: word(offset))
            let length = Int(word(offset + 12))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            if let folder = folderOfWatch[watch], !nameBytes.isEmpty {
                paths.append(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
            }
            offset += 16 + length
        }
        return paths
    }
}

/// Lists the folders every 100 ms and reports files whose size, time or
/// identity changed, and files that appeared or went away.
struct PollingSource: ChangeSource {
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
        var inode: Int?
    }

    private let folders: [String]
    private var stamps: [String: Stamp]

    init(folders: [String]) {
        self.folders = folders
        stamps = [:]
        stamps = snapshot()
    }

    mutating func next(timeout: Double?) -> [String] {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            let current = snapshot()
            let changed = Set(current.keys).union(stamps.keys).filter { current[$0] != stamps[$0] }
            stamps = current
            if !changed.isEmpty { return changed.sorted() }
            if let deadline, Date() >= deadline { return [] }
            Thread.sleep(forTimeInterval: min(0.1, deadline.map { max(0.005, $0.timeIntervalSinceNow) } ?? 0.1))
        }
    }

    private func snapshot() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let manager = FileManager.default
        for folder in folders {
            for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                let attributes = try? manager.attributesOfItem(atPath: path)
                result[path] = Stamp(modified: attributes?[.modificationDate] as? Date,
                                     size: (attributes?[.size] as? NSNumber)?.intValue,
                                     inode: (attributes?[.systemFileNumber] as? NSNumber)?.intValue)
            }
        }
        return result
    }
}
