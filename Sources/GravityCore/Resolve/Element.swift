/// A typed, resolved view: every attribute parsed once into values and every
/// scoped attribute (gravity, color, font) already inherited. Layout and
/// painting read only these values, never strings.
public struct Element: Sendable {
    public var kind: ElementKind
    public var id: String?
    /// Set on the root element of an embedded component (`FormRow`).
    public var component: String?
    public var location: SourceLocation
    /// Where each attribute was written, for diagnostics from later stages.
    public var attributeLocations: [String: SourceLocation] = [:]

    public var size = SizeRules()
    /// Gravity as written on this element (either axis may be nil).
    public var ownGravity = GravityValue()
    /// Gravity after per-axis inheritance: both axes set.
    public var gravity = GravityValue.rootDefault
    public var stack = StackRules()
    public var padding = Insets.zero
    public var margin = Insets.zero
    /// Share of leftover space for `fill` children and flexible spacers.
    public var weight: Double = 1
    /// Shrink rank (SPEC §2.3); nil shrinks after every positive rank.
    public var shrinks: Int?
    public var zIndex: Int = 0
    public var hidden = false
    public var appearance = ElementAppearance()
    public var text: TextContent?
    public var image: ImageContent?
    public var spacer: SpacerRule?
    /// A registered custom element's parsed attributes (it lays out as a `Z`).
    public var custom: (any CustomElement)?
    /// Relations to other views (SPEC §7); nil for the many elements without.
    public var relations: ElementRelations?
    public var children: [Element] = []

    public init(kind: ElementKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
        self.appearance.clips = kind == .z || kind == .button
    }
}

/// `width`, `height` and their clamps.
public struct SizeRules: Hashable, Sendable {
    public var width: SizeValue = .auto
    public var height: SizeValue = .auto
    public var minWidth: Length?
    public var maxWidth: Length?
    public var minHeight: Length?
    public var maxHeight: Length?
    /// Width divided by height.
    public var aspectRatio: Double?
    public init() {}
}

/// Properties only stacks read.
public struct StackRules: Hashable, Sendable {
    /// Points between adjacent children.
    public var spacing: Double = 0
    public var alignment: StackAlignment?
    public init() {}
}

/// How an element is painted (SPEC §2.5: background, corners, border,
/// opacity, colour, clipping); not to be confused with `Appearance`, light or dark.
public struct ElementAppearance: Hashable, Sendable {
    public var backgroundColor: Color?
    /// Points.
    public var cornerRadius: Double = 0
    public var borderColor: Color?
    /// Points, drawn inside the bounds.
    public var borderWidth: Double = 0
    /// 0…1, applied to the element and its subtree as a group.
    public var opacity: Double = 1
    /// The scoped foreground colour (text, template tint, border default).
    public var color: Color = .black
    public var clips = false
    public init() {}
}

public enum TextAlignment: String, Hashable, Sendable {
    case left, center, right, justified
}

/// Writing direction (SPEC §9 `direction`, scoped).
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    case ltr, rtl
}

/// Capsize-style trimming of a label's box (SPEC §2.6 `trim`).
public struct TextTrim: Hashable, Sendable {
    public enum Over: String, Hashable, Sendable { case text, cap, x }
    public enum Under: String, Hashable, Sendable { case text, baseline }
    public var over: Over = .text
    public var under: Under = .text
    public init(over: Over = .text, under: Under = .text) {
        self.over = over
        self.under = under
    }
}

public struct TextContent: Hashable, Sendable {
    public var text: String
    public var font: FontRequest
    /// `textColor`, else the scoped `color`.
    public var color: Color
    /// nil: derived from horizontal gravity.
    public var alignment: TextAlignment?
    public var wrap: Bool = false
    /// Maximum lines, 0 = unlimited.
    public var lines: Int = 0
    /// Points, baseline to baseline; nil = the font's natural line height.
    public var lineHeight: Double?
    public var trim = TextTrim()
    /// The paragraphs' base direction; nil: each paragraph's first strong
    /// character decides (UAX #9 P2–P3).
    public var direction: TextDirection?
    /// Inline markup (`<b>`, `<span font color>`, …): styled ranges of
    /// `text`, sorted and not overlapping; the rest is set in `font`.
    public var spans: [TextSpan] = []

    public init(text: String, font: FontRequest, color: Color) {
        self.text = text
        self.font = font
        self.color = color
    }
}

public enum ContentMode: String, Hashable, Sendable {
    case scaleAspectFit, scaleAspectFill, scaleToFill, center
}

public struct ImageContent: Hashable, Sendable {
    public var name: String
    public var contentMode: ContentMode = .scaleAspectFit
    /// Draw the image's alpha in this colour.
    public var tint: Color?
    /// The file the name resolved to; nil when resolve was not asked to
    /// look images up (`Resolver.Options.images`) or the lookup failed.
    public var file: ResolvedImage?
    public init(name: String, file: ResolvedImage? = nil) {
        self.name = name
        self.file = file
    }
}

/// A `Spacer`: fixed space, or flexible space sharing leftovers by weight.
public enum SpacerRule: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)
}

/// A styled range of a label's text from inline markup (SPEC §9).
public struct TextSpan: Hashable, Sendable {
    /// UTF-8 offsets into `TextContent.text`.
    public var range: Range<Int>
    public var font: FontRequest
    /// nil: the label's text colour.
    public var color: Color?
    public var underline = false
    public var strikethrough = false
    /// Points the baseline moves up (`<sup>`) or down (negative, `<sub>`).
    public var baselineShift: Double = 0

    public init(range: Range<Int>, font: FontRequest, color: Color? = nil) {
        self.range = range
        self.font = font
        self.color = color
    }
}
