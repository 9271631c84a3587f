import GravityCore

/// Draws an image into its destination rectangle.
///
/// Resampling: bilinear interpolation of premultiplied pixels (so
/// transparent pixels never bleed colour), sampled at pixel centres. When
/// the image shrinks by more than 2× on an axis, it is first reduced by an
/// integer box filter (the average of each k × k block, like picking a
/// mipmap level), so downscaled images do not alias. Fractional edges of
/// the destination get partial coverage like any other shape.
///
/// Each destination pixel mixes horizontally within the two source rows
/// around it, then vertically. The horizontal mixes depend only on the
/// source row, so each source row is mixed once and kept while destination
/// rows still use it; the vertical mix is one weight for the whole row.
struct ImageDrawing {
    let image: SceneImage
    /// Device pixels per point.
    let scale: Double

    /// Draws the pixels of the image that fall in `part` (canvas device pixels).
    func draw(within part: PixelRect, into layer: inout Layer) {
        let left = image.rect.x * scale, top = image.rect.y * scale
        let width = image.rect.width * scale, height = image.rect.height * scale
        guard width > 0, height > 0, image.pixels.width > 0, image.pixels.height > 0 else { return }
        let shape = ShapeCoverage(RoundedRect(rect: image.rect), scale: scale)
        let bounds = shape.pixelBounds.intersection(layer.limit).intersection(part)
        guard !bounds.isEmpty else { return }
        let reduced = Self.reduced(image.pixels, toward: width, height)
        let sourceWidth = reduced.width
        let tint = image.tint.map { PixelBuffer.packed($0) }

        // Per-column source indices and weights, computed once.
        let columns = ColumnSamples(count: bounds.width, sourceWidth: sourceWidth) { column in
            Self.sample(at: (Double(bounds.x0 + column) + 0.5 - left) / width * Double(sourceWidth) - 0.5, count: sourceWidth)
        }
        // The source rows around the current destination row, mixed
        // horizontally at every destination column; their buffers are reused.
        var upper = (index: -1, pixels: [UInt32](repeating: 0, count: bounds.width))
        var lower = (index: -1, pixels: [UInt32](repeating: 0, count: bounds.width))
        var row = [UInt32](repeating: 0, count: bounds.width)
        layer.withPixels { pixels in
            for y in bounds.y0..<bounds.y1 {
                let sample = Self.sample(at: (Double(y) + 0.5 - top) / height * Double(reduced.height) - 0.5, count: reduced.height)
                if upper.index != sample.index0 {
                    if sample.index0 == lower.index {
                        swap(&upper, &lower)
                    } else {
                        PixelRows.resample(reduced, row: sample.index0, columns, into: &upper.pixels)
                        upper.index = sample.index0
                    }
                }
                if lower.index != sample.index1 {
                    if sample.index1 == upper.index {
                        lower = upper
                    } else {
                        PixelRows.resample(reduced, row: sample.index1, columns, into: &lower.pixels)
                        lower.index = sample.index1
                    }
                }
                PixelRows.mix(upper.pixels, lower.pixels, weight: sample.weight, into: &row)
                if let tint {
                    for i in row.indices { row[i] = Compositing.scale(tint, row[i] >> 24) }
                }
                coverEdges(of: shape, y: y, bounds: bounds, &row)
                pixels.blend(y: y, from: bounds.x0, row)
            }
        }
    }

    /// Scales the pixels of `row` (columns `bounds.x0…`) that the
    /// destination covers only partly: the two ends, or a whole fractional row.
    private func coverEdges(of shape: ShapeCoverage, y: Int, bounds: PixelRect, _ row: inout [UInt32]) {
        let edges = shape.row(y)
        let i0 = min(max(edges.interiorStart, bounds.x0), bounds.x1), i1 = max(min(edges.interiorEnd, bounds.x1), i0)
        for x in bounds.x0..<i0 { row[x - bounds.x0] = Compositing.scale(row[x - bounds.x0], Compositing.factor(shape.coverage(x: x, y: y))) }
        if edges.interior < 1 {
            let factor = Compositing.factor(edges.interior)
            for x in i0..<i1 { row[x - bounds.x0] = Compositing.scale(row[x - bounds.x0], factor) }
        }
        for x in i1..<bounds.x1 { row[x - bounds.x0] = Compositing.scale(row[x - bounds.x0], Compositing.factor(shape.coverage(x: x, y: y))) }
    }

    /// Two neighbouring source indices and the weight (0…256) of the second.
    private static func sample(at position: Double, count: Int) -> (index0: Int, index1: Int, weight: UInt32) {
        let clamped = min(max(position, 0), Double(count - 1))
        let index0 = Int(clamped.rounded(.down))
        let index1 = min(index0 + 1, count - 1)
        return (index0, index1, UInt32(((clamped - Double(index0)) * 256).rounded()))
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
