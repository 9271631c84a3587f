import GravityCore

/// CALayer's shadow: the coverage of what a view draws, blurred, offset
/// and painted in the shadow's colour beneath the view.
extension Painter {
    /// 1. Draws the items into a layer of their own (only the part whose
    ///    shadow can land inside the current limit).
    /// 2. Takes its alpha as a mask, padded by the blur's reach.
    /// 3. Blurs the mask with three box blurs each way (a Gaussian of
    ///    standard deviation `radius` within a few per cent).
    /// 4. Paints the shadow's colour through the mask, moved by the offset
    ///    (rounded to whole device pixels).
    func drawShadow(_ shadow: SceneShadow, of items: [SceneItem], visible: OcclusionPlan.Visible, into layer: inout Layer) throws {
        let color = PixelBuffer.packed(shadow.color)
        guard color != 0 else { return }
        let geometry = ShadowGeometry(shadow, scale: scale)
        let drawn = items.reduce(PixelRect.empty) { $0.union(deviceBounds(of: $1)) }
        let cast = geometry.cast(drawn).intersection(layer.limit)
        guard !cast.isEmpty else { return }
        // 1. The pixels whose blur reaches `cast`.
        let source = geometry.grown(cast.offset(-geometry.dx, -geometry.dy)).intersection(drawn)
        guard !source.isEmpty else { return }
        let mask = geometry.grown(source)
        try layers.reserve(2 * mask.width * mask.height)
        defer { layers.release(2 * mask.width * mask.height) }
        var inner = Painter(scale: scale, glyphs: glyphs, corners: corners)
        inner.layers = layers
        var sourceLayer = Layer(buffer: PixelBuffer(width: source.width, height: source.height), originX: source.x0, originY: source.y0)
        try inner.draw(items, into: &sourceLayer)
        // 2. Alpha into the padded mask.
        var alpha = [Int32](repeating: 0, count: mask.width * mask.height)
        sourceLayer.withSourcePixels { from in
            for y in source.y0..<source.y1 {
                for x in source.x0..<source.x1 {
                    alpha[(y - mask.y0) * mask.width + x - mask.x0] = Int32(from.pixel(x: x, y: y) >> 24) << 8
                }
            }
        }
        // 3. The blur.
        for box in geometry.boxes {
            BoxBlur.pass(&alpha, width: mask.width, height: mask.height, radius: box, horizontal: true)
            BoxBlur.pass(&alpha, width: mask.width, height: mask.height, radius: box, horizontal: false)
        }
        let coverage = alpha.map { UInt8(clamping: ($0 + 128) >> 8) }
        // 4. The colour through the mask, where it was moved to.
        let left = mask.x0 + geometry.dx, top = mask.y0 + geometry.dy
        let placed = PixelRect(x: left, y: top, width: mask.width, height: mask.height)
        occlusion.forEachPart(visible, limit: cast.intersection(placed)) { part in
            guard !part.isEmpty else { return }
            layer.withPixels { $0.blend(mask: coverage, maskWidth: mask.width, left: left, top: top, area: part, color: color) }
        }
    }
}

/// A shadow's blur and offset in device pixels.
struct ShadowGeometry {
    let dx: Int, dy: Int
    /// Box radii of the three passes (none for a sharp shadow).
    let boxes: [Int]
    /// How far the blur spreads a pixel each way.
    let reach: Int
    /// The widest blur drawn, device pixels of standard deviation: a wider
    /// one spreads a view's shadow thinner than a level of 8-bit alpha
    /// across a phone screen, and its mask would cost hundreds of megabytes.
    static let maxSigma = 256.0

    init(_ shadow: SceneShadow, scale: Double) {
        dx = Int(clampedPixels(shadow.offsetX * scale).rounded())
        dy = Int(clampedPixels(shadow.offsetY * scale).rounded())
        boxes = BoxBlur.radii(sigma: min(Self.maxSigma, max(0, shadow.radius.isFinite ? shadow.radius : 0) * scale))
        reach = boxes.reduce(0, +) + 1
    }

    func grown(_ rect: PixelRect) -> PixelRect {
        rect.isEmpty ? rect : PixelRect(x0: rect.x0 - reach, y0: rect.y0 - reach, x1: rect.x1 + reach, y1: rect.y1 + reach)
    }

    /// Where the shadow of pixels `drawn` may land.
    func cast(_ drawn: PixelRect) -> PixelRect { grown(drawn.offset(dx, dy)) }
}

/// Three box blurs approximating a Gaussian (the widths of Kovesi's
/// "Fast almost-Gaussian filtering", 2010), on values scaled by 256.
enum BoxBlur {
    /// The radius of each of three boxes for standard deviation `sigma` (pixels).
    static func radii(sigma: Double) -> [Int] {
        guard sigma >= 0.5 else { return [] }
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// One box pass of radius `radius` along rows or columns; values
    /// outside the buffer are 0 (the mask is padded by the blur's reach).
    static func pass(_ values: inout [Int32], width: Int, height: Int, radius: Int, horizontal: Bool) {
        guard radius > 0, width > 0, height > 0 else { return }
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let window = Int64(2 * radius + 1)
        var line = [Int32](repeating: 0, count: length)
        for index in 0..<lines {
            func at(_ i: Int) -> Int { horizontal ? index * width + i : i * width + index }
            for i in 0..<length { line[i] = values[at(i)] }
            var sum: Int64 = 0
            for i in 0..<min(radius, length) { sum += Int64(line[i]) }
            for i in 0..<length {
                if i + radius < length { sum += Int64(line[i + radius]) }
                if i - radius - 1 >= 0 { sum -= Int64(line[i - radius - 1]) }
                values[at(i)] = Int32((sum + window / 2) / window)
            }
        }
    }
}

extension PixelRect {
    /// The rectangle moved by whole pixels.
    func offset(_ dx: Int, _ dy: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
