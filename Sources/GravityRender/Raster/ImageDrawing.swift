import GravityCore

/// Draws an image into its destination rectangle.
///
/// Resampling: bilinear interpolation of premultiplied pixels (so
/// transparent pixels never bleed colour), sampled at pixel centres. When
/// the image shrinks by more than 2× on an axis, it is first reduced by an
/// integer box filter (the average of each k × k block, like picking a
/// mipmap level), so downscaled images do not alias. Fractional edges of
/// the destination get partial coverage like any other shape.
struct ImageDrawing {
    let image: SceneImage
    /// Device pixels per point.
    let scale: Double

    func draw(into layer: inout Layer) {
        let left = image.rect.x * scale, top = image.rect.y * scale
        let width = image.rect.width * scale, height = image.rect.height * scale
        guard width > 0, height > 0, image.pixels.width > 0, image.pixels.height > 0 else { return }
        let shape = ShapeCoverage(RoundedRect(rect: image.rect), scale: scale)
        let bounds = shape.pixelBounds.intersection(layer.limit)
        guard !bounds.isEmpty else { return }
        let source = Self.reduced(image.pixels, toward: width, height)
        let tint = image.tint.map { PixelBuffer.packed($0) }

        // Per-column source indices and weights, computed once.
        let columns = (bounds.x0..<bounds.x1).map { x in
            Self.sample(at: (Double(x) + 0.5 - left) / width * Double(source.width) - 0.5, count: source.width)
        }
        source.withPackedPixels { (from: UnsafePointer<UInt32>) in
            layer.withPixels { pixels in
                for y in bounds.y0..<bounds.y1 {
                    let row = Self.sample(at: (Double(y) + 0.5 - top) / height * Double(source.height) - 0.5, count: source.height)
                    let upper = from + row.index0 * source.width, lower = from + row.index1 * source.width
                    let edgeRow = shape.row(y)
                    for x in bounds.x0..<bounds.x1 {
                        let column = columns[x - bounds.x0]
                        let top = Self.mix(upper[column.index0], upper[column.index1], column.weight)
                        let bottom = Self.mix(lower[column.index0], lower[column.index1], column.weight)
                        var pixel = Self.mix(top, bottom, row.weight)
                        if let tint { pixel = Compositing.scale(tint, pixel >> 24) }
                        if x < edgeRow.interiorStart || x >= edgeRow.interiorEnd || edgeRow.interior < 1 {
                            let inside = x >= edgeRow.interiorStart && x < edgeRow.interiorEnd
                            pixel = Compositing.scale(pixel, Compositing.factor(inside ? edgeRow.interior : shape.coverage(x: x, y: y)))
                        }
                        if pixel != 0 { pixels.blend(x: x, y: y, pixel) }
                    }
                }
            }
        }
    }

    /// Two neighbouring source indices and the weight (0…256) of the second.
    private static func sample(at position: Double, count: Int) -> (index0: Int, index1: Int, weight: UInt32) {
        let clamped = min(max(position, 0), Double(count - 1))
        let index0 = Int(clamped.rounded(.down))
        let index1 = min(index0 + 1, count - 1)
        return (index0, index1, UInt32(((clamped - Double(index0)) * 256).rounded()))
    }

    /// Linear interpolation of two packed pixels, weight 0…256 toward `b`.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        if weight == 0 || a == b { return a }
        if weight >= 256 { return b }
        let inverse = 256 - weight
        let mask: UInt32 = 0x00ff00ff, half: UInt32 = 0x00800080
        let rbA: UInt32 = (a & mask) &* inverse, rbB: UInt32 = (b & mask) &* weight
        let agA: UInt32 = ((a >> 8) & mask) &* inverse, agB: UInt32 = ((b >> 8) & mask) &* weight
        let rb: UInt32 = ((rbA &+ rbB &+ half) >> 8) & mask
        let ag: UInt32 = ((agA &+ agB &+ half) >> 8) & mask
        return rb | (ag << 8)
    }

    /// The image box-filtered by the largest integer factor per axis that
    /// keeps it no smaller than the destination (device pixels).
    static func reduced(_ image: PixelBuffer, toward width: Double, _ height: Double) -> PixelBuffer {
        let kx = max(1, Int(Double(image.width) / max(width, 1))), ky = max(1, Int(Double(image.height) / max(height, 1)))
        guard kx > 1 || ky > 1 else { return image }
        let w = max(1, image.width / kx), h = max(1, image.height / ky)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let count = UInt32(kx * ky)
        for y in 0..<h {
            for x in 0..<w {
                var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                for sy in (y * ky)..<min(image.height, y * ky + ky) {
                    for sx in (x * kx)..<min(image.width, x * kx + kx) {
                        let index = (sy * image.width + sx) * 4
                        sums.0 += UInt32(image.pixels[index]); sums.1 += UInt32(image.pixels[index + 1])
                        sums.2 += UInt32(image.pixels[index + 2]); sums.3 += UInt32(image.pixels[index + 3])
                    }
                }
                let index = (y * w + x) * 4
                out[index] = UInt8((sums.0 + count / 2) / count); out[index + 1] = UInt8((sums.1 + count / 2) / count)
                out[index + 2] = UInt8((sums.2 + count / 2) / count); out[index + 3] = UInt8((sums.3 + count / 2) / count)
            }
        }
        return PixelBuffer(width: w, height: h, premultiplied: out)
    }
}
