import CPNGSupport
import CRasterSpans
import GravityCore

/// An RGBA image with premultiplied 8-bit sRGB components, row-major, y down:
/// the one owner of premultiplied pixels (scene images, the raster
/// backend's layers, PNG encode and decode), with the conversions from and to
/// straight alpha, as tiny-skia's `Pixmap`.
public struct PixelBuffer: Sendable {
    public let width: Int
    public let height: Int
    /// 4 bytes per pixel: premultiplied r, g, b, a.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = width
        self.height = height
        let packed = PixelBuffer.packed(fill)
        let byte = UInt8(packed & 255), count = width * height * 4
        if packed == UInt32(byte) * 0x01010101 {
            // The four bytes are the same (clear, opaque white): memset.
            pixels = [UInt8](repeating: byte, count: count)
        } else {
            // Written once, as pixels: zeroing the bytes first was a second
            // pass over the frame (a tenth of a batch screen's instructions).
            // By the raster's fill kernel: the standard library's generic
            // `initialize(repeating:)` is not specialised in a debug build,
            // 14 M instructions for a phone screen there (#44).
            pixels = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
                bytes.withMemoryRebound(to: UInt32.self) { words in
                    if words.count > 0 { gravity_fill(words.baseAddress, words.count, words.count, 1, packed) }
                }
                initialized = count
            }
        }
    }

    /// Wraps existing premultiplied bytes (4 per pixel).
    public init(width: Int, height: Int, premultiplied pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Premultiplies straight-alpha RGBA bytes (as PNG stores them): the one
    /// place straight pixels become premultiplied ones.
    public init(width: Int, height: Int, straight rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4)
        self.width = width
        self.height = height
        pixels = rgba
        pixels.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let a = UInt32(bytes[index + 3])
                guard a < 255 else { continue }
                for channel in 0..<3 { bytes[index + channel] = UInt8((UInt32(bytes[index + channel]) * a + 127) / 255) }
            }
        }
    }

    static func premultiplied(_ color: Color) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = max(0, min(1, color.alpha))
        func channel(_ value: Double) -> UInt8 { UInt8((max(0, min(1, value)) * a * 255).rounded()) }
        return (channel(color.red), channel(color.green), channel(color.blue), UInt8((a * 255).rounded()))
    }

    /// A premultiplied colour packed as the four bytes r, g, b, a appear in
    /// memory, read as a little-endian UInt32.
    static func packed(_ color: Color) -> UInt32 {
        let (r, g, b, a) = premultiplied(color)
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The pixels as packed UInt32s (see `Compositing`), for the duration of `body`.
    @inline(__always)
    mutating func withPackedPixels<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer { bytes in
            try bytes.withMemoryRebound(to: UInt32.self) { try body($0.baseAddress!) }
        }
    }

    /// Read-only packed pixels.
    @inline(__always)
    func withPackedPixels<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeBufferPointer { bytes in
            try bytes.withMemoryRebound(to: UInt32.self) { try body($0.baseAddress!) }
        }
    }

    /// Every pixel has alpha 255: premultiplied and straight alpha agree.
    /// In C, which stays vector code in a debug build (`swift test`'s).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { gravity_rgba_is_opaque($0.baseAddress, $0.count / 4) != 0 }
    }

    /// Straight-alpha RGBA bytes, as PNG stores them (the PNG encoder
    /// divides its own copy the same way: gravity_rgba_unpremultiply).
    /// An opaque buffer (most renders) is its own straight form: its bytes
    /// are shared, not copied and divided (#44: a tenth of a debug-build
    /// snapshot assertion).
    public func unpremultiplied() -> [UInt8] {
        if isOpaque { return pixels }
        var straight = pixels
        straight.withUnsafeMutableBufferPointer { gravity_rgba_unpremultiply($0.baseAddress, $0.count / 4) }
        return straight
    }

    /// The straight-alpha colour of one pixel.
    public func color(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let index = (y * width + x) * 4
        let a = UInt32(pixels[index + 3])
        guard a > 0 else { return (0, 0, 0, 0) }
        func straight(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + a / 2) / a)) }
        return (straight(pixels[index]), straight(pixels[index + 1]), straight(pixels[index + 2]), UInt8(a))
    }
}
