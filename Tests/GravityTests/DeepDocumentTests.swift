import XCTest
import GravityCore
@testable import Gravity

/// The library's callers (snapshot tests on XCTest's 8 MiB main thread)
/// can lay out and render a document as deep as the default limit allows.
final class DeepDocumentTests: XCTestCase {
    func testDefaultDepthLimitLaysOutAndRendersOnTheCallersThread() throws {
        let depth = 256  // 255 stacks and their leaves: exactly the default limit
        let xml = String(repeating: #"<V padding="1">"#, count: depth - 1)
            + #"<Label text="deep" font="System 12"/><View width="4" height="4" backgroundColor="red"/>"#
            + String(repeating: "</V>", count: depth - 1)
        let engine = try GravityEngine()
        let outcome = try engine.layout(xml: xml)
        let png = try engine.render(outcome)
        XCTAssertGreaterThan(png.count, 0)
        XCTAssertEqual(outcome.canvas.height, 2 * Double(depth - 1) + 4 + 15, accuracy: 2)
    }
}
