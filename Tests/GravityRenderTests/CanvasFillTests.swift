import XCTest
import GravityCore
@testable import GravityRender

/// The root's opaque background becomes the canvas's colour instead of a
/// second pass over the frame; only when that gives the same pixels.
final class CanvasFillTests: XCTestCase {
    private let backend = RasterBackend(glyphs: RasterTests.glyphs)
    private let grey = Color(red: 0.95, green: 0.96, blue: 0.97)

    func testAnOpaqueFullCanvasFillIsTheCanvasColour() throws {
        let items: [SceneItem] = [.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 30)), grey),
                                  .fill(RoundedRect(rect: Rect(x: 3.3, y: 4.6, width: 20, height: 10), radius: 4), .black)]
        let drawn = try backend.rasterize(Scene(width: 40, height: 30, scale: 2, background: .white, items: items))
        // The same fill painted over the canvas: a first item that draws
        // nothing (a clear fill) keeps the shortcut from being taken.
        let nothing = SceneItem.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .clear)
        let painted = try backend.rasterize(Scene(width: 40, height: 30, scale: 2, background: .white, items: [nothing] + items))
        XCTAssertNil(RasterBackend.opaqueCanvasColor(nothing, width: 80, height: 60, scale: 2))
        XCTAssertEqual(drawn.pixels, painted.pixels)
        XCTAssertEqual(RasterBackend.opaqueCanvasColor(items[0], width: 80, height: 60, scale: 2), grey)
    }

    func testOnlyOpaqueSquareFillsOfTheWholeCanvasQualify() {
        let whole = Rect(x: 0, y: 0, width: 40, height: 30)
        let cases: [(SceneItem, String)] = [
            (.fill(RoundedRect(rect: whole), Color(red: 0.95, green: 0.96, blue: 0.97, alpha: 0.99)), "translucent"),
            (.fill(RoundedRect(rect: whole, radius: 1), grey), "rounded"),
            (.fill(RoundedRect(rect: Rect(x: 0.25, y: 0, width: 40, height: 30)), grey), "not from the left edge"),
            (.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 29.9)), grey), "short of the bottom"),
        ]
        for (item, what) in cases {
            XCTAssertNil(RasterBackend.opaqueCanvasColor(item, width: 80, height: 60, scale: 2), what)
        }
    }
}
