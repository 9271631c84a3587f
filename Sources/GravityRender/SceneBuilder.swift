import GravityCore

/// Turns a solved Frame tree into a Scene: backgrounds, images, text,
/// children and borders in drawing order, clips and opacity groups where
/// asked for, and optionally the debug overlay on top.
public struct SceneBuilder {
    /// Finds the pixels of `<Image>` frames; without it images are skipped.
    public var images: ImageLoader?
    /// Frame outlines, baselines and cap lines over the image.
    public var debugOverlay = false

    public init(images: ImageLoader? = nil, debugOverlay: Bool = false) {
        self.images = images
        self.debugOverlay = debugOverlay
    }

    public func scene(for result: LayoutResult, background: Color) throws -> Scene {
        var items = try self.items(for: result.root, scale: result.canvas.scale)
        if debugOverlay { items += DebugOverlay(scale: result.canvas.scale).items(for: result.root) }
        return Scene(width: result.canvas.width, height: result.canvas.height, scale: result.canvas.scale,
                     background: background, items: items)
    }

    func items(for frame: Frame, scale: Double) throws -> [SceneItem] {
        let appearance = frame.appearance
        let shape = RoundedRect(rect: frame.rect, radius: appearance.cornerRadius)
        var own: [SceneItem] = []
        if let background = appearance.backgroundColor, background.alpha > 0 {
            own.append(.fill(shape, background))
        }
        if let image = frame.image, let images {
            let loaded = try images.load(image.content.name, documentPath: image.documentPath, scale: scale)
            let placed = ContentPlacement(mode: image.content.contentMode, natural: loaded.naturalSize, scale: scale)
                .rect(in: frame.rect)
            let item = SceneItem.image(SceneImage(pixels: loaded.pixels, rect: placed, tint: image.content.tint))
            // Image content never draws outside its frame (rounded when it clips).
            let overflows = placed.x < frame.rect.x || placed.y < frame.rect.y
                || placed.maxX > frame.rect.maxX || placed.maxY > frame.rect.maxY
            let rounded = appearance.clips && !shape.isRectangle
            own.append(overflows || rounded
                       ? .group(opacity: 1, clip: rounded ? shape : RoundedRect(rect: frame.rect), items: [item])
                       : item)
        }
        if let text = frame.text {
            for line in text.layout.lines where !line.glyphs.isEmpty {
                own.append(.glyphs(GlyphRun(
                    font: line.font, color: text.color, glyphs: line.glyphs,
                    originX: frame.rect.x + line.x,
                    baseline: text.baseline + (line.baseline - text.layout.firstBaseline))))
            }
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
        if appearance.opacity < 1 {
            return appearance.opacity > 0 ? [.group(opacity: appearance.opacity, clip: nil, items: own)] : []
        }
        return own
    }
}

/// Where an image of a natural size lands in a frame for a content mode.
struct ContentPlacement {
    let mode: ContentMode
    /// Points.
    let natural: Size
    /// Device pixels per point.
    let scale: Double

    func rect(in frame: Rect) -> Rect {
        guard natural.width > 0, natural.height > 0 else { return frame }
        var size: Size
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(frame.width / natural.width, frame.height / natural.height)
            let fill = max(frame.width / natural.width, frame.height / natural.height)
            let factor = mode == .scaleAspectFit ? fit : fill
            size = Size(width: natural.width * factor, height: natural.height * factor)
        case .center:
            size = natural
        }
        var x = frame.x + (frame.width - size.width) / 2
        var y = frame.y + (frame.height - size.height) / 2
        if mode == .center {
            // Unscaled pixels stay crisp only on whole device pixels.
            x = (x * scale).rounded() / scale
            y = (y * scale).rounded() / scale
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// `--debug-overlay`: every frame's outline, and each label's baselines and
/// cap line, one device pixel thick, in colours that tell them apart.
struct DebugOverlay {
    /// Device pixels per point.
    let scale: Double
    static let frameColor = Color(red: 1, green: 0, blue: 1, alpha: 0.85)
    static let baselineColor = Color(red: 1, green: 0.2, blue: 0, alpha: 0.85)
    static let capLineColor = Color(red: 0, green: 0.6, blue: 1, alpha: 0.85)

    func items(for frame: Frame) -> [SceneItem] {
        let hairline = 1 / scale
        var result: [SceneItem] = [.border(RoundedRect(rect: frame.rect), width: hairline, Self.frameColor)]
        if let text = frame.text {
            // The cap line is the first row of capitals; a baseline is the row just below the letters.
            result.append(.fill(RoundedRect(rect: Rect(x: frame.rect.x, y: text.capTop, width: frame.rect.width, height: hairline)),
                               Self.capLineColor))
            for line in text.layout.lines {
                let baseline = text.baseline + (line.baseline - text.layout.firstBaseline)
                result.append(.fill(RoundedRect(rect: Rect(x: frame.rect.x, y: baseline, width: frame.rect.width, height: hairline)),
                                   Self.baselineColor))
            }
        }
        return result + frame.children.flatMap { items(for: $0) }
    }
}
