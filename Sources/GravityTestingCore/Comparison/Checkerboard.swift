/// The background pixelmatch 7 blends translucent pixels on (index.js
/// `colorDelta`): per channel 48 or 207, chosen by the pixel's byte offset
/// k in the image (k mod 2, ⌊k / φ⌋ mod 2, ⌊k / φ²⌋ mod 2), so a pixel's
/// alpha matters whatever its colour. Computed exactly as JavaScript does
/// (`k / 1.618… | 0` truncates to a 32-bit integer).
enum Checkerboard {
    @inline(__always)
    static func background(byteOffset k: Int) -> (Double, Double, Double) {
        (48 + 159 * Double(k % 2),
         48 + 159 * Double(int32(Double(k) / 1.618033988749895) % 2),
         48 + 159 * Double(int32(Double(k) / 2.618033988749895) % 2))
    }

    /// White, the background before pixelmatch 7 (`checkerboard: false`).
    static let white = (255.0, 255.0, 255.0)

    /// JavaScript's `x | 0` for a finite x ≥ 0.
    @inline(__always)
    private static func int32(_ x: Double) -> Int32 { Int32(truncatingIfNeeded: Int64(x)) }
}
