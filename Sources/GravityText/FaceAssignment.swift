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

    init(characters: [Character], scalars: [Unicode.Scalar], characterStart: [Int],
         scripts: (raw: [hb_script_t], resolved: [hb_script_t]), font: FontRequest, library: FontLibrary) throws {
        let primaryChoice = try library.choose(font)
        primary = FallbackFace(choice: primaryChoice, face: try library.face(for: primaryChoice.info))
        faceList = [primary]
        faces.reserveCapacity(characters.count)
        var missingSet: Set<UInt32> = []
        for index in characters.indices {
            let range = characterStart[index]..<characterStart[index + 1]
            let needed = scalars[range].filter { !$0.isDefaultIgnorable }
            let previous = faces.last ?? 0
            // Fast path: the requested face has it (nearly all text).
            if needed.allSatisfy(primary.face.covers) {
                let neutral = range.allSatisfy { Scripts.isNeutral(scripts.raw[$0]) }
                faces.append(neutral && needed.allSatisfy(faceList[previous].face.covers) ? previous : 0)
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
                faces.append(0)
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
