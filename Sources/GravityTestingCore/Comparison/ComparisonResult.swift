import Foundation
import GravityCore
@_exported import struct GravityRender.PixelRect
import GravityRender

/// A width and height in device pixels.
public struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    /// Device pixels.
    public var width: Int
    /// Device pixels.
    public var height: Int
    /// A size of `width` × `height` device pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// `375 x 812`, as failure messages print it.
    public var description: String { "\(width) x \(height)" }
}

/// What comparing two images found (SPEC §5.2).
public struct ComparisonResult: Sendable, Equatable {
    /// Set when the images differ in size. They are then compared on the
    /// union of their canvases, and every pixel outside one of them differs.
    public var sizeMismatch: (expected: PixelSize, actual: PixelSize)?
    /// Pixels compared: the expected image's, or the union's when the sizes differ.
    public var totalPixels: Int
    /// Pixels whose distance exceeds the threshold and that count
    /// (anti-aliasing excluded unless asked).
    public var differingPixels: Int
    /// Pixels above the threshold that the detector classified as
    /// anti-aliasing; excluded from `differingPixels` unless anti-aliasing is included.
    public var antiAliasedPixels: Int
    /// The largest perceptual distance (0…1) of any pixel not excused as
    /// anti-aliasing; tells the threshold that would admit every pixel.
    public var largestDistance: Double
    /// Bounding box of the counted differences; nil when none.
    public var boundingBox: PixelRect?
    /// With `ComparisonOptions.windowSize` N: the most counted differences
    /// in any N×N window (N at most the image's sides).
    public var densestWindow: Int? = nil

    /// `differingPixels` over `totalPixels`, 0…1 (0 for an empty image).
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Pixels inside one image's canvas but not the other's (counted in `differingPixels`).
    public var pixelsOutsideOneImage: Int {
        guard let (expected, actual) = sizeMismatch else { return 0 }
        return totalPixels - min(expected.width, actual.width) * min(expected.height, actual.height)
    }

    /// Every figure equal, the size mismatch included (tuples are not `Equatable`, so it is spelled out).
    public static func == (a: ComparisonResult, b: ComparisonResult) -> Bool {
        a.sizeMismatch?.expected == b.sizeMismatch?.expected && a.sizeMismatch?.actual == b.sizeMismatch?.actual
            && a.totalPixels == b.totalPixels && a.differingPixels == b.differingPixels
            && a.antiAliasedPixels == b.antiAliasedPixels && a.largestDistance == b.largestDistance
            && a.boundingBox == b.boundingBox && a.densestWindow == b.densestWindow
    }

    /// The figures, one per line, as `gravity diff` prints them; different
    /// sizes first, both named (as Playwright's comparator names them).
    public var figures: String {
        var sizes = ""
        if let (expected, actual) = sizeMismatch {
            let union = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
            sizes = "size mismatch: expected \(expected) px, actual \(actual) px; compared on \(union) px, "
                + "where the \(pixelsOutsideOneImage) pixels outside one image differ\n"
        }
        return sizes + """
            differing pixels: \(differingPixels) of \(totalPixels) (\(Figures.percent(ratio)))
            largest distance: \(Figures.decimal(largestDistance))
            bounding box: \(boundingBox.map { "\($0)" } ?? "none")
            anti-aliased pixels: \(antiAliasedPixels)\(antiAliasedPixels > 0 ? " (not counted)" : "")
            """ + (densestWindow.map { "\ndensest window: \($0) differing pixels" } ?? "")
    }
}

/// Number formatting shared by messages and the CLI.
enum Figures {
    /// Up to 4 decimals, trailing zeros dropped.
    static func decimal(_ value: Double) -> String { formatNumber(value, decimals: 4) }

    static func percent(_ ratio: Double) -> String { decimal(ratio * 100) + "%" }
}
