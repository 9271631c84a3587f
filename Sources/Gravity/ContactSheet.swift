import Foundation
import GravityCore

/// One labelled grid of a matrix's renders (`gravity render --variants …
/// --contact-sheet FILE.png`), laid out and rendered by Gravity itself: a
/// layout document with an `<Image>` per variant and a label naming it.
///
/// Each render is shown at its size in points, all reduced by one common
/// factor when the tallest is over `maxHeight` (so relative sizes stay
/// true: an AX3 screen that grew taller looks taller). A row holds one
/// value of each leading axis; its cells run through the trailing axes
/// (`columns(for:)`), top-aligned.
public struct ContactSheet: Sendable {
    /// One render on the sheet.
    public struct Item: Sendable {
        /// The caption under the render (`dark · AX3 · iPhone SE`).
        public var label: String
        /// Canvas size in points.
        public var width: Double
        /// Canvas height in points; the tallest item decides the sheet's reduction.
        public var height: Double
        /// The PNG bytes of the render.
        public var png: [UInt8]

        /// A render of `width` × `height` points (not pixels: a 2× PNG is
        /// drawn at half its pixel size) captioned `label`.
        public init(label: String, width: Double, height: Double, png: [UInt8]) {
            self.label = label
            self.width = width
            self.height = height
            self.png = png
        }

        /// A variant's render, labelled with its values (`dark · AX3 · iPhone SE`).
        public init(variant: Variant, layout: SolvedLayout, png: [UInt8]) {
            self.init(label: Self.label(variant), width: layout.canvas.width, height: layout.canvas.height, png: png)
        }

        /// The caption for a variant: the values of the axes it sets, in
        /// axis order, joined by ` · ` (the device as named, not slugged).
        public static func label(_ variant: Variant) -> String {
            let values: [String?] = [variant.appearance?.rawValue, variant.contentSize?.rawValue, variant.direction?.rawValue,
                                     variant.device, variant.orientation?.rawValue]
            return values.compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// The heading above the grid (the CLI writes the file name and the spec).
    public var title: String
    /// Renders per row, at least 1 (see ``columns(for:)``).
    public var columns: Int
    /// Points; taller renders are all reduced by the same factor.
    public var maxHeight = 480.0

    /// A sheet headed `title` with `columns` renders per row (fewer than 1
    /// is taken as 1) and the default ``maxHeight`` of 480 points.
    public init(title: String, columns: Int) {
        self.title = title
        self.columns = max(1, columns)
    }

    /// Columns for a matrix: the product of the fewest trailing axes that
    /// reaches √count, so a 2 × 2 × 2 × 2 matrix is 4 × 4 and each row
    /// keeps the leading axes' values fixed.
    public static func columns(for matrix: VariantMatrix) -> Int {
        let sizes = matrix.axes.map { matrix.values(of: $0).count }
        let target = Double(matrix.count).squareRoot()
        var columns = 1
        for size in sizes.reversed() where Double(columns) < target { columns *= size }
        return columns
    }

    /// The factor every render is drawn at.
    public func reduction(_ items: [Item]) -> Double {
        let tallest = items.map(\.height).max() ?? 0
        return tallest > maxHeight ? maxHeight / tallest : 1
    }

    /// The sheet's layout document; item i's image is `imageName(i)`,
    /// looked up beside the document.
    public func document(_ items: [Item]) -> String {
        let factor = reduction(items)
        var xml = """
            <V gravity="left top" spacing="16" padding="20" backgroundColor="white">
              <Label font="System Bold 15" textColor="#1b2a4a" text="\(Self.escaped(title))"/>

            """
        for start in stride(from: 0, to: items.count, by: columns) {
            xml += "  <H gravity=\"top\" spacing=\"16\">\n"
            for index in start..<min(start + columns, items.count) {
                let item = items[index]
                xml += """
                        <V gravity="left top" spacing="6">
                          <Image image="\(Self.imageName(index))" contentMode="scaleToFill" width="\(Self.number(item.width * factor))" height="\(Self.number(item.height * factor))" borderWidth="1" borderColor="#c8cedb"/>
                          <Label font="System 12" textColor="#3c4660" text="\(Self.escaped(item.label))"/>
                        </V>

                    """
            }
            xml += "  </H>\n"
        }
        return xml + "</V>\n"
    }

    /// The `image=` name ``document(_:)`` gives item `index` (`variant-0`):
    /// write its PNG beside the document as that name plus `.png`.
    public static func imageName(_ index: Int) -> String { "variant-\(index)" }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escaped(_ text: String) -> String {
        xmlEscaped(text)
            // Braces would start an expression; a title is a file name, shown with ( ) instead.
            .replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
    }
}

extension GravityEngine {
    /// Lays out and renders a contact sheet of `items` at `scale`: their
    /// PNGs are written to a temporary folder beside the sheet's document
    /// for the length of the call.
    public func render(_ sheet: ContactSheet, of items: [ContactSheet.Item], scale: Double = 1,
                       output: OutputOptions = OutputOptions()) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-contact-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, item) in items.enumerated() {
            try Data(item.png).write(to: folder.appendingPathComponent(ContactSheet.imageName(index) + ".png"))
        }
        var options = LayoutOptions(scale: scale)
        // The renders together may pass the per-document image budget.
        options.limits.maxImagePixels = max(options.limits.maxImagePixels,
                                            items.reduce(0) { $0 + Self.pixelCount(ofPNG: $1.png) })
        let layout = try self.layout(xml: sheet.document(items), path: folder.appendingPathComponent("ContactSheet.xml").path,
                                     options: options)
        return try render(layout, output: output)
    }

    /// Width × height from a PNG's IHDR chunk (bytes 16–23).
    static func pixelCount(ofPNG bytes: [UInt8]) -> Int {
        guard bytes.count >= 24 else { return 0 }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return word(16) * word(20)
    }
}
