import GravityCore

// One modifier per attribute of SPEC §2, each writing the attribute's XML
// text. Each records its own call site, so a bad value is reported where the
// modifier was written. A later modifier for the same attribute replaces an
// earlier one. Anything else: `.attribute(_:_:)`.

extension LayoutElement {
    // MARK: Identity and size (§2, §2.3)

    /// The element's id: what frames, relations and `solved["id"]` name it by; unique in the document.
    public func id(_ id: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("id", id, at: CallSite(file, line, column))
    }

    /// Width in points, `.fill`, a percentage of the parent's content box, `.auto` or a shared identifier; natural width unless set.
    public func width(_ value: Dimension, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("width", value.text, at: CallSite(file, line, column))
    }

    /// Height in points, `.fill`, a percentage of the parent's content box, `.auto` or a shared identifier; natural height unless set.
    public func height(_ value: Dimension, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("height", value.text, at: CallSite(file, line, column))
    }

    /// Both sides: `.size(48, 48)`.
    public func size(_ width: Dimension, _ height: Dimension,
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        let site = CallSite(file, line, column)
        return setting("width", width.text, at: site).setting("height", height.text, at: site)
    }

    /// The least width, in points or a percentage of the parent's content box.
    public func minWidth(_ value: Extent, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("minWidth", value.text, at: CallSite(file, line, column))
    }

    /// The largest width, in points or a percentage of the parent's content box.
    public func maxWidth(_ value: Extent, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("maxWidth", value.text, at: CallSite(file, line, column))
    }

    /// The least height, in points or a percentage of the parent's content box.
    public func minHeight(_ value: Extent, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("minHeight", value.text, at: CallSite(file, line, column))
    }

    /// The largest height, in points or a percentage of the parent's content box.
    public func maxHeight(_ value: Extent, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("maxHeight", value.text, at: CallSite(file, line, column))
    }

    /// Width over height.
    public func aspectRatio(_ value: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("aspectRatio", formatNumber(value), at: CallSite(file, line, column))
    }

    /// Share of leftover space among `fill` siblings (default 1).
    public func weight(_ value: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("weight", formatNumber(value), at: CallSite(file, line, column))
    }

    /// Shrink rank: 1 gives up space first, negative values last.
    public func shrinks(_ rank: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("shrinks", String(rank), at: CallSite(file, line, column))
    }

    // MARK: Gravity and stacks (§2.2, §2.4)

    /// Up to one horizontal and one vertical token: `.gravity(.center, .baseline)`.
    public func gravity(_ tokens: GravityToken..., file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("gravity", tokens.map(\.rawValue).joined(separator: " "), at: CallSite(file, line, column))
    }

    /// Points between the children of a stack (default 0).
    public func spacing(_ points: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("spacing", formatNumber(points), at: CallSite(file, line, column))
    }

    /// How a stack sizes its children across its axis (SPEC §2.4).
    public func alignment(_ value: StackAlignment, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("alignment", value.rawValue, at: CallSite(file, line, column))
    }

    /// CSS shorthand: `.padding(8)`, `.padding(8, 16)`, `.padding(8, 16, 8, 16)` (top right bottom left).
    public func padding(_ values: Double..., file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("padding", numbers(values), at: CallSite(file, line, column))
    }

    /// One side each: `.padding(left: 12)`; the sides not given are not written.
    /// `leading`/`trailing` follow `direction` (§9).
    public func padding(top: Double? = nil, right: Double? = nil, bottom: Double? = nil, left: Double? = nil,
                        leading: Double? = nil, trailing: Double? = nil,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        sides("Padding", [("top", top), ("right", right), ("bottom", bottom), ("left", left), ("leading", leading),
                          ("trailing", trailing)], CallSite(file, line, column))
    }

    /// CSS shorthand, negative values allowed.
    public func margin(_ values: Double..., file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("margin", numbers(values), at: CallSite(file, line, column))
    }

    /// Margins on the sides given, in points (negative allowed); `leading`/`trailing` follow `direction`.
    public func margin(top: Double? = nil, right: Double? = nil, bottom: Double? = nil, left: Double? = nil,
                       leading: Double? = nil, trailing: Double? = nil,
                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        sides("Margin", [("top", top), ("right", right), ("bottom", bottom), ("left", left), ("leading", leading),
                         ("trailing", trailing)], CallSite(file, line, column))
    }

    /// Drawing order within a `Z`.
    public func zIndex(_ value: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("zIndex", String(value), at: CallSite(file, line, column))
    }

    /// Left out of layout and drawing, as if absent (default `true` when called).
    public func hidden(_ value: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("hidden", String(value), at: CallSite(file, line, column))
    }

    /// Children drawn only inside this element's frame (and corner radius).
    public func clips(_ value: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("clips", String(value), at: CallSite(file, line, column))
    }

