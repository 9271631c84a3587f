import GravityDocument
import GravityValues

/// A typed, resolved view: every attribute parsed once into values and every
/// scoped attribute (gravity, color, font) already inherited. Layout and
/// painting read only these values, never strings.
public struct Element: Sendable {
    /// What the element is; a custom element resolves to `.z` with `custom` set.
    public var kind: ElementKind
    /// The `id` attribute, unique in the document.
    public var id: String?
    /// Set on the root element of an embedded component (`FormRow`).
    public var component: String?
    /// Where the element's tag is written.
    public var location: SourceLocation
    /// Where each attribute was written, for diagnostics from later stages.
    public var attributeLocations: [String: SourceLocation] = [:]

    /// `width`, `height`, their clamps and the aspect ratio.
    public var size = SizeRules()
    /// Gravity as written on this element (either axis may be nil).
    public var ownGravity = GravityValue()
    /// Gravity after per-axis inheritance: both axes set.
    public var gravity = GravityValue.rootDefault
    /// `spacing` and `alignment` (stacks only).
    public var stack = StackRules()
    /// Points inside the frame around the children (or the text).
    public var padding = Insets.zero
    /// Points outside the frame kept from siblings and the parent's edges; may be negative.
    public var margin = Insets.zero
    /// Share of leftover space for `fill` children and flexible spacers.
    public var weight: Double = 1
    /// Shrink rank (SPEC §2.3); nil shrinks after every positive rank.
    public var shrinks: Int?
    /// Drawing order among siblings.
    public var zIndex: Int = 0
    /// Left out of layout and drawing.
    public var hidden = false
    /// Background, corners, border, opacity, scoped colour and clipping.
    public var appearance = ElementAppearance()
    /// A label's or button's text; nil for other elements.
    public var text: TextContent?
    /// An image's name, mode and file; nil for other elements.
    public var image: ImageContent?
    /// A spacer's size rule; nil for other elements.
    public var spacer: SpacerRule?
    /// A registered custom element's parsed attributes (it lays out as a `Z`).
    public var custom: (any CustomElement)?
    /// Relations to other views (SPEC §7); nil for the many elements without.
    public var relations: ElementRelations?
    /// The resolved children, components already embedded.
    public var children: [Element] = []

    /// An element of `kind` written at `location`, every attribute at its default (`Z` and `Button` clip).
    public init(kind: ElementKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
        self.appearance.clips = kind == .z || kind == .button
    }
}

/// `width`, `height` and their clamps.
public struct SizeRules: Hashable, Sendable {
    /// Points, `fill`, a percentage or `auto` (the natural width, the default).
    public var width: SizeValue = .auto
    /// Points, `fill`, a percentage or `auto` (the natural height, the default).
    public var height: SizeValue = .auto
    /// The least width; nil: none.
    public var minWidth: Length?
    /// The largest width; nil: none.
    public var maxWidth: Length?
    /// The least height; nil: none.
    public var minHeight: Length?
    /// The largest height; nil: none.
    public var maxHeight: Length?
    /// Width divided by height.
    public var aspectRatio: Double?
    /// Every size `auto`, no clamps.
    public init() {}
}

/// Properties only stacks read.
public struct StackRules: Hashable, Sendable {
    /// Points between adjacent children.
    public var spacing: Double = 0
    /// How children are sized across the axis; nil: each by its own gravity.
    public var alignment: StackAlignment?
    /// How children share the length (UIStackView's); nil: Gravity's rules
    /// (`fill` children take what is left, else the stack's gravity places the run).
    public var distribution: StackDistribution?
    /// No spacing, no alignment.
    public init() {}
}

/// How an element is painted (SPEC §2.5: background, corners, border,
/// opacity, colour, clipping); not to be confused with `Appearance`, light or dark.
public struct ElementAppearance: Hashable, Sendable {
    /// Fills the frame; nil: nothing drawn.
    public var backgroundColor: Color?
    /// Points.
    public var cornerRadius: Double = 0
    /// nil: the scoped `color`.
    public var borderColor: Color?
    /// Points, drawn inside the bounds.
    public var borderWidth: Double = 0
    /// 0…1, applied to the element and its subtree as a group.
    public var opacity: Double = 1
    /// The scoped foreground colour (text, template tint, border default).
    public var color: Color = .black
    /// Children drawn only inside the frame (default for `Z` and `Button`).
    public var clips = false
    /// `layer.shadow*`; nil: no shadow (opacity 0, or the layer masks to its bounds).
    public var shadow: ViewShadow?
    /// `transform.*`: drawing only; the frame stays untransformed.
    public var transform = ViewTransform()
    /// Nothing drawn: no background or border, opaque, black foreground.
    public init() {}
}

/// Where a label's lines sit in its width, after `leading`/`trailing`/`natural` were turned into sides by direction.
public enum TextAlignment: String, Hashable, Sendable {
    /// Each line against one side, centred, or (but the last) stretched to the width.
    case left, center, right, justified
}

/// Capsize-style trimming of a label's box (SPEC §2.6 `trim`).
public struct TextTrim: Hashable, Sendable {
    /// Where the box starts above the first line: the line box, the cap line or the x-height line.
    public enum Over: String, Hashable, Sendable {
        /// The line box's top (no trim), the cap line, the x-height line.
        case text, cap, x
    }
    /// Where the box ends below the last line: the line box or the baseline.
    public enum Under: String, Hashable, Sendable {
        /// The line box's bottom (no trim), the last baseline.
        case text, baseline
    }
    /// The top edge; the line box unless trimmed.
    public var over: Over = .text
    /// The bottom edge; the line box unless trimmed.
    public var under: Under = .text
    /// Trimming at `over` and `under`; both `.text` is no trim.
    public init(over: Over = .text, under: Under = .text) {
        self.over = over
        self.under = under
    }
}

