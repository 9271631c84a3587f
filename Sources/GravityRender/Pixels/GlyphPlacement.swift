/// A pen position split into a whole device pixel and a subpixel step, the
/// way both backends place glyphs.
struct GlyphPlacement {
    let whole: Int
    let subpixel: Int

    init(penX: Double, steps: Double) {
        let quantized = (clampedPixels(penX) * steps).rounded() / steps
        whole = Int(quantized.rounded(.down))
        subpixel = Int(((quantized - Double(whole)) * steps).rounded())
    }

    /// The quantised pen position in device pixels.
    func x(steps: Double) -> Double { Double(whole) + Double(subpixel) / steps }
}
