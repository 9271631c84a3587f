import XCTest
import GravityCore
@testable import Gravity

/// SPEC §2.4 `clips`: children are clipped to the bounds by default in a `Z`
/// (and `View`, `Button`), not in stacks; the attribute overrides either way.
final class ClipsTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// A 20 × 20 container at (10, 10) whose red child runs past its
    /// bottom-right corner to (45, 45); returns whether the canvas pixel at
    /// (32, 32), outside the container but inside the child, is red.
    private func overflowShows(_ container: String, _ clips: String? = nil) throws -> Bool {
        let attribute = clips.map { " clips=\"\($0)\"" } ?? ""
        let xml = """
        <Z width="40" height="40" gravity="left top" backgroundColor="white">
            <\(container) width="20" height="20" leftMargin="10" topMargin="10"\(attribute)>
                <Z width="20" height="20" leftMargin="15" topMargin="15" backgroundColor="red"/>
            </\(container)>
        </Z>
        """
        let buffer = try Self.engine.rasterize(try Self.engine.layout(xml: xml))
        XCTAssertTrue(buffer.color(x: 27, y: 27) == (255, 0, 0, 255), "the child inside the container is drawn")
        let outside = buffer.color(x: 32, y: 32)
        XCTAssertTrue(outside == (255, 0, 0, 255) || outside == (255, 255, 255, 255), "\(outside)")
        return outside == (255, 0, 0, 255)
    }

    func testLayersClipByDefault() throws {
        XCTAssertFalse(try overflowShows("Z"))
        XCTAssertFalse(try overflowShows("UIView"))
        XCTAssertFalse(try overflowShows("Button"))
    }

    func testStacksDoNotClipByDefault() throws {
        XCTAssertTrue(try overflowShows("V"))
        XCTAssertTrue(try overflowShows("H"))
    }

    func testTheAttributeOverridesTheDefault() throws {
        XCTAssertTrue(try overflowShows("Z", "false"))
        XCTAssertFalse(try overflowShows("V", "true"))
    }
}
