import XCTest
import GravityCore
import GravityRender
@testable import Gravity

final class EngineTests: XCTestCase {
    static let engine = try! GravityEngine()

    func testLabelInAFixedBoxIsDrawnInItsColour() throws {
        let xml = """
        <Z width="120" height="40" backgroundColor="#ffffff">
            <Label id="t" text="HH" font="System Bold 30" textColor="#ff0000"/>
        </Z>
        """
        let outcome = try Self.engine.layout(xml: xml)
        let frame = try XCTUnwrap(outcome["t"])
        XCTAssertEqual(frame.text?.layout.fontName, "Inter Bold 30")
        let buffer = try Self.engine.rasterize(outcome)
        XCTAssertEqual(buffer.width, 120)
        XCTAssertEqual(buffer.height, 40)
        // The middle of the first H's left stem is solid red; the corner is white.
        let stemX = Int(frame.rect.x) + 4
        let midY = Int(((frame.text!.capTop + frame.text!.baseline) / 2).rounded())
        XCTAssertTrue(buffer.color(x: stemX, y: midY) == (255, 0, 0, 255), "\(buffer.color(x: stemX, y: midY))")
        XCTAssertTrue(buffer.color(x: 0, y: 0) == (255, 255, 255, 255))
    }

    func testErrorsCarryLocations() {
        XCTAssertThrowsError(try Self.engine.layout(xml: "<V>\n<Label font=\"Nope 12\"/></V>", path: "bad.xml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("bad.xml:2:14: error: unknown font family 'Nope'"), text)
        }
    }

    func testSameInputGivesIdenticalPNG() throws {
        let outcome = try Self.engine.layout(xml: "<V padding=\"4\"><Label text=\"Same bytes\"/></V>")
        let first = try Self.engine.render(outcome)
        let second = try Self.engine.render(try Self.engine.layout(xml: "<V padding=\"4\"><Label text=\"Same bytes\"/></V>"))
        XCTAssertEqual(first, second)
    }
}
