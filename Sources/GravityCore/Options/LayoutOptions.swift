/// What a document is laid out with: the canvas it is asked for and the
/// inputs resolve reads besides the file (component and image folders,
/// strictness, limits). Fonts belong to the engine; output (backend,
/// background) to rendering.
public struct LayoutOptions: Sendable, Equatable {
    /// Canvas width in points; nil: the root's natural width.
    public var width: Double?
    /// Canvas height in points; nil: the root's natural height.
    public var height: Double?
    /// Device pixels per point.
    public var scale: Double = 1
    /// Unknown attributes are errors rather than warnings.
    public var strict = false
    /// Folders searched for component files (`FormRow.xml`) after the
    /// including file's own folder (`--components`).
    public var componentDirectories: [String] = []
    /// Image folders searched after the layout's folder and its `Images/` (`--assets`).
    public var assetDirectories: [String] = []
    /// Caps on file size, elements, depth, canvas and images that keep hostile input bounded (SPEC §12).
    public var limits = Limits()
    /// The data `{…}` expressions read (SPEC §8.2; the API's `data:`).
    public var data: DataValue = .object([:])
    /// JSON files merged over `data`, later files winning (`--data`).
    public var dataFiles: [String] = []
    /// Files of `<Style>`s (a `<Styles>` root) every document may use (`--styles`).
    public var styleFiles: [String] = []

    /// A canvas of `width` × `height` points (nil: the root's natural size) at `scale` device pixels per point; every other option at its default.
    public init(width: Double? = nil, height: Double? = nil, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}
