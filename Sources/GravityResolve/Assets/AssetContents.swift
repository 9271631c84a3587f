import GravityDocument
import GravityValues

/// A set's Contents.json read as JSON, with located errors naming the file.
enum AssetContents {
    /// 1 MiB: Xcode writes a few kilobytes.
    static let maxBytes = 1 << 20

    /// The top-level object of `folder/Contents.json`.
    static func read(_ folder: String) throws -> (SourceFile, [String: DataValue]) {
        let path = folder + "/Contents.json"
        let bytes: [UInt8]
        do {
            bytes = try SafeFile.read(path, maxBytes: maxBytes)
        } catch {
            throw ValueError("cannot read '\(path)': \(error)")
        }
        let source = SourceFile(path: path, bytes: bytes)
        do {
            guard case .object(let top) = try JSONReader.parse(source) else {
                throw ValueError("\(path):1:1: Contents.json holds one JSON object at its top")
            }
            return (source, top)
        } catch let diagnostic as Diagnostic {
            throw ValueError(located(diagnostic))
        }
    }

    /// `file:line:column: message` of a diagnostic, for a value error.
    static func located(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return diagnostic.message }
        return "\(location.file):\(location.line):\(location.column): \(diagnostic.message)"
    }

    /// The string at `key`, or nil; a value of another type is an error.
    static func string(_ object: [String: DataValue], _ key: String, in path: String) throws -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw ValueError("'\(path)': \"\(key)\" must be a string, not \(other.typeName)")
        }
    }

    /// The objects of the array at `key` (missing: none).
    static func objects(_ object: [String: DataValue], _ key: String, in path: String) throws -> [[String: DataValue]] {
        switch object[key] {
        case nil: return []
        case .array(let items)?:
            return try items.map { item in
                guard case .object(let entry) = item else {
                    throw ValueError("'\(path)': each of \"\(key)\" must be an object, not \(item.typeName)")
                }
                return entry
            }
        case let other?: throw ValueError("'\(path)': \"\(key)\" must be an array, not \(other.typeName)")
        }
    }

    /// An entry's `appearances`: luminosity (light/dark) and contrast (high).
    struct Appearances: Equatable {
        var luminosity: String?
        var highContrast = false
    }

    static func appearances(of entry: [String: DataValue], in path: String) throws -> Appearances {
        var result = Appearances()
        for item in try objects(entry, "appearances", in: path) {
            let kind = try string(item, "appearance", in: path), value = try string(item, "value", in: path)
            switch (kind, value) {
            case ("luminosity", let v?) where ["light", "dark", "any"].contains(v): result.luminosity = v == "any" ? nil : v
            case ("contrast", "high"?): result.highContrast = true
            default:
                throw ValueError("'\(path)': unknown appearance \(kind ?? "?")=\(value ?? "?") (luminosity light/dark/any, contrast high)")
            }
        }
        return result
    }

    /// How well an entry's appearances fit the render's: nil when they
    /// exclude it, otherwise higher is better (an exact luminosity beats
    /// "any"; high contrast only in a high-contrast render, where it wins).
    static func fit(_ entry: Appearances, appearance: Appearance, highContrast: Bool) -> Int? {
        if entry.highContrast && !highContrast { return nil }
        var score = entry.highContrast ? 2 : 0
        if let luminosity = entry.luminosity {
            guard luminosity == appearance.rawValue else { return nil }
            score += 1
        }
        return score
    }
}
