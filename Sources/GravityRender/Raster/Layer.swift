import CRasterSpans
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
/// operation checks its area against the layer once (a precondition, not
/// per pixel), then hands the rows to a kernel of `CRasterSpans` (C vector
/// code: 8 pixels per step in 16-bit lanes, AVX2 when the CPU has it).
///
/// Why C and not Swift's `SIMD` types: in a debug build (what `swift test`,
/// and so every user's snapshot test, runs) `SIMD` operations are generic
/// calls per lane, which made rendering several times slower; C vector
/// code stays vector code in debug builds, and SwiftPM can compile one C
/// function for AVX2 without flags a package dependency may not use.
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
        start + bounds.offset(ofRow: y)
    }

    @inline(__always)
    private func check(_ area: PixelRect) {
        precondition(bounds.contains(area), "span outside the layer")
    }

    /// Source-over of one premultiplied pixel at (x, y).
    @inline(__always)
    func blend(x: Int, y: Int, _ pixel: UInt32) {
        check(PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1))
        let p = row(y) + x
        p.pointee = Compositing.over(pixel, p.pointee)
    }

    /// Source-over of one premultiplied colour across `area`.
    func blend(_ area: PixelRect, _ pixel: UInt32) {
        guard !area.isEmpty, pixel != 0 else { return }
        check(area)
        if pixel >> 24 == 255 {
            gravity_fill(row(area.y0) + area.x0, bounds.width, area.width, area.height, pixel)
            return
        }
        gravity_over_color(row(area.y0) + area.x0, bounds.width, area.width, area.height, pixel)
    }

    /// Source-over of `color` scaled by 8-bit coverage: `mask` holds rows of
    /// `maskWidth` values whose top-left pixel sits at (`left`, `top`); only
    /// `area` (inside the mask and the layer) is drawn. Glyph bitmaps and
    /// corner tables.
    func blend(mask: [UInt8], maskWidth: Int, left: Int, top: Int, area: PixelRect, color: UInt32) {
        guard !area.isEmpty, color != 0 else { return }
        precondition(area.x0 >= left && area.x1 <= left + maskWidth && area.y0 >= top
                     && (area.y1 - top) * maskWidth <= mask.count, "area outside the mask")
        check(area)
        mask.withUnsafeBufferPointer { coverage in
            gravity_over_mask(row(area.y0) + area.x0, bounds.width, coverage.baseAddress! + ((area.y0 - top) * maskWidth + area.x0 - left),
                              maskWidth, area.width, area.height, color)
        }
    }

    /// Source-over of `source`'s pixels across `area` (the same canvas
    /// pixels of both), each scaled by `factor` (0…255).
    func blend(_ area: PixelRect, from source: LayerSource, factor: UInt32) {
        guard !area.isEmpty, factor > 0 else { return }
        check(area)
        source.check(area)
        gravity_over_pixels(row(area.y0) + area.x0, bounds.width, source.row(area.y0) + area.x0, source.bounds.width,
                            area.width, area.height, min(factor, 255))
    }

    /// Source-over of premultiplied pixels onto row `y` from column `x0` on
    /// (an image's resampled row).
    func blend(y: Int, from x0: Int, _ sources: [UInt32]) {
        guard !sources.isEmpty else { return }
        check(PixelRect(x0: x0, y0: y, x1: x0 + sources.count, y1: y + 1))
        sources.withUnsafeBufferPointer { from in
            gravity_over_pixels(row(y) + x0, bounds.width, from.baseAddress!, from.count, from.count, 1, 255)
        }
    }

    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        check(PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1))
        return row(y)[x]
    }
}

/// Where an image's destination columns sample a source row: two
/// neighbouring indices and the weight (0…256) of the second, every index
/// checked against the row's width when built.
struct ColumnSamples {
    let sourceWidth: Int
    fileprivate let first: [Int32], second: [Int32], weights: [UInt16]

    init(count: Int, sourceWidth: Int, _ sample: (Int) -> (index0: Int, index1: Int, weight: UInt32)) {
        var first: [Int32] = [], second: [Int32] = [], weights: [UInt16] = []
        first.reserveCapacity(count); second.reserveCapacity(count); weights.reserveCapacity(count)
        for column in 0..<count {
            let s = sample(column)
            precondition(s.index0 >= 0 && s.index0 < sourceWidth && s.index1 >= 0 && s.index1 < sourceWidth && s.weight <= 256,
                         "sample outside the source row")
            first.append(Int32(s.index0)); second.append(Int32(s.index1)); weights.append(UInt16(s.weight))
        }
        self.sourceWidth = sourceWidth
        self.first = first
        self.second = second
        self.weights = weights
    }

    var count: Int { first.count }
}

/// Whole-row resampling steps of `ImageDrawing` (the arithmetic of
/// `ImageDrawing.mix`), through the same kernels as `LayerPixels`.
enum PixelRows {
    /// Row `index` of `source` mixed horizontally at every destination column, into `out`.
    static func resample(_ source: PixelBuffer, row index: Int, _ columns: ColumnSamples, into out: inout [UInt32]) {
        precondition(source.width == columns.sourceWidth && index >= 0 && index < source.height && out.count == columns.count,
                     "row outside the source")
        guard !out.isEmpty else { return }
        source.withPackedPixels { (from: UnsafePointer<UInt32>) in
            columns.first.withUnsafeBufferPointer { first in
                columns.second.withUnsafeBufferPointer { second in
                    columns.weights.withUnsafeBufferPointer { weights in
                        out.withUnsafeMutableBufferPointer { out in
                            gravity_resample_row(out.baseAddress!, from + index * columns.sourceWidth, first.baseAddress!,
                                                 second.baseAddress!, weights.baseAddress!, out.count)
                        }
                    }
                }
            }
        }
    }

    /// `out[i]` = `a[i]` mixed with `b[i]`, `weight` (0…256) toward `b`.
    static func mix(_ a: [UInt32], _ b: [UInt32], weight: UInt32, into out: inout [UInt32]) {
        precondition(a.count == out.count && b.count == out.count && weight <= 256, "rows of different lengths")
        guard !out.isEmpty else { return }
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { out in
                    gravity_mix_rows(out.baseAddress!, a.baseAddress!, b.baseAddress!, out.count, weight)
                }
            }
        }
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
        start + bounds.offset(ofRow: y)
    }

    @inline(__always)
    fileprivate func check(_ area: PixelRect) {
        precondition(bounds.contains(area), "span outside the source layer")
    }

    /// The premultiplied pixel at (x, y).
    func pixel(x: Int, y: Int) -> UInt32 {
        check(PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1))
        return row(y)[x]
    }
}
