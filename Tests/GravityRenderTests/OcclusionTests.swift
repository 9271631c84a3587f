import XCTest
import GravityCore
@testable import GravityText
@testable import GravityRender

/// Occlusion culling skips only pixels a later opaque fill overwrites: every
/// scene renders to the same pixels with culling on and off.
final class OcclusionTests: XCTestCase {
    static let library = try! FontLibrary.standard()
    static let glyphs = GlyphRasterizer(library: library)

    func render(_ items: [SceneItem], width: Double = 40, height: Double = 40, scale: Double = 1,
                culling: Bool) throws -> PixelBuffer {
        var backend = RasterBackend(glyphs: Self.glyphs)
        backend.cullsOccludedPixels = culling
        return try backend.rasterize(Scene(width: width, height: height, scale: scale, background: .white, items: items))
    }

    /// Renders with and without culling and compares every byte.
    func assertCullingKeepsPixels(_ items: [SceneItem], width: Double = 40, height: Double = 40, scale: Double = 1,
                                  _ message: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let culled = try render(items, width: width, height: height, scale: scale, culling: true)
        let full = try render(items, width: width, height: height, scale: scale, culling: false)
        guard culled.pixels != full.pixels else { return }
        let index = zip(culled.pixels, full.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
        XCTFail("\(message) pixel (\(index % culled.width), \(index / culled.width)) differs with culling", file: file, line: line)
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0) -> RoundedRect {
        RoundedRect(rect: Rect(x: x, y: y, width: w, height: h), radius: radius)
    }

    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Blue almost everywhere: a fill covering the whole canvas would become its background colour instead.
    var blueBelow: SceneItem { .fill(rect(0, 0, 40, 39), blue) }

    // MARK: - What must still show

    func testPartlyCoveredShapeShowsOutsideTheCover() throws {
        let items: [SceneItem] = [.fill(rect(0, 0, 30, 30), blue), .fill(rect(10, 10, 30, 30), red)]
        let buffer = try render(items, culling: true)
        XCTAssertTrue(buffer.color(x: 5, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 25, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 5, y: 25) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 20, y: 20) == (255, 0, 0, 255))
        try assertCullingKeepsPixels(items)
    }

    func testTranslucentCoverStillShowsTheShapeBelow() throws {
        let veil = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let items: [SceneItem] = [.fill(rect(5, 5, 20, 20), blue), .fill(rect(0, 0, 40, 40), veil)]
        let buffer = try render(items, culling: true)
        XCTAssertTrue(buffer.color(x: 10, y: 10) == (128, 0, 127, 255), "\(buffer.color(x: 10, y: 10))")
        try assertCullingKeepsPixels(items)
    }

    func testFractionalAndRoundedEdgesOfTheCoverStillShowTheShapeBelow() throws {
        // The cover's edges and corners are partly covered pixels: the blue below shows through them.
        let items: [SceneItem] = [blueBelow, .fill(rect(4.5, 4.25, 30.5, 30.5, radius: 8), red)]
        let buffer = try render(items, culling: true)
        XCTAssertNotEqual(buffer.color(x: 4, y: 20).b, 0)
        XCTAssertNotEqual(buffer.color(x: 20, y: 4).b, 0)
        XCTAssertNotEqual(buffer.color(x: 6, y: 6).b, 0)
        try assertCullingKeepsPixels(items)
        try assertCullingKeepsPixels(items, scale: 1.5, "at scale 1.5:")
    }

    func testOpaqueFillInsideATranslucentGroupCoversNothingOutsideIt() throws {
        let items: [SceneItem] = [blueBelow,
                                  .group(opacity: 0.5, clip: nil, items: [.fill(rect(0, 0, 40, 40), red)])]
        let buffer = try render(items, culling: true)
        XCTAssertTrue(buffer.color(x: 20, y: 20) == (128, 0, 127, 255), "\(buffer.color(x: 20, y: 20))")
        try assertCullingKeepsPixels(items)
    }

