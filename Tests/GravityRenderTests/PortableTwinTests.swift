import XCTest
import CPNGSupport
import CRasterSpans
import GravityCore
@testable import Gravity
@testable import GravityRender

/// Every vector path (CPNGSupport's SSSE3/AVX2/BMI2 encoder, deflater and
/// decoder; CRasterSpans' AVX2 kernels) has a portable twin, the code
/// arm64 and older x86-64 machines run. GRAVITY_SIMD=scalar forces the
/// twins for a whole process (`make test` runs the PNG, raster and golden
/// tests once more so); here both are run in one process and must give the
/// same bytes.
final class PortableTwinTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func tearDown() {
        gravity_png_use_portable(0)
        gravity_spans_use_baseline(0)
    }

    /// The environment decides the mode; the switches override it.
    func testGravitySIMDScalarForcesThePortableTwins() {
        let scalar = ProcessInfo.processInfo.environment["GRAVITY_SIMD"] == "scalar"
        if scalar {
            XCTAssertEqual(gravity_png_simd(), 0)
            XCTAssertEqual(gravity_spans_uses_baseline(), 1)
        } else {
            XCTAssertEqual(gravity_spans_uses_baseline(), 0)
            #if arch(x86_64)
            // Every x86-64 machine this runs on has SSSE3 (2006 on).
            XCTAssertNotEqual(gravity_png_simd() & GRAVITY_SIMD_SSSE3, 0)
            #endif
        }
        gravity_png_use_portable(1)
        gravity_spans_use_baseline(1)
        XCTAssertEqual(gravity_png_simd(), 0)
        XCTAssertEqual(gravity_spans_uses_baseline(), 1)
    }

    /// The examples that lay out without data or custom elements, rendered
    /// and encoded with the CPU's paths and then with the portable twins:
    /// byte-identical PNGs, and the fast decoder gives the same pixels.
    func testExamplesGiveTheSameBytesOnThePortablePaths() throws {
        let engine = try GravityEngine()
        let folder = Self.packageRoot.appendingPathComponent("Examples")
        let examples = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted()
        var compared = 0
        for example in examples {
            guard let outcome = try? engine.layout(file: folder.appendingPathComponent(example).path,
                                                   options: LayoutOptions(scale: 2)) else { continue }
            func pngAndPixels(portable: Bool) throws -> ([UInt8], [UInt8]) {
                gravity_png_use_portable(portable ? 1 : 0)
                gravity_spans_use_baseline(portable ? 1 : 0)
                let png = try engine.render(outcome)
                return (png, try XCTUnwrap(PNGCodec.decodeFast(png, maxPixels: .max)).rgba)
            }
            let native = try pngAndPixels(portable: false)
            let portable = try pngAndPixels(portable: true)
            XCTAssertEqual(native.0, portable.0, "\(example): PNG bytes differ between the CPU's and the portable paths")
            XCTAssertEqual(native.1, portable.1, "\(example): decoded pixels differ")
            compared += 1
        }
        // 20 examples today; some need data or the custom element.
        XCTAssertGreaterThanOrEqual(compared, 12, "only \(compared) examples laid out")
    }

    /// The opacity test (which lets an opaque render skip un-premultiplying)
    /// looks at 32 pixels a step with AVX2: one translucent pixel anywhere,
    /// the last one of a block or of the tail included, makes a buffer not
    /// opaque on both paths; and unpremultiplied() of an opaque buffer is its bytes.
    func testOpacityIsTheSameOnThePortablePath() {
        let count = 32 * 40 + 7  // a tail that is not a whole step
        let opaque = PixelBuffer(width: count, height: 1, premultiplied: [UInt8](repeating: 200, count: count * 4).enumerated()
            .map { $0.offset % 4 == 3 ? 255 : $0.element })
        for portable in [false, true] {
            gravity_png_use_portable(portable ? 1 : 0)
            XCTAssertTrue(opaque.isOpaque, "portable: \(portable)")
            XCTAssertEqual(opaque.unpremultiplied(), opaque.pixels)
            for pixel in [0, 31, 32, 640, count - 8, count - 1] {
                var translucent = opaque
                translucent.pixels[pixel * 4 + 3] = 254
                XCTAssertFalse(translucent.isOpaque, "pixel \(pixel), portable: \(portable)")
                let straight = translucent.unpremultiplied()
                XCTAssertEqual(straight[pixel * 4], 201, "pixel \(pixel): 200 · 255 / 254, rounded")
                XCTAssertEqual(Array(straight[0..<(pixel * 4)]), Array(opaque.pixels[0..<(pixel * 4)]))
            }
        }
    }
}
