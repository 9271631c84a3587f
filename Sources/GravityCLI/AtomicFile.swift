import Foundation
import GravityCore

/// Writes a file atomically: a temporary file in the same folder, then a
/// rename, so a failed run never leaves a partial file or replaces a good one.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SetupError("cannot write '\(path)': the folder '\((path as NSString).deletingLastPathComponent)' does not exist")
        }
        // Unique per write: parallel renders in one process may share a name.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SetupError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
