/// The diff picture (pixelmatch's output): the expected image as faded
/// grey, differences in the diff colour (or the darker colour when the
/// actual pixel got darker), anti-aliasing in its colour. Opaque; as a mask
/// (`DiffStyle.mask`), transparent except the differences.
struct DiffImage {
    private(set) var image: RGBAImage

    init(of source: RGBAImage, style: DiffStyle) {
        guard !style.mask else {
            image = RGBAImage(width: source.width, height: source.height, rgba: [UInt8](repeating: 0, count: source.rgba.count))
            return
        }
        var rgba = [UInt8](repeating: 255, count: source.rgba.count)
        source.rgba.withUnsafeBufferPointer { input in
            rgba.withUnsafeMutableBufferPointer { output in
                for index in stride(from: 0, to: input.count, by: 4) {
                    let gray = Self.faded(input[index], input[index + 1], input[index + 2], input[index + 3], alpha: style.alpha)
                    output[index] = gray
                    output[index + 1] = gray
                    output[index + 2] = gray
                }
            }
        }
        image = RGBAImage(width: source.width, height: source.height, rgba: rgba)
    }

    /// pixelmatch's `drawGrayPixel`: the pixel's luma blended with white at
    /// `alpha` of its own alpha, in index.js's order of operations, and
    /// truncated as storing into pixelmatch's byte buffer truncates.
    @inline(__always)
    static func faded(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, alpha: Double) -> UInt8 {
        let value = 255 + (luma(Double(r), Double(g), Double(b)) - 255) * alpha * Double(a) / 255
        return UInt8(clamping: Int(value.isFinite ? value : 255))
    }

    /// Paints into `diff`'s pixels (when there is a diff) for the duration
    /// of `body`, from several threads at once if each paints its own rows.
    static func withMarker<T>(_ diff: inout DiffImage?, style: DiffStyle, _ body: (Marker?) -> T) -> T {
        guard diff != nil else { return body(nil) }
        let width = diff!.image.width
        return diff!.image.rgba.withUnsafeMutableBytes { pixels in body(Marker(pixels: pixels, width: width, style: style)) }
    }

    /// Paints single pixels of a diff picture; valid inside `withMarker`.
    struct Marker {
        fileprivate let pixels: UnsafeMutableRawBufferPointer
        fileprivate let width: Int
        fileprivate let style: DiffStyle

        func markDifferent(x: Int, y: Int, darker: Bool) {
            paint(x, y, darker ? style.darkerColor ?? style.diffColor : style.diffColor)
        }

        /// A mask leaves anti-aliasing out, as pixelmatch's does.
        func markAntiAliased(x: Int, y: Int) {
            if !style.mask { paint(x, y, style.antiAliasedColor) }
        }

        private func paint(_ x: Int, _ y: Int, _ color: DiffColor) {
            let index = (y * width + x) * 4
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            pixels[index + 3] = 255
        }
    }
}
