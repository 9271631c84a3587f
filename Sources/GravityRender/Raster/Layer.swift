import GravityCore

/// A pixel buffer placed at `(originX, originY)` in canvas device pixels. Group
/// layers are only as large as what the group draws, so nested opacity and
/// clips cost in proportion to their area, not the canvas.
struct Layer {
    var buffer: PixelBuffer
    let originX: Int
    let originY: Int
    /// Where drawing may touch (canvas device pixels): the buffer, narrowed
    /// by pixel-aligned rectangular clips, which need no layer of their own.
    var limit: PixelRect

    init(buffer: PixelBuffer, originX: Int, originY: Int) {
        self.buffer = buffer
        self.originX = originX
        self.originY = originY
        limit = PixelRect(x0: originX, y0: originY, x1: originX + buffer.width, y1: originY + buffer.height)
    }

    var bounds: PixelRect {
        PixelRect(x0: originX, y0: originY, x1: originX + buffer.width, y1: originY + buffer.height)
    }

    /// Runs `body` with span access to the pixels (canvas coordinates).
    @inline(__always)
    mutating func withPixels<R>(_ body: (LayerPixels) throws -> R) rethrows -> R {
        let bounds = bounds
        return try buffer.withPackedPixels { try body(LayerPixels(start: $0, bounds: bounds)) }
    }

    /// Runs `body` with read-only span access to the pixels (canvas coordinates).
    @inline(__always)
    func withSourcePixels<R>(_ body: (LayerSource) throws -> R) rethrows -> R {
        let bounds = bounds
        return try buffer.withPackedPixels { (start: UnsafePointer<UInt32>) in try body(LayerSource(start: start, bounds: bounds)) }
    }
}

/// A layer's pixels during one drawing call, addressed in canvas device
/// pixels: the one place the raster backend writes memory directly. Every
/// operation checks its span against the layer once (a precondition, not
/// per pixel), then runs a loop with no branch per pixel, which the
/// optimiser turns into vector code (SSE2: 4 pixels per instruction).
///
/// Why not Swift's `SIMD` types: in a debug build (what `swift test` runs,
/// and so every snapshot test of a user) their operations are generic calls
/// per lane, which made rendering several times slower than this scalar
/// form; in a release build both compile to the same vector instructions.
/// Valid only inside `Layer.withPixels`.
struct LayerPixels {
    private let start: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect

    fileprivate init(start: UnsafeMutablePointer<UInt32>, bounds: PixelRect) {
        self.start = start
        self.bounds = bounds
    }

