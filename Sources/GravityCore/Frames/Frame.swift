/// A solved element: its absolute, pixel-snapped rectangle plus what the
/// painter needs. Frames are the output of layout and the input of Render.
public struct Frame: Sendable {
    public var kind: ElementKind
    public var id: String?
    public var component: String?
    /// Points, absolute (relative to the canvas), snapped to device pixels.
    public var rect: Rect
    public var appearance: Appearance
    public var zIndex: Int
    public var children: [Frame]
    /// Text and image, which most frames lack, live out of line: a Frame is
    /// copied into its parent's array and destroyed as a whole, so it is
    /// kept small (layout of large trees spent much of its time doing both).
    private var content: FrameContent?

    public var text: TextFrame? {
        get { content?.text }
        set { content = FrameContent(text: newValue, image: image, custom: custom) }
    }

    public var image: ImageFrame? {
        get { content?.image }
        set { content = FrameContent(text: text, image: newValue, custom: custom) }
    }

    /// A custom element's value, for its drawing.
    public var custom: (any CustomElement)? {
        get { content?.custom }
        set { content = FrameContent(text: text, image: image, custom: newValue) }
    }

    /// The element's name in `gravity frames`: the canonical built-in name, or a custom element's own.
    public var elementName: String { custom.map { type(of: $0).elementName } ?? kind.rawValue }

    public init(kind: ElementKind, id: String? = nil, component: String? = nil, rect: Rect,
                appearance: Appearance = Appearance(), text: TextFrame? = nil, image: ImageFrame? = nil,
                custom: (any CustomElement)? = nil, zIndex: Int = 0, children: [Frame] = []) {
        self.kind = kind
        self.id = id
        self.component = component
        self.rect = rect
        self.appearance = appearance
        self.zIndex = zIndex
        self.children = children
        if text != nil || image != nil || custom != nil { content = FrameContent(text: text, image: image, custom: custom) }
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

/// A frame's text, image and custom value; immutable, so frames that share one stay values.
final class FrameContent: Sendable {
    let text: TextFrame?
    let image: ImageFrame?
    let custom: (any CustomElement)?
    init(text: TextFrame?, image: ImageFrame?, custom: (any CustomElement)?) {
        self.text = text
        self.image = image
        self.custom = custom
    }
}

/// A label's laid-out text with its anchors in absolute points (snapped).
public struct TextFrame: Sendable {
    public var content: String
    public var layout: TextLayout
    public var color: Color
    public var baseline: Double
    public var lastBaseline: Double
    public var capTop: Double
    public var xTop: Double

    public init(content: String, layout: TextLayout, color: Color,
                baseline: Double, lastBaseline: Double, capTop: Double, xTop: Double) {
        self.content = content
        self.layout = layout
        self.color = color
        self.baseline = baseline
        self.lastBaseline = lastBaseline
        self.capTop = capTop
        self.xTop = xTop
    }
}

/// An image to draw into the frame.
public struct ImageFrame: Sendable {
    /// The name, content mode, tint and resolved file.
    public var content: ImageContent
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

    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}
