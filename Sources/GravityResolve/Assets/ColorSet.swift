import Foundation
import GravityValues

/// A `.colorset`'s Contents.json: its colour for each appearance.
struct ColorSet {
    struct Entry {
        var color: Color
        var idiom: String
        var appearances: AssetContents.Appearances
    }

    var entries: [Entry]

    init(folder: String) throws {
        let (source, top) = try AssetContents.read(folder)
        let path = source.path
        entries = try AssetContents.objects(top, "colors", in: path).map { entry in
            guard case .object(let color)? = entry["color"] else {
                throw ValueError("'\(path)': each of \"colors\" needs a \"color\" object")
            }
            return Entry(color: try Self.color(color, in: path),
                         idiom: try AssetContents.string(entry, "idiom", in: path) ?? "universal",
                         appearances: try AssetContents.appearances(of: entry, in: path))
        }
        guard !entries.isEmpty else { throw ValueError("'\(path)': the colour set has no colours") }
    }

    /// The colour for the render's appearance (as `ImageSet.choose`).
    func choose(appearance: Appearance, highContrast: Bool) -> Color? {
        var candidates = entries.filter { ["universal", "iphone"].contains($0.idiom) }
        if candidates.contains(where: { $0.idiom == "iphone" }) { candidates = candidates.filter { $0.idiom == "iphone" } }
        let scored = candidates.compactMap { entry in
            AssetContents.fit(entry.appearances, appearance: appearance, highContrast: highContrast).map { (entry, $0) }
        }
        return scored.max { $0.1 < $1.1 }?.0.color
    }

    /// A `color` object: `color-space` (sRGB, extended sRGB, Display P3,
    /// grey) and `components` (red/green/blue or white, and alpha).
    static func color(_ object: [String: DataValue], in path: String) throws -> Color {
        let space = try AssetContents.string(object, "color-space", in: path) ?? "srgb"
        guard case .object(let components)? = object["components"] else {
            if object["platform"] != nil || object["reference"] != nil {
                throw ValueError("'\(path)': system colour references are not supported; give components")
            }
            throw ValueError("'\(path)': the colour needs \"components\"")
        }
        func component(_ key: String, alpha: Bool = false) throws -> Double {
            guard let value = components[key] else {
                if alpha { return 1 }
                throw ValueError("'\(path)': the colour's components need \"\(key)\"")
            }
            return try Self.component(value, alpha: alpha, key: key, in: path)
        }
        let alpha = try component("alpha", alpha: true)
        switch space {
        case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
            var (r, g, b) = (try component("red"), try component("green"), try component("blue"))
            if space == "display-p3" { (r, g, b) = DisplayP3.toSRGB(r, g, b) }
            if space == "extended-linear-srgb" { (r, g, b) = (DisplayP3.encode(r), DisplayP3.encode(g), DisplayP3.encode(b)) }
            return Color(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(alpha))
        case "gray-gamma-22", "extended-gray":
            let white = clamp(try component("white"))
            return Color(red: white, green: white, blue: white, alpha: clamp(alpha))
        default:
            throw ValueError("'\(path)': unknown color-space \"\(space)\" (srgb, extended-srgb, display-p3, gray-gamma-22, extended-gray)")
        }
    }

    private static func clamp(_ v: Double) -> Double { min(1, max(0, v)) }

    /// One component as Xcode writes it: a float 0–1 ("0.502"), an 8-bit
    /// integer 0–255 ("128"), or hex ("0x80"); alpha is always 0–1
    /// ("1" is opaque). A JSON number reads the same way.
    static func component(_ value: DataValue, alpha: Bool, key: String, in path: String) throws -> Double {
        let text: String
        switch value {
        case .string(let s): text = s.trimmingCharacters(in: .whitespaces)
        case .number(let n): text = n == n.rounded() && !alpha ? String(Int(n)) : String(n)
        default: throw ValueError("'\(path)': component \"\(key)\" must be a string or number, not \(value.typeName)")
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x"), let byte = Int(lower.dropFirst(2), radix: 16), (0...255).contains(byte) {
            return Double(byte) / 255
        }
        if let number = Double(text), number.isFinite {
            if alpha || text.contains(".") || text.contains("e") { return number }
            guard (0...255).contains(number) else {
                throw ValueError("'\(path)': component \"\(key)\" \(text) is outside 0–255")
            }
            return number / 255
        }
        throw ValueError("'\(path)': component \"\(key)\" is \"\(text)\", not a number (0.0–1.0, 0–255 or 0x00–0xFF)")
    }
}

/// Display P3 to sRGB: both use sRGB's transfer curve; the primaries
/// differ (the matrix is P3 → XYZ → sRGB, D65). Out-of-gamut colours clamp.
enum DisplayP3 {
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    static func toSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(max(0, sr)), encode(max(0, sg)), encode(max(0, sb)))
    }
}
