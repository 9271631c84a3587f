import GravityValues

/// An image name resolved to its file (SPEC §2.7): decided once, in
/// Resolve, and carried on the Element and the Frame, so layout measures it
/// and the scene builder draws it without searching again.
public struct ResolvedImage: Hashable, Sendable {
    /// The file's real path (symbolic links resolved): the decoder's cache key.
    public var path: String
    /// Device pixels per point the file name declares (`name@2x.png` → 2).
    public var fileScale: Double
    /// Pixels.
    public var pixelWidth: Int
    /// Pixels.
    public var pixelHeight: Int
    /// An asset catalog's `template-rendering-intent`: true draws the
    /// image as a mask tinted by `tintColor`, false never; nil: not said.
    public var template: Bool?
    /// A PDF or SVG drawn at the render's scale: `fileScale` is that scale
    /// and the pixel size the points times it, rounded up.
    public var vector = false
    /// An image set's `preserves-vector-representation` on a PDF or SVG:
    /// drawn again at the size it is shown at (its content mode's rect),
    /// not as its natural-size pixels scaled.
    public var preservesVector = false

    /// A resolved file with the scale its name declares and its size in pixels.
    public init(path: String, fileScale: Double, pixelWidth: Int, pixelHeight: Int, template: Bool? = nil) {
        self.path = path
        self.fileScale = fileScale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.template = template
    }

    /// Points: pixel size divided by the file's scale.
    public var naturalSize: Size {
        Size(width: Double(pixelWidth) / fileScale, height: Double(pixelHeight) / fileScale)
    }
}

/// Reads a PNG's pixel size within the limits (`maxFileSize` bytes,
/// `maxCanvasArea` and `maxImagePixels` pixels). The engine's image decoder
/// implements it (decoding the file once and keeping the pixels for
/// painting), so a corrupt file is a located resolve error.
public protocol ImageInspecting: Sendable {
    /// `path` is a real path. `admit` is called with the size the header
    /// claims before anything is decoded, and throws to refuse it (the
    /// render's running sum of decoded pixels). Throws `SafeFile.Failure`
    /// when the file cannot be read, what `admit` threw, else an error
    /// saying why it is not a valid PNG.
    func pixelSize(ofPNGAt path: String, limits: Limits,
                   admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int)
    /// A PDF's or SVG's size in pixels when drawn at `scale` (its points
    /// times the scale, rounded up), admitted and drawn once.
    func pixelSize(ofVectorAt path: String, scale: Double, limits: Limits,
                   admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int)
}

extension ImageInspecting {
    /// Inspectors that read no vector images (test stubs) refuse them.
    public func pixelSize(ofVectorAt path: String, scale: Double, limits: Limits,
                          admit: (_ width: Int, _ height: Int) throws -> Void) throws -> (width: Int, height: Int) {
        throw ValueError("PDF and SVG images are not read here")
    }
}
