import Foundation
import GravityCore
import NIOCore

/// The Server-Sent Event for one state of the session, built once per
/// version and shared by every subscriber (NIO writes the same buffer to
/// each connection): rebuilding it per subscriber made 100 pages take 5 s
/// per update. Its error list is cut as the terminal's is: the first
/// `maxErrors`, then one entry saying how many more there are, so a
/// 90,000-error file makes an event of tens of KB, not 29 MB.
final class PreviewEvents: @unchecked Sendable {
    static let maxErrors = Diagnostics.maxShown

    private let lock = NSLock()
    private var latest: (version: Int, buffer: ByteBuffer)?

    /// The event of `update`, built by the first subscriber that asks.
    func event(for update: PreviewSession.Update) -> ByteBuffer {
        lock.lock()
        defer { lock.unlock() }
        if let latest, latest.version == update.version { return latest.buffer }
        let buffer = ByteBufferAllocator().buffer(string: "data: " + Self.json(update) + "\n\n")
        if latest.map({ $0.version < update.version }) ?? true { latest = (update.version, buffer) }
        return buffer
    }

    /// `{"version": 3, "file": "…", "errors": [{"severity", "location", "message", "text"}]}`,
    /// at most `maxErrors` errors and then `{"severity": "note", …, "text": "… and N more errors"}`.
    static func json(_ update: PreviewSession.Update) -> String {
        var errors: [[String: Any]] = zip(update.errors, update.formattedErrors).prefix(maxErrors).map { diagnostic, text in
            ["severity": diagnostic.severity.rawValue, "location": diagnostic.location.map(\.description) ?? "",
             "message": diagnostic.message, "text": text]
        }
        let more = update.errors.count - errors.count
        if more > 0 {
            let text = "… and \(groupedNumber(more)) more \(more == 1 ? "error" : "errors") (gravity check lists them)"
            errors.append(["severity": "note", "location": "", "message": text, "text": text])
        }
        let object: [String: Any] = ["version": update.version, "file": update.file, "errors": errors]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
