import Foundation
import GravityCore
import GravityText

/// The Scene as an SVG 1.1 document. Text is drawn as glyph outlines from
/// FreeType (each glyph defined once per font, glyph and synthetic style in `<defs>` and placed with `<use>`;
/// a colour emoji as its bitmap, a PNG `<image>`),
/// so the file looks the same without the fonts; clips become
/// `<clipPath>`s and opacity groups `<g opacity>`, which SVG composites as
/// one layer just as the raster backend does. Glyph positions are the
/// raster backend's: baselines on whole device pixels, pens on quarter
/// pixels. Images are embedded as PNG data URIs (template tint applied).
public struct SVGBackend: Backend {
    let outlines: GlyphOutlines
    let metadata: [(String, String)]

    public init(outlines: GlyphOutlines, metadata: [(String, String)] = []) {
        self.outlines = outlines
        self.metadata = metadata
    }

    public func render(_ scene: Scene) throws -> [UInt8] {
        var writer = SVGWriter(scale: scene.scale, outlines: outlines)
        try writer.write(scene.items)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let pixelWidth = Int((scene.width * scene.scale).rounded()), pixelHeight = Int((scene.height * scene.scale).rounded())
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
        out += " width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" viewBox=\"0 0 \(SVGWriter.number(scene.width)) \(SVGWriter.number(scene.height))\">\n"
        if !metadata.isEmpty {
            out += "<metadata>\(xmlEscaped(metadata.map { "\($0.0): \($0.1)" }.joined(separator: "; ")))</metadata>\n"
        }
        if !writer.definitions.isEmpty { out += "<defs>\n" + writer.definitions + "</defs>\n" }
        if scene.background.alpha > 0 {
            out += "<rect width=\"\(SVGWriter.number(scene.width))\" height=\"\(SVGWriter.number(scene.height))\"\(SVGWriter.fill(scene.background))/>\n"
        }
        out += writer.body
        out += "</svg>\n"
        return Array(out.utf8)
    }
}

/// Accumulates the SVG body and the shared definitions.
struct SVGWriter {
    /// Device pixels per point.
    let scale: Double
    let outlines: GlyphOutlines
    var body = ""
    var definitions = ""
    private var glyphIDs: [String: String] = [:]
    private var colorIDs: [String: (String, Double)] = [:]
    private var clipCount = 0

    init(scale: Double, outlines: GlyphOutlines) {
        self.scale = scale
        self.outlines = outlines
    }

    mutating func write(_ items: [SceneItem]) throws {
        for item in items {
            switch item {
            case .fill(let shape, let color):
                body += shapeElement(shape, attributes: Self.fill(color)) + "\n"
            case .border(let shape, let width, let color):
                let inner = shape.inset(by: width)
                var d = Self.path(shape)
                if inner.rect.width > 0, inner.rect.height > 0 { d += " " + Self.path(inner) }
                body += "<path fill-rule=\"evenodd\" d=\"\(d)\"\(Self.fill(color))/>\n"
            case .group(let opacity, let clip, let children):
                var attributes = ""
                if let clip {
                    clipCount += 1
                    let id = "clip\(clipCount)"
                    definitions += "<clipPath id=\"\(id)\">\(shapeElement(clip, attributes: ""))</clipPath>\n"
                    attributes += " clip-path=\"url(#\(id))\""
                }
                if opacity < 1 { attributes += " opacity=\"\(Self.number(opacity))\"" }
                body += "<g\(attributes)>\n"
                try write(children)
                body += "</g>\n"
            case .glyphs(let run):
                try glyphs(run)
            case .image(let image):
                try self.image(image)
            case .transformed(let m, let children):
                let values = [m.a, m.b, m.c, m.d, m.tx, m.ty].map { Self.number($0) }.joined(separator: " ")
                body += "<g transform=\"matrix(\(values))\">\n"
                try write(children)
                body += "</g>\n"
            case .shadow(let shadow, let children):
                // The children's alpha, blurred, moved and flooded with the colour; the filter's output is the shadow alone.
                clipCount += 1
                let id = "shadow\(clipCount)"
                func byte(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
                let hex = [shadow.color.red, shadow.color.green, shadow.color.blue].map { String(format: "%02x", byte($0)) }.joined()
                definitions += "<filter id=\"\(id)\" x=\"-100%\" y=\"-100%\" width=\"300%\" height=\"300%\">"
                definitions += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(shadow.radius))\"/>"
                definitions += "<feOffset dx=\"\(Self.number(shadow.offsetX))\" dy=\"\(Self.number(shadow.offsetY))\" result=\"moved\"/>"
                definitions += "<feFlood flood-color=\"#\(hex)\" flood-opacity=\"\(Self.number(shadow.color.alpha, 4))\"/>"
                definitions += "<feComposite in2=\"moved\" operator=\"in\"/></filter>\n"
                body += "<g filter=\"url(#\(id))\">\n"
                try write(children)
                body += "</g>\n"
            }
        }
    }

