import XCTest
import Gravity
import GravityCore
import GravityRender

/// The facade's three option values, its one result type and its error model.
final class EngineOptionsTests: XCTestCase {
    static let engine = try! GravityEngine()

    func testSolvedLayoutCarriesFramesAnchorsDiagnosticsAndOptions() throws {
        var options = LayoutOptions(width: 100, scale: 2)
        options.limits.maxNodes = 50
        let layout = try Self.engine.layout(xml: #"<V padding="4"><Label id="t" text="Hi" bogus="1"/></V>"#, options: options)
        XCTAssertEqual(layout.options, options)
        XCTAssertEqual(layout.canvas.width, 100)
        let label = try XCTUnwrap(layout["t"])
        XCTAssertEqual(label.frame, label.rect)
        XCTAssertEqual(label.top, 4)
        XCTAssertEqual(label.baseline, label.text?.baseline)
        XCTAssertLessThan(try XCTUnwrap(label.capTop), try XCTUnwrap(label.baseline))
        XCTAssertEqual(layout.diagnostics.items.map(\.severity), [.warning])
        XCTAssertEqual(layout.rootLocation?.line, 1)
    }

    func testLimitsArePassedWhole() throws {
        var options = LayoutOptions()
        options.limits.maxNodes = 2
        XCTAssertThrowsError(try Self.engine.layout(xml: "<V><V/><V/></V>", path: "n.xml", options: options)) { error in
            XCTAssertTrue("\(error)".hasPrefix("n.xml:1:8: error: the file has more than 2 elements"), "\(error)")
        }
        options.limits = Limits()
        options.limits.maxCanvasSide = 10
        XCTAssertThrowsError(try Self.engine.layout(xml: #"<Z width="11" height="1"/>"#, path: "c.xml", options: options)) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.xml:1:1: error: the canvas would be 11 × 1 device pixels, more than the limit of 10 × 10"), "\(error)")
        }
    }

    /// The raster backend takes its pixel cap from the limits it is given.
    func testRasterBackendCapComesFromLimits() throws {
        let scene = Scene(width: 20, height: 20, scale: 1, background: .white, items: [])
        var limits = Limits()
        limits.maxCanvasSide = 19
        XCTAssertThrowsError(try RasterBackend(glyphs: Self.engine.glyphs, limits: limits).rasterize(scene)) { error in
            XCTAssertTrue(error is SetupError, "\(type(of: error))")
        }
        limits.maxCanvasSide = 20
        XCTAssertEqual(try RasterBackend(glyphs: Self.engine.glyphs, limits: limits).rasterize(scene).width, 20)
        XCTAssertEqual(Limits().maxCanvasArea, 16384 * 16384)
        limits.maxCanvasSide = .max
        XCTAssertEqual(limits.maxCanvasArea, .max)
    }

    func testEnvironmentProblemsAreSetupErrors() {
        XCTAssertThrowsError(try GravityEngine(setup: EngineSetup(fontDirectories: ["/nonexistent-gravity-fonts"]))) { error in
            XCTAssertEqual(error as? SetupError, SetupError("font folder '/nonexistent-gravity-fonts' cannot be read"))
        }
    }

    func testOutputOptionsChooseTheBackend() throws {
        let layout = try Self.engine.layout(xml: #"<Z width="3" height="2" backgroundColor="red"/>"#)
        XCTAssertEqual(Array(try Self.engine.render(layout).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let svg = String(decoding: try Self.engine.render(layout, output: OutputOptions(backend: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"width="3" height="2""#), svg)
        XCTAssertEqual(BackendKind(fileExtension: "SVG"), .svg)
        XCTAssertEqual(BackendKind(fileExtension: "png"), .raster)
        XCTAssertNil(BackendKind(fileExtension: "pdf"))
    }
}
