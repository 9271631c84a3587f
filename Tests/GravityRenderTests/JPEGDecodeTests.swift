import XCTest
import Foundation
import GravityCore
@testable import GravityRender

/// JPEG through libjpeg-turbo: the fixtures (Scripts/dev/make-jpeg-fixtures.c)
/// are 16 × 8, left half red, right half blue, the top-left pixel white.
final class JPEGDecodeTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/JPEG")

    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    /// Within `tolerance` of each channel (JPEG is lossy).
    private func assertColor(_ image: PixelBuffer, _ x: Int, _ y: Int, _ expected: (Int, Int, Int),
                             tolerance: Int = 12, _ label: String, line: UInt = #line) {
        let c = image.color(x: x, y: y)
        let ok = abs(Int(c.r) - expected.0) <= tolerance && abs(Int(c.g) - expected.1) <= tolerance
            && abs(Int(c.b) - expected.2) <= tolerance && c.a == 255
        XCTAssertTrue(ok, "\(label) at (\(x), \(y)): \(c), expected \(expected)", line: line)
    }

    func testBaselineProgressiveGreyAndCMYK() throws {
        for name in ["baseline.jpg", "progressive.jpg"] {
            let image = try JPEGCodec.decode(try bytes(name))
            XCTAssertEqual([image.width, image.height], [16, 8], name)
            assertColor(image, 0, 0, (255, 255, 255), name)
            assertColor(image, 3, 4, (255, 0, 0), name)
            assertColor(image, 12, 4, (0, 0, 255), name)
        }
        let grey = try JPEGCodec.decode(try bytes("grey.jpg"))
        assertColor(grey, 3, 4, (64, 64, 64), "grey")
        assertColor(grey, 12, 4, (192, 192, 192), "grey")
        // Photoshop's inverted CMYK (Adobe marker): M + Y is red, C + M blue.
        let cmyk = try JPEGCodec.decode(try bytes("cmyk.jpg"))
        assertColor(cmyk, 3, 4, (255, 0, 0), "cmyk")
        assertColor(cmyk, 12, 4, (0, 0, 255), "cmyk")
    }

    /// EXIF orientation turns the image as UIKit shows it; the header size
    /// already has the shown width and height.
    func testEXIFOrientation() throws {
        XCTAssertEqual(JPEGCodec.orientation(of: try bytes("baseline.jpg")), 1)
        let cases: [(String, Int, [Int], (Int, Int))] = [
            ("rotated3.jpg", 3, [16, 8], (15, 7)),  // 180°: the white corner at bottom right
            ("rotated6.jpg", 6, [8, 16], (7, 0)),   // 90° clockwise: top right
            ("rotated8.jpg", 8, [8, 16], (0, 15)),  // 90° anticlockwise: bottom left
        ]
        for (name, orientation, size, corner) in cases {
            let file = try bytes(name)
            XCTAssertEqual(JPEGCodec.orientation(of: file), orientation, name)
            let header = try JPEGCodec.size(of: file)
            XCTAssertEqual([header.width, header.height], size, name)
            let image = try JPEGCodec.decode(file)
            XCTAssertEqual([image.width, image.height], size, name)
            assertColor(image, corner.0, corner.1, (255, 255, 255), tolerance: 40, name)
        }
        // Turned clockwise, the red half (stored left) is on top.
        let turned = try JPEGCodec.decode(try bytes("rotated6.jpg"))
        assertColor(turned, 3, 3, (255, 0, 0), "rotated6")
        assertColor(turned, 3, 12, (0, 0, 255), "rotated6")
    }

    func testLimitsAndMalformedFiles() throws {
        let file = try bytes("baseline.jpg")
        XCTAssertThrowsError(try JPEGCodec.decode(file, maxPixels: 127)) { error in
            XCTAssertEqual("\(error)", "not a valid JPEG: JPEG is 16 x 8 pixels, more than the limit of 127 pixels")
        }
        // Cut in the middle of the scan: libjpeg's warning is an error here.
        XCTAssertThrowsError(try JPEGCodec.decode(Array(file.prefix(file.count / 2)))) { error in
            XCTAssertTrue("\(error)".hasPrefix("not a valid JPEG: "), "\(error)")
        }
        XCTAssertThrowsError(try JPEGCodec.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 2])) { error in
            XCTAssertTrue("\(error)".hasPrefix("not a valid JPEG: "), "\(error)")
        }
        XCTAssertTrue(JPEGCodec.isJPEG(file))
        XCTAssertFalse(JPEGCodec.isJPEG([137, 80, 78, 71]))
    }

    /// The engine's decoder tells JPEG from PNG by the bytes, not the name.
    func testImageDecoderReadsJPEG() throws {
        let decoder = ImageDecoder()
        let path = Self.fixtures.appendingPathComponent("rotated6.jpg").path
        var admitted: (Int, Int)?
        let size = try decoder.pixelSize(ofPNGAt: path, limits: Limits()) { admitted = ($0, $1) }
        XCTAssertEqual([size.width, size.height], [8, 16])
        XCTAssertEqual(admitted.map { [$0.0, $0.1] }, [8, 16])
        let image = ResolvedImage(path: path, fileScale: 2, pixelWidth: 8, pixelHeight: 16)
        XCTAssertEqual(try decoder.pixels(of: image).height, 16)
    }
}
