import CFriBiDi
import GravityCore

/// How a paragraph's base direction is found.
enum BaseDirection: Hashable {
    /// Its first strong character's (rules P2–P3, characters inside
    /// isolates skipped), as UIKit's natural writing direction is;
    /// `fallback`, the layout direction in scope, only when it has none
    /// ("123", "!!!"; nil: left to right).
    case natural(fallback: TextDirection?)
    /// A line of a paragraph that goes on past a line separator (U+2028):
    /// the whole paragraph's direction, found over all its lines.
    case fixed(TextDirection)

    /// The direction of a paragraph without strong characters.
    var neutralText: TextDirection? {
        switch self {
        case .natural(let fallback): fallback
        case .fixed(let direction): direction
        }
    }
}

/// Embedding levels of one paragraph by the Unicode Bidirectional Algorithm
/// (UAX #9, rules P2–I2), computed by FriBiDi. Even levels run left to
/// right, odd ones right to left.
struct BidiLevels {
    /// One level per scalar of the paragraph; empty when every level is 0.
    private let levels: [UInt8]
    /// The paragraph's level: 0 left to right, 1 right to left.
    let paragraphLevel: UInt8

    /// The levels of a paragraph whose direction is found as `base` says.
    /// FriBiDi's weak paragraph directions (`FRIBIDI_PAR_WLTR`/`WRTL`) are
    /// the natural rule.
    init(_ scalars: [Unicode.Scalar], base: BaseDirection) {
        let count = scalars.count
        // Text without right-to-left characters or directional controls is
        // all level 0 in a left-to-right paragraph whichever character is
        // its first strong one: no FriBiDi call needed. A paragraph without
        // strong characters may be right to left: FriBiDi says.
        if base.neutralText != .rtl, !scalars.contains(where: BidiLevels.mayNeedBidi) {
            levels = []
            paragraphLevel = 0
            return
        }
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var result = [FriBidiLevel](repeating: 0, count: count)
        var direction: FriBidiParType
        switch base {
        case .natural(let fallback): direction = fallback == .rtl ? gravity_fribidi_par_weak_rtl() : gravity_fribidi_par_weak_ltr()
        case .fixed(let fixed): direction = fixed == .rtl ? gravity_fribidi_par_rtl() : gravity_fribidi_par_ltr()
        }
        let length = FriBidiStrIndex(count)
        fribidi_get_bidi_types(characters, length, &types)
        fribidi_get_bracket_types(characters, length, types, &brackets)
        let maxLevel = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, &result)
        paragraphLevel = gravity_fribidi_par_is_rtl(direction) == 1 ? 1 : 0
        // FriBiDi returns 0 only when out of memory: fall back to the paragraph level.
        levels = maxLevel == 0 ? [UInt8](repeating: paragraphLevel, count: count) : result.map { UInt8(bitPattern: $0) }
    }

    /// The direction of `text`'s first strong character (rule P2, isolates
    /// skipped; FriBiDi's `fribidi_get_par_direction`); nil without one.
    static func firstStrong(_ text: Substring) -> TextDirection? {
        let characters = text.unicodeScalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: characters.count)
        fribidi_get_bidi_types(characters, FriBidiStrIndex(characters.count), &types)
        let direction = fribidi_get_par_direction(types, FriBidiStrIndex(types.count))
        if direction == gravity_fribidi_par_rtl() { return .rtl }
        return direction == gravity_fribidi_par_ltr() ? .ltr : nil
    }

    /// The level of scalar `index`.
    func level(_ index: Int) -> UInt8 { levels.isEmpty ? 0 : levels[index] }

    /// Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, …,
    /// their presentation forms and the supplementary RTL blocks) and the
    /// explicit directional marks, embeddings and isolates.
    static func mayNeedBidi(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x0590 { return false }
        return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            || v == 0x200F || v == 0x061C || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// Visual order of `runs` (each of one level, given in logical order)
    /// by rule L2: from the highest level down to the lowest odd level,
    /// reverse every maximal sequence of runs at that level or higher.
    static func visualOrder(levels runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max(), highest > 0 else { return order }
        let lowestOdd = (runLevels.filter { $0 % 2 == 1 }.min() ?? highest)
        var level = highest
        while level >= lowestOdd, level > 0 {
            var index = 0
            while index < order.count {
                guard runLevels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, runLevels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
