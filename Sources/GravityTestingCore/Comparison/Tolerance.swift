/// How different an image may be from its golden and still pass.
///
/// A pixel differs when its perceptual distance (pixelmatch's, in `metric`:
/// YIQ as pixelmatch 7, or OKLab as its main branch; 0…1) exceeds
/// `threshold` and it is not anti-aliasing (unless `includeAntiAliasing`).
/// Translucent pixels are blended on pixelmatch 7's checkerboard first, so
/// a change of alpha counts. The image passes while the number of differing
/// pixels is within every budget that is set; with no budget set, none may
/// differ. Images of different sizes never pass.
public struct Tolerance: Sendable, Equatable {
    /// Perceptual distance a pixel may move without counting, 0…1, in the
    /// metric's units (pixelmatch's meaning for each).
    public var threshold: Double
    /// The colour distance; YIQ unless asked.
    public var metric: ColorMetric
    /// At most this many differing pixels; nil: no count budget.
    public var maxDiffPixels: Int?
    /// At most this fraction (0…1) of all pixels may differ; nil: no ratio budget.
    public var maxDiffRatio: Double?
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing: Bool

    /// Every budget unset and threshold 0 is ``exact``; see ``perceptual(threshold:metric:maxDiffPixels:maxDiffRatio:includeAntiAliasing:)`` for the usual loosened form.
    public init(threshold: Double = 0, metric: ColorMetric = .yiq, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                includeAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.metric = metric
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// The default: any pixel whose colour changes at all counts, except
    /// pixels pixelmatch's detector classifies as anti-aliasing; none may count.
    public static let exact = Tolerance()

    /// Perceptual comparison with budgets (SPEC §5.1). pixelmatch's usual
    /// threshold is 0.1.
    public static func perceptual(threshold: Double = 0.1, metric: ColorMetric = .yiq, maxDiffPixels: Int? = nil,
                                  maxDiffRatio: Double? = nil, includeAntiAliasing: Bool = false) -> Tolerance {
        Tolerance(threshold: threshold, metric: metric, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                  includeAntiAliasing: includeAntiAliasing)
    }

    /// What the comparison needs of this tolerance.
    public var comparisonOptions: ComparisonOptions {
        ComparisonOptions(threshold: threshold, metric: metric, includeAntiAliasing: includeAntiAliasing)
    }

    /// Is a comparison within this tolerance? A size mismatch never is.
    public func admits(_ result: ComparisonResult) -> Bool {
        guard result.sizeMismatch == nil else { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return result.differingPixels == 0 }
        if let maxDiffPixels, result.differingPixels > maxDiffPixels { return false }
        if let maxDiffRatio, result.ratio > maxDiffRatio { return false }
        return true
    }

    /// The budgets in words, for messages.
    public var budgetDescription: String {
        var parts: [String] = []
        if let maxDiffPixels { parts.append("at most \(maxDiffPixels) pixels") }
        if let maxDiffRatio { parts.append("at most \(Figures.percent(maxDiffRatio)) of pixels") }
        if parts.isEmpty { parts.append("no differing pixels") }
        return parts.joined(separator: " and ") + " above threshold \(Figures.decimal(threshold))"
            + (metric == .yiq ? "" : " (\(metric.rawValue))")
            + (includeAntiAliasing ? ", anti-aliasing included" : "")
    }

    /// The `gravity diff` options that reproduce this tolerance.
    public var commandLineOptions: [String] {
        var options: [String] = []
        if threshold != 0 { options += ["--threshold", Figures.decimal(threshold)] }
        if metric != .yiq { options += ["--metric", metric.rawValue] }
        if let maxDiffPixels { options += ["--max-diff-pixels", "\(maxDiffPixels)"] }
        if let maxDiffRatio { options += ["--max-diff-ratio", Figures.decimal(maxDiffRatio)] }
        if includeAntiAliasing { options.append("--include-aa") }
        return options
    }
}
