import GravityCore

/// Turns a solved Frame tree into a Scene: backgrounds, images, text,
/// children and borders in drawing order, clips and opacity groups where
/// asked for, and optionally the debug overlay on top.
public struct SceneBuilder {
    /// The pixels of `<Image>` frames; without it images are skipped.
    public var images: ImageDecoder?
    /// Frame outlines, baselines and cap lines over the image.
    public var debugOverlay = false

    public init(images: ImageDecoder? = nil, debugOverlay: Bool = false) {
        self.images = images
        self.debugOverlay = debugOverlay
    }

    public func scene(for result: SolvedLayout, background: Color) throws -> Scene {
        var items = try self.items(for: result.root, scale: result.canvas.scale)
        if debugOverlay { items += DebugOverlay(scale: result.canvas.scale).items(for: result.root) }
        return Scene(width: result.canvas.width, height: result.canvas.height, scale: result.canvas.scale,
                     background: background, items: items)
    }

    func items(for frame: Frame, scale: Double) throws -> [SceneItem] {
        // A spacer's frame is only space (it is in the tree for ids and relations).
        guard frame.kind != .spacer else { return [] }
        let appearance = frame.appearance
        let shape = RoundedRect(rect: frame.rect, radius: appearance.cornerRadius)
        var own: [SceneItem] = []
        if let background = appearance.backgroundColor, background.alpha > 0 {
            own.append(.fill(shape, background))
        }
        if let image = frame.image, let file = image.content.file, let images {
            let placed = ContentPlacement(mode: image.content.contentMode, natural: file.naturalSize, scale: scale)
                .rect(in: frame.rect)
            let item = SceneItem.image(SceneImage(pixels: try images.pixels(of: file, shownAt: placed, scale: scale),
                                                  rect: placed, tint: image.content.tint))
            // Image content never draws outside its frame (rounded when it clips).
            let overflows = placed.x < frame.rect.x || placed.y < frame.rect.y
                || placed.maxX > frame.rect.maxX || placed.maxY > frame.rect.maxY
            let rounded = appearance.clips && !shape.isRectangle
            own.append(overflows || rounded
                       ? .group(opacity: 1, clip: rounded ? shape : RoundedRect(rect: frame.rect), items: [item])
                       : item)
        }
        if let text = frame.text {
            let first = own.count
            for line in text.layout.lines {
                let baseline = text.baseline + (line.baseline - text.layout.firstBaseline)
                for span in line.runs where !span.glyphs.isEmpty {
                    own.append(.glyphs(GlyphRun(
                        font: span.font, color: span.color ?? text.color, glyphs: span.glyphs,
                        originX: frame.rect.x + line.x, baseline: baseline)))
                }
                for decoration in line.decorations {
                    let rect = Rect(x: frame.rect.x + line.x + decoration.x, y: baseline - decoration.y - decoration.thickness / 2,
                                    width: decoration.width, height: decoration.thickness)
                    own.append(.fill(RoundedRect(rect: rect), decoration.color ?? text.color))
                }
            }
            // UILabel's byClipping: the text is cut at the label's edges.
            if text.layout.clipsToWidth, own.count > first {
                let glyphs = Array(own[first...])
                own.removeSubrange(first...)
                own.append(.group(opacity: 1, clip: RoundedRect(rect: frame.rect), items: glyphs))
            }
        }
        if let drawable = frame.custom as? any DrawableElement {
            own += drawable.draw(in: frame.rect, color: appearance.color, scale: scale)
        }
        // Later children draw on top; zIndex reorders, ties keep document order.
        let ordered = frame.children.enumerated().sorted {
            $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
        }.map(\.element)
        var children: [SceneItem] = try ordered.flatMap { try items(for: $0, scale: scale) }
        if appearance.clips, !children.isEmpty {
            children = [.group(opacity: 1, clip: shape, items: children)]
        }
        own.append(contentsOf: children)
        if appearance.borderWidth > 0 {
            own.append(.border(shape, width: appearance.borderWidth, appearance.borderColor ?? appearance.color))
        }
        // Core Animation: the shadow is cast by the layer's whole drawing
        // (background, content, sublayers, border) and lies beneath it.
        if let shadow = appearance.shadow, !own.isEmpty {
            var color = shadow.color
            color.alpha *= shadow.opacity
            own.insert(.shadow(SceneShadow(color: color, offsetX: shadow.offset.width, offsetY: shadow.offset.height,
                                           radius: shadow.radius), of: own), at: 0)
        }
        if appearance.opacity < 1 {
            guard appearance.opacity > 0 else { return [] }
            own = [.group(opacity: appearance.opacity, clip: nil, items: own)]
        }
        if !appearance.transform.isIdentity, !own.isEmpty {
            let matrix = appearance.transform.matrix(centerX: frame.rect.x + frame.rect.width / 2,
                                                     centerY: frame.rect.y + frame.rect.height / 2)
            own = [.transformed(matrix, items: own)]
        }
        return own
    }
}
