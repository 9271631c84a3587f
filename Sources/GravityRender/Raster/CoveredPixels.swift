/// The pixels of a layer that later opaque fills overwrite, one bit per
/// pixel (rows of 64-bit words, canvas coordinates): the running set of
/// `Occlusion`'s back-to-front pass. Rows are read and written a word at a
/// time through a buffer pointer; every area is checked against `bounds`
/// before its loop (a precondition or a clip), not per word.
struct CoveredPixels {
    let bounds: PixelRect
    private let wordsPerRow: Int
    private var words: [UInt64]
    /// The smallest rectangle holding every covered pixel (empty at first):
    /// areas outside it need no look at the bits.
    private(set) var coveredBounds = PixelRect.empty

    init(bounds: PixelRect) {
        self.bounds = bounds
        wordsPerRow = (bounds.width + 63) / 64
        words = [UInt64](repeating: 0, count: wordsPerRow * bounds.height)
    }

    /// The rows of `area` (a group's layer), same columns, same bits.
    func rows(of area: PixelRect) -> CoveredPixels {
        let y0 = min(max(area.y0, bounds.y0), bounds.y1), y1 = max(y0, min(area.y1, bounds.y1))
        var copy = CoveredPixels(bounds: PixelRect(x0: bounds.x0, y0: y0, x1: bounds.x1, y1: y1))
        copy.words = Array(words[((y0 - bounds.y0) * wordsPerRow)..<((y1 - bounds.y0) * wordsPerRow)])
        copy.coveredBounds = coveredBounds.intersection(copy.bounds)
        return copy
    }

    /// The words of columns `x0..<x1` (relative to `bounds.x0`): the first
    /// and last index and the mask of the columns inside each.
    private struct Columns {
        let first: Int, last: Int
        let firstMask: UInt64, lastMask: UInt64

        init(_ x0: Int, _ x1: Int) {
            first = x0 >> 6
            last = (x1 - 1) >> 6
            let low = (~0 as UInt64) << (x0 & 63), high = (~0 as UInt64) >> (63 - ((x1 - 1) & 63))
            firstMask = first == last ? low & high : low
            lastMask = first == last ? low & high : high
        }

        @inline(__always)
        func mask(_ word: Int) -> UInt64 { word == first ? firstMask : word == last ? lastMask : ~0 }

        /// Whether two rows have the same bits in these columns.
        @inline(__always)
        func same(_ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>) -> Bool {
            guard (a[first] ^ b[first]) & firstMask == 0 else { return false }
            guard last > first else { return true }
            var word = first + 1
            while word < last {
                guard a[word] == b[word] else { return false }
                word += 1
            }
            return (a[last] ^ b[last]) & lastMask == 0
        }
    }

    /// Marks columns `xs` of rows `ys` covered (clipped to `bounds`).
    mutating func cover(rows ys: Range<Int>, _ xs: Range<Int>) {
        let area = PixelRect(x0: xs.lowerBound, y0: ys.lowerBound, x1: xs.upperBound, y1: ys.upperBound).intersection(bounds)
        guard !area.isEmpty else { return }
        coveredBounds = coveredBounds.union(area)
        let columns = Columns(area.x0 - bounds.x0, area.x1 - bounds.x0), wordsPerRow = wordsPerRow
        words.withUnsafeMutableBufferPointer { words in
            var row = words.baseAddress! + (area.y0 - bounds.y0) * wordsPerRow
            for _ in area.y0..<area.y1 {
                row[columns.first] |= columns.firstMask
                if columns.last > columns.first {
                    var word = columns.first + 1
                    while word < columns.last { row[word] = ~0; word += 1 }
                    row[columns.last] |= columns.lastMask
                }
                row += wordsPerRow
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
        let columns = Columns(area.x0 - bounds.x0, area.x1 - bounds.x0), wordsPerRow = wordsPerRow
        return words.withUnsafeBufferPointer { words in
            var uncovered = 0
            // 1. Rows whose bits in the area match the first of their band extend that band.
            let start = words.baseAddress! + (area.y0 - bounds.y0) * wordsPerRow
            var bandStart = area.y0, band = start, row = start
            for y in (area.y0 + 1)..<area.y1 {
                row += wordsPerRow
                if columns.same(row, band) { continue }
                // 2. A band ends: one rectangle per uncovered run of its first row.
                uncovered += appendRuns(band, columns, rows: bandStart..<y, to: &parts)
                bandStart = y
                band = row
            }
            return uncovered + appendRuns(band, columns, rows: bandStart..<area.y1, to: &parts)
        }
    }

    /// The runs of zero bits of one row's `columns`, as rectangles spanning `rows`.
    private func appendRuns(_ row: UnsafePointer<UInt64>, _ columns: Columns, rows: Range<Int>,
                            to parts: inout [PixelRect]) -> Int {
        var uncovered = 0, runStart: Int? = nil
        func close(_ end: Int) {
            guard let start = runStart else { return }
            parts.append(PixelRect(x0: bounds.x0 + start, y0: rows.lowerBound, x1: bounds.x0 + end, y1: rows.upperBound))
            uncovered += (end - start) * rows.count
            runStart = nil
        }
        for word in columns.first...columns.last {
            let open = ~row[word] & columns.mask(word)
            // Bits at or above `from` not yet turned into runs.
            var from = 0
            while from < 64 {
                if runStart == nil {
                    let starts = open & (~0 as UInt64) << from
                    guard starts != 0 else { break }
                    from = starts.trailingZeroBitCount
                    runStart = word << 6 + from
                }
                let ends = ~open & (~0 as UInt64) << from
                guard ends != 0 else { break }
                from = ends.trailingZeroBitCount
                close(word << 6 + from)
            }
        }
        close(columns.last << 6 + 64)
        return uncovered
    }
}
