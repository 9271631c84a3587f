/// How two colours are measured against each other: pixelmatch's two metrics.
public enum ColorMetric: String, Sendable, CaseIterable {
    /// pixelmatch 7: YIQ distance (Kotsarenko & Ramos), the threshold a
    /// fraction of the largest one (black against white is 0.9659).
    case yiq
    /// pixelmatch's main branch (2026): HyAB distance in OKLab with
    /// toe-corrected lightness; black against white is exactly 1.
    case oklab
}

/// An sRGB colour of the diff image.
public struct DiffColor: Sendable, Equatable, CustomStringConvertible {
    /// Channel values, 0…255.
    public var red: UInt8, green: UInt8, blue: UInt8
    /// A colour from its red, green and blue channels (0…255).
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    /// Pure red: pixelmatch's mark for differing pixels.
    public static let red = DiffColor(255, 0, 0)
    /// Pure yellow: pixelmatch's mark for anti-aliased pixels.
    public static let yellow = DiffColor(255, 255, 0)
    /// `r,g,b` as `gravity diff --diff-color` takes it.
    public var description: String { "\(red),\(green),\(blue)" }
}

/// What decides whether a pixel differs (pixelmatch's options that change
/// the count).
public struct ComparisonOptions: Sendable, Equatable {
    /// Distance a pixel may move without counting, 0…1, in `metric`'s units.
    public var threshold: Double
    /// The colour distance `threshold` is measured in; YIQ unless asked.
    public var metric: ColorMetric
    /// Count pixels the anti-aliasing detector excuses too.
    public var includeAntiAliasing: Bool
    /// Blend translucent pixels on pixelmatch 7's checkerboard (true), so a
    /// change of alpha counts; false blends them on white, the rule before
    /// pixelmatch 7, under which transparent equals white.
    public var checkerboard: Bool
    /// Also find the most differing pixels in any N×N window
    /// (`ComparisonResult.densestWindow`; pixelmatch main's `windowSize`).
    public var windowSize: Int?

    /// Exact comparison (threshold 0, YIQ, anti-aliasing excused, checkerboard blending) unless asked otherwise.
    public init(threshold: Double = 0, metric: ColorMetric = .yiq, includeAntiAliasing: Bool = false,
                checkerboard: Bool = true, windowSize: Int? = nil) {
        self.threshold = threshold
        self.metric = metric
        self.includeAntiAliasing = includeAntiAliasing
        self.checkerboard = checkerboard
        self.windowSize = windowSize
    }
}

/// How the diff image is drawn (pixelmatch's options that change only the picture).
public struct DiffStyle: Sendable, Equatable {
    /// Opacity of the expected image under the marks (0 white, 1 the image in grey).
    public var alpha: Double
    /// Pixels that differ (that got lighter, when `darkerColor` is set).
    public var diffColor: DiffColor
    /// Pixels that got darker; nil: `diffColor`.
    public var darkerColor: DiffColor?
    /// Pixels excused as anti-aliasing.
    public var antiAliasedColor: DiffColor
    /// Marks only, on a transparent image (no faded background, no anti-aliasing marks).
    public var mask: Bool

    /// pixelmatch's default picture: the expected image at 10 % under red marks, anti-aliasing in yellow.
    public init(alpha: Double = 0.1, diffColor: DiffColor = .red, darkerColor: DiffColor? = nil,
                antiAliasedColor: DiffColor = .yellow, mask: Bool = false) {
        self.alpha = alpha
        self.diffColor = diffColor
        self.darkerColor = darkerColor
        self.antiAliasedColor = antiAliasedColor
        self.mask = mask
    }

    /// pixelmatch's default picture, as `gravity diff` draws it without options.
    public static let standard = DiffStyle()
}
