import GravityCore

/// The face chosen for a request and what has to be synthesised because the
/// family has no face with the requested weight or style (SPEC §9).
public struct FontChoice: Hashable, Sendable {
    public var info: FontFaceInfo
    public var synthesis: FontSynthesis

    /// Browsers' rule: bold is synthesised when 600 or more is asked for
    /// and the nearest face is 500 or lighter; oblique when italic is asked
    /// for and the face is upright.
    init(info: FontFaceInfo, request: FontRequest) {
        self.info = info
        synthesis = FontSynthesis(bold: request.weight >= 600 && info.weight <= 500,
                                  oblique: request.italic && !info.italic)
    }

    /// "Inter Italic (synthetic bold)": what `gravity frames` prints as the font.
    public var displayName: String {
        let made = [synthesis.bold ? "bold" : nil, synthesis.oblique ? "oblique" : nil].compactMap { $0 }
        return made.isEmpty ? info.displayName : "\(info.displayName) (synthetic \(made.joined(separator: " ")))"
    }

    public func key(size: Double) -> FontKey {
        FontKey(path: info.path, faceIndex: info.faceIndex, size: size, synthesis: synthesis)
    }
}
