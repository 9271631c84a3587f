import GravityCore

/// How much of each device pixel a shape covers, 0…1.
///
/// Axis-aligned edges use the exact overlap of the pixel square with the
/// rectangle; pixels touching a rounded corner are supersampled 16 × 16.
struct ShapeCoverage {
    /// The shape in device pixels.
    let left, top, right, bottom: Double
    let radii: (tl: Double, tr: Double, br: Double, bl: Double)

    init(_ shape: RoundedRect, scale: Double) {
        left = shape.rect.x * scale
        top = shape.rect.y * scale
        right = shape.rect.maxX * scale
        bottom = shape.rect.maxY * scale
        radii = (shape.topLeft * scale, shape.topRight * scale, shape.bottomRight * scale, shape.bottomLeft * scale)
    }

    /// Pixel bounds touched by the shape, clipped to a canvas.
    func pixelBounds(width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let x0 = max(0, Int(left.rounded(.down))), y0 = max(0, Int(top.rounded(.down)))
        let x1 = min(width, Int(right.rounded(.up))), y1 = min(height, Int(bottom.rounded(.up)))
        return (x0, y0, x1, y1)
    }

    func coverage(x: Int, y: Int) -> Double {
        let px0 = Double(x), py0 = Double(y)
        let overlapX = max(0, min(px0 + 1, right) - max(px0, left))
        let overlapY = max(0, min(py0 + 1, bottom) - max(py0, top))
        let box = overlapX * overlapY
        guard box > 0 else { return 0 }
        if let corner = corner(x: px0, y: py0) {
            return supersampled(x: px0, y: py0, corner: corner)
        }
        return box
    }

    /// The corner circle (centre, radius) whose square the pixel touches.
    private func corner(x: Double, y: Double) -> (cx: Double, cy: Double, r: Double)? {
        let candidates = [
            (left + radii.tl, top + radii.tl, radii.tl, x < left + radii.tl, y < top + radii.tl),
            (right - radii.tr, top + radii.tr, radii.tr, x + 1 > right - radii.tr, y < top + radii.tr),
            (right - radii.br, bottom - radii.br, radii.br, x + 1 > right - radii.br, y + 1 > bottom - radii.br),
            (left + radii.bl, bottom - radii.bl, radii.bl, x < left + radii.bl, y + 1 > bottom - radii.bl),
        ]
        for candidate in candidates where candidate.2 > 0 && candidate.3 && candidate.4 {
            return (candidate.0, candidate.1, candidate.2)
        }
        return nil
    }

    private func supersampled(x: Double, y: Double, corner: (cx: Double, cy: Double, r: Double)) -> Double {
        let steps = 16
        var inside = 0
        for sy in 0..<steps {
            let py = y + (Double(sy) + 0.5) / Double(steps)
            guard py >= top, py < bottom else { continue }
            for sx in 0..<steps {
                let px = x + (Double(sx) + 0.5) / Double(steps)
                guard px >= left, px < right else { continue }
                if contains(px, py) { inside += 1 }
            }
        }
        return Double(inside) / Double(steps * steps)
    }

    private func contains(_ px: Double, _ py: Double) -> Bool {
        func outside(_ cx: Double, _ cy: Double, _ r: Double) -> Bool {
            let dx = px - cx, dy = py - cy
            return dx * dx + dy * dy > r * r
        }
        if radii.tl > 0, px < left + radii.tl, py < top + radii.tl { return !outside(left + radii.tl, top + radii.tl, radii.tl) }
        if radii.tr > 0, px > right - radii.tr, py < top + radii.tr { return !outside(right - radii.tr, top + radii.tr, radii.tr) }
        if radii.br > 0, px > right - radii.br, py > bottom - radii.br { return !outside(right - radii.br, bottom - radii.br, radii.br) }
        if radii.bl > 0, px < left + radii.bl, py > bottom - radii.bl { return !outside(left + radii.bl, bottom - radii.bl, radii.bl) }
        return true
    }
}
