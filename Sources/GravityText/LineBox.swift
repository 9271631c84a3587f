import GravityCore

/// The CSS line box model of SPEC §2.6, for one font and line height, and
/// the Capsize-style `trim` of the label's box. Points, y down from the top
/// of the untrimmed box.
struct LineBox {
    let metrics: FontMetrics
    /// Baseline to baseline.
    let lineHeight: Double
    let trim: TextTrim

    init(metrics: FontMetrics, lineHeight: Double?, trim: TextTrim) {
        self.metrics = metrics
        self.lineHeight = lineHeight ?? metrics.lineHeight
        self.trim = trim
    }

    /// Half the line gap (or half the difference `lineHeight` makes) above
    /// the ascender: `gap/2 + ascender`.
    var firstBaseline: Double {
        (lineHeight - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
    }

    func baseline(ofLine index: Int) -> Double {
        firstBaseline + Double(index) * lineHeight
    }

    /// Where the trimmed box starts: the top of the first line box, or its cap or x line.
    var trimmedTop: Double {
        switch trim.over {
        case .text: return 0
        case .cap: return firstBaseline - metrics.capHeight
        case .x: return firstBaseline - metrics.xHeight
        }
    }

    /// Where the trimmed box ends for `lineCount` lines: the bottom of the
    /// last line box, or its baseline.
    func trimmedBottom(lineCount: Int) -> Double {
        switch trim.under {
        case .text: return lineHeight * Double(lineCount)
        case .baseline: return baseline(ofLine: lineCount - 1)
        }
    }
}
