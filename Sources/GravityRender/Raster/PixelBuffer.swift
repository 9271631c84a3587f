import GravityCore

/// An RGBA image with premultiplied 8-bit sRGB components, row-major, y down.
public struct PixelBuffer: Sendable {
    public let width: Int
    public let height: Int
    /// 4 bytes per pixel: premultiplied r, g, b, a.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = width
        self.height = height
        let packed = PixelBuffer.packed(fill)
        if packed == 0 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            let bytes = [UInt8(packed & 0xff), UInt8((packed >> 8) & 0xff), UInt8((packed >> 16) & 0xff), UInt8(packed >> 24)]
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { storage, count in
                for index in 0..<(width * height) {
                    storage[index * 4] = bytes[0]; storage[index * 4 + 1] = bytes[1]
                    storage[index * 4 + 2] = bytes[2]; storage[index * 4 + 3] = bytes[3]
                }
                count = width * height * 4
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

    /// Straight-alpha RGBA bytes, as PNG stores them.
    public func unpremultiplied() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let a = UInt32(bytes[index + 3])
                guard a < 255 else { continue }
                if a == 0 { bytes[index] = 0; bytes[index + 1] = 0; bytes[index + 2] = 0; continue }
                for channel in 0..<3 {
                    bytes[index + channel] = UInt8(min(255, (UInt32(bytes[index + channel]) * 255 + a / 2) / a))
                }
            }
        }
        return out
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
