/// What layout needs from images: their natural size in points (pixel size
/// divided by the file's scale, SPEC §2.7). Implemented by GravityRender's
/// image loader; layout never decodes PNG itself.
public protocol ImageMeasuring {
    /// `documentPath` is the layout file that names the image; lookup starts
    /// in its folder. Throws `ValueError` for a missing or corrupt image.
    func naturalSize(of image: ImageContent, documentPath: String, scale: Double) throws -> Size
}