    private func shapeElement(_ shape: RoundedRect, attributes: String) -> String {
        let r = shape.rect
        let geometry = "x=\"\(Self.number(r.x))\" y=\"\(Self.number(r.y))\" width=\"\(Self.number(r.width))\" height=\"\(Self.number(r.height))\""
        if shape.isRectangle { return "<rect \(geometry)\(attributes)/>" }
        if shape.isUniform { return "<rect \(geometry) rx=\"\(Self.number(shape.topLeft))\"\(attributes)/>" }
        return "<path d=\"\(Self.path(shape))\"\(attributes)/>"
    }

    /// A closed path of a rounded rectangle, clockwise from the top-left.
    static func path(_ shape: RoundedRect) -> String {
        let r = shape.rect
        func n(_ v: Double) -> String { number(v) }
        var d = "M\(n(r.x + shape.topLeft)) \(n(r.y))H\(n(r.maxX - shape.topRight))"
        if shape.topRight > 0 { d += "A\(n(shape.topRight)) \(n(shape.topRight)) 0 0 1 \(n(r.maxX)) \(n(r.y + shape.topRight))" }
        d += "V\(n(r.maxY - shape.bottomRight))"
        if shape.bottomRight > 0 { d += "A\(n(shape.bottomRight)) \(n(shape.bottomRight)) 0 0 1 \(n(r.maxX - shape.bottomRight)) \(n(r.maxY))" }
        d += "H\(n(r.x + shape.bottomLeft))"
        if shape.bottomLeft > 0 { d += "A\(n(shape.bottomLeft)) \(n(shape.bottomLeft)) 0 0 1 \(n(r.x)) \(n(r.maxY - shape.bottomLeft))" }
        d += "V\(n(r.y + shape.topLeft))"
        if shape.topLeft > 0 { d += "A\(n(shape.topLeft)) \(n(shape.topLeft)) 0 0 1 \(n(r.x + shape.topLeft)) \(n(r.y))" }
        return d + "Z"
    }

    private mutating func glyphs(_ run: GlyphRun) throws {
        let steps = Double(GlyphRasterizer.subpixelSteps)
        let baseline = (run.baseline * scale).rounded()
        body += "<g\(Self.fill(run.color))>\n"
        for glyph in run.glyphs {
            let outline = try outlines.outline(font: run.font, glyph: glyph.id)
            let x = GlyphPlacement(penX: (run.originX + glyph.x) * scale, steps: steps).x(steps: steps) / scale
            let y = (baseline - (glyph.y * scale).rounded()) / scale
            guard !outline.commands.isEmpty else {
                // A colour glyph: its strike's image, scaled from strike pixels to points.
                if let (id, ppem) = try colorGlyphID(run.font, glyph.id) {
                    let factor = run.font.size / ppem
                    body += "<use xlink:href=\"#\(id)\" transform=\"matrix(\(Self.number(factor, 6)) 0 0 \(Self.number(factor, 6)) \(Self.number(x)) \(Self.number(y)))\"/>\n"
                }
                continue
            }
            let id = glyphID(run.font, glyph.id, outline)
            let factor = run.font.size / outline.unitsPerEm
            body += "<use xlink:href=\"#\(id)\" transform=\"matrix(\(Self.number(factor, 6)) 0 0 \(Self.number(-factor, 6)) \(Self.number(x)) \(Self.number(y)))\"/>\n"
        }
        body += "</g>\n"
    }

