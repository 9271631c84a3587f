import GravityCore

/// Turns a Scene into file bytes.
///
/// A backend sees only the `Scene` (points, colours, glyph ids with their
/// font files, decoded images) and never elements, frames or XML, so a
/// Cairo, Skia or GPU backend can be added without touching layout: it
/// implements this protocol and renders `GravityEngine.scene(for:output:)`.
///
/// Contract: the output for the same Scene is byte-identical on every run;
/// items are drawn in order with source-over in sRGB; `.group` is
/// composited as one layer (clip, then opacity); borders lie inside their
/// shape; glyph baselines are already on whole device pixels.
public protocol Backend {
    func render(_ scene: Scene) throws -> [UInt8]
}

/// The built-in backends, as `--backend` names them.
public enum BackendKind: String, CaseIterable, Sendable {
    /// Our rasteriser, PNG through PNGCodec (our deflater or libdeflate).
    case raster
    /// SVG 1.1, text as glyph outlines.
    case svg

    /// The extension of its files, without the dot.
    public var fileExtension: String {
        switch self {
        case .raster: "png"
        case .svg: "svg"
        }
    }

    /// The backend that writes files with this extension (any case), if any.
    public init?(fileExtension: String) {
        guard let kind = Self.allCases.first(where: { $0.fileExtension == fileExtension.lowercased() }) else { return nil }
        self = kind
    }
}
