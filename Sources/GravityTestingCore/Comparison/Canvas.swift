/// The two images on one canvas: as they are when their sizes agree;
/// otherwise both padded with transparent pixels to the union of their
/// sizes (as Playwright's comparator pads them), the overlap being the area
/// both cover.
struct Canvas {
    let expected: RGBAImage
    let actual: RGBAImage
    let overlap: PixelSize
    let sizeMismatch: (expected: PixelSize, actual: PixelSize)?

    init(_ expected: RGBAImage, _ actual: RGBAImage) {
        guard expected.width != actual.width || expected.height != actual.height else {
            (self.expected, self.actual) = (expected, actual)
            overlap = PixelSize(width: expected.width, height: expected.height)
            sizeMismatch = nil
            return
        }
        let union = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        self.expected = Self.padded(expected, to: union)
        self.actual = Self.padded(actual, to: union)
        overlap = PixelSize(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        sizeMismatch = (PixelSize(width: expected.width, height: expected.height),
                        PixelSize(width: actual.width, height: actual.height))
    }

    static func padded(_ image: RGBAImage, to size: PixelSize) -> RGBAImage {
        var rgba = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let rowBytes = image.width * 4
        for y in 0..<image.height {
            rgba.replaceSubrange(y * size.width * 4..<y * size.width * 4 + rowBytes,
                                 with: image.rgba[y * rowBytes..<(y + 1) * rowBytes])
        }
        return RGBAImage(width: size.width, height: size.height, rgba: rgba)
    }
}
