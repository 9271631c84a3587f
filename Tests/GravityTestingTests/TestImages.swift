import GravityTestingCore

/// Small synthetic images for comparison tests.
extension RGBAImage {
    static func filled(_ width: Int, _ height: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> RGBAImage {
        var rgba: [UInt8] = []
        for _ in 0..<(width * height) { rgba += [pixel.0, pixel.1, pixel.2, pixel.3] }
        return RGBAImage(width: width, height: height, rgba: rgba)
    }

    /// Left `edge` columns black, the rest white: a hard vertical edge.
    static func edge(_ width: Int, _ height: Int, at edge: Int) -> RGBAImage {
        var image = filled(width, height)
        for y in 0..<height { for x in 0..<edge { image.set(x, y, (0, 0, 0, 255)) } }
        return image
    }

    mutating func set(_ x: Int, _ y: Int, _ pixel: (UInt8, UInt8, UInt8, UInt8)) {
        let index = (y * width + x) * 4
        rgba[index] = pixel.0
        rgba[index + 1] = pixel.1
        rgba[index + 2] = pixel.2
        rgba[index + 3] = pixel.3
    }

    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * width + x) * 4
        return Array(rgba[index..<index + 4])
    }
}
