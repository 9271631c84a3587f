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
/// per pixel), then runs SIMD kernels over 8 pixels at a time that give
/// exactly `Compositing`'s results.
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
        if pixel >> 24 == 255 {
            (row(y) + xs.lowerBound).update(repeating: pixel, count: xs.count)
            return
        }
        let span = Kernels.ConstantOver(pixel)
        var p = row(y) + xs.lowerBound
        let end = row(y) + xs.upperBound
        while end - p >= 8 {
            let raw = UnsafeMutableRawPointer(p)
            raw.storeBytes(of: span.apply(raw.loadUnaligned(as: SIMD8<UInt32>.self)), as: SIMD8<UInt32>.self)
            p += 8
        }
        while p < end {
            p.pointee = span.apply(p.pointee)
            p += 1
        }
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
            let base = coverage.baseAddress!
            for y in area.y0..<area.y1 {
                var c = base + ((y - top) * maskWidth + area.x0 - left)
                var p = row(y) + area.x0
                let end = row(y) + area.x1
                while end - p >= 8 {
                    let raw = UnsafeMutableRawPointer(p)
                    let factors = UnsafeRawPointer(c).loadUnaligned(as: UInt64.self)
                    if factors != 0 {
                        let source = Kernels.scaled(color, by: Kernels.widened(factors))
                        raw.storeBytes(of: Kernels.over(source, raw.loadUnaligned(as: SIMD8<UInt32>.self)), as: SIMD8<UInt32>.self)
                    }
                    p += 8
                    c += 8
                }
                while p < end {
                    let factor = UInt32(c.pointee)
                    if factor > 0 { p.pointee = Compositing.over(Compositing.scale(color, factor), p.pointee) }
                    p += 1
                    c += 1
                }
            }
        }
    }

    /// Source-over of `source`'s pixels across `xs` of row `y` (the same
    /// canvas pixels of both), each scaled by `factor` (0…255).
    func blend(y: Int, _ xs: Range<Int>, from source: LayerSource, factor: UInt32) {
        guard !xs.isEmpty, factor > 0 else { return }
        check(y, xs)
        source.check(y, xs)
        var from = source.row(y) + xs.lowerBound
        var p = row(y) + xs.lowerBound
        let end = row(y) + xs.upperBound
        while end - p >= 8 {
            let raw = UnsafeMutableRawPointer(p)
            var pixels = UnsafeRawPointer(from).loadUnaligned(as: SIMD8<UInt32>.self)
            if factor < 255 { pixels = Kernels.scale(pixels, by: factor) }
            raw.storeBytes(of: Kernels.over(pixels, raw.loadUnaligned(as: SIMD8<UInt32>.self)), as: SIMD8<UInt32>.self)
            p += 8
            from += 8
        }
        while p < end {
            let pixel = factor == 255 ? from.pointee : Compositing.scale(from.pointee, factor)
            p.pointee = Compositing.over(pixel, p.pointee)
            p += 1
            from += 1
        }
    }

    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        check(y, x..<(x + 1))
        return row(y)[x]
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

/// `Compositing` on 8 pixels at once, in 16-bit lanes: the classic
/// two-channels-per-word split (r and b, then g and a, each in its own
/// 16-bit lane) reinterpreted as `SIMD16<UInt16>`, so every product is one
/// 16-bit vector multiply. Exact: the same rounded division by 255.
private enum Kernels {
    typealias Pixels = SIMD8<UInt32>
    typealias Lanes = SIMD16<UInt16>

    /// The same 32 bytes as 16-bit lanes, and back.
    @inline(__always)
    static func lanes(_ words: Pixels) -> Lanes { unsafeBitCast(words, to: Lanes.self) }
    @inline(__always)
    static func words(_ lanes: Lanes) -> Pixels { unsafeBitCast(lanes, to: Pixels.self) }

    /// `value × factor / 255` per lane, rounded (values and factors 0…255).
    @inline(__always)
    static func scale(_ values: Lanes, _ factors: Lanes) -> Lanes {
        let t = values &* factors &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Each pixel's channels scaled by factors given as lanes (each pixel's
    /// factor repeated in both lanes of its word).
    @inline(__always)
    static func scale(_ pixels: Pixels, _ factors: Lanes) -> Pixels {
        let rb = scale(lanes(pixels & 0x00ff_00ff), factors)
        let ag = scale(lanes((pixels &>> 8) & 0x00ff_00ff), factors)
        return words(rb) | words(ag) &<< 8
    }

    /// Each pixel scaled by one factor 0…255.
    @inline(__always)
    static func scale(_ pixels: Pixels, by factor: UInt32) -> Pixels {
        scale(pixels, Lanes(repeating: UInt16(factor)))
    }

    /// 8 bytes (little-endian in a UInt64) as 8 words.
    @inline(__always)
    static func widened(_ bytes: UInt64) -> Pixels {
        var words = Pixels()
        for i in 0..<8 { words[i] = UInt32(truncatingIfNeeded: bytes >> (8 * UInt64(i))) & 0xff }
        return words
    }

    /// One colour scaled by 8 per-pixel factors (a coverage mask's row).
    @inline(__always)
    static func scaled(_ color: UInt32, by factors: Pixels) -> Pixels {
        scale(Pixels(repeating: color), lanes(factors | factors &<< 16))
    }

    /// `source + destination × (1 − source alpha)` for 8 pixels.
    @inline(__always)
    static func over(_ source: Pixels, _ destination: Pixels) -> Pixels {
        let inverse = 255 &- (source &>> 24)
        return source &+ scale(destination, lanes(inverse | inverse &<< 16))
    }

    /// Source-over of one constant colour, with its lanes prepared once per span.
    struct ConstantOver {
        let source: UInt32, inverse: UInt32
        let sourceWords: Pixels, inverseLanes: Lanes

        init(_ source: UInt32) {
            self.source = source
            inverse = 255 - source >> 24
            sourceWords = Pixels(repeating: source)
            inverseLanes = Lanes(repeating: UInt16(inverse))
        }

        @inline(__always)
        func apply(_ destination: UInt32) -> UInt32 { source &+ Compositing.scale(destination, inverse) }

        @inline(__always)
        func apply(_ destination: Pixels) -> Pixels { sourceWords &+ scale(destination, inverseLanes) }
    }
}
