import Glibc
import GravityRender

/// Compares two images pixel by pixel the way pixelmatch does: pixelmatch 7
/// (YIQ, translucent pixels blended on its checkerboard) or its main
/// branch's OKLab metric, pixels above the threshold classified by the
/// anti-aliasing detector. The one comparison engine behind `gravity diff`
/// and the snapshot assertions. Images of different sizes are compared on
/// the union of their canvases; the area outside either image differs.
///
/// Speed: rows are compared with `memcmp` first and pixels as 32-bit words
/// next; the metric is computed only where words differ, so identical areas
/// cost a memory scan, and opaque pairs never touch the checkerboard. Large
/// images are compared on two threads, in stripes of rows dealt out in turn
/// (thread t takes stripes t, t + n, t + 2n, …), so a difference confined to
/// a few rows, such as a changed button, is still shared. A stripe only
/// reads outside its rows (the detector looks two rows away) and writes only
/// its own rows of the diff picture, and the tallies are sums, maxima and
/// minima, so the result does not depend on the split.
public enum ImageComparison {
    /// Compares `actual` against `expected`; with a `diff` style, also draws
    /// the diff picture (see `DiffImage`).
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions,
                               diff style: DiffStyle? = nil) -> (result: ComparisonResult, diff: RGBAImage?) {
        let pixels = max(expected.width, actual.width) * max(expected.height, actual.height)
        return compare(expected, actual, options: options, style: style, threads: threadCount(pixels: pixels))
    }

    /// YIQ on the checkerboard with pixelmatch's standard diff picture.
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage,
                               threshold: Double = 0, includeAntiAliasing: Bool = false,
                               diffImage: Bool = false) -> (result: ComparisonResult, diff: RGBAImage?) {
        compare(expected, actual, options: ComparisonOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing),
                diff: diffImage ? .standard : nil)
    }

    /// Below this many pixels a thread costs more than it saves.
    static let pixelsPerThread = 1 << 18

    /// Rows per stripe: small enough to share a few changed rows, large
    /// enough to keep each thread's reads sequential.
    static let stripeRows = 16

    /// One thread per processor (at most two: `gravity diff` runs on the
    /// threads that decoded the two images), each with `pixelsPerThread` or more.
    static func threadCount(pixels: Int) -> Int {
        max(1, min(2, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), pixels / pixelsPerThread))
    }

    /// The comparison on `threads` threads in stripes of `stripeRows` rows
    /// (tests compare splits).
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions, style: DiffStyle?,
                        threads: Int, stripeRows: Int = stripeRows) -> (result: ComparisonResult, diff: RGBAImage?) {
        let canvas = Canvas(expected, actual)
        switch options.metric {
        case .yiq:
            let metric = YIQMetric(threshold: options.threshold, checkerboard: options.checkerboard)
            return compare(canvas, metric, options, style, threads, stripeRows)
        case .oklab:
            let metric = OKLabMetric(threshold: options.threshold, checkerboard: options.checkerboard)
            return compare(canvas, metric, options, style, threads, stripeRows)
        }
    }

    private static func compare<Metric: PixelMetric>(_ canvas: Canvas, _ metric: Metric, _ options: ComparisonOptions,
                                                     _ style: DiffStyle?, _ threads: Int,
                                                     _ stripeRows: Int) -> (result: ComparisonResult, diff: RGBAImage?) {
        let one = canvas.expected, two = canvas.actual
        let width = one.width, height = one.height
        let scan = RowScan(detector: AntiAliasingDetector(width: width, height: height, metric: metric), metric: metric,
                           includeAntiAliasing: options.includeAntiAliasing, overlap: canvas.overlap)
        var diff = style.map { DiffImage(of: one, style: $0) }
        // Where the counted differences are, for the densest window only.
        var counted = options.windowSize == nil ? [] : [UInt8](repeating: 0, count: width * height)
        let stripes = (height + stripeRows - 1) / stripeRows
        let threadCount = max(1, min(threads, stripes))
        let tallies = one.rgba.withUnsafeBytes { one in
            two.rgba.withUnsafeBytes { two in
                counted.withUnsafeMutableBufferPointer { counted in
                    DiffImage.withMarker(&diff, style: style ?? .standard) { marker in
                        Concurrently.map(threadCount) { thread in
                            stride(from: thread, to: stripes, by: threadCount).reduce(Tally()) { tally, stripe in
                                tally + scan.tally(rows: stripe * stripeRows..<min(height, (stripe + 1) * stripeRows), one, two,
                                                   marker, counted)
                            }
                        }
                    }
                }
            }
        }
        let total = tallies.reduce(Tally(), +)
        var result = ComparisonResult(sizeMismatch: canvas.sizeMismatch, totalPixels: width * height,
                                      differingPixels: total.differing, antiAliasedPixels: total.antiAliased,
                                      largestDistance: metric.distance(total.largestMagnitude),
                                      boundingBox: total.boundingBox)
        if let size = options.windowSize {
            result.densestWindow = DensestWindow.count(counted, width: width, height: height, size: size)
        }
        return (result, diff?.image)
    }
}

