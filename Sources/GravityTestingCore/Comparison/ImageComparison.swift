import Glibc
import GravityRender

/// Compares two images pixel by pixel the way pixelmatch does (mapbox/
/// pixelmatch 5.3.0): YIQ distance after compositing over white, pixels above
/// the threshold classified by the anti-aliasing detector. The one comparison
/// engine behind `gravity diff` and the XCTest assertions.
///
/// Speed: rows are compared with `memcmp` first and pixels as 32-bit words
/// next; YIQ is computed only where words differ, so identical areas cost a
/// memory scan.
public enum ImageComparison {
    /// Compares `actual` against `expected`. With `diffImage`, also draws the
    /// diff picture (see `DiffImage`).
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage,
                               threshold: Double = 0, includeAntiAliasing: Bool = false,
                               diffImage: Bool = false) -> (result: ComparisonResult, diff: RGBAImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            let result = ComparisonResult(
                sizeMismatch: (PixelSize(width: expected.width, height: expected.height),
                               PixelSize(width: actual.width, height: actual.height)),
                totalPixels: expected.width * expected.height, differingPixels: 0, antiAliasedPixels: 0,
                largestDistance: 0, boundingBox: nil)
            return (result, nil)
        }
        let width = expected.width, height = expected.height
        let maxDelta = ColorDistance.maxSquaredDistance * threshold * threshold
        let detector = AntiAliasingDetector(width: width, height: height)
        var differing = 0, antiAliased = 0
        var largestSquared = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var diff = diffImage ? DiffImage(faded: expected) : nil

        expected.rgba.withUnsafeBytes { one in
            actual.rgba.withUnsafeBytes { two in
                guard let start1 = one.baseAddress, let start2 = two.baseAddress else { return }  // no pixels
                let rowBytes = width * 4
                for y in 0..<height {
                    let rowStart = y * rowBytes
                    if memcmp(start1 + rowStart, start2 + rowStart, rowBytes) == 0 { continue }
                    for x in 0..<width {
                        let offset = rowStart + x * 4
                        let a = one.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        let b = two.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if a == b { continue }
                        let delta = abs(ColorDistance.squaredDistance(a, b))
                        guard delta > maxDelta else {
                            largestSquared = max(largestSquared, delta)
                            continue
                        }
                        if !includeAntiAliasing
                            && (detector.isAntiAliased(one, x: x, y: y, other: two)
                                || detector.isAntiAliased(two, x: x, y: y, other: one)) {
                            antiAliased += 1
                            diff?.markAntiAliased(x: x, y: y)
                            continue
                        }
                        differing += 1
                        largestSquared = max(largestSquared, delta)
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                        diff?.markDifferent(x: x, y: y)
                    }
                }
            }
        }
        let box = differing > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        let result = ComparisonResult(sizeMismatch: nil, totalPixels: width * height, differingPixels: differing,
                                      antiAliasedPixels: antiAliased,
                                      largestDistance: ColorDistance.normalized(largestSquared), boundingBox: box)
        return (result, diff?.image)
    }
}
