import GravityCore

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
