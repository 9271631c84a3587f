/// pixelmatch's anti-aliasing detector (mapbox/pixelmatch 5.3.0, index.js
/// `antialiased` and `hasManySiblings`), after V. Vyšniauskas, "Anti-aliased
/// Pixel and Intensity Slope Detector" (2009).
///
/// A pixel is anti-aliasing when, among its 8 neighbours, it has at most two
/// of the same colour, both a darker and a brighter one, and the darkest or
/// the brightest of them sits in a flat area (3+ equal neighbours) in both
/// images.
struct AntiAliasingDetector {
    let width: Int
    let height: Int

    /// Is the pixel at (x, y) of `image` likely anti-aliasing? `other` is the
    /// other image of the pair. Words as in `ColorDistance`.
    func isAntiAliased(_ image: UnsafeRawBufferPointer, x: Int, y: Int, other: UnsafeRawBufferPointer) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        // The centre's brightness once, not once per neighbour (pixelmatch's
        // colorDelta(…, yOnly: true) is this subtraction).
        let centerLuma = ColorDistance.luma(center)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // pixelmatch walks x outer, y inner; the order decides ties.
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let neighbour = pixel(image, nx, ny)
                let delta = neighbour == center ? 0 : centerLuma - ColorDistance.luma(neighbour)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = nx; minY = ny
                } else if delta > brightest {
                    brightest = delta; maxX = nx; maxY = ny
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Does the pixel have 3+ neighbours of exactly its colour (image edges count as one)?
    func hasManySiblings(_ image: UnsafeRawBufferPointer, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if pixel(image, nx, ny) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// (x, y) is inside the image (callers clamp), so the offset cannot
    /// overflow: wrapping arithmetic spares the overflow checks.
    @inline(__always)
    func pixel(_ image: UnsafeRawBufferPointer, _ x: Int, _ y: Int) -> UInt32 {
        image.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }
}