    // MARK: Appearance (§2.5). Colours as XML writes them: "#1b2a4a", "rgba(0,0,0,0.5)", "white".

    /// Fills the frame: `"#1b2a4a"`, `"rgba(0,0,0,0.5)"`, `"white"`.
    public func backgroundColor(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("backgroundColor", color, at: CallSite(file, line, column))
    }

    /// Rounds the frame's corners (background, border and clipping), in points.
    public func cornerRadius(_ points: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("cornerRadius", formatNumber(points), at: CallSite(file, line, column))
    }

    /// The border's colour, as XML writes colours.
    public func borderColor(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("borderColor", color, at: CallSite(file, line, column))
    }

    /// The border's width in points, drawn inside the frame.
    public func borderWidth(_ points: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("borderWidth", formatNumber(points), at: CallSite(file, line, column))
    }

    /// Multiplies the alpha of the element and its children, 0…1.
    public func opacity(_ value: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("opacity", formatNumber(value), at: CallSite(file, line, column))
    }

    /// The scoped foreground colour: default text colour, template tint, border colour.
    public func color(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("color", color, at: CallSite(file, line, column))
    }

    // MARK: Text (§2.6)

    /// A font string: `"System Bold 20"`, `"bold"`, `"120%"`, `"EB Garamond 18 italic"`.
    public func font(_ font: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("font", font, at: CallSite(file, line, column))
    }

    /// A label's or button's text (which may hold `{expressions}`).
    public func text(_ text: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("text", text, at: CallSite(file, line, column))
    }

    /// A label's text colour, as XML writes colours; the scoped `color` unless set.
    public func textColor(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("textColor", color, at: CallSite(file, line, column))
    }

    /// Where lines sit in the label's width; `natural` (by direction) unless set.
    public func textAlignment(_ value: TextAlignmentToken, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("textAlignment", value.rawValue, at: CallSite(file, line, column))
    }

    /// Layout direction, scoped (SPEC §9): `.rtl` right-aligns labels by
    /// default, mirrors `H` stacks and turns `leading`/`trailing` around.
    /// Text keeps its own order: each paragraph reads in its first strong
    /// character's direction (UIKit's natural direction).
    public func direction(_ value: TextDirection, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("direction", value.rawValue, at: CallSite(file, line, column))
    }

    /// Lets a label break into several lines within its width.
    public func wrap(_ value: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("wrap", String(value), at: CallSite(file, line, column))
    }

    /// Most lines shown (0: unlimited).
    public func lines(_ count: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("lines", String(count), at: CallSite(file, line, column))
    }

    /// Baseline to baseline, points.
    public func lineHeight(_ points: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("lineHeight", formatNumber(points), at: CallSite(file, line, column))
    }

    /// `.trim(.cap, .baseline)`: the box runs from the cap line to the last baseline.
    public func trim(_ over: TrimEdge, _ under: TrimEdge? = nil,
                     file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("trim", [over.rawValue, under?.rawValue].compactMap { $0 }.joined(separator: " "), at: CallSite(file, line, column))
    }

    // MARK: Images (§2.7) and buttons

    /// How an image fills its frame (SPEC §2.7): scale to fit or fill, or place at its size.
    public func contentMode(_ mode: ContentMode, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("contentMode", mode.rawValue, at: CallSite(file, line, column))
    }

    /// Draw the image's alpha in the scoped colour (or `tintColor`).
    public func template(_ value: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("template", String(value), at: CallSite(file, line, column))
    }

    /// Colour of a template image; the scoped `color` unless set.
    public func tintColor(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("tintColor", color, at: CallSite(file, line, column))
    }

    /// Colour of a button's title.
    public func titleColor(_ color: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("titleColor", color, at: CallSite(file, line, column))
    }

    // MARK: Children of a constraint layer (§7.1)

    /// Content hugging priority (default 250): one for both axes, or horizontal and vertical.
    public func hugging(_ horizontal: Double, _ vertical: Double? = nil,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("hugging", numbers([horizontal] + (vertical.map { [$0] } ?? [])), at: CallSite(file, line, column))
    }

    /// Compression resistance priority (default 750): one for both axes, or horizontal and vertical.
    public func compressionResistance(_ horizontal: Double, _ vertical: Double? = nil,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        setting("compressionResistance", numbers([horizontal] + (vertical.map { [$0] } ?? [])), at: CallSite(file, line, column))
    }

    /// `topPadding`…, `topMargin`…: only the sides given.
    private func sides(_ suffix: String, _ values: [(side: String, value: Double?)], _ site: CallSite) -> Self {
        var result = self
        for (side, value) in values {
            if let value { result = result.setting(side + suffix, formatNumber(value), at: site) }
        }
        return result
    }
}
