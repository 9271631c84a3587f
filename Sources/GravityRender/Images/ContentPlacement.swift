import GravityCore

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
