import XCTest
import GravityCore
import GravityText
@testable import GravityRender

/// The analytic coverage against brute-force sampling, and the span-based
/// fill against the per-pixel coverage, over shapes at fractional positions
/// with a different radius on each corner.
final class CoverageTests: XCTestCase {
    /// A fixed list of awkward shapes (device pixels at scale 1).
    static let shapes: [RoundedRect] = [
        RoundedRect(rect: Rect(x: 1.3, y: 2.7, width: 17.2, height: 11.9), topLeft: 5.5, topRight: 0, bottomRight: 3.2, bottomLeft: 9),
        RoundedRect(rect: Rect(x: 0.5, y: 0.5, width: 9, height: 19), radius: 4.5),
        RoundedRect(rect: Rect(x: 3.25, y: 1.75, width: 6.1, height: 6.1), radius: 100),   // a circle
        RoundedRect(rect: Rect(x: 2.9, y: 4.1, width: 14, height: 2.4), topLeft: 1, topRight: 2, bottomRight: 0.5, bottomLeft: 0),
    ]

    private func sampled(_ shape: RoundedRect, x: Int, y: Int) -> Double {
        let n = 64
        var inside = 0
        let r = shape.rect
        for sy in 0..<n {
            let py = Double(y) + (Double(sy) + 0.5) / Double(n)
            for sx in 0..<n {
                let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                guard px >= r.x, px <= r.maxX, py >= r.y, py <= r.maxY else { continue }
                var ok = true
                for (radius, cx, cy, isCorner) in [
                    (shape.topLeft, r.x + shape.topLeft, r.y + shape.topLeft, px < r.x + shape.topLeft && py < r.y + shape.topLeft),
                    (shape.topRight, r.maxX - shape.topRight, r.y + shape.topRight, px > r.maxX - shape.topRight && py < r.y + shape.topRight),
                    (shape.bottomRight, r.maxX - shape.bottomRight, r.maxY - shape.bottomRight, px > r.maxX - shape.bottomRight && py > r.maxY - shape.bottomRight),
                    (shape.bottomLeft, r.x + shape.bottomLeft, r.maxY - shape.bottomLeft, px < r.x + shape.bottomLeft && py > r.maxY - shape.bottomLeft),
                ] where isCorner && radius > 0 {
                    if (px - cx) * (px - cx) + (py - cy) * (py - cy) > radius * radius { ok = false }
                }
                if ok { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }

    func testAnalyticCoverageMatchesSampling() {
        for shape in Self.shapes {
            let coverage = ShapeCoverage(shape, scale: 1)
            let b = coverage.pixelBounds
            for y in b.y0..<b.y1 {
                for x in b.x0..<b.x1 {
                    XCTAssertEqual(coverage.coverage(x: x, y: y), sampled(shape, x: x, y: y), accuracy: 0.02,
                                   "\(shape) pixel (\(x), \(y))")
                }
            }
        }
    }

    func testFillSpansAgreeWithPerPixelCoverage() throws {
        let backend = RasterBackend(glyphs: RasterTests.glyphs)
        for shape in Self.shapes {
            let buffer = try backend.rasterize(Scene(width: 22, height: 22, scale: 1, background: .white, items: [.fill(shape, .black)]))
            let coverage = ShapeCoverage(shape, scale: 1)
            for y in 0..<22 {
                for x in 0..<22 {
                    let expected = 255 - Int((coverage.coverage(x: x, y: y) * 255).rounded())
                    XCTAssertEqual(Int(buffer.color(x: x, y: y).r), expected, "\(shape) pixel (\(x), \(y))")
                }
            }
        }
    }
}