    /// The pixel at canvas column 0 of row `y` (may lie outside the buffer;
    /// only offsets inside `bounds` are dereferenced).
    @inline(__always)
    private func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        start + ((y - bounds.y0) * bounds.width - bounds.x0)
    }

    @inline(__always)
    private func check(_ y: Int, _ xs: Range<Int>) {
        precondition(y >= bounds.y0 && y < bounds.y1 && xs.lowerBound >= bounds.x0 && xs.upperBound <= bounds.x1,
                     "span outside the layer")
    }

    /// Source-over of one premultiplied pixel at (x, y).
    @inline(__always)
    func blend(x: Int, y: Int, _ pixel: UInt32) {
        check(y, x..<(x + 1))
        let p = row(y) + x
        p.pointee = Compositing.over(pixel, p.pointee)
    }

    /// Sets `xs` of row `y` to an opaque pixel.
    func fill(y: Int, _ xs: Range<Int>, with pixel: UInt32) {
        guard !xs.isEmpty else { return }
        check(y, xs)
        (row(y) + xs.lowerBound).update(repeating: pixel, count: xs.count)
    }

    /// Source-over of one premultiplied colour across `xs` of row `y`.
    func blend(y: Int, _ xs: Range<Int>, _ pixel: UInt32) {
        guard !xs.isEmpty, pixel != 0 else { return }
        check(y, xs)
        let p = row(y) + xs.lowerBound
        if pixel >> 24 == 255 {
            p.update(repeating: pixel, count: xs.count)
            return
        }
        let inverse = 255 - pixel >> 24
        for i in 0..<xs.count { p[i] = pixel &+ Compositing.scale(p[i], inverse) }
    }

    /// Source-over of `color` scaled by 8-bit coverage: `mask` holds rows of
    /// `maskWidth` values whose top-left pixel sits at (`left`, `top`); only
    /// `area` (inside the mask and the layer) is drawn. Glyph bitmaps.
    func blend(mask: [UInt8], maskWidth: Int, left: Int, top: Int, area: PixelRect, color: UInt32) {
        guard !area.isEmpty, color != 0 else { return }
        precondition(area.x0 >= left && area.x1 <= left + maskWidth && area.y0 >= top
                     && (area.y1 - top) * maskWidth <= mask.count, "area outside the mask")
        check(area.y0, area.x0..<area.x1)
        check(area.y1 - 1, area.x0..<area.x1)
        mask.withUnsafeBufferPointer { coverage in
            for y in area.y0..<area.y1 {
                let c = coverage.baseAddress! + ((y - top) * maskWidth + area.x0 - left)
                let p = row(y) + area.x0
                for i in 0..<area.width { p[i] = Compositing.overAny(Compositing.scale(color, UInt32(c[i])), p[i]) }
            }
        }
    }

    /// Source-over of `source`'s pixels across `xs` of row `y` (the same
    /// canvas pixels of both), each scaled by `factor` (0…255).
    func blend(y: Int, _ xs: Range<Int>, from source: LayerSource, factor: UInt32) {
        guard !xs.isEmpty, factor > 0 else { return }
        check(y, xs)
        source.check(y, xs)
        let from = source.row(y) + xs.lowerBound
        let p = row(y) + xs.lowerBound
        if factor == 255 {
            for i in 0..<xs.count { p[i] = Compositing.overAny(from[i], p[i]) }
        } else {
            for i in 0..<xs.count { p[i] = Compositing.overAny(Compositing.scale(from[i], factor), p[i]) }
        }
    }

    /// Source-over of premultiplied pixels onto row `y` from column `x0` on
    /// (an image's resampled row).
    func blend(y: Int, from x0: Int, _ sources: [UInt32]) {
        guard !sources.isEmpty else { return }
        check(y, x0..<(x0 + sources.count))
        let p = row(y) + x0
        sources.withUnsafeBufferPointer { from in
            for i in 0..<from.count { p[i] = Compositing.overAny(from[i], p[i]) }
        }
    }

    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        check(y, x..<(x + 1))
        return row(y)[x]
    }
}

extension PixelBuffer {
    /// The pixels as packed UInt32s (see `Compositing`), copied.
    var packedWords: [UInt32] {
        withPackedPixels { (start: UnsafePointer<UInt32>) in Array(UnsafeBufferPointer(start: start, count: width * height)) }
    }
}

/// Read-only canvas-addressed access to a layer's pixels (a group layer
/// being composited). Valid only inside `Layer.withSourcePixels`.
struct LayerSource {
    private let start: UnsafePointer<UInt32>
    let bounds: PixelRect

    fileprivate init(start: UnsafePointer<UInt32>, bounds: PixelRect) {
        self.start = start
        self.bounds = bounds
    }

    @inline(__always)
    fileprivate func row(_ y: Int) -> UnsafePointer<UInt32> {
        start + ((y - bounds.y0) * bounds.width - bounds.x0)
    }

    @inline(__always)
    fileprivate func check(_ y: Int, _ xs: Range<Int>) {
        precondition(y >= bounds.y0 && y < bounds.y1 && xs.lowerBound >= bounds.x0 && xs.upperBound <= bounds.x1,
                     "span outside the source layer")
    }

    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        check(y, x..<(x + 1))
        return row(y)[x]
    }
}
