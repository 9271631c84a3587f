/// The diff picture (pixelmatch's output): the expected image as faded
/// grey, differences red, anti-aliasing yellow. Opaque.
struct DiffImage {
    private(set) var image: RGBAImage

    /// pixelmatch's `drawGrayPixel` with alpha 0.1: the pixel's luma, blended
    /// with white at 10 % of its own alpha, truncated as storing into the
    /// byte buffer of pixelmatch's own command line (pngjs) truncates.
    init(faded source: RGBAImage) {
        var rgba = [UInt8](repeating: 255, count: source.rgba.count)
        source.rgba.withUnsafeBufferPointer { input in
            rgba.withUnsafeMutableBufferPointer { output in
                for index in stride(from: 0, to: input.count, by: 4) {
                    let luma = ColorDistance.luma(Double(input[index]), Double(input[index + 1]), Double(input[index + 2]))
                    let alpha = 0.1 * Double(input[index + 3]) / 255
                    let gray = UInt8(clamping: Int(255 + (luma - 255) * alpha))
                    output[index] = gray
                    output[index + 1] = gray
                    output[index + 2] = gray
                }
            }
        }
        image = RGBAImage(width: source.width, height: source.height, rgba: rgba)
    }

    /// Paints into `diff`'s pixels (when there is a diff) for the duration
    /// of `body`, from several threads at once if each paints its own rows.
    static func withMarker<T>(_ diff: inout DiffImage?, _ body: (Marker?) -> T) -> T {
        guard diff != nil else { return body(nil) }
        let width = diff!.image.width
        return diff!.image.rgba.withUnsafeMutableBytes { pixels in body(Marker(pixels: pixels, width: width)) }
    }

    /// Paints single pixels of a diff picture; valid inside `withMarker`.
    struct Marker {
        fileprivate let pixels: UnsafeMutableRawBufferPointer
        fileprivate let width: Int

        func markDifferent(x: Int, y: Int) { paint(x, y, 255, 0, 0) }
        func markAntiAliased(x: Int, y: Int) { paint(x, y, 255, 255, 0) }

        private func paint(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let index = (y * width + x) * 4
            pixels[index] = r
            pixels[index + 1] = g
            pixels[index + 2] = b
            pixels[index + 3] = 255
        }
    }
}
