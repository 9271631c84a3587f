/// What layout needs from images: their natural size in points (pixel size
/// divided by the file's scale, SPEC §2.7). Implemented by GravityRender's
/// image loader; layout never decodes PNG itself.
public protocol ImageMeasuring {
    /// `documentPath` is the layout file that names the image; lookup starts
    /// in its folder. The file's pixels are counted in `budget` before it is
    /// decoded. Throws `ValueError` for a missing or corrupt image, or one
    /// over the budget.
    func naturalSize(of image: ImageContent, documentPath: String, scale: Double, budget: inout ImageBudget) throws -> Size
}

extension ImageMeasuring {
    /// The natural size under the default budget.
    public func naturalSize(of image: ImageContent, documentPath: String, scale: Double) throws -> Size {
        var budget = ImageBudget(maxPixels: Limits().maxImagePixels)
        return try naturalSize(of: image, documentPath: documentPath, scale: scale, budget: &budget)
    }
}
