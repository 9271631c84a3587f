/// Source-over in premultiplied 8-bit sRGB on pixels packed as UInt32 (the
/// bytes r, g, b, a read little-endian: every platform Swift on Linux runs on). Two channels are processed per
/// multiply (the classic 0x00ff00ff trick); every division by 255 is
/// rounded exactly, so results do not depend on the order of operations
/// beyond the source-over formula itself.
enum Compositing {
    /// `pixel × factor / 255` per channel, rounded; factor 0…255.
    @inline(__always)
    static func scale(_ pixel: UInt32, _ factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00ff00ff) &* factor &+ 0x00800080
        rb = ((rb &+ ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
        var ag = ((pixel >> 8) & 0x00ff00ff) &* factor &+ 0x00800080
        ag = (ag &+ ((ag >> 8) & 0x00ff00ff)) & 0xff00ff00
        return rb | ag
    }

    /// `source + destination × (1 − source alpha)`.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        if inverse == 0 { return source }
        if inverse == 255 { return destination }
        return source &+ scale(destination, inverse)
    }

    /// Coverage 0…1 as a factor 0…255.
    @inline(__always)
    static func factor(_ coverage: Double) -> UInt32 {
        coverage >= 1 ? 255 : coverage <= 0 ? 0 : UInt32((coverage * 255).rounded())
    }
}
