import XCTest
import GravityCore
@testable import GravityRender

/// Corner tables are shared by every render of the process: a table made
/// for one shape must be exactly the coverage of any other shape with the
/// same radius at the same sub-pixel offset, wherever it lies.
final class CornerCoverageTests: XCTestCase {
    func testATableServesEveryShapeWithTheSameKeyExactly() throws {
        let corners = CornerCoverage()
        // Edges and radii on multiples of 1/256 device pixel, as the tables require.
        let first = ShapeCoverage(RoundedRect(rect: Rect(x: 10.25, y: 20.5, width: 80, height: 40), radius: 12.75), scale: 1)
        let moved = ShapeCoverage(RoundedRect(rect: Rect(x: 147.25, y: 311.5, width: 50, height: 90), radius: 12.75), scale: 1)
        var compared = 0
        for corner in ShapeCoverage.Corner.allCases {
            _ = try XCTUnwrap(corners.table(corner, of: first), "\(corner) qualifies")
            let served = try XCTUnwrap(corners.table(corner, of: moved))
            for y in served.box.y0..<served.box.y1 {
                for x in served.box.x0..<served.box.x1 {
                    XCTAssertEqual(served.factor(x: x, y: y), UInt32(Compositing.factor(moved.coverage(x: x, y: y))),
                                   "\(corner) at \(x), \(y)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 4 * 12 * 12)
    }

    /// The second render of a scene finds every corner table it needs in
    /// the backend's own tables; another backend has tables of its own.
    func testRendersShareTheTables() throws {
        let scene = Scene(width: 40, height: 30, scale: 2, background: .white,
                          items: [.fill(RoundedRect(rect: Rect(x: 3, y: 4, width: 30, height: 20), radius: 7.5), .black)])
        let corners = CornerCoverage()
        let backend = RasterBackend(glyphs: RasterTests.glyphs, corners: corners)
        let first = try backend.rasterize(scene)
        let count = corners.count
        XCTAssertGreaterThan(count, 0)
        let second = try backend.rasterize(scene)
        XCTAssertEqual(corners.count, count, "no table computed again")
        XCTAssertEqual(first.pixels, second.pixels)
        let other = CornerCoverage()
        XCTAssertEqual(try RasterBackend(glyphs: RasterTests.glyphs, corners: other).rasterize(scene).pixels, first.pixels)
        XCTAssertEqual(other.count, count, "its own tables, the same ones")
    }

    /// Tables past the byte budget are computed each time, not kept.
    func testTheBudgetBoundsWhatIsKept() throws {
        let corners = CornerCoverage(byteBudget: 1_000)
        let small = ShapeCoverage(RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 100), radius: 10), scale: 1)
        let large = ShapeCoverage(RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 100), radius: 40), scale: 1)
        _ = try XCTUnwrap(corners.table(.topLeft, of: small))
        XCTAssertEqual(corners.count, 1)
        let table = try XCTUnwrap(corners.table(.topLeft, of: large), "served even when not kept")
        XCTAssertGreaterThan(table.factors.count, 1_000)
        XCTAssertEqual(corners.count, 1)
    }
}