    private mutating func glyphID(_ font: FontKey, _ glyph: UInt32, _ outline: GlyphOutline) -> String {
        // The outline differs per synthetic style: one definition each.
        let key = "\(font.faceIndex):\(font.path):\(glyph):\(font.synthesis.bold ? "b" : "")\(font.synthesis.oblique ? "o" : "")"
        if let id = glyphIDs[key] { return id }
        let id = "g\(glyphIDs.count + colorIDs.count)"
        glyphIDs[key] = id
        var d = ""
        func n(_ v: Double) -> String { Self.number(v, 2) }
        for command in outline.commands {
            switch command {
            case .move(let x, let y): d += "M\(n(x)) \(n(y))"
            case .line(let x, let y): d += "L\(n(x)) \(n(y))"
            case .quad(let cx, let cy, let x, let y): d += "Q\(n(cx)) \(n(cy)) \(n(x)) \(n(y))"
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                d += "C\(n(c1x)) \(n(c1y)) \(n(c2x)) \(n(c2y)) \(n(x)) \(n(y))"
            case .close: d += "Z"
            }
        }
        definitions += "<path id=\"\(id)\" d=\"\(d)\"/>\n"
        return id
    }

    /// The id of a colour glyph's `<image>` (defined once, in strike pixels,
    /// the pen at the origin) and the strike's pixels per em; nil when the
    /// glyph has no colour bitmap.
    private mutating func colorGlyphID(_ font: FontKey, _ glyph: UInt32) throws -> (String, Double)? {
        let key = "\(font.faceIndex):\(font.path):\(glyph):colour"
        if let known = colorIDs[key] { return known }
        guard let bitmap = try outlines.colorGlyph(font: font, glyph: glyph) else { return nil }
        let png = try PNGCodec.encode(PixelBuffer(width: bitmap.width, height: bitmap.height, premultiplied: bitmap.rgba))
        let id = "g\(glyphIDs.count + colorIDs.count)"
        let ppem = bitmap.ppem
        colorIDs[key] = (id, ppem)
        definitions += "<image id=\"\(id)\" x=\"\(bitmap.left)\" y=\"\(bitmap.top)\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\""
        definitions += " xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
        return (id, ppem)
    }

    private mutating func image(_ image: SceneImage) throws {
        var pixels = image.pixels
        if let tint = image.tint {
            let color = PixelBuffer.packed(tint)
            let count = pixels.width * pixels.height
            pixels.withPackedPixels { (p: UnsafeMutablePointer<UInt32>) in
                for i in 0..<count { p[i] = Compositing.scale(color, p[i] >> 24) }
            }
        }
        let png = try PNGCodec.encode(pixels)
        let r = image.rect
        body += "<image x=\"\(Self.number(r.x))\" y=\"\(Self.number(r.y))\" width=\"\(Self.number(r.width))\" height=\"\(Self.number(r.height))\""
        body += " preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
    }

    /// ` fill="#rrggbb"` plus `fill-opacity` when translucent.
    static func fill(_ color: Color) -> String {
        func byte(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
        var s = " fill=\"#" + [color.red, color.green, color.blue].map { String(format: "%02x", byte($0)) }.joined() + "\""
        if color.alpha < 1 { s += " fill-opacity=\"\(number(Double(byte(color.alpha)) / 255, 4))\"" }
        return s
    }

    /// A short, locale-independent decimal.
    static func number(_ value: Double, _ digits: Int = 4) -> String { formatNumber(value, decimals: digits) }
}

