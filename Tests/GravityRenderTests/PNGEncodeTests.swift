import XCTest
import GravityCore
@testable import GravityRender

/// PNG stores straight alpha; an opaque buffer is encoded without the
/// unpremultiplied copy, a translucent one through it.
final class PNGEncodeTests: XCTestCase {
    func testOpaqueBufferRoundTrips() throws {
        let pixels: [UInt8] = [10, 20, 30, 255, 200, 100, 0, 255]
        let buffer = PixelBuffer(width: 2, height: 1, premultiplied: pixels)
        XCTAssertTrue(buffer.isOpaque)
        let decoded = try PNGCodec.decode(PNGCodec.encode(buffer))
        XCTAssertEqual(decoded.pixels, pixels)
    }

    func testTranslucentBufferIsUnpremultiplied() throws {
        // Premultiplied half-transparent red (128, 0, 0, 128) is straight (255, 0, 0, 128).
        let buffer = PixelBuffer(width: 2, height: 1, premultiplied: [128, 0, 0, 128, 0, 0, 0, 255])
        XCTAssertFalse(buffer.isOpaque)
        let decoded = try PNGCodec.decode(PNGCodec.encode(buffer))
        XCTAssertTrue(decoded.color(x: 0, y: 0) == (255, 0, 0, 128), "\(decoded.color(x: 0, y: 0))")
        XCTAssertTrue(decoded.color(x: 1, y: 0) == (0, 0, 0, 255), "\(decoded.color(x: 1, y: 0))")
    }
}
