/// The pixels of a layer that later opaque fills overwrite, one bit per
/// pixel (canvas coordinates): the running set of `Occlusion`'s
/// back-to-front pass. Everything outside `bounds` counts as not covered.
///
/// Stored in strips of 64 columns, each strip one word per row, top to
/// bottom: a shape's rows are neighbouring words, so covering or reading
/// one touches a few short runs of memory instead of a cache line per row.
/// Words are reached through a buffer pointer; every area is checked
/// against `bounds` before its loop (a precondition or a clip), not per word.
struct CoveredPixels {
    let bounds: PixelRect
    /// Words from one strip to the next: the number of rows.
    private let stride: Int
    private var words: [UInt64]
    /// The smallest rectangle holding every covered pixel (empty at first):
    /// areas outside it need no look at the bits.
    private(set) var coveredBounds = PixelRect.empty

    init(bounds: PixelRect) {
        self.bounds = bounds
        stride = bounds.height
        words = [UInt64](repeating: 0, count: (bounds.width + 63) / 64 * bounds.height)
    }

    /// The rows of `area` (a group's layer), same columns, same bits.
    func rows(of area: PixelRect) -> CoveredPixels {
        let y0 = min(max(area.y0, bounds.y0), bounds.y1), y1 = max(y0, min(area.y1, bounds.y1))
        var copy = CoveredPixels(bounds: PixelRect(x0: bounds.x0, y0: y0, x1: bounds.x1, y1: y1))
        copy.words.removeAll(keepingCapacity: true)
        for strip in 0..<((bounds.width + 63) / 64) {
            copy.words += words[(strip * stride + y0 - bounds.y0)..<(strip * stride + y1 - bounds.y0)]
        }
        copy.coveredBounds = coveredBounds.intersection(copy.bounds)
        return copy
    }

    /// The strips of columns `x0..<x1` (relative to `bounds.x0`): the first
    /// and last and the mask of the columns inside each.
    private struct Columns {
        let first: Int, last: Int
        let firstMask: UInt64, lastMask: UInt64
        /// Words from one strip to the next.
        let stride: Int

        init(_ x0: Int, _ x1: Int, stride: Int) {
            first = x0 >> 6
            last = (x1 - 1) >> 6
            let low = (~0 as UInt64) << (x0 & 63), high = (~0 as UInt64) >> (63 - ((x1 - 1) & 63))
            firstMask = first == last ? low & high : low
            lastMask = first == last ? low & high : high
            self.stride = stride
        }

        @inline(__always)
        func mask(_ strip: Int) -> UInt64 { strip == first ? firstMask : strip == last ? lastMask : ~0 }

        /// Whether two rows (their words in strip 0) have the same bits in these columns.
        @inline(__always)
        func same(_ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>) -> Bool {
            guard (a[first * stride] ^ b[first * stride]) & firstMask == 0 else { return false }
            guard last > first else { return true }
            var strip = first + 1
            while strip < last {
                guard a[strip * stride] == b[strip * stride] else { return false }
                strip += 1
            }
            return (a[last * stride] ^ b[last * stride]) & lastMask == 0
        }
    }

    /// Marks columns `xs` of rows `ys` covered (clipped to `bounds`).
    mutating func cover(rows ys: Range<Int>, _ xs: Range<Int>) {
        let area = PixelRect(x0: xs.lowerBound, y0: ys.lowerBound, x1: xs.upperBound, y1: ys.upperBound).intersection(bounds)
        guard !area.isEmpty else { return }
        coveredBounds = coveredBounds.union(area)
        let columns = Columns(area.x0 - bounds.x0, area.x1 - bounds.x0, stride: stride), top = area.y0 - bounds.y0
        words.withUnsafeMutableBufferPointer { words in
            for strip in columns.first...columns.last {
                let column = words.baseAddress! + strip * stride + top, mask = columns.mask(strip)
                for row in 0..<area.height { column[row] |= mask }
            }
        }
    }

    /// Appends the uncovered pixels of `area` (inside `bounds`) to `parts`
    /// as disjoint rectangles: each run of uncovered columns, one rectangle
    /// for as many rows in a row as have the same covered bits there.
    /// Returns how many pixels they hold.
    func appendUncovered(_ area: PixelRect, to parts: inout [PixelRect]) -> Int {
        guard !area.isEmpty else { return 0 }
        precondition(bounds.contains(area), "area outside the covered pixels' bounds")
        let columns = Columns(area.x0 - bounds.x0, area.x1 - bounds.x0, stride: stride)
        return words.withUnsafeBufferPointer { words in
            var uncovered = 0
            // 1. Rows whose bits in the area match the first of their band extend that band.
            var bandStart = area.y0
            var band = words.baseAddress! + (area.y0 - bounds.y0), row = band
            for y in (area.y0 + 1)..<area.y1 {
                row += 1
                if columns.same(row, band) { continue }
                // 2. A band ends: one rectangle per uncovered run of its first row.
                uncovered += appendRuns(band, columns, rows: bandStart..<y, to: &parts)
                bandStart = y
                band = row
            }
            return uncovered + appendRuns(band, columns, rows: bandStart..<area.y1, to: &parts)
        }
    }

    /// The runs of zero bits of one row's `columns` (its word in strip 0),
    /// as rectangles spanning `rows`.
    private func appendRuns(_ row: UnsafePointer<UInt64>, _ columns: Columns, rows: Range<Int>,
                            to parts: inout [PixelRect]) -> Int {
        var uncovered = 0, runStart: Int? = nil
        func close(_ end: Int) {
            guard let start = runStart else { return }
            parts.append(PixelRect(x0: bounds.x0 + start, y0: rows.lowerBound, x1: bounds.x0 + end, y1: rows.upperBound))
            uncovered += (end - start) * rows.count
            runStart = nil
        }
        for strip in columns.first...columns.last {
            let open = ~row[strip * columns.stride] & columns.mask(strip)
            // Bits at or above `from` not yet turned into runs.
            var from = 0
            while from < 64 {
                if runStart == nil {
                    let starts = open & (~0 as UInt64) << from
                    guard starts != 0 else { break }
                    from = starts.trailingZeroBitCount
                    runStart = strip << 6 + from
                }
                let ends = ~open & (~0 as UInt64) << from
                guard ends != 0 else { break }
                from = ends.trailingZeroBitCount
                close(strip << 6 + from)
            }
        }
        close(columns.last << 6 + 64)
        return uncovered
    }
}
