import CHarfBuzz
import GravityCore

/// Font fallback for one paragraph (SPEC §9): the face that draws each
/// character, chosen from the fallback chain of the character's script.
///
/// 1. A character of only Common or Inherited scalars (space, punctuation,
///    digits) stays in the face of the character before it when that face
///    has it, so runs do not split around spaces.
/// 2. Otherwise the first face of the chain that has every scalar of the
///    character (default-ignorable ones need no glyph).
/// 3. Otherwise the first face that has its first scalar.
/// 4. Otherwise the requested face, which draws `.notdef`; the scalars no
///    face has are reported.
struct FaceAssignment {
    /// Per character: an index into `faceList`.
    private(set) var faces: [Int] = []
    private(set) var faceList: [FallbackFace] = []
    private(set) var missing: [UInt32] = []
    let primary: FallbackFace

    /// `fonts[0]` is the label's font; `styleOf[i]` picks character `i`'s.
    init(characters: [Character], scalars: [Unicode.Scalar], characterStart: [Int],
         scripts: (raw: [hb_script_t], resolved: [hb_script_t]), fonts: [FontRequest], styleOf: [Int],
         library: FontLibrary) throws {
        var primaries: [FallbackFace] = []
        for font in fonts {
            let choice = try library.choose(font)
            primaries.append(FallbackFace(choice: choice, face: try library.face(for: choice.info)))
        }
        primary = primaries[0]
        faceList = []
        faces.reserveCapacity(characters.count)
        var missingSet: Set<UInt32> = []
        var primaryIndices = [Int?](repeating: nil, count: fonts.count)
        for index in characters.indices {
            let style = styleOf[index]
            let font = fonts[style]
            let primary = primaries[style]
            let primaryIndex = primaryIndices[style] ?? indexOf(primary)
            primaryIndices[style] = primaryIndex
            let range = characterStart[index]..<characterStart[index + 1]
            let needed = scalars[range].filter { !$0.isDefaultIgnorable }
            // The face before, when it is of the same style.
            let previous = index > 0 && styleOf[index - 1] == styleOf[index] ? faces[index - 1] : primaryIndex
            // Fast path: the requested face has it (nearly all text).
            if needed.allSatisfy(primary.face.covers) {
                let neutral = range.allSatisfy { Scripts.isNeutral(scripts.raw[$0]) }
                faces.append(neutral && needed.allSatisfy(faceList[previous].face.covers) ? previous : primaryIndex)
                continue
            }
            // 1. Neutral characters stay with the face before them.
            if range.allSatisfy({ Scripts.isNeutral(scripts.raw[$0]) }), needed.allSatisfy(faceList[previous].face.covers) {
                faces.append(previous)
                continue
            }
            let chain = try library.fallbackChain(font, script: scripts.resolved[range.lowerBound])
            // 2. Every scalar; 3. the first scalar.
            let chosen = chain.first { candidate in needed.allSatisfy(candidate.face.covers) }
                ?? needed.first.flatMap { first in chain.first { $0.face.covers(first) } }
            guard let chosen else {
                // 4. No face: .notdef from the requested face.
                for scalar in needed where !primary.face.covers(scalar) && missingSet.insert(scalar.value).inserted {
                    missing.append(scalar.value)
                }
                faces.append(primaryIndex)
                continue
            }
            faces.append(indexOf(chosen))
        }
    }

    func chain(_ index: Int) -> FallbackFace { faceList[index] }

    private mutating func indexOf(_ face: FallbackFace) -> Int {
        if let index = faceList.firstIndex(where: { $0.choice == face.choice }) { return index }
        faceList.append(face)
        return faceList.count - 1
    }
}
