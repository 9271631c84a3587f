import CHarfBuzz
import GravityCore

/// A face in a fallback chain, opened. A class: items and lines pass it
/// around per character, and a reference is one retain.
final class FallbackFace {
    let choice: FontChoice
    let face: FontFace

    init(choice: FontChoice, face: FontFace) {
        self.choice = choice
        self.face = face
    }
}

struct FallbackKey: Hashable {
    var request: FontRequest
    var scripts: FallbackFamilies.ScriptClass
}

/// The documented fallback order (SPEC §9, README "Text"): after the
/// requested face, the face made for the character's script, then the
/// bundled faces with the widest coverage, then every `--fonts` family,
/// then with `--system-fonts` every family fontconfig lists (by file path).
enum FallbackFamilies {
    enum ScriptClass: Hashable { case arabic, cjk, devanagari, thai, emoji, other }

    /// Tried first for a script class.
    static func preferred(_ scripts: ScriptClass) -> [String] {
        switch scripts {
        case .arabic: return ["Noto Sans Arabic"]
        case .cjk: return ["Droid Sans Fallback"]
        case .devanagari: return ["Noto Sans Devanagari"]
        case .thai: return ["Noto Sans Thai"]
        // Emoji presentation: before the text faces, so 😀 is in colour, not DejaVu's outline.
        case .emoji: return ["Noto Color Emoji"]
        case .other: return []
        }
    }

    /// Then, for every script: DejaVu Sans (Latin, Greek, Cyrillic,
    /// Hebrew, Arabic, symbols, monochrome emoji faces), STIX General
    /// (mathematics), Noto Sans Arabic, Droid Sans Fallback (CJK), Noto
    /// Sans Devanagari, Noto Sans Thai, and last Noto Color Emoji (for
    /// what no text face has: a text-presentation emoji stays text).
    static let general = ["DejaVu Sans", "STIX General", "Noto Sans Arabic", "Droid Sans Fallback",
                          "Noto Sans Devanagari", "Noto Sans Thai", "Noto Color Emoji"]

    static func scriptClass(_ script: hb_script_t) -> ScriptClass {
        if Scripts.isArabic(script) { return .arabic }
        if Scripts.isCJK(script) { return .cjk }
        if script == HB_SCRIPT_DEVANAGARI { return .devanagari }
        return script == HB_SCRIPT_THAI ? .thai : .other
    }
}

extension FontLibrary {
    /// The requested face for `request`, opened (cached by request, size ignored).
    func primaryFace(_ request: FontRequest) throws -> FallbackFace {
        var key = request
        key.size = 0
        lock.lock()
        let known = primaries[key]
        lock.unlock()
        if let known { return known }
        let choice = try choose(request)
        let primary = FallbackFace(choice: choice, face: try face(for: choice.info))
        lock.lock()
        primaries[key] = primary
        lock.unlock()
        return primary
    }

    /// The faces tried for a character of `script` in text set in `request`
    /// (an `emoji` character: the colour emoji face next), the requested face first; each fallback family in the request's
    /// weight and style (synthesised where the family lacks them).
    func fallbackChain(_ request: FontRequest, script: hb_script_t, emoji: Bool = false) throws -> [FallbackFace] {
        var key = FallbackKey(request: request, scripts: emoji ? .emoji : FallbackFamilies.scriptClass(script))
        key.request.size = 0
        lock.lock()
        let known = chains[key]
        lock.unlock()
        if let known { return known }
        var chain: [FallbackFace] = []
        var seen: Set<String> = []
        func add(_ choice: FontChoice) throws {
            guard seen.insert("\(choice.info.faceIndex):\(choice.info.path)").inserted else { return }
            chain.append(FallbackFace(choice: choice, face: try face(for: choice.info)))
        }
        try add(try choose(request))
        let families = FallbackFamilies.preferred(key.scripts) + FallbackFamilies.general + extraFamilies + systemFamilies
        for family in families {
            var fallback = request
            fallback.family = family
            // A bundled family missing from a custom library is skipped.
            guard let choice = try? choose(fallback) else { continue }
            try add(choice)
        }
        lock.lock()
        chains[key] = chain
        lock.unlock()
        return chain
    }
}

extension FontFace {
    /// Whether the face maps `scalar` to a glyph (its cmap, through HarfBuzz).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }
}

extension Unicode.Scalar {
    /// Default-ignorable code points (joiners, variation selectors,
    /// directional marks, soft hyphen): no font needs a glyph for them.
    var isDefaultIgnorable: Bool {
        let v = value
        return v == 0x00AD || v == 0x034F || v == 0x061C || (0x115F...0x1160).contains(v)
            || (0x17B4...0x17B5).contains(v) || (0x180B...0x180F).contains(v)
            || (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2060...0x206F).contains(v)
            || v == 0x3164 || (0xFE00...0xFE0F).contains(v) || v == 0xFEFF || v == 0xFFA0
            || (0x1BCA0...0x1BCA3).contains(v) || (0x1D173...0x1D17A).contains(v) || (0xE0000...0xE0FFF).contains(v)
    }
}
