/// How a file spells what the formatter does not choose: a UTF-8 byte
/// order mark, and its line ends (`\n`, `\r\n` or old Mac `\r`). The
/// formatter writes `\n`; the formatted text is given back in the file's
/// own style, so formatting a Windows file does not rewrite every line.
public struct TextStyle: Equatable, Sendable {
    public enum LineEnd: String, Sendable {
        case lf = "LF", crlf = "CRLF", cr = "CR"

        var bytes: [UInt8] {
            switch self {
            case .lf: return [0x0A]
            case .crlf: return [0x0D, 0x0A]
            case .cr: return [0x0D]
            }
        }
    }

    public var byteOrderMark: Bool
    /// The most used line end (LF on a tie with it or a file of one line).
    public var lineEnd: LineEnd
    /// How many lines end each way, when the file mixes them.
    public var mixed: [LineEnd: Int]?

    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    public init(of bytes: [UInt8]) {
        byteOrderMark = bytes.starts(with: Self.mark)
        var counts: [LineEnd: Int] = [:]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                let pair = index + 1 < bytes.count && bytes[index + 1] == 0x0A
                counts[pair ? .crlf : .cr, default: 0] += 1
                index += pair ? 2 : 1
                continue
            }
            if bytes[index] == 0x0A { counts[.lf, default: 0] += 1 }
            index += 1
        }
        // `max(by:)` keeps the first of equals: LF wins a tie.
        lineEnd = [LineEnd.lf, .crlf, .cr].max { counts[$0, default: 0] < counts[$1, default: 0] }!
        mixed = counts.count > 1 ? counts : nil
    }

    /// `text` (whose lines may end any way) in this style.
    public func apply(to text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: Self.mark) { bytes.removeFirst(3) }
        var result = byteOrderMark ? Self.mark : []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0D:
                result += lineEnd.bytes
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x0A:
                result += lineEnd.bytes
                index += 1
            default:
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// "mixed line ends (3 CRLF, 1 LF): kept CRLF, the most used", for a mixed file.
    public var mixedNote: String? {
        guard let mixed else { return nil }
        let counts = [LineEnd.crlf, .lf, .cr].compactMap { end in mixed[end].map { "\($0) \(end.rawValue)" } }
        return "mixed line ends (\(counts.joined(separator: ", "))): wrote \(lineEnd.rawValue), the most used"
    }
}
