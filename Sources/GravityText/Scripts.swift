import CHarfBuzz

/// Script itemisation (UAX #24): each scalar's Unicode Script property from
/// HarfBuzz's Unicode functions, with Common, Inherited and Unknown
/// characters (spaces, punctuation, digits, combining marks) taking the
/// script of the text before them, or after them at the start.
enum Scripts {
    static let common = HB_SCRIPT_COMMON
    static let latin = HB_SCRIPT_LATIN

    /// The raw Script property of a scalar (ASCII without a HarfBuzz call).
    static func property(_ scalar: Unicode.Scalar) -> hb_script_t {
        let v = scalar.value
        if v < 0x80 {
            let isLetter = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
            return isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        }
        return hb_unicode_script(hb_unicode_funcs_get_default(), v)
    }

    static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// Resolved scripts of a paragraph, one per scalar.
    static func resolve(_ scalars: [Unicode.Scalar]) -> (raw: [hb_script_t], resolved: [hb_script_t]) {
        let raw = scalars.map(property)
        var resolved = raw
        var current: hb_script_t? = nil
        var pending = 0  // leading neutrals waiting for the first real script
        for index in resolved.indices {
            if isNeutral(raw[index]) {
                if let current { resolved[index] = current } else { pending += 1 }
            } else {
                current = raw[index]
                for earlier in (index - pending)..<index { resolved[earlier] = raw[index] }
                pending = 0
            }
        }
        return (raw, resolved)
    }

    /// Han, kana, Hangul and Bopomofo: the scripts the CJK fallback face draws.
    static func isCJK(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_HAN || script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA
            || script == HB_SCRIPT_HANGUL || script == HB_SCRIPT_BOPOMOFO
    }

    static func isArabic(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_ARABIC || script == HB_SCRIPT_SYRIAC || script == HB_SCRIPT_THAANA
    }
}
