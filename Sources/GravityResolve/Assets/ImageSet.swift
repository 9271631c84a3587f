import GravityValues

/// An `.imageset`'s Contents.json: its files by idiom, scale and
/// appearance, and how the image renders.
struct ImageSet {
    struct Entry {
        var filename: String?
        /// 1, 2 or 3; nil: one file for every scale (a PDF or SVG, or
        /// "Single Scale" in Xcode).
        var scale: Double?
        var idiom: String
        var appearances: AssetContents.Appearances
    }

    var folder: String
    var entries: [Entry]
    /// `properties.template-rendering-intent`: "template" tints the image
    /// with the view's tint colour, "original" never; nil: as the file is.
    var renderingIntent: String?
    /// `properties.preserves-vector-representation`: a PDF or SVG is drawn
    /// at the size it is shown at, not at its own size.
    var preservesVector = false

    init(folder: String) throws {
        self.folder = folder
        let (source, top) = try AssetContents.read(folder)
        let path = source.path
        entries = try AssetContents.objects(top, "images", in: path).map { entry in
            let scaleText = try AssetContents.string(entry, "scale", in: path)
            var scale: Double?
            if let scaleText {
                guard let s = ["1x": 1.0, "2x": 2, "3x": 3][scaleText] else {
                    throw ValueError("'\(path)': unknown scale \"\(scaleText)\" (1x, 2x or 3x)")
                }
                scale = s
            }
            return Entry(filename: try AssetContents.string(entry, "filename", in: path), scale: scale,
                         idiom: try AssetContents.string(entry, "idiom", in: path) ?? "universal",
                         appearances: try AssetContents.appearances(of: entry, in: path))
        }
        if case .object(let properties)? = top["properties"] {
            renderingIntent = try AssetContents.string(properties, "template-rendering-intent", in: path)
            if case .bool(let preserves)? = properties["preserves-vector-representation"] { preservesVector = preserves }
        }
    }

    /// The file UIKit picks on an iPhone at `scale` in `appearance`
    /// (steps): 1. entries with a file, for the iPhone or universal (the
    /// iPhone's own first); 2. those whose appearances fit best (an exact
    /// luminosity over "any"); 3. the entry for the scale, else the next
    /// larger, else the next smaller; an entry without a scale serves any.
    func choose(scale: Double, appearance: Appearance, highContrast: Bool) -> (filename: String, scale: Double?)? {
        var candidates = entries.filter { $0.filename != nil && ["universal", "iphone"].contains($0.idiom) }
        if candidates.contains(where: { $0.idiom == "iphone" }) { candidates = candidates.filter { $0.idiom == "iphone" } }
        let scored = candidates.compactMap { entry in
            AssetContents.fit(entry.appearances, appearance: appearance, highContrast: highContrast).map { (entry, $0) }
        }
        guard let best = scored.map(\.1).max() else { return nil }
        let fitting = scored.filter { $0.1 == best }.map(\.0)
        if let any = fitting.first(where: { $0.scale == nil }) { return (any.filename!, nil) }
        let wanted = min(3, max(1, Int(scale.rounded(.up))))
        for s in Array(wanted...3) + Array((1..<wanted).reversed()) {
            if let entry = fitting.first(where: { $0.scale == Double(s) }) { return (entry.filename!, Double(s)) }
        }
        return nil
    }
}
