import Foundation
import GravityCore

/// What `gravity metrics` prints: the face a font request resolves to and
/// its metrics in points at a size, unrounded, with their sources (SPEC §3).
public struct FontMetricsReport: Sendable {
    public var face: FontFaceInfo
    public var unitsPerEm: Double
    public var metrics: FontMetrics

    public init(library: FontLibrary, request: FontRequest) throws {
        face = try library.match(request)
        let opened = try library.face(for: face)
        unitsPerEm = opened.unitsPerEm
        metrics = opened.metrics(size: request.size)
    }

    public var family: String { face.typographicFamily ?? face.family }

    /// One JSON object with the keys of SPEC §3, in that order.
    public var json: String {
        let fields: [(String, String)] = [
            ("family", jsonString(family)),
            ("style", jsonString(face.style)),
            ("file", jsonString(face.path)),
            ("size", formatNumber(metrics.size)),
            ("unitsPerEm", formatNumber(unitsPerEm)),
            ("ascender", formatNumber(metrics.ascender)),
            ("descender", formatNumber(metrics.descender)),
            ("lineGap", formatNumber(metrics.lineGap)),
            ("lineHeight", formatNumber(metrics.lineHeight)),
            ("capHeight", formatNumber(metrics.capHeight)),
            ("xHeight", formatNumber(metrics.xHeight)),
            ("capHeightSource", jsonString(metrics.capHeightSource.rawValue)),
            ("xHeightSource", jsonString(metrics.xHeightSource.rawValue)),
        ]
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// A table for people.
    public var text: String {
        func source(_ source: UnitMetrics.Source, _ table: String, _ glyph: String) -> String {
            source == .os2 ? "OS/2 \(table)" : "top of the '\(glyph)' outline"
        }
        let rows: [(String, String)] = [
            ("unitsPerEm", formatNumber(unitsPerEm)),
            ("ascender", "\(formatNumber(metrics.ascender)) pt"),
            ("descender", "\(formatNumber(metrics.descender)) pt"),
            ("lineGap", "\(formatNumber(metrics.lineGap)) pt"),
            ("lineHeight", "\(formatNumber(metrics.lineHeight)) pt"),
            ("capHeight", "\(formatNumber(metrics.capHeight)) pt (\(source(metrics.capHeightSource, "sCapHeight", "H")))"),
            ("xHeight", "\(formatNumber(metrics.xHeight)) pt (\(source(metrics.xHeightSource, "sxHeight", "x")))"),
        ]
        var out = "\(face.displayName) \(formatNumber(metrics.size)) pt\n\(face.path)\n"
        for (name, value) in rows { out += name.padding(toLength: 12, withPad: " ", startingAt: 0) + value + "\n" }
        return out
    }
}
