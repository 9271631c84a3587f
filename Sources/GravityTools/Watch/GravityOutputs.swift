import Foundation

/// A PNG that some `gravity render` wrote: its `tEXt` chunk `Software`
/// says "Gravity for Linux" (GravityEngine's output metadata). `--watch`
/// ignores such files, whoever wrote them, so two watchers in one folder
/// do not render each other's outputs forever. (An image a layout draws
/// that is itself a Gravity render is then not watched either.)
enum GravityOutputs {
    static let software = "Gravity for Linux"

    /// Reads the chunks before the first IDAT (a few hundred bytes).
    static func isGravityPNG(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096) else { return false }
        return hasGravitySoftware(Array(head))
    }

    /// Walks `bytes` (a PNG's start) chunk by chunk: length, type, data, CRC.
    static func hasGravitySoftware(_ bytes: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return false }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard type != "IDAT", length >= 0, start + length <= bytes.count else { return false }
            if type == "tEXt" {
                let data = bytes[start..<start + length]
                if let zero = data.firstIndex(of: 0), String(decoding: data[..<zero], as: UTF8.self) == "Software",
                   String(decoding: data[(zero + 1)...], as: UTF8.self).hasPrefix(software) {
                    return true
                }
            }
            offset = start + length + 4
        }
        return false
    }
}
