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
        let (r, g, b, a) = PixelBuffer.premultiplied(fill)
        var row = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width { row[x * 4] = r; row[x * 4 + 1] = g; row[x * 4 + 2] = b; row[x * 4 + 3] = a }
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height { pixels.append(contentsOf: row) }
    }

    static func premultiplied(_ color: Color) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = max(0, min(1, color.alpha))
        func channel(_ value: Double) -> UInt8 { UInt8((max(0, min(1, value)) * a * 255).rounded()) }
        return (channel(color.red), channel(color.green), channel(color.blue), UInt8((a * 255).rounded()))
    }

    /// Source-over of a premultiplied colour at `coverage` (0…255).
    @inline(__always)
    mutating func blend(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8, coverage: UInt8) {
        guard coverage > 0 else { return }
        let index = (y * width + x) * 4
        let c = UInt32(coverage)
        let sa = (UInt32(a) * c + 127) / 255
        let inverse = 255 - sa
        pixels[index] = UInt8((UInt32(r) * c + 127) / 255 + (UInt32(pixels[index]) * inverse + 127) / 255)
        pixels[index + 1] = UInt8((UInt32(g) * c + 127) / 255 + (UInt32(pixels[index + 1]) * inverse + 127) / 255)
        pixels[index + 2] = UInt8((UInt32(b) * c + 127) / 255 + (UInt32(pixels[index + 2]) * inverse + 127) / 255)
        pixels[index + 3] = UInt8(sa + (UInt32(pixels[index + 3]) * inverse + 127) / 255)
    }

    /// Straight-alpha RGBA bytes, as PNG stores them.
    public func unpremultiplied() -> [UInt8] {
        var out = pixels
        for index in stride(from: 0, to: out.count, by: 4) {
            let a = UInt32(out[index + 3])
            guard a > 0, a < 255 else { continue }
            for channel in 0..<3 {
                out[index + channel] = UInt8(min(255, (UInt32(out[index + channel]) * 255 + a / 2) / a))
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
