import GravityCore
@testable import GravityPreview
import NIOHTTP1
import XCTest

/// The preview's routing rules, as a value: what each request head asks.
final class PreviewRequestTests: XCTestCase {
    private func route(_ uri: String, method: HTTPMethod = .GET, host: String? = "127.0.0.1:8080") -> PreviewRequest {
        PreviewRequest(method: method, uri: uri, host: host, boundPort: 8080)
    }

    func testThePathsAndTheirQueries() throws {
        XCTAssertEqual(route("/"), .page)
        XCTAssertEqual(route("/index.html"), .page)
        XCTAssertEqual(route("/events"), .events)
        XCTAssertEqual(route("/image.png?scale=2&overlay=1"), .image(scale: 2, overlay: true, variant: Variant()))
        XCTAssertEqual(route("/frames.json?scale=3"), .frames(scale: 3, variant: Variant()))
        XCTAssertEqual(route("/image.png?appearance=dark&direction=&scale=1"),
                       .image(scale: 1, overlay: false, variant: Variant(appearance: .dark)))
        XCTAssertEqual(route("/../../etc/passwd"), .refused(.notFound, "not found"))
    }

    func testRefusalsInTheirOrder() {
        // A foreign Host is refused before anything else is read.
        XCTAssertEqual(route("/image.png?scale=9", method: .POST, host: "evil.example:8080"),
                       .refused(.forbidden, "only 127.0.0.1 and localhost may ask"))
        XCTAssertEqual(route("/", host: nil), .refused(.forbidden, "only 127.0.0.1 and localhost may ask"))
        XCTAssertEqual(route("/", host: "localhost:8081"), .refused(.forbidden, "only 127.0.0.1 and localhost may ask"))
        XCTAssertEqual(route("/", host: "LOCALHOST"), .page)
        XCTAssertEqual(route("/image.png?scale=9", method: .POST), .refused(.methodNotAllowed, "GET only"))
        XCTAssertEqual(route("/nowhere?scale=0.5"), .refused(.badRequest, "scale must be 1, 2 or 3"))
        guard case .refused(.badRequest, let message) = route("/image.png?appearance=dim") else {
            return XCTFail("a bad variant value is a 400")
        }
        XCTAssertTrue(message.contains("dim"), message)
    }
}
