import GravityResolve
import GravityValues

/// A solved element: its absolute, pixel-snapped rectangle plus what the
/// painter needs. Frames are the output of layout and the input of Render.
public struct Frame: Sendable {
    /// Points, absolute (relative to the canvas), snapped to device pixels.
    public var rect: Rect
    /// The element's visible children's frames, in document order.
    public var children: [Frame]
    /// Everything else lives out of line in shared, immutable boxes: a
    /// Frame is copied into its parent's array and destroyed as a whole, so
    /// it is kept small (layout of large trees spent much of its time on
    /// both). The facts come from the node's template, shared by every
    /// layout of it; a label's text, new in every layout, has its own box,
    /// so setting it does not copy the facts.
    private var facts: Shared<FrameFacts>
    private var textBox: Shared<TextFrame>?

    /// What the element is (`H`, `Label`, …); custom elements are `Z`.
    public var kind: ElementKind {
        get { facts.value.kind }
        set { update { $0.kind = newValue } }
    }

    /// The element's `id`, if it has one.
    public var id: String? {
        get { facts.value.id }
        set { update { $0.id = newValue } }
    }

    /// The component's name on the root frame of an embedded component (`FormRow`).
    public var component: String? {
        get { facts.value.component }
        set { update { $0.component = newValue } }
    }

    /// Background, corners, border, opacity and clipping, as resolved.
    public var appearance: ElementAppearance {
        get { facts.value.appearance }
        set { update { $0.appearance = newValue } }
    }

    /// Drawing order among siblings (higher on top; equal ones in document order).
    public var zIndex: Int {
        get { facts.value.zIndex }
        set { update { $0.zIndex = newValue } }
    }

    /// The laid-out text of a label or button title; nil for other elements.
    public var text: TextFrame? {
        get { textBox?.value }
        set { textBox = newValue.map(Shared.init) }
    }

    /// The image to draw into the frame; nil for other elements.
    public var image: ImageFrame? {
        get { facts.value.image }
        set { update { $0.image = newValue } }
    }

    /// A custom element's value, for its drawing.
    public var custom: (any CustomElement)? {
        get { facts.value.custom }
        set { update { $0.custom = newValue } }
    }

    /// The element's name in `gravity frames`: the canonical built-in name, or a custom element's own.
    public var elementName: String { custom.map { type(of: $0).elementName } ?? kind.rawValue }

    /// A frame at `rect` (points, absolute); the other facts default to an empty, undrawn element.
    public init(kind: ElementKind, id: String? = nil, component: String? = nil, rect: Rect,
                appearance: ElementAppearance = ElementAppearance(), text: TextFrame? = nil, image: ImageFrame? = nil,
                custom: (any CustomElement)? = nil, zIndex: Int = 0, children: [Frame] = []) {
        self.rect = rect
        self.children = children
        facts = Shared(FrameFacts(kind: kind, id: id, component: component, appearance: appearance,
                                  zIndex: zIndex, image: image, custom: custom))
        textBox = text.map(Shared.init)
    }

    /// A new box with one fact changed: boxes are shared between frames.
    private mutating func update(_ change: (inout FrameFacts) -> Void) {
        var changed = facts.value
        change(&changed)
        facts = Shared(changed)
    }

    /// Depth-first search by id.
    public func first(id wanted: String) -> Frame? {
        if id == wanted { return self }
        for child in children {
            if let found = child.first(id: wanted) { return found }
        }
        return nil
    }
}

/// A frame's facts other than its rectangle, children and text.
struct FrameFacts: Sendable {
    var kind: ElementKind
    var id: String?
    var component: String?
    var appearance: ElementAppearance
    var zIndex: Int
    var image: ImageFrame?
    var custom: (any CustomElement)?
}

/// An immutable value in a box, so frames that share it stay values.
final class Shared<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A label's laid-out text with its anchors in absolute points (snapped).
public struct TextFrame: Sendable {
    /// The text after expressions and markup were applied (what `gravity frames` prints as `text`).
    public var content: String
    /// The shaped lines, glyph runs and line boxes, relative to the frame.
    public var layout: TextLayout
    /// The text colour (`textColor`, else the scoped `color`).
    public var color: Color
    /// The first line's baseline: points, absolute, snapped.
    public var baseline: Double
    /// The last shown line's baseline: points, absolute, snapped.
    public var lastBaseline: Double
    /// The first line's cap line (baseline − cap height): points, absolute, snapped.
    public var capTop: Double
    /// The first line's x-height line (baseline − x-height): points, absolute, snapped.
    public var xTop: Double
    /// The baseline of each of `layout.lines`, absolute and snapped as
    /// `baseline` is (the first is `baseline`, the last `lastBaseline`).
    public var lineBaselines: [Double]

    /// `lineBaselines` nil: each line's offset from the first added to `baseline`, unsnapped.
    public init(content: String, layout: TextLayout, color: Color,
                baseline: Double, lastBaseline: Double, capTop: Double, xTop: Double, lineBaselines: [Double]? = nil) {
        self.content = content
        self.layout = layout
        self.color = color
        self.baseline = baseline
        self.lastBaseline = lastBaseline
        self.capTop = capTop
        self.xTop = xTop
        self.lineBaselines = lineBaselines ?? layout.lines.map { baseline + ($0.baseline - layout.firstBaseline) }
    }
}

/// An image to draw into the frame.
public struct ImageFrame: Sendable {
    /// The name, content mode, tint and resolved file.
    public var content: ImageContent
    /// An image frame drawing `content`.
    public init(content: ImageContent) {
        self.content = content
    }
}

/// The canvas a document was laid out on.
public struct Canvas: Hashable, Sendable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Double

    /// A canvas of `width` × `height` points at `scale` device pixels per point.
    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Width in device pixels, rounded: the image's width.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    /// Height in device pixels, rounded: the image's height.
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}
