import GravityDocument
import GravityResolve

/// A laid-out document: the canvas, the solved frame tree and the warnings
/// and notes found on the way. The one result of layout for every user: the
/// facade renders it, `gravity frames` prints it, the testing API asserts on
/// it (`layout["title"]?.frame`, `.baseline`, `.capTop`).
public struct SolvedLayout: Sendable {
    /// The canvas size and scale the frames were laid out on.
    public var canvas: Canvas
    /// The root element's frame; every other frame is below it.
    public var root: Frame
    /// Warnings and notes (a result with errors is never made: they are thrown).
    public var diagnostics: Diagnostics
    /// Where the root element is written, for errors about the whole canvas.
    public var rootLocation: SourceLocation?
    /// What it was laid out with; rendering reads its limits from here.
    public var options: LayoutOptions
    /// The rule set the document was read by (SPEC §14.1); `frames` and `check` name it.
    public var rules: PlacementRules = .gravity

    /// A result from already solved frames (the engine makes these; tests may build their own).
    public init(canvas: Canvas, root: Frame, diagnostics: Diagnostics = Diagnostics(), rootLocation: SourceLocation? = nil,
                options: LayoutOptions = LayoutOptions()) {
        self.options = options
        self.canvas = canvas
        self.root = root
        self.diagnostics = diagnostics
        self.rootLocation = rootLocation
    }

    /// The element with this id (depth-first), or nil.
    public subscript(id: String) -> Frame? { root.first(id: id) }
}
