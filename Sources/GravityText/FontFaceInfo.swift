import GravityCore

/// What the font library knows about one face in a font file, read from
/// the file's own tables.
public struct FontFaceInfo: Hashable, Sendable {
    public var path: String
    public var faceIndex: Int
    /// The legacy family name (name ID 1), e.g. "EB Garamond 12".
    public var family: String
    /// The typographic family name (name ID 16) when present, e.g. "EB Garamond".
    public var typographicFamily: String?
    /// The style name, e.g. "SemiBold".
    public var style: String
    public var postScriptName: String?
    /// OS/2 usWeightClass (100…900).
    public var weight: Int
    public var italic: Bool
    public var monospace: Bool
    /// OS/2 usWidthClass (1…9; 5 is normal width).
    public var widthClass = 5

    /// Condensed, normal or expanded, by `widthClass`.
    public var width: FontWidth { FontWidth(widthClass: widthClass) }

    /// "Inter SemiBold", as `gravity frames` prints a face.
    public var displayName: String {
        let base = typographicFamily ?? family
        return ["regular", "book", "roman", "normal"].contains(style.lowercased()) ? base : "\(base) \(style)"
    }
}

/// Names compare ignoring case and spaces (`STIX General` finds `STIXGeneral`).
func normalizedFontName(_ name: String) -> String {
    // ASCII names (all the bundled ones) byte by byte: the same result,
    // without Character iteration (0.65 M instructions per small render).
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
        return String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
        switch byte {
        case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"): continue
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
