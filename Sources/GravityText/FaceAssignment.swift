import CHarfBuzz
import GravityCore

/// Font fallback for one paragraph (SPEC §9): the face that draws each
/// character, chosen from the fallback chain of the character's script.
///
/// 1. The requested face when it has every scalar of the character, also
///    for a character of only Common or Inherited scalars (space,
///    punctuation, digits, brackets) amid another script: `(123)` beside
///    Hebrew stays in the label's face, as in browsers.
/// 2. A Common or Inherited character the requested face lacks stays in
///    the face of the character before it when that face has it.
/// 3. Otherwise the first face of the chain that has every scalar of the
///    character (default-ignorable ones need no glyph); for an emoji
///    (`EmojiPresentation`) the chain tries the colour emoji face first.
/// 4. Otherwise the first face that has its first scalar.
/// 5. Otherwise the requested face, which draws `.notdef`.
///
/// Scalars drawn as `.notdef` are found after shaping (`ShapedParagraph`).
struct FaceAssignment {
    /// Per character: an index into `faceList`.
    private(set) var faces: [Int] = []
    private(set) var faceList: [FallbackFace] = []
    let primary: FallbackFace

    /// `fonts[0]` is the label's font; `styleOf[i]` picks character `i`'s.
    init(characters: [Character], scalars: [Unicode.Scalar], characterStart: [Int],
         scripts: (raw: [hb_script_t], resolved: [hb_script_t]), fonts: [FontRequest], styleOf: [Int],
         library: FontLibrary) throws {
        let primaries = try fonts.map(library.primaryFace)
        primary = primaries[0]
        faceList = []
        faces.reserveCapacity(characters.count)
        var primaryIndices = [Int?](repeating: nil, count: fonts.count)
        for index in characters.indices {
            let style = styleOf[index]
            let primary = primaries[style]
            let primaryIndex = primaryIndices[style] ?? indexOf(primary)
            primaryIndices[style] = primaryIndex
            let range = characterStart[index]..<characterStart[index + 1]
            let neutral = Self.allNeutral(scripts.raw, range)
            // The face before, when it is of the same style.
            let previous = index > 0 && styleOf[index - 1] == style ? faces[index - 1] : primaryIndex
            // 1. The requested face has it (nearly all text); `❤️` (with U+FE0F)
            // asks for the emoji, which a text face does not draw.
            if Self.covers(primary.face, scalars, range),
               primary.face.colorStrike != nil || !EmojiPresentation.asksForEmoji(scalars, range) {
                faces.append(primaryIndex)
                continue
            }
            // 2. Neutral characters stay with the face before them (emoji go to the emoji face).
            let emoji = EmojiPresentation.isEmoji(scalars, range)
            if neutral, !emoji, Self.covers(faceList[previous].face, scalars, range) {
                faces.append(previous)
                continue
            }
            let chain = try library.fallbackChain(fonts[style], script: scripts.resolved[range.lowerBound], emoji: emoji)
            let first = range.first { !scalars[$0].isDefaultIgnorable }
            // 3. Every scalar; 4. the first scalar; 5. none: .notdef from the requested face.
            // U+FE0F: a colour face that has it before any text face.
            let colour = emoji && EmojiPresentation.asksForEmoji(scalars, range)
                ? chain.first { $0.face.colorStrike != nil && Self.covers($0.face, scalars, range) } : nil
            let chosen = colour ?? chain.first { Self.covers($0.face, scalars, range) }
                ?? first.flatMap { first in chain.first { $0.face.covers(scalars[first]) } }
            faces.append(chosen.map { indexOf($0) } ?? primaryIndex)
        }
    }

    /// Whether `face` has every scalar of `range` (default-ignorable ones need no glyph).
    private static func covers(_ face: FontFace, _ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        for position in range where !scalars[position].isDefaultIgnorable && !face.covers(scalars[position]) { return false }
        return true
    }

    private static func allNeutral(_ scripts: [hb_script_t], _ range: Range<Int>) -> Bool {
        for position in range where !Scripts.isNeutral(scripts[position]) { return false }
        return true
    }

    func chain(_ index: Int) -> FallbackFace { faceList[index] }

    private mutating func indexOf(_ face: FallbackFace) -> Int {
        if let index = faceList.firstIndex(where: { $0 === face || $0.choice == face.choice }) { return index }
        faceList.append(face)
        return faceList.count - 1
    }
}
