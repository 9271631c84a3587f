import Foundation
import GravityCore

/// A font folder's faces as a scan read them, kept in `faces.index` beside
/// the files: a process then opens only the font files it draws with,
/// instead of every file in the folder at start (the bundled folder's scan
/// was 5.2 M of a small render's 33 M instructions).
///
/// An index is believed only when it is exactly right for the folder:
/// 1. its last line is the checksum of the lines above it (an index cut
///    short or edited by hand is not believed);
/// 2. it names every font file of the folder and no other;
/// 3. each file still has the recorded byte size and fingerprint (a hash of
///    its first KiB: the table directory, with every table's checksum).
/// Otherwise the folder is scanned as if there were no index.
///
/// One face per line, tab-separated: file name, bytes, fingerprint, face
/// index, family, typographic family, style, PostScript name, weight,
/// italic (0/1), monospace (0/1), OS/2 width class (1…9); an absent name is an empty field. Lines
/// starting with `#` are comments. `FontIndexTests` checks the bundled
/// folder's index against a fresh scan and rewrites it with
/// `GRAVITY_WRITE_FONT_INDEX=1`.
enum FontIndex {
    static let fileName = "faces.index"
    private static let fields = 12
    private static let checksumPrefix = "# checksum "
    /// The bytes of a font file the fingerprint covers.
    private static let fingerprintBytes = 1024

    /// The faces the folder's index lists for `files` (the folder's font
    /// file names), or nil when there is no index or it is not right.
    /// Parsed as bytes: String's Character splitting cost 1.4 M
    /// instructions on the bundled index, a twentieth of a small render.
    static func faces(in directory: String, files: [String]) -> [FontFaceInfo]? {
        let indexPath = (directory as NSString).appendingPathComponent(fileName)
        guard let bytes = try? SafeFile.read(indexPath, maxBytes: 1 << 20), let body = checkedBody(bytes) else { return nil }
        var faces: [FontFaceInfo] = []
        var stamps: [String: Stamp] = [:]
        for line in body.split(separator: newline) where line.first != hashMark {
            let field = line.split(separator: tab, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard field.count == fields, let size = Int(field[1]), let index = Int(field[3]), let weight = Int(field[8]),
                  ["0", "1"].contains(field[9]), ["0", "1"].contains(field[10]), let widthClass = Int(field[11]) else { return nil }
            let stamp = Stamp(bytes: size, fingerprint: field[2])
            guard stamps[field[0]] ?? stamp == stamp else { return nil }
            stamps[field[0]] = stamp
            faces.append(FontFaceInfo(
                path: (directory as NSString).appendingPathComponent(field[0]), faceIndex: index, family: field[4],
                typographicFamily: field[5].isEmpty ? nil : field[5], style: field[6],
                postScriptName: field[7].isEmpty ? nil : field[7],
                weight: weight, italic: field[9] == "1", monospace: field[10] == "1", widthClass: widthClass))
        }
        guard Set(files) == Set(stamps.keys) else { return nil }
        for file in files where Stamp(of: (directory as NSString).appendingPathComponent(file)) != stamps[file] {
            return nil
        }
        return faces
    }

    /// The index text for faces scanned from one folder, in scan order; nil
    /// when a file cannot be stamped or a name holds a tab or line break.
    static func text(for faces: [FontFaceInfo]) -> String? {
        var lines = ["# The faces of this folder's font files, as FontFaceReader reads them (see FontIndex.swift).",
                     "# file\tbytes\tfingerprint\tface\tfamily\ttypographic family\tstyle\tPostScript name\tweight\titalic\tmonospace\twidth class"]
        for face in faces {
            guard let stamp = Stamp(of: face.path) else { return nil }
            let values = [(face.path as NSString).lastPathComponent, "\(stamp.bytes)", stamp.fingerprint, "\(face.faceIndex)",
                          face.family, face.typographicFamily ?? "", face.style, face.postScriptName ?? "", "\(face.weight)",
                          face.italic ? "1" : "0", face.monospace ? "1" : "0", "\(face.widthClass)"]
            guard !values.contains(where: { $0.contains(where: { $0 == "\t" || $0.isNewline }) }) else { return nil }
            lines.append(values.joined(separator: "\t"))
        }
        let body = lines.joined(separator: "\n") + "\n"
        return body + checksumPrefix + hash(Array(body.utf8)) + "\n"
    }

    /// The bytes above the checksum line when the checksum matches them.
    private static func checkedBody(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.last == newline, let start = bytes.dropLast().lastIndex(of: newline) else { return nil }
        let body = bytes[...start]
        let last = bytes[(start + 1)...].dropLast()
        guard last.elementsEqual((checksumPrefix + hash(Array(body))).utf8) else { return nil }
        return body
    }

    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), hashMark = UInt8(ascii: "#")

    /// A font file as the index saw it.
    private struct Stamp: Equatable {
        var bytes: Int
        var fingerprint: String

        init(bytes: Int, fingerprint: String) {
            self.bytes = bytes
            self.fingerprint = fingerprint
        }

        /// Nil when the path is not a readable regular file.
        init?(of path: String) {
            guard let size = SafeFile.regularFileSize(path),
                  let head = try? SafeFile.prefix(path, count: FontIndex.fingerprintBytes) else { return nil }
            self.init(bytes: size, fingerprint: FontIndex.hash(head))
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits.
    static func hash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
