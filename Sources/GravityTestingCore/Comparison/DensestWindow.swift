/// The most counted differences in any N×N window of the image (pixelmatch
/// main's `windowSize`): a few scattered pixels and a dense patch of the
/// same count tell apart. N is clamped to the image's sides, as pixelmatch
/// clamps it, so a window as large as the image counts them all.
enum DensestWindow {
    /// 1. Column sums over the last N rows, updated row by row (add the row
    ///    entering, subtract the one leaving).
    /// 2. Once N rows are in, a running sum over N columns gives every
    ///    window of that band; the largest is kept.
    static func count(_ counted: [UInt8], width: Int, height: Int, size: Int) -> Int {
        guard width > 0, height > 0 else { return 0 }
        let n = max(1, min(size, width, height))
        var columns = [Int](repeating: 0, count: width)
        var densest = 0
        for y in 0..<height {
            for x in 0..<width {
                columns[x] += Int(counted[y * width + x])
                if y >= n { columns[x] -= Int(counted[(y - n) * width + x]) }
            }
            guard y >= n - 1 else { continue }
            var sum = 0
            for x in 0..<width {
                sum += columns[x]
                if x >= n { sum -= columns[x - n] }
                if x >= n - 1 { densest = max(densest, sum) }
            }
        }
        return densest
    }
}
