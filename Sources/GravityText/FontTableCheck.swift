import Foundation

/// Whether every table a font file's directory lists lies inside the file.
/// FreeType opens a truncated font (it reads tables as they are needed), so
/// a file cut in half loaded as a face named "Unknown" with no glyphs; the
/// directory says where each table ends, which a few bytes read here check
/// (OpenType spec, "Organization of an OpenType Font": the table directory
/// and, for a collection, the TTC header's offsets).
enum FontTableCheck {
    /// What runs past the end of the file ("its table 'name' ends at byte
    /// 308414 of 207228"), nil when all fits or the file is no sfnt.
    static func truncatedTable(path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return nil }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard offset + UInt64(count) <= size, (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        func number(_ bytes: [UInt8], _ at: Int, _ width: Int) -> UInt64 {
            bytes[at..<(at + width)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        // Only sfnt files (TrueType, OpenType/CFF, Apple's `true`, a
        // collection) are checked; anything else is FreeType's to judge.
        guard let header = read(0, 12),
              [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)].contains(Array(header[0..<4])) else { return nil }
        var directories: [UInt64] = [0]
        if header.starts(with: Array("ttcf".utf8)) {
            let count = Int(min(number(header, 8, 4), 4096))
            guard let offsets = read(12, count * 4) else { return "its collection header runs past the end of the file" }
            directories = (0..<count).map { number(offsets, $0 * 4, 4) }
        }
        for directory in directories {
            guard let head = read(directory, 12),
                  let records = read(directory + 12, Int(number(head, 4, 2)) * 16) else {
                return "its table directory at byte \(directory) runs past the end of the file"
            }
            for record in stride(from: 0, to: records.count, by: 16) {
                let end = number(records, record + 8, 4) + number(records, record + 12, 4)
                if end > size {
                    let tag = String(decoding: records[record..<(record + 4)], as: UTF8.self)
                    return "its table '\(tag)' ends at byte \(end) of \(size)"
                }
            }
        }
        return nil
    }
}
