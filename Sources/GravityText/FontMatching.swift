import Foundation
import GravityCore

/// Font matching (SPEC §2.6): family by name, then width, then style, then
/// the nearest weight as CSS Fonts §5.2 chooses it.
extension FontLibrary {
    func findMatch(_ request: FontRequest) throws -> FontFaceInfo {
        var request = request
        var family = request.family
        if family.caseInsensitiveCompare(FontRequest.systemFamily) == .orderedSame { family = FontLibrary.systemFamily }
        if family.caseInsensitiveCompare(FontRequest.monospaceFamily) == .orderedSame { family = FontLibrary.monospaceFamily }
        var candidates = faces(inFamily: family)
        // `Roboto Condensed 17` reads as Roboto, condensed: a family named
        // with its width (name ID 1 of many condensed faces) serves it first.
        if request.width != .normal {
            let named = faces(inFamily: family + " " + request.width.rawValue)
            if !named.isEmpty { candidates = named }
        }
        if candidates.isEmpty {
            let wanted = normalizedFontName(family)
            candidates = faces.filter { $0.postScriptName.map(normalizedFontName) == wanted }
        }
        if candidates.isEmpty, let alias = FontAliases.family(for: family) {
            candidates = faces(inFamily: alias)
        }
        if candidates.isEmpty, let apple = AppleFonts.substitute(for: family) {
            candidates = faces(inFamily: apple.family)
            if let weight = apple.weight { request.weight = weight }
            if apple.italic { request.italic = true }
            if let width = apple.width.flatMap(FontWidth.init(rawValue:)) { request.width = width }
            // A stand-in draws with a warning: a width none of its faces
            // has falls back to normal, and the warning says so.
            if !candidates.contains(where: { $0.width == request.width }) { request.width = .normal }
        }
        guard !candidates.isEmpty else {
            throw ValueError("unknown font family '\(request.family)'; available: \(candidateList(familyNames, limit: 20)) (System is Inter, monospace is JetBrains Mono; Helvetica and Arial are Liberation Sans, Times is Liberation Serif, Courier is Liberation Mono)")
        }
        // Width first (CSS Fonts §5.2's font-stretch step): a condensed or
        // expanded request needs such a face; a normal one prefers normal.
        let sameWidth = candidates.filter { $0.width == request.width }
        if sameWidth.isEmpty, request.width != .normal {
            let widths = Set(candidates.map(\.width.rawValue)).sorted().joined(separator: ", ")
            throw ValueError("font '\(request.family)' has no \(request.width.rawValue) face (its faces are \(widths)); "
                             + "pass one with --fonts, or leave out '\(request.width.rawValue)'")
        }
        if !sameWidth.isEmpty { candidates = sameWidth }
        let sameStyle = candidates.filter { $0.italic == request.italic }
        let pool = sameStyle.isEmpty ? candidates : sameStyle
        return pool.min { weightPreference($0.weight, request.weight) < weightPreference($1.weight, request.weight) }!
    }

    /// What a render says when `request` names an Apple font drawn with a
    /// bundled stand-in (`AppleFonts`); nil when it names a face present.
    public func substitutionNote(for request: FontRequest) -> String? {
        var key = request
        key.size = 0
        lock.lock()
        let known = substitutionNotes[key]
        lock.unlock()
        if let known { return known }
        let note = findSubstitutionNote(request)
        lock.lock()
        substitutionNotes[key] = .some(note)
        lock.unlock()
        return note
    }

    private func findSubstitutionNote(_ request: FontRequest) -> String? {
        let family = request.family
        guard faces(inFamily: family).isEmpty,
              !faces.contains(where: { $0.postScriptName.map(normalizedFontName) == normalizedFontName(family) }),
              FontAliases.family(for: family) == nil,
              let apple = AppleFonts.substitute(for: family),
              let face = try? match(request) else { return nil }
        let wanted = apple.width ?? (request.width == .normal ? nil : request.width.rawValue)
        let width = wanted.flatMap { $0 == face.width.rawValue ? nil : "; no \($0) face is bundled, so the normal width stands in" } ?? ""
        return "font '\(family)' is an Apple font, not bundled: drawn with \(face.displayName)\(width) "
            + "(pass the real font with --fonts)"
    }

    /// Faces whose legacy or typographic family is `family` (case and spaces ignored).
    func faces(inFamily family: String) -> [FontFaceInfo] {
        let wanted = normalizedFontName(family)
        return faces.filter {
            normalizedFontName($0.family) == wanted || $0.typographicFamily.map(normalizedFontName) == wanted
        }
    }

    /// CSS Fonts §5.2 weight matching as a sortable score: smaller is better.
    func weightPreference(_ weight: Int, _ wanted: Int) -> Int {
        if weight == wanted { return 0 }
        if wanted >= 400 && wanted <= 500 {
            // Between 400 and 500: try up to 500 first, then lighter, then heavier.
            if weight > wanted && weight <= 500 { return weight - wanted }
            if weight < wanted { return 1000 + (wanted - weight) }
            return 2000 + (weight - wanted)
        }
        if wanted < 400 {
            return weight < wanted ? wanted - weight : 1000 + (weight - wanted)
        }
        return weight > wanted ? weight - wanted : 1000 + (wanted - weight)
    }
}