    func testCoverInsideAClipCoversOnlyTheClippedPixels() throws {
        // An opaque group clipped to a rectangle draws in place: its fill covers only inside the clip.
        let items: [SceneItem] = [blueBelow,
                                  .group(opacity: 1, clip: rect(10, 10, 10, 10), items: [.fill(rect(0, 0, 40, 40), red)])]
        let buffer = try render(items, culling: true)
        XCTAssertTrue(buffer.color(x: 5, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(buffer.color(x: 15, y: 15) == (255, 0, 0, 255))
        try assertCullingKeepsPixels(items)
        // A rounded clip needs a layer: the fill inside covers nothing of the layer below.
        try assertCullingKeepsPixels([items[0], .group(opacity: 1, clip: rect(5, 5, 30, 30, radius: 10),
                                                       items: [.fill(rect(0, 0, 40, 40), red)])])
    }

    func testWhollyCoveredItemsAreSkippedWithoutChangingPixels() throws {
        let face = try Self.library.face(for: try Self.library.match(.default))
        let run = GlyphRun(font: FontKey(path: face.path, faceIndex: 0, size: 14), color: .black,
                           glyphs: Shaper.shape("Hxg", face: face, size: 14).positioned(), originX: 8, baseline: 20)
        let items: [SceneItem] = [.glyphs(run), .border(rect(2, 2, 30, 30, radius: 4), width: 2, blue),
                                  .image(SceneImage(pixels: PixelBuffer(width: 2, height: 2, fill: blue), rect: Rect(x: 4, y: 4, width: 9, height: 9))),
                                  .group(opacity: 0.5, clip: nil, items: [.fill(rect(3, 3, 20, 20), red)]),
                                  .fill(rect(0, 0, 40, 40), red)]
        XCTAssertTrue(try render(items, culling: true).pixels == render([items[4]], culling: false).pixels)
        // The same items half uncovered: what shows is as without culling.
        try assertCullingKeepsPixels(items.dropLast() + [.fill(rect(0, 15, 40, 25), red)])
    }

    // MARK: - Random scenes

    /// Scenes of overlapping opaque and translucent shapes, borders, glyphs,
    /// images and nested groups (translucent, clipped, in place), at
    /// fractional positions and two scales.
    func testRandomScenesRenderTheSameWithAndWithoutCulling() throws {
        let face = try Self.library.face(for: try Self.library.match(.default))
        let glyphs = Shaper.shape("Occlusion 42", face: face, size: 12).positioned()
        let image = PixelBuffer(width: 3, height: 2, straight: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                                               9, 9, 9, 255, 200, 100, 0, 128, 50, 50, 50, 255])
        var random = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &random)
        func next() -> UInt64 {  // SplitMix64, so a failure names its seed
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func number(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 1001) / 1000 * (range.upperBound - range.lowerBound)
        }
        func coordinate() -> Double { (number(-5...60) * 4).rounded() / 4 }
        func color() -> Color {
            Color(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: next() % 3 == 0 ? number(0.3...1) : 1)
        }
        func items(depth: Int) -> [SceneItem] {
            (0..<Int(next() % 12 + 3)).map { _ in
                let shape = rect(coordinate(), coordinate(), number(1...45), number(1...45), radius: next() % 2 == 0 ? 0 : number(0...9))
                switch next() % 10 {
                case 0: return .border(shape, width: number(0.5...4), color())
                case 1: return .glyphs(GlyphRun(font: FontKey(path: face.path, faceIndex: 0, size: 12), color: color(), glyphs: glyphs,
                                                originX: coordinate(), baseline: coordinate()))
                case 2: return .image(SceneImage(pixels: image, rect: shape.rect))
                case 3 where depth < 2:
                    let clip: RoundedRect? = next() % 2 == 0 ? nil : next() % 2 == 0 ? rect(coordinate().rounded(), coordinate().rounded(), 30, 30)
                        : shape
                    return .group(opacity: next() % 2 == 0 ? 1 : number(0.2...1), clip: clip, items: items(depth: depth + 1))
                default: return .fill(shape, color())
                }
            }
        }
        for scene in 0..<200 {
            let start = seed
            let scale = scene % 4 == 3 ? 1.5 : 1
            try assertCullingKeepsPixels(items(depth: 0), width: 50, height: 50, scale: scale, "scene \(scene) (seed \(start)):")
        }
    }
}
