import GravityCore
import GravityRender

/// How a solved layout is turned into bytes. Everything else `render`
/// needs (canvas, scale, images, limits) is in the `SolvedLayout`.
public struct OutputOptions: Sendable, Equatable {
    /// Raster (PNG) or SVG; raster unless asked.
    public var backend: BackendKind = .raster
    /// Painted under the whole canvas before the root; white unless asked (`.clear` keeps the PNG transparent).
    public var background: Color = .white
    /// Draw frame outlines, baselines and cap lines over the image.
    public var debugOverlay = false

    /// Raster on white without the overlay unless asked otherwise.
    public init(backend: BackendKind = .raster, background: Color = .white, debugOverlay: Bool = false) {
        self.backend = backend
        self.background = background
        self.debugOverlay = debugOverlay
    }
}
