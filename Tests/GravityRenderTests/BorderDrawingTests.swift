import XCTest
import GravityCore
@testable import GravityRender

/// Borders are drawn as spans and with corner tables; every pixel must be
/// what the definition gives: source-over at the factor of the outer
/// shape's exact coverage minus the inner shape's.
final class BorderDrawingTests: XCTestCase {
    /// The definition, one pixel at a time.
    private func reference(_ shape: RoundedRect, width: Double, color: Color, scale: Double,
                           canvas: (width: Int, height: Int), background: Color) -> [UInt32] {
        let outer = ShapeCoverage(shape, scale: scale), inner = ShapeCoverage(shape.inset(by: width), scale: scale)
        let source = PixelBuffer.packed(color), back = PixelBuffer.packed(background)
        var pixels = [UInt32](repeating: back, count: canvas.width * canvas.height)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let coverage = outer.coverage(x: x, y: y) - inner.coverage(x: x, y: y)
                guard coverage > 0 else { continue }
                pixels[y * canvas.width + x] = Compositing.over(Compositing.scale(source, Compositing.factor(coverage)), back)
            }
        }
        return pixels
    }

    private func packed(_ buffer: PixelBuffer) -> [UInt32] {
        buffer.withPackedPixels { (start: UnsafePointer<UInt32>) in Array(UnsafeBufferPointer(start: start, count: buffer.width * buffer.height)) }
    }

    func testBordersMatchTheDefinitionPixelForPixel() throws {
        var seed = UInt64(0x5EED_B0D3)
        func random(_ range: ClosedRange<Double>, step: Double) -> Double {
            // A fixed sequence (xorshift), so a failure can be reproduced.
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            let steps = ((range.upperBound - range.lowerBound) / step).rounded(.down)
            return range.lowerBound + Double(seed % UInt64(steps + 1)) * step
        }
        let background = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        let colors = [Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), Color(red: 1, green: 0, blue: 0, alpha: 0.5)]
        var shapes = 0
        for scale in [1.0, 1.5, 2, 3] {
            for index in 0..<60 {
                // Snapped shapes (the tables' case) and arbitrary ones (the exact path).
                let step = index % 3 == 0 ? 0.01 : 0.5
                let rect = Rect(x: random(-4...20, step: step), y: random(-4...20, step: step),
                                width: random(0...40, step: step), height: random(0...40, step: step))
                let shape = index % 4 == 0
                    ? RoundedRect(rect: rect, radius: random(0...20, step: step))
                    : RoundedRect(rect: rect, topLeft: random(0...20, step: step), topRight: random(0...20, step: step),
                                  bottomRight: random(0...20, step: step), bottomLeft: random(0...20, step: step))
                let width = random(0.25...8, step: index % 2 == 0 ? 0.25 : 0.125)
                let color = colors[index % 2]
                let canvas = (width: Int(48 * scale), height: Int(48 * scale))
                let drawn = try RasterBackend(glyphs: RasterTests.glyphs).rasterize(
                    Scene(width: 48, height: 48, scale: scale, background: background, items: [.border(shape, width: width, color)]))
                let expected = reference(shape, width: width, color: color, scale: scale, canvas: canvas, background: background)
                let actual = packed(drawn)
                if let first = actual.indices.first(where: { actual[$0] != expected[$0] }) {
                    XCTFail("\(shape) width \(width) at scale \(scale): pixel (\(first % canvas.width), \(first / canvas.width)) "
                            + "is \(String(actual[first], radix: 16)), expected \(String(expected[first], radix: 16))")
                    return
                }
                shapes += 1
            }
        }
        XCTAssertEqual(shapes, 240)
    }

    /// A border's corner table is the exact outer-minus-inner coverage of
    /// every border it serves, wherever the border lies.
    func testBorderCornerTablesServeEveryBorderWithTheSameKeyExactly() throws {
        let corners = CornerCoverage()
        var compared = 0
        for radius in stride(from: 0.5, through: 24, by: 0.75) {
            for offset in [0.0, 0.25, 0.5, 0.75, 0.125] {
                for width in [0.5, 1, 2, 3.25, 30] {
                    let first = RoundedRect(rect: Rect(x: 3 + offset, y: 5 + offset, width: 60, height: 60), radius: radius)
                    let moved = RoundedRect(rect: Rect(x: 101 + offset, y: 40 + offset, width: 70, height: 55), radius: radius)
                    let outer = ShapeCoverage(moved, scale: 1), inner = ShapeCoverage(moved.inset(by: width), scale: 1)
                    for corner in ShapeCoverage.Corner.allCases {
                        // Made for one border, then served to the other from the cache.
                        _ = corners.table(corner, of: ShapeCoverage(first, scale: 1), minus: ShapeCoverage(first.inset(by: width), scale: 1))
                        guard let served = corners.table(corner, of: outer, minus: inner) else { continue }
                        for y in served.box.y0..<served.box.y1 {
                            for x in served.box.x0..<served.box.x1 {
                                let coverage = outer.coverage(x: x, y: y) - inner.coverage(x: x, y: y)
                                XCTAssertEqual(served.factor(x: x, y: y), Compositing.factor(coverage), "\(corner) r \(radius) w \(width)")
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 50_000)
        XCTAssertGreaterThan(corners.count, 100, "tables kept and reused")
    }
}
