import XCTest
import Foundation
import GravityCore
import GravityText
import Gravity
@testable import GravityRender

final class ImageTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes a solid PNG of `width` × `height` pixels.
    private func writePNG(_ relativePath: String, width: Int, height: Int, color: String) throws {
        let buffer = PixelBuffer(width: width, height: height, fill: try Color.parse(color))
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGCodec.encode(buffer)).write(to: url)
    }

    private var document: String { folder.appendingPathComponent("layout.xml").path }

    /// Resolves `name` from the layout in `folder`, as Resolve does.
    private func find(_ name: String, scale: Double, assets: [String] = [],
                      decoder: ImageDecoder = ImageDecoder()) throws -> ResolvedImage {
        var search = ImageSearch(assetDirectories: assets, scale: scale, inspector: decoder)
        return try search.resolve(name, documentPath: document)
    }

    func testLookupOrderAndScaleVariants() throws {
        try writePNG("Images/icon.png", width: 10, height: 6, color: "#ff0000")
        try writePNG("Images/icon@2x.png", width: 20, height: 12, color: "#00ff00")
        try writePNG("Images/icon@3x.png", width: 30, height: 18, color: "#0000ff")
        let decoder = ImageDecoder()
        let at1 = try find("icon", scale: 1, decoder: decoder)
        XCTAssertEqual(at1.fileScale, 1)
        XCTAssertEqual(at1.path, folder.appendingPathComponent("Images/icon.png").resolvingSymlinksInPath().path)
        XCTAssertTrue(try decoder.pixels(of: at1).color(x: 0, y: 0) == (255, 0, 0, 255))
        let at2 = try find("icon", scale: 2, decoder: decoder)
        XCTAssertEqual(at2.fileScale, 2)
        XCTAssertEqual([at2.pixelWidth, at2.pixelHeight], [20, 12])
        XCTAssertTrue(try decoder.pixels(of: at2).color(x: 0, y: 0) == (0, 255, 0, 255))
        // Scale 1.5 prefers the next larger file, @2x.
        XCTAssertEqual(try find("icon", scale: 1.5).fileScale, 2)
        XCTAssertEqual(try find("icon", scale: 3).fileScale, 3)
        // Natural size in points is the same for every variant.
        for scale in [1.0, 2, 3] {
            XCTAssertEqual(try find("icon", scale: scale).naturalSize, Size(width: 10, height: 6))
        }
        // The layout's own folder comes before Images/.
        try writePNG("icon.png", width: 4, height: 4, color: "#000000")
        XCTAssertEqual(try find("icon", scale: 2).pixelWidth, 4)
    }

    func testAssetFoldersComeLastAndScaleFallsBack() throws {
        try writePNG("assets/logo@2x.png", width: 8, height: 8, color: "#ffffff")
        let image = try find("logo", scale: 1, assets: [folder.appendingPathComponent("assets").path])
        XCTAssertEqual(image.fileScale, 2)
        XCTAssertEqual(image.naturalSize, Size(width: 4, height: 4))
    }

    /// The decoder is a cache keyed by real path: a file reached by two names is decoded once.
    func testDecoderCachesByRealPath() throws {
        try writePNG("Images/a.png", width: 3, height: 2, color: "#ff0000")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Images/b.png").path, withDestinationPath: "a.png")
        let decoder = ImageDecoder()
        let a = try find("a", scale: 1, decoder: decoder), b = try find("b", scale: 1, decoder: decoder)
        XCTAssertEqual(a, b)
        // Painting reads the cached pixels, not the file.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Images/a.png"))
        XCTAssertEqual(try decoder.pixels(of: b).width, 3)
    }

    /// One search sums the decoded pixels of the distinct files it found:
    /// a file drawn twice counts once, and the file that would pass
    /// `maxImagePixels` is refused before it is decoded.
    func testDecodedPixelsAreSummedPerDocument() throws {
        try writePNG("Images/a.png", width: 4, height: 4, color: "#ff0000")
        try writePNG("Images/b.png", width: 4, height: 3, color: "#00ff00")
        try writePNG("Images/c.png", width: 2, height: 2, color: "#0000ff")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Images/a-link.png").path, withDestinationPath: "a.png")
        var limits = Limits()
        limits.maxImagePixels = 30
        let decoder = ImageDecoder()
        var search = ImageSearch(limits: limits, inspector: decoder)
        XCTAssertEqual(try search.resolve("a", documentPath: document).pixelWidth, 4)
        XCTAssertEqual(try search.resolve("a", documentPath: document).pixelWidth, 4)
        XCTAssertEqual(try search.resolve("a-link", documentPath: document).pixelWidth, 4)
        XCTAssertEqual(search.decodedPixels, 16)
        XCTAssertEqual(try search.resolve("b", documentPath: document).pixelHeight, 3)
        XCTAssertEqual(search.decodedPixels, 28)
        XCTAssertThrowsError(try search.resolve("c", documentPath: document)) { error in
            XCTAssertEqual("\(error)", "image 'c': '\(folder.path)/Images/c.png' is 2 × 2 pixels, which would bring the images "
                           + "of this layout to 32 decoded pixels, more than the limit of 30 (raise it with --max-image-pixels)")
        }
        // Refused before decoding; the sum is unchanged, and a new document starts again.
        XCTAssertEqual(decoder.cachedPaths.map { ($0 as NSString).lastPathComponent }, ["a.png", "b.png"])
        XCTAssertEqual(search.decodedPixels, 28)
        var next = ImageSearch(limits: limits, inspector: decoder)
        XCTAssertEqual(try next.resolve("c", documentPath: document).pixelWidth, 2)
    }

    /// The decoder keeps at most its byte budget of pixels, dropping the
    /// least recently used; a dropped image is decoded again when painted.
    func testDecodeCacheIsBoundedInBytes() throws {
        for (name, color) in [("a", "#ff0000"), ("b", "#00ff00"), ("c", "#0000ff")] {
            try writePNG("Images/\(name).png", width: 10, height: 10, color: color)  // 400 bytes each
        }
        let decoder = ImageDecoder(maxCachedBytes: 1000)
        let a = try find("a", scale: 1, decoder: decoder)
        _ = try find("b", scale: 1, decoder: decoder)
        XCTAssertEqual(decoder.cachedBytes, 800)
        _ = try decoder.pixels(of: a)  // a is now the most recently used
        _ = try find("c", scale: 1, decoder: decoder)
        XCTAssertEqual(decoder.cachedPaths.map { ($0 as NSString).lastPathComponent }, ["a.png", "c.png"])
        XCTAssertEqual(decoder.cachedBytes, 800)
        XCTAssertTrue(try decoder.pixels(of: find("b", scale: 1, decoder: decoder)).color(x: 5, y: 5) == (0, 255, 0, 255))
        XCTAssertEqual(decoder.cachedPaths.map { ($0 as NSString).lastPathComponent }, ["c.png", "b.png"])
        // An image larger than the whole budget is still kept while it is the newest.
        try writePNG("Images/big.png", width: 20, height: 20, color: "#ffffff")
        _ = try find("big", scale: 1, decoder: decoder)
        XCTAssertEqual(decoder.cachedPaths.map { ($0 as NSString).lastPathComponent }, ["big.png"])
        XCTAssertEqual(decoder.cachedBytes, 1600)
    }

    func testMissingEscapingAndCorruptImagesAreErrors() throws {
        try writePNG("Images/real.png", width: 2, height: 2, color: "#ffffff")
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        XCTAssertThrowsError(try find("nothing", scale: 1)) { error in
            XCTAssertTrue("\(error)".hasPrefix("image 'nothing' not found; looked for nothing.png/.jpg/.jpeg in '\(folder.path)', '\(folder.path)/Images'"), "\(error)")
        }
        XCTAssertThrowsError(try find("../secret", scale: 1)) { error in
            XCTAssertEqual("\(error)", "image '../secret' leaves the search folders ('..' is not allowed above them)")
        }
        XCTAssertThrowsError(try find("/etc/passwd", scale: 1)) { error in
            XCTAssertEqual("\(error)", "image '/etc/passwd' must be a name relative to the search folders, not an absolute path")
        }
        XCTAssertThrowsError(try find("broken", scale: 1)) { error in
            XCTAssertEqual("\(error)", "image 'broken': '\(folder.path)/broken.png' is not a valid PNG (not a PNG file (bad signature))")
        }
        // A symbolic link out of the folder is refused too.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-outside-\(UUID().uuidString).png")
        try Data(PNGCodec.encode(PixelBuffer(width: 1, height: 1, fill: .black))).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: outside.path)
        XCTAssertThrowsError(try find("link", scale: 1)) { error in
            XCTAssertTrue("\(error)".hasPrefix("image 'link' leads outside its search folder '\(folder.path)'"), "\(error)")
        }
        // Going down and back up inside the folder is fine.
        XCTAssertEqual(try find("Images/../Images/real", scale: 1).pixelWidth, 2)
    }

    /// Resolve decides the file once; layout and painting use what it found.
    func testResolvedImageIsCarriedToTheFrameAndPaintedWithoutSearchingAgain() throws {
        try writePNG("Images/dot@2x.png", width: 4, height: 2, color: "#ff0000")
        try #"<V padding="1"><Image id="dot" image="dot"/></V>"#.write(toFile: document, atomically: true, encoding: .utf8)
        let engine = try GravityEngine()
        let layout = try engine.layout(file: document, options: LayoutOptions(scale: 2))
        let file = try XCTUnwrap(layout["dot"]?.image?.content.file)
        XCTAssertEqual(file, ResolvedImage(path: folder.appendingPathComponent("Images/dot@2x.png").resolvingSymlinksInPath().path,
                                           fileScale: 2, pixelWidth: 4, pixelHeight: 2))
        XCTAssertEqual(layout["dot"]?.frame, Rect(x: 1, y: 1, width: 2, height: 1))
        // The folder is gone: painting searches nothing, it draws the decoded file.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Images"))
        let buffer = try engine.rasterize(layout)
        XCTAssertTrue(buffer.color(x: 2, y: 2) == (255, 0, 0, 255))
    }

    func testMissingImageIsALocatedLayoutError() throws {
        let xml = "<V>\n  <Image image=\"ghost\"/>\n</V>\n"
        let path = folder.appendingPathComponent("layout.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try GravityEngine()
        XCTAssertThrowsError(try engine.layout(file: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\(path):2:17: error: image 'ghost' not found"), text)
        }
    }

    func testContentModesPlaceTheImage() {
        let natural = Size(width: 20, height: 10)
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        func rect(_ mode: ContentMode) -> Rect { ContentPlacement(mode: mode, natural: natural, scale: 2).rect(in: frame) }
        XCTAssertEqual(rect(.scaleAspectFit), Rect(x: 0, y: 10, width: 40, height: 20))
        XCTAssertEqual(rect(.scaleAspectFill), Rect(x: -20, y: 0, width: 80, height: 40))
        XCTAssertEqual(rect(.scaleToFill), frame)
        XCTAssertEqual(rect(.center), Rect(x: 10, y: 15, width: 20, height: 10))
    }

    private func render(_ xml: String, scale: Double = 1) throws -> PixelBuffer {
        let path = folder.appendingPathComponent("layout.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try GravityEngine()
        let options = LayoutOptions(scale: scale)
        return try engine.rasterize(try engine.layout(file: path, options: options))
    }

    func testImagesDrawWithModesAndTemplateTint() throws {
        // Left half red, right half transparent, 4 × 2 pixels at @1x.
        var pixels = PixelBuffer(width: 4, height: 2, fill: .clear)
        for y in 0..<2 { for x in 0..<2 { pixels.pixels.replaceSubrange(((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4), with: [255, 0, 0, 255]) } }
        try Data(PNGCodec.encode(pixels)).write(to: folder.appendingPathComponent("Images/half.png"))
        let buffer = try render("""
            <H>
              <Image image="half" width="40" height="40" contentMode="scaleAspectFit"/>
              <Image image="half" width="40" height="40" contentMode="scaleToFill" template="true" color="#0000ff"/>
              <Image image="half" width="40" height="40" contentMode="scaleAspectFill" template="true"/>
            </H>
            """)
        XCTAssertEqual(buffer.width, 120)
        // Aspect fit: 40 × 20 band in the middle; above it the white canvas.
        XCTAssertTrue(buffer.color(x: 5, y: 5) == (255, 255, 255, 255))
        XCTAssertTrue(buffer.color(x: 5, y: 20) == (255, 0, 0, 255), "\(buffer.color(x: 5, y: 20))")
        XCTAssertTrue(buffer.color(x: 35, y: 20) == (255, 255, 255, 255))
        // Scale to fill, tinted blue: the whole height.
        XCTAssertTrue(buffer.color(x: 45, y: 2) == (0, 0, 255, 255), "\(buffer.color(x: 45, y: 2))")
        XCTAssertTrue(buffer.color(x: 75, y: 38) == (255, 255, 255, 255))
        // Aspect fill, tinted with the default colour (black), clipped to its frame:
        // 80 × 40, centred, so the opaque half covers x 80…100 of the canvas.
        XCTAssertTrue(buffer.color(x: 85, y: 20) == (0, 0, 0, 255), "\(buffer.color(x: 85, y: 20))")
        XCTAssertTrue(buffer.color(x: 110, y: 20) == (255, 255, 255, 255))
        // Bilinear: the transition between red and clear is blended over ~one source pixel.
        let middle = buffer.color(x: 20, y: 20)
        XCTAssertTrue(middle.r == 255 && middle.g > 0 && middle.g < 255, "\(middle)")
    }

    func testAt2xFileIsUsedAtScale2() throws {
        try writePNG("Images/dot.png", width: 4, height: 4, color: "#ff0000")
        try writePNG("Images/dot@2x.png", width: 8, height: 8, color: "#00ff00")
        let at1 = try render(#"<Image image="dot"/>"#, scale: 1)
        let at2 = try render(#"<Image image="dot"/>"#, scale: 2)
        XCTAssertEqual(at1.width, 4)
        XCTAssertEqual(at2.width, 8)
        XCTAssertTrue(at1.color(x: 2, y: 2) == (255, 0, 0, 255))
        XCTAssertTrue(at2.color(x: 4, y: 4) == (0, 255, 0, 255))
    }
}
