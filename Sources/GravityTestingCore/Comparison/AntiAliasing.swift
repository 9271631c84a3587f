/// pixelmatch's anti-aliasing detector (index.js `antialiased` and
/// `hasManySiblings`), after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009). The brightness differences it orders
/// neighbours by are the metric's (`PixelMetric.brightness`): pixelmatch 7
/// blends translucent pixels on the checkerboard there too, its main branch
/// on white.
///
/// A pixel is anti-aliasing when, among its 8 neighbours, it has at most two
/// of the same brightness, both a darker and a brighter one, and the darkest
/// or the brightest of them sits in a flat area (3+ equal neighbours) in
/// both images.
///
/// Speed: it runs for every pixel above the threshold, twice (once per
/// image). Pixels away from the image's edges take an unrolled path with
/// fixed neighbour offsets; edge pixels take pixelmatch's clamped loops.
/// Both visit the neighbours in pixelmatch's order (x outer, y inner), which
/// decides ties, and `ComparisonFastPathTests` checks them against a plain port.
struct AntiAliasingDetector<Metric: PixelMetric> {
    let width: Int
    let height: Int
    let metric: Metric

    /// Is the pixel at (x, y) of `image` likely anti-aliasing? `other` is the
    /// other image of the pair.
    func isAntiAliased(_ image: UnsafeRawBufferPointer, x: Int, y: Int, other: UnsafeRawBufferPointer) -> Bool {
        var slope = Slope(metric: metric, center: CenterPixel(pixel(image, x, y), offset: (y &* width &+ x) &* 4))
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            // pixelmatch's order: column x − 1 top to bottom, then x, then x + 1.
            guard slope.visit(pixel(image, x - 1, y - 1), x - 1, y - 1), slope.visit(pixel(image, x - 1, y), x - 1, y),
                  slope.visit(pixel(image, x - 1, y + 1), x - 1, y + 1), slope.visit(pixel(image, x, y - 1), x, y - 1),
                  slope.visit(pixel(image, x, y + 1), x, y + 1), slope.visit(pixel(image, x + 1, y - 1), x + 1, y - 1),
                  slope.visit(pixel(image, x + 1, y), x + 1, y), slope.visit(pixel(image, x + 1, y + 1), x + 1, y + 1)
            else { return false }
        } else {
            // An edge pixel: its missing neighbours count as one equal one.
            slope.zeroes = 1
            let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
            let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
            for nx in x0...x2 {
                for ny in y0...y2 where nx != x || ny != y {
                    if !slope.visit(pixel(image, nx, ny), nx, ny) { return false }
                }
            }
        }
        if slope.darkest == 0 || slope.brightest == 0 { return false }
        return (hasManySiblings(image, slope.minX, slope.minY) && hasManySiblings(other, slope.minX, slope.minY))
            || (hasManySiblings(image, slope.maxX, slope.maxY) && hasManySiblings(other, slope.maxX, slope.maxY))
    }

    /// Does the pixel have 3+ neighbours of exactly its colour (image edges count as one)?
    func hasManySiblings(_ image: UnsafeRawBufferPointer, _ x: Int, _ y: Int) -> Bool {
        let center = pixel(image, x, y)
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            // The count alone decides, so no order and no early exit.
            var equal = 0
            for dy in -1...1 {
                let row = y + dy
                equal &+= (pixel(image, x - 1, row) == center ? 1 : 0) &+ (pixel(image, x + 1, row) == center ? 1 : 0)
            }
            equal &+= (pixel(image, x, y - 1) == center ? 1 : 0) &+ (pixel(image, x, y + 1) == center ? 1 : 0)
            return equal > 2
        }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        var zeroes = 1
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

/// What `isAntiAliased` gathers over a pixel's neighbours: how many are as
/// bright as the centre, and where the darkest and the brightest are.
private struct Slope<Metric: PixelMetric> {
    let metric: Metric
    let center: CenterPixel
    var zeroes = 0
    var darkest = 0.0, brightest = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0

    init(metric: Metric, center: CenterPixel) {
        self.metric = metric
        self.center = center
    }

    /// Takes the neighbour at (nx, ny) into account; false when it makes a
    /// third equal one (then the centre is not anti-aliasing).
    @inline(__always)
    mutating func visit(_ neighbour: UInt32, _ nx: Int, _ ny: Int) -> Bool {
        let delta = metric.brightness(center, neighbour)
        if delta == 0 {
            zeroes &+= 1
            return zeroes <= 2
        }
        if delta < darkest {
            darkest = delta; minX = nx; minY = ny
        } else if delta > brightest {
            brightest = delta; maxX = nx; maxY = ny
        }
        return true
    }
}
