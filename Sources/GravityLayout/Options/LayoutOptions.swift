import GravityResolve
import GravityValues

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
    /// Light or dark: the value of semantic colours; `appearance` in expressions.
    public var appearance: Appearance = .light
    /// Normal or high contrast (`--contrast high`): an asset catalog's
    /// high-contrast images and colours win in a high-contrast render.
    public var contrast: Contrast = .normal
    /// The Dynamic Type size text styles take; `contentSize` in expressions.
    public var contentSize: ContentSizeCategory = .large
    /// A device name from `Device.all` (`"iPhone 15 Pro"`): its size is the
    /// canvas unless `width`/`height` are given, and its safe area is
    /// `safeArea` in expressions. `scale` stays as set (the CLI takes the
    /// device's unless `--scale` is given).
    public var device: String? = nil
    /// Portrait, or landscape (the device's sides swapped, its landscape insets).
    public var orientation: Orientation = .portrait
    /// The root's layout direction, as `direction="rtl"` on the root; nil:
    /// the document's own (or none).
    public var direction: TextDirection? = nil
    /// The locale (`--locale ar`): `{strings.KEY}` reads its `L.lproj/Localizable.strings`
    /// over `Base.lproj/`'s and the layout folder's, and a right-to-left language makes
    /// the root's direction right to left unless `direction` is given.
    public var locale: String? = nil
    /// Gravity's or Layout's placement rules (SPEC §14.1, `--dialect`);
    /// nil: decided from the document (`PlacementRules.detect`).
    public var dialect: PlacementRules.Dialect? = nil
    /// Layout's `LayoutNode.useLegacyLayoutMode`: true (Layout's default)
    /// reads `right`/`bottom` as edge coordinates, false as insets from the
    /// parent's edges (`--no-legacy-layout-mode`). Gravity's rules ignore it.
    public var useLegacyLayoutMode = true

    /// A canvas of `width` × `height` points (nil: the root's natural size) at `scale` device pixels per point; every other option at its default.
    public init(width: Double? = nil, height: Double? = nil, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// A device's canvas: its name, orientation and scale (1 for a name
    /// `Device.named` does not know, which laying out then reports).
    public init(device: String, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        self.scale = Device.named(device)?.scale ?? 1
    }
}
