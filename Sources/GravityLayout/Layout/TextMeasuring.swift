import GravityResolve
import GravityValues

/// What layout needs from text, and nothing more: layout never sees
/// FreeType. GravityText implements this with real fonts; tests use a fake
/// with fixed advances and metrics.
public protocol TextMeasuring {
    /// Lays `content` out in lines no wider than `maxWidth` points (nil:
    /// unbounded), aligned within `alignWidth` (the label's final width; nil:
    /// the widest line). Throws `ValueError` for an unknown font.
    func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout
    /// The same, but wrapped lines that start more than `heightHorizon`
    /// points down (past the tallest canvas the limits allow) need not be
    /// laid out: the layout may stop there, cut as `lines` would cut it.
    func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?, heightHorizon: Double) throws -> TextLayout
}

extension TextMeasuring {
    /// A measurer that lays all text out ignores the horizon.
    public func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?, heightHorizon: Double) throws -> TextLayout {
        try layout(content, maxWidth: maxWidth, alignWidth: alignWidth)
    }
}

/// One laid-out label. All numbers are points relative to the top-left of
/// the label's box (after `trim`).
public struct TextLayout: Hashable, Sendable {
    /// The box's size in points (after `trim`).
    public var size: Size
    /// The narrowest the label may become (SPEC §2.3: the ellipsis for one
    /// line, the longest word when wrapping).
    public var minimumWidth: Double
    /// The first line's baseline, points from the box's top.
    public var firstBaseline: Double
    /// The last shown line's baseline, points from the box's top.
    public var lastBaseline: Double
    /// First baseline minus cap height.
    public var capTop: Double
    /// First baseline minus x-height.
    public var xTop: Double
    /// The face actually used, as `gravity frames` prints it ("Inter SemiBold 20").
    public var fontName: String
    /// The shown lines, top to bottom.
    public var lines: [TextLine]
    /// Code points no font has (drawn as `.notdef`), each once, in text order.
    public var missingCharacters: [UInt32] = []
    /// Glyphs past the box's left or right edge are cut there (UILabel's `byClipping`).
    public var clipsToWidth = false
    /// Why the label's font is not the one named (an Apple font drawn
    /// with a bundled stand-in); reported once per label.
    public var fontSubstitution: String?

    /// A layout from its measurements, no characters missing.
    public init(size: Size, minimumWidth: Double, firstBaseline: Double, lastBaseline: Double,
                capTop: Double, xTop: Double, fontName: String, lines: [TextLine]) {
        self.size = size
        self.minimumWidth = minimumWidth
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.capTop = capTop
        self.xTop = xTop
        self.fontName = fontName
        self.lines = lines
    }
}

/// One line of shaped glyphs, in visual order (left to right on the page).
public struct TextLine: Hashable, Sendable {
    /// The line's characters in logical order (with `…` when truncated).
    public var text: String
    /// Left edge of the line's ink advance, points from the box's left.
    public var x: Double
    /// Baseline, points from the box's top.
    public var baseline: Double
    /// The line's advance width, points.
    public var width: Double
    /// Glyphs by face and colour: fallback fonts and styled spans make several.
    public var runs: [GlyphSpan]
    /// Underlines and strikethroughs (`<u>`, `<s>`).
    public var decorations: [TextDecoration] = []

    /// A line of `runs` at `x` and `baseline` (points from the box's top-left).
    public init(text: String, x: Double, baseline: Double, width: Double, runs: [GlyphSpan]) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.runs = runs
    }

    /// A line in one face.
    public init(text: String, x: Double, baseline: Double, width: Double, glyphs: [PositionedGlyph], font: FontKey) {
        self.init(text: text, x: x, baseline: baseline, width: width,
                  runs: [GlyphSpan(font: font, glyphs: glyphs)])
    }

    /// Every glyph of the line, left to right.
    public var glyphs: [PositionedGlyph] { runs.flatMap(\.glyphs) }
}

/// A line drawn along text: `x` from the line's left, `y` the line's
/// centre in points above the baseline (negative: below), as the font's
/// `post` (underline) and OS/2 (strikeout) tables place it.
public struct TextDecoration: Hashable, Sendable {
    /// Start, points from the line's left.
    public var x: Double
    /// Length, points.
    public var width: Double
    /// The line's centre, points above the baseline (negative: below).
    public var y: Double
    /// Points.
    public var thickness: Double
    /// nil: the label's text colour.
    public var color: Color?

    /// A decoration line; `color` nil draws it in the text colour.
    public init(x: Double, width: Double, y: Double, thickness: Double, color: Color?) {
        self.x = x
        self.width = width
        self.y = y
        self.thickness = thickness
        self.color = color
    }
}

/// Glyphs of one face on a line; `x` of each glyph is from the line's left.
public struct GlyphSpan: Hashable, Sendable {
    /// The sized face the glyph ids belong to.
    public var font: FontKey
    /// nil: the label's text colour.
    public var color: Color?
    /// The glyphs, left to right.
    public var glyphs: [PositionedGlyph]

    /// A run of `glyphs` in `font`; `color` nil: the label's text colour.
    public init(font: FontKey, color: Color? = nil, glyphs: [PositionedGlyph]) {
        self.font = font
        self.color = color
        self.glyphs = glyphs
    }
}

/// A glyph placed on a line: `x` from the line's left, `y` upward offset
/// from the baseline, both in points.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph index in its face (not a code point).
    public var id: UInt32
    /// Points from the line's left.
    public var x: Double
    /// Points above the baseline.
    public var y: Double
    /// A glyph `id` at `x`, `y` points.
    public init(id: UInt32, x: Double, y: Double) {
        self.id = id
        self.x = x
        self.y = y
    }
}

/// Identifies a sized font face for the renderer without exposing FreeType:
/// the font file, the face index inside it, the size in points and the
/// styles synthesised because no face had them.
public struct FontKey: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face's index in a collection file (0 for a single face).
    public var faceIndex: Int
    /// Points.
    public var size: Double
    /// Bold or italic drawn because the face lacks it.
    public var synthesis: FontSynthesis
    /// A face at `size` points, synthesising nothing unless asked.
    public init(path: String, faceIndex: Int, size: Double, synthesis: FontSynthesis = .none) {
        self.path = path
        self.faceIndex = faceIndex
        self.size = size
        self.synthesis = synthesis
    }
}

/// Bold and italic drawn from a face that lacks them, as browsers do:
/// outlines emboldened and slanted before rasterising.
public struct FontSynthesis: Hashable, Sendable {
    /// Outlines emboldened.
    public var bold: Bool
    /// Outlines slanted.
    public var oblique: Bool
    /// The face as it is.
    public static let none = FontSynthesis(bold: false, oblique: false)
    /// Synthesis of bold and/or oblique.
    public init(bold: Bool, oblique: Bool) {
        self.bold = bold
        self.oblique = oblique
    }
}