/// A label's text and how it is set (SPEC §2.6).
public struct TextContent: Hashable, Sendable {
    /// The text after expressions, without markup tags.
    public var text: String
    /// The font for text outside spans.
    public var font: FontRequest
    /// `textColor`, else the scoped `color`.
    public var color: Color
    /// nil: derived from horizontal gravity.
    public var alignment: TextAlignment?
    /// Breaks into several lines within the width.
    public var wrap: Bool = false
    /// Maximum lines, 0 = unlimited.
    public var lines: Int = 0
    /// Points, baseline to baseline; nil = the font's natural line height.
    public var lineHeight: Double?
    /// Which edges of the first and last lines bound the box.
    public var trim = TextTrim()
    /// The layout direction in scope. Each paragraph's base direction is its
    /// first strong character's (UAX #9 P2–P3, UIKit's natural writing
    /// direction); this one only for a paragraph without any (nil: left to right).
    public var direction: TextDirection?
    /// Inline markup (`<b>`, `<span font color>`, …): styled ranges of
    /// `text`, sorted and not overlapping; the rest is set in `font`.
    public var spans: [TextSpan] = []
    /// UILabel draws its text centred vertically in a frame taller than its
    /// lines; Gravity's `Label` keeps it at the top (SPEC §14.2).
    public var centresVertically = false
    /// UILabel's `lineBreakMode`: how a line that does not fit ends, and
    /// where wrapping lines break.
    public var lineBreak = LineBreakMode.truncatingTail
    /// UILabel's `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: a
    /// one-line label too narrow for its text sets it smaller, down to this
    /// share of its size; nil: never.
    public var minimumScaleFactor: Double?

    /// `text` in `font` and `color`: one line, no spans, every other setting at its default.
    public init(text: String, font: FontRequest, color: Color) {
        self.text = text
        self.font = font
        self.color = color
    }
}

/// NSLineBreakMode, as UILabel applies it.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrapping labels break between words or anywhere; one line ends at the last word or character that fits, without `…`.
    case wordWrapping, charWrapping
    /// The line is cut at the label's edge, glyphs and all.
    case clipping
    /// `…` replaces the start, the end or the middle of what does not fit.
    case truncatingHead, truncatingTail, truncatingMiddle

    /// `byTruncatingTail`, `NSLineBreakMode.byTruncatingTail`, `.byTruncatingTail`, `truncatingTail` (any case).
    public static func parse(_ text: String) throws -> LineBreakMode {
        var lower = text.trimmingSpaces().lowercased()
        for prefix in ["nslinebreakmode.", "."] where lower.hasPrefix(prefix) { lower = String(lower.dropFirst(prefix.count)) }
        if lower.hasPrefix("by") { lower = String(lower.dropFirst(2)) }
        guard let mode = allCases.first(where: { $0.rawValue.lowercased() == lower }) else {
            throw ValueError("unknown lineBreakMode '\(text)' (byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle)")
        }
        return mode
    }
}

/// How an image fills its frame (UIKit's names).
public enum ContentMode: String, Hashable, Sendable {
    /// Scaled to fit inside (letterboxed), to cover (cropped), stretched to the frame, or at its own size centred.
    case scaleAspectFit, scaleAspectFill, scaleToFill, center
}

/// An image element's picture (SPEC §2.7).
public struct ImageContent: Hashable, Sendable {
    /// The name as written (`avatar`, `icons/star.png`).
    public var name: String
    /// How the picture fills the frame; `scaleAspectFit` unless set.
    public var contentMode: ContentMode = .scaleAspectFit
    /// Draw the image's alpha in this colour.
    public var tint: Color?
    /// The file the name resolved to; nil when resolve was not asked to
    /// look images up (`Resolver.Options.images`) or the lookup failed.
    public var file: ResolvedImage?
    /// The image `name`, resolved to `file` when it was looked up.
    public init(name: String, file: ResolvedImage? = nil) {
        self.name = name
        self.file = file
    }
}

/// A `Spacer`: fixed space, or flexible space sharing leftovers by weight.
public enum SpacerRule: Hashable, Sendable {
    /// This many points along the stack's axis.
    case fixed(Double)
    /// A share of the leftover space, by this weight.
    case flexible(Double)
}

/// A styled range of a label's text from inline markup (SPEC §9).
public struct TextSpan: Hashable, Sendable {
    /// UTF-8 offsets into `TextContent.text`.
    public var range: Range<Int>
    /// The font of the range (the markup's changes applied to the label's font).
    public var font: FontRequest
    /// nil: the label's text colour.
    public var color: Color?
    /// Drawn with a line under it (`<u>`).
    public var underline = false
    /// Drawn with a line through it (`<s>`).
    public var strikethrough = false
    /// Points the baseline moves up (`<sup>`) or down (negative, `<sub>`).
    public var baselineShift: Double = 0

    /// A span over `range` (UTF-8 offsets) in `font`, in `color` or the label's.
    public init(range: Range<Int>, font: FontRequest, color: Color? = nil) {
        self.range = range
        self.font = font
        self.color = color
    }
}