/// What some rows of the comparison found.
struct Tally {
    var differing = 0, antiAliased = 0
    /// The largest `PixelDelta.magnitude` of pixels not excused.
    var largestMagnitude = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    var boundingBox: PixelRect? {
        differing > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }

    @inline(__always)
    mutating func count(x: Int, y: Int) {
        differing += 1
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    static func + (a: Tally, b: Tally) -> Tally {
        Tally(differing: a.differing + b.differing, antiAliased: a.antiAliased + b.antiAliased,
              largestMagnitude: max(a.largestMagnitude, b.largestMagnitude),
              minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}

/// The per-pixel steps of the comparison over some rows.
private struct RowScan<Metric: PixelMetric> {
    let detector: AntiAliasingDetector<Metric>
    let metric: Metric
    let includeAntiAliasing: Bool
    /// The area both images cover; pixels outside it differ.
    let overlap: PixelSize

    /// `counted` (empty unless a window is asked for) gets a 1 for each counted difference.
    func tally(rows: Range<Int>, _ one: UnsafeRawBufferPointer, _ two: UnsafeRawBufferPointer,
               _ marker: DiffImage.Marker?, _ counted: UnsafeMutableBufferPointer<UInt8>) -> Tally {
        var tally = Tally()
        guard let start1 = one.baseAddress, let start2 = two.baseAddress else { return tally }  // no pixels
        let width = detector.width, rowBytes = width * 4
        for y in rows {
            // 1. Outside one of the images: different, whatever the colours.
            for x in (y < overlap.height ? overlap.width : 0)..<width {
                tally.count(x: x, y: y)
                marker?.markDifferent(x: x, y: y, darker: false)
                if !counted.isEmpty { counted[y * width + x] = 1 }
            }
            guard y < overlap.height else { continue }
            // 2. Equal rows and equal pixels cost a memory comparison.
            let rowStart = y * rowBytes
            if memcmp(start1 + rowStart, start2 + rowStart, overlap.width * 4) == 0 { continue }
            for x in 0..<overlap.width {
                let offset = rowStart + x * 4
                let a = one.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let b = two.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                if a == b { continue }
                // 3. The metric; below the threshold only the largest distance is kept.
                let delta = metric.delta(a, b, at: offset)
                guard delta.exceeds else {
                    tally.largestMagnitude = max(tally.largestMagnitude, delta.magnitude)
                    continue
                }
                // 4. Anti-aliasing in either image is reported apart.
                if !includeAntiAliasing
                    && (detector.isAntiAliased(one, x: x, y: y, other: two)
                        || detector.isAntiAliased(two, x: x, y: y, other: one)) {
                    tally.antiAliased += 1
                    marker?.markAntiAliased(x: x, y: y)
                    continue
                }
                tally.count(x: x, y: y)
                tally.largestMagnitude = max(tally.largestMagnitude, delta.magnitude)
                marker?.markDifferent(x: x, y: y, darker: delta.darker)
                if !counted.isEmpty { counted[y * width + x] = 1 }
            }
        }
        return tally
    }
}
