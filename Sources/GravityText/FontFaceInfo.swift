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

    /// "Inter SemiBold", as `gravity frames` prints a face.
    public var displayName: String {
        let base = typographicFamily ?? family
        return ["regular", "book", "roman", "normal"].contains(style.lowercased()) ? base : "\(base) \(style)"
    }
}

/// Names compare ignoring case and spaces (`STIX General` finds `STIXGeneral`).
func normalizedFontName(_ name: String) -> String {
    String(name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
}
