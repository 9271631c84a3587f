/// Every limit on untrusted input (SPEC §2.11), with its default, in one
/// value passed whole from the command line (or the API) to each stage that
/// enforces one: the XML reader, the component loader, layout's canvas
/// check, the raster backend and the PNG decoder.
///
/// To add a limit: a property here with its default and a comment naming
/// its unit, an `@Option` in `GravityCLI/InputOptions.swift` (which copies it
/// in `limits`), and a check in the stage that enforces it, whose message
/// names the option.
public struct Limits: Sendable, Hashable {
    /// Largest canvas side in device pixels (`--max-canvas`).
    public var maxCanvasSide = 16384
    /// Deepest element nesting, counted through components (`--max-depth`).
    public var maxDepth = 256
    /// Most elements in a file, and in a render after components expand
    /// (`--max-nodes`). 100,000 is far beyond any screen and keeps a hostile
    /// file to a few hundred MB: each element costs about 2 KB.
    public var maxNodes = 100_000
    /// Largest layout or component file in bytes (`--max-file-size`).
    public var maxFileSize = 16 * 1024 * 1024
    /// Deepest nesting of components inside components (`--max-component-depth`).
    public var maxComponentDepth = 32
    /// Decoded pixels of one image, and of all the distinct image files of
    /// one render together (`--max-image-pixels`), checked from each PNG's
    /// header before it is decoded: 32 Mi pixels, 128 MiB of RGBA.
    public var maxImagePixels = 1 << 25
    /// Pixels of opacity-group layers alive at once while painting
    /// (`--max-layer-pixels`): 32 Mi pixels, 128 MiB. A group's layer is as
    /// large as what it draws; nested groups each hold one.
    public var maxLayerPixels = 1 << 25
    /// Bytes of text (UTF-8) that `{…}` expressions and macros produce in
    /// one render (`--max-text-size`), charged as each value is made: a
    /// macro that doubles the previous one 40 times stops at the step that
    /// crosses it. As much as a layout file may hold by default.
    public var maxTextSize = 16 * 1024 * 1024
    /// Rows and cells the constraint solver may visit for one constraint
    /// layer's system (`--max-solver-work`), counted as it works: a system
    /// whose cost grows faster than its size (thousands of distinct
    /// priorities, long soft chains) is refused at the constraint where
    /// the work crosses it. A real layer uses well under a million.
    public var maxSolverWork = 200_000_000

    /// Resolving, layout and painting recurse per nesting level; past this
    /// depth a thread's stack could overflow, so `maxDepth` never exceeds it.
    public static let depthCeiling = 4096
    /// The most `maxNodes` may be raised to: a million elements already take
    /// about 2 GB through resolve and layout.
    public static let nodeCeiling = 1_000_000
    /// The most `maxFileSize` may be raised to (1 GiB): a file is read into
    /// memory whole, so `/dev/zero` or a growing file must stop somewhere.
    public static let fileSizeCeiling = 1 << 30
    /// The most `maxCanvasSide` may be raised to (16,777,216 device pixels,
    /// 1,024 times the default; an SVG or frames may go past a PNG's
    /// 1,000,000): sides stay exact 32-bit numbers and the area a 64-bit
    /// one; what a raster canvas under it may take is bounded by memory
    /// (`RasterBackend`'s check before the pixels are allocated).
    public static let canvasSideCeiling = 1 << 24

    /// The default limits, those of the command line without `--max-…` options.
    public init() {}

    /// The largest pixel count of a canvas, and of a decoded image
    /// (`maxCanvasSide` squared, saturating).
    public var maxCanvasArea: UInt64 {
        let side = UInt64(max(0, maxCanvasSide))
        let (area, overflow) = side.multipliedReportingOverflow(by: side)
        return overflow ? .max : area
    }
}
