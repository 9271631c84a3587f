import GravityCore

/// Items drawn through an affine transform (a view's `transform.*`).
extension Painter {
    /// The largest factor the untransformed items are drawn at beyond the
    /// canvas scale: enough for a 4× magnification to stay sharp.
    static let maxTransformOversampling = 4.0

    /// 1. Draws the items untransformed into a layer of their own, at the
    ///    canvas scale times the transform's stretch (so magnified text and
    ///    corners stay sharp and shrunk ones are set at their final size).
    /// 2. Maps each destination pixel's centre back through the inverse
    ///    transform and samples that layer bilinearly, transparent outside
    ///    it, which anti-aliases rotated edges; a whole-pixel translation
    ///    copies pixels exactly.
    func drawTransformed(_ items: [SceneItem], _ transform: Transform2D, visible: OcclusionPlan.Visible,
                         into layer: inout Layer) throws {
        // A scale of 0 flattens the view to nothing.
        guard let inverse = transform.inverted else { return }
        let destination = transformedBounds(items, transform).intersection(layer.limit)
        guard !destination.isEmpty else { return }
        let sourceScale = scale * min(Self.maxTransformOversampling, max(1 / Self.maxTransformOversampling, transform.largestStretch))
        var inner = Painter(scale: sourceScale, glyphs: glyphs, corners: corners)
        inner.layers = layers
        // The source pixels the destination samples (one more each side for bilinear).
        let wanted = inverse.boundingBox(of: Rect(x: Double(destination.x0) / scale, y: Double(destination.y0) / scale,
                                                  width: Double(destination.width) / scale, height: Double(destination.height) / scale))
        let drawn = items.reduce(PixelRect.empty) { $0.union(inner.deviceBounds(of: $1)) }
        let source = Self.outer(wanted, scale: sourceScale, margin: 1).intersection(drawn)
        guard !source.isEmpty else { return }
        try layers.reserve(source.width * source.height)
        defer { layers.release(source.width * source.height) }
        var sourceLayer = Layer(buffer: PixelBuffer(width: source.width, height: source.height), originX: source.x0, originY: source.y0)
        try inner.draw(items, into: &sourceLayer)

        let toSource = inverse.then(.scale(x: sourceScale, y: sourceScale))
        occlusion.forEachPart(visible, limit: destination) { part in
            guard !part.isEmpty else { return }
            var row = [UInt32](repeating: 0, count: part.width)
            sourceLayer.withSourcePixels { from in
                layer.withPixels { pixels in
                    for y in part.y0..<part.y1 {
                        for x in part.x0..<part.x1 {
                            let centre = toSource.apply(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                            row[x - part.x0] = Self.bilinear(from, x: centre.x - 0.5, y: centre.y - 0.5)
                        }
                        pixels.blend(y: y, from: part.x0, row)
                    }
                }
            }
        }
    }

    /// Device pixels the transformed items may touch.
    func transformedBounds(_ items: [SceneItem], _ transform: Transform2D) -> PixelRect {
        let bounds = items.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) }
        guard !bounds.isEmpty else { return .empty }
        let points = Rect(x: Double(bounds.x0) / scale, y: Double(bounds.y0) / scale,
                          width: Double(bounds.width) / scale, height: Double(bounds.height) / scale)
        return Self.outer(transform.boundingBox(of: points), scale: scale, margin: 1)
    }

    /// The whole device pixels covering `rect` (points) at `scale`, grown by `margin`.
    static func outer(_ rect: Rect, scale: Double, margin: Int) -> PixelRect {
        func down(_ v: Double) -> Int { Int(clampedPixels(v * scale).rounded(.down)) }
        func up(_ v: Double) -> Int { Int(clampedPixels(v * scale).rounded(.up)) }
        return PixelRect(x0: down(rect.x) - margin, y0: down(rect.y) - margin, x1: up(rect.maxX) + margin, y1: up(rect.maxY) + margin)
    }

    /// The premultiplied pixel at continuous pixel position (x, y) (pixel
    /// centres at whole numbers), mixed from its four neighbours in 1/256
    /// steps; pixels outside the source are transparent.
    static func bilinear(_ source: LayerSource, x: Double, y: Double) -> UInt32 {
        guard x > Double(source.bounds.x0 - 1), y > Double(source.bounds.y0 - 1),
              x < Double(source.bounds.x1), y < Double(source.bounds.y1) else { return 0 }
        let left = x.rounded(.down), top = y.rounded(.down)
        let i = Int(left), j = Int(top)
        let wx = UInt32(((x - left) * 256).rounded()), wy = UInt32(((y - top) * 256).rounded())
        func at(_ i: Int, _ j: Int) -> UInt32 {
            source.bounds.contains(x: i) && source.bounds.contains(y: j) ? source.pixel(x: i, y: j) : 0
        }
        let p00 = at(i, j), p10 = at(i + 1, j), p01 = at(i, j + 1), p11 = at(i + 1, j + 1)
        if wx == 0 && wy == 0 { return p00 }
        let w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy), w01 = (256 - wx) * wy, w11 = wx * wy
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            func channel(_ p: UInt32) -> UInt32 { (p >> shift) & 0xFF }
            let sum = channel(p00) * w00 + channel(p10) * w10 + channel(p01) * w01 + channel(p11) * w11
            result |= min(255, (sum + 32768) >> 16) << shift
        }
        return result
    }
}
