import XCTest
import Foundation
import GravityRender

/// Layout's SampleApp resources as its repository keeps them
/// (Tests/Fixtures/LayoutSampleApp): PDF image sets with template
/// rendering, drawn through poppler at the render's scale.
final class LayoutSampleAppTests: CLITestCase {
    static let icons = "Tests/Fixtures/LayoutSampleApp/Icons.xml"

    func testPDFIconsRenderAtTheirPageSizeTintedAsTemplates() throws {
        let frames = try gravity(["frames", Self.icons, "--scale", "3"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let root = try XCTUnwrap(frames.json["root"] as? [String: Any])
        let images = try XCTUnwrap(root["children"] as? [[String: Any]])
        // Each icon's natural size is its PDF page's size in points.
        XCTAssertEqual(images.map { $0["id"] as? String }, ["boxes", "pages", "text", "table", "collection", "rocket"])
        XCTAssertEqual(images.map { [$0["width"] as? Double, $0["height"] as? Double] },
                       [[31, 22], [31, 22], [24, 22], [31, 22], [31, 22], [25, 20]])

        let output = temporary.appendingPathComponent("icons.png").path
        let run = try gravity(["render", Self.icons, "--scale", "3", "-o", output])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
        XCTAssertEqual([image.width, image.height], [687, 114])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.rgba[i..<i + 3]) }
        // Template images take system blue (#007AFF) without a tintColor, the rocket its own red.
        XCTAssertEqual(pixel(30, 30), [0, 122, 255])
        XCTAssertEqual(pixel(650, 35), [255, 59, 48])
        XCTAssertEqual(pixel(620, 60), [255, 59, 48])
        XCTAssertEqual(pixel(5, 5), [255, 255, 255])
    }
}
