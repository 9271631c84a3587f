import Glibc
import GravityRender

/// Compares two images pixel by pixel the way pixelmatch does (mapbox/
/// pixelmatch 5.3.0): YIQ distance after compositing over white, pixels above
/// the threshold classified by the anti-aliasing detector. The one comparison
/// engine behind `gravity diff` and the XCTest assertions.
///
/// Speed: rows are compared with `memcmp` first and pixels as 32-bit words
/// next; YIQ is computed only where words differ, so identical areas cost a
/// memory scan. Large images are compared on two threads, in stripes of
/// rows dealt out in turn (thread t takes stripes t, t + n, t + 2n, …), so a
/// difference confined to a few rows, such as a changed button, is still
/// shared. A stripe only reads outside its rows (the detector looks two rows
/// away) and writes only its own rows of the diff picture, and the tallies
/// are sums, maxima and minima, so the result does not depend on the split.
public enum ImageComparison {
    /// Compares `actual` against `expected`. With `diffImage`, also draws the
    /// diff picture (see `DiffImage`).
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage,
                               threshold: Double = 0, includeAntiAliasing: Bool = false,
                               diffImage: Bool = false) -> (result: ComparisonResult, diff: RGBAImage?) {
        compare(expected, actual, threshold: threshold, includeAntiAliasing: includeAntiAliasing, diffImage: diffImage,
                threads: threadCount(pixels: expected.width * expected.height))
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
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, threshold: Double, includeAntiAliasing: Bool,
                        diffImage: Bool, threads: Int, stripeRows: Int = stripeRows) -> (result: ComparisonResult, diff: RGBAImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            let result = ComparisonResult(
                sizeMismatch: (PixelSize(width: expected.width, height: expected.height),
                               PixelSize(width: actual.width, height: actual.height)),
                totalPixels: expected.width * expected.height, differingPixels: 0, antiAliasedPixels: 0,
                largestDistance: 0, boundingBox: nil)
            return (result, nil)
        }
        let width = expected.width, height = expected.height
        let scan = RowScan(detector: AntiAliasingDetector(width: width, height: height),
                           maxDelta: ColorDistance.maxSquaredDistance * threshold * threshold,
                           includeAntiAliasing: includeAntiAliasing)
        var diff = diffImage ? DiffImage(faded: expected) : nil
        let stripes = (height + stripeRows - 1) / stripeRows
        let threadCount = max(1, min(threads, stripes))
        let tallies = expected.rgba.withUnsafeBytes { one in
            actual.rgba.withUnsafeBytes { two in
                DiffImage.withMarker(&diff) { marker in
                    Concurrently.map(threadCount) { thread in
                        stride(from: thread, to: stripes, by: threadCount).reduce(Tally()) { tally, stripe in
                            tally + scan.tally(rows: stripe * stripeRows..<min(height, (stripe + 1) * stripeRows), one, two, marker)
                        }
                    }
                }
            }
        }
        let total = tallies.reduce(Tally(), +)
        let result = ComparisonResult(sizeMismatch: nil, totalPixels: width * height, differingPixels: total.differing,
                                      antiAliasedPixels: total.antiAliased,
                                      largestDistance: ColorDistance.normalized(total.largestSquared),
                                      boundingBox: total.boundingBox)
        return (result, diff?.image)
    }
}

/// What some rows of the comparison found.
struct Tally {
    var differing = 0, antiAliased = 0
    var largestSquared = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    var boundingBox: PixelRect? {
        differing > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }

    static func + (a: Tally, b: Tally) -> Tally {
        Tally(differing: a.differing + b.differing, antiAliased: a.antiAliased + b.antiAliased,
              largestSquared: max(a.largestSquared, b.largestSquared),
              minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}

/// The per-pixel steps of the comparison over some rows.
private struct RowScan {
    let detector: AntiAliasingDetector
    let maxDelta: Double
    let includeAntiAliasing: Bool

    func tally(rows: Range<Int>, _ one: UnsafeRawBufferPointer, _ two: UnsafeRawBufferPointer,
               _ marker: DiffImage.Marker?) -> Tally {
        var tally = Tally()
        guard let start1 = one.baseAddress, let start2 = two.baseAddress else { return tally }  // no pixels
        let width = detector.width, rowBytes = width * 4
        for y in rows {
            let rowStart = y * rowBytes
            if memcmp(start1 + rowStart, start2 + rowStart, rowBytes) == 0 { continue }
            for x in 0..<width {
                let offset = rowStart + x * 4
                let a = one.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let b = two.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                if a == b { continue }
                let delta = abs(ColorDistance.squaredDistance(a, b))
                guard delta > maxDelta else {
                    tally.largestSquared = max(tally.largestSquared, delta)
                    continue
                }
                if !includeAntiAliasing
                    && (detector.isAntiAliased(one, x: x, y: y, other: two)
                        || detector.isAntiAliased(two, x: x, y: y, other: one)) {
                    tally.antiAliased += 1
                    marker?.markAntiAliased(x: x, y: y)
                    continue
                }
                tally.differing += 1
                tally.largestSquared = max(tally.largestSquared, delta)
                tally.minX = min(tally.minX, x); tally.maxX = max(tally.maxX, x)
                tally.minY = min(tally.minY, y); tally.maxY = max(tally.maxY, y)
                marker?.markDifferent(x: x, y: y)
            }
        }
        return tally
    }
}
