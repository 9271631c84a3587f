import GravityCore

/// How far a line box reaches above and below its baseline, in points.
struct LineExtent: Equatable {
    var above: Double
    var below: Double

    /// The smallest extent holding both.
    func union(_ other: LineExtent) -> LineExtent {
        LineExtent(above: max(above, other.above), below: max(below, other.below))
    }
}

/// The CSS line box model of SPEC §2.6 and the Capsize-style `trim` of the
/// label's box. Points, y down from the top of the untrimmed box.
///
/// 1. Every inline box — the label's own font (CSS's strut, on every line)
///    and each markup span's font — is its font's ascender + descender with
///    half its leading above and half below, raised by its baseline shift;
///    the leading is the line height minus ascender + descender, the line
///    height being `lineHeight` when set (as CSS inherits a length) or the
///    font's own natural line height.
/// 2. A line reaches as far above and below its baseline as the furthest of
///    its inline boxes.
/// 3. Lines stack without gaps: each baseline is the bottom of the line
///    before plus the line's own extent above it.
struct LineBox {
    /// The label's own font.
    let metrics: FontMetrics
    /// The label's `lineHeight`, if set.
    let fixedLineHeight: Double?
    let trim: TextTrim
    /// Baselines of the lines placed by `stack`.
    private(set) var baselines: [Double] = []
    /// The bottom of the last line placed by `stack`.
    private(set) var bottom = 0.0

    init(metrics: FontMetrics, lineHeight: Double?, trim: TextTrim) {
        self.metrics = metrics
        fixedLineHeight = lineHeight
        self.trim = trim
    }

    /// 1. The inline box of a font with `metrics`, its baseline raised by `shift` points.
    func inlineBox(_ metrics: FontMetrics, shift: Double = 0) -> LineExtent {
        let content = metrics.ascender - metrics.descender
        let halfLeading = ((fixedLineHeight ?? metrics.lineHeight) - content) / 2
        return LineExtent(above: metrics.ascender + halfLeading + shift, below: -metrics.descender + halfLeading - shift)
    }

    /// The label font's inline box: every line is at least this.
    var strut: LineExtent { inlineBox(metrics) }

    /// The distance between lines of the strut alone; no line is shorter.
    var lineHeight: Double { fixedLineHeight ?? metrics.lineHeight }

    /// 2–3. Places lines reaching `extents` (each at least the strut).
    /// Lines of the strut alone are `lineHeight` apart exactly (what a
    /// line grows by is added on top, so plain text keeps its positions).
    mutating func stack(_ extents: [LineExtent]) {
        let strut = strut
        baselines = []
        baselines.reserveCapacity(extents.count)
        var growth = 0.0
        for (index, extent) in extents.enumerated() {
            let above = extent.above - strut.above
            baselines.append(strut.above + Double(index) * lineHeight + (growth + above))
            growth += above + (extent.below - strut.below)
        }
        bottom = Double(extents.count) * lineHeight + growth
    }

    /// The first baseline; with no lines, where one would be.
    var firstBaseline: Double { baselines.first ?? strut.above }

    /// Where the trimmed box starts: the top of the first line box, or its cap or x line.
    var trimmedTop: Double {
        switch trim.over {
        case .text: return 0
        case .cap: return firstBaseline - metrics.capHeight
        case .x: return firstBaseline - metrics.xHeight
        }
    }

    /// Where the trimmed box ends: the bottom of the last line box, or its baseline.
    var trimmedBottom: Double {
        switch trim.under {
        case .text: return bottom
        case .baseline: return baselines.last ?? firstBaseline - strut.above - strut.below
        }
    }
}
