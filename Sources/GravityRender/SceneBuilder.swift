import GravityCore

/// Turns a solved Frame tree into a Scene: backgrounds, borders, text and
/// children in drawing order, clips and opacity groups where asked for.
public struct SceneBuilder {
    public init() {}

    public func scene(for result: LayoutResult, background: Color) -> Scene {
        Scene(width: result.canvas.width, height: result.canvas.height, scale: result.canvas.scale,
              background: background, items: items(for: result.root))
    }

    func items(for frame: Frame) -> [SceneItem] {
        let appearance = frame.appearance
        let shape = RoundedRect(rect: frame.rect, radius: appearance.cornerRadius)
        var own: [SceneItem] = []
        if let background = appearance.backgroundColor, background.alpha > 0 {
            own.append(.fill(shape, background))
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
        var children: [SceneItem] = ordered.flatMap { items(for: $0) }
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
