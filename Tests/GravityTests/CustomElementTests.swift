import XCTest
import GravityCore
import Gravity
import CustomElementExample

/// Custom elements (SPEC §10): a registered name with its own attributes and
/// its own drawing, from XML and from the builder.
final class CustomElementTests: XCTestCase {
    static let engine = try! GravityEngine(setup: EngineSetup(customElements: [ProgressBar.self]))

    func testXMLAndBuilderLayOutAndDrawTheSame() throws {
        let xml = ##"<H gravity="left top" padding="10"><ProgressBar id="bar" width="100" value="0.25" barColor="#ff0000"/></H>"##
        let built = H(padding: 10, gravity: .left, .top) {
            Component("ProgressBar").id("bar").width(100).attribute("value", "0.25").attribute("barColor", "#ff0000")
        }
        let options = LayoutOptions(scale: 1)
        let fromXML = try Self.engine.layout(xml: xml, options: options)
        let fromSwift = try Self.engine.layout(built, options: options)
        XCTAssertEqual(FrameJSON.encode(fromSwift), FrameJSON.encode(fromXML))
        // Its own name in the frames, its natural height (8) on the auto axis.
        XCTAssertTrue(FrameJSON.encode(fromXML).contains(#""element": "ProgressBar", "id": "bar", "x": 10, "y": 10, "width": 100, "height": 8"#),
                      FrameJSON.encode(fromXML))
        // Its drawing: the bar (red) to a quarter of the width, the track after it.
        let pixels = try Self.engine.rasterize(fromXML)
        XCTAssertTrue(pixels.color(x: 20, y: 14) == (255, 0, 0, 255), "\(pixels.color(x: 20, y: 14))")
        XCTAssertTrue(pixels.color(x: 80, y: 14) == (229, 233, 240, 255), "\(pixels.color(x: 80, y: 14))")
        XCTAssertTrue(pixels.color(x: 80, y: 20) == (255, 255, 255, 255), "below the bar: the background")
        XCTAssertEqual(try Self.engine.render(built, options: options), try Self.engine.render(fromXML))
    }

    func testBadValuesAreLocatedErrorsAndUnknownAttributesWarnings() throws {
        let xml = """
            <V>
              <ProgressBar value="1.5" barColor="#12"/>
              <ProgressBar valu="0.5"/>
            </V>
            """
        XCTAssertThrowsError(try Self.engine.layout(xml: xml)) { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics.items.map(\.description) ?? ["\(error)"]
            XCTAssertEqual(diagnostics, [
                "<string>:2:23: error: value: '1.5' is not a number from 0 to 1",
                "<string>:3:16: warning: unknown attribute 'valu' on <ProgressBar>; did you mean 'value'?",
            ])
        }
    }

    func testBuiltInNamesCannotBeTaken() {
        struct Impostor: CustomElement {
            static let elementName = "Label"
            static let attributeNames: [String] = []
            init(attributes: CustomAttributes) {}
        }
        var setup = EngineSetup()
        XCTAssertThrowsError(try setup.register(Impostor.self)) { error in
            XCTAssertEqual("\(error)", "'Label' cannot name a custom element: it is built in or not a plain element name")
        }
        XCTAssertEqual(setup.customElements.names, UIKitCatalog.types.names, "the default setup keeps only UIKit's controls")
    }

    /// Registrations belong to an engine's setup: two engines in one process,
    /// each with its own types, do not see each other's.
    func testEnginesKnowOnlyTheirOwnElements() throws {
        struct Gauge: CustomElement {
            static let elementName = "Gauge"
            static let attributeNames: [String] = []
            init(attributes: CustomAttributes) {}
            var naturalWidth: Double? { 30 }
        }
        let gauges = try GravityEngine(setup: EngineSetup(customElements: [Gauge.self]))
        let plain = try GravityEngine()
        let xml = #"<V><ProgressBar id="p" width="50"/><Gauge id="g" height="4"/></V>"#
        for (engine, known, unknown) in [(Self.engine, "ProgressBar", "Gauge"), (gauges, "Gauge", "ProgressBar")] {
            XCTAssertThrowsError(try engine.layout(xml: xml)) { error in
                let messages = (error as? DiagnosticsError)?.diagnostics.items.map(\.description) ?? ["\(error)"]
                XCTAssertTrue(messages.contains { $0.contains("unknown element <\(unknown)>") }, "\(messages)")
                XCTAssertFalse(messages.contains { $0.contains("<\(known)>") }, "\(messages)")
            }
        }
        // Each lays out its own element alone.
        let gauge = try gauges.layout(xml: #"<V><Gauge id="g" height="4"/></V>"#)
        XCTAssertTrue(FrameJSON.encode(gauge).contains(#""element": "Gauge", "id": "g", "x": 0, "y": 0, "width": 30, "height": 4"#),
                      FrameJSON.encode(gauge))
        XCTAssertNoThrow(try Self.engine.layout(xml: #"<V><ProgressBar width="50"/></V>"#))
        XCTAssertThrowsError(try plain.layout(xml: #"<V><ProgressBar/></V>"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown element <ProgressBar>"), "\(error)")
        }
        XCTAssertNotEqual(gauges.setup, Self.engine.setup)
        XCTAssertEqual(try EngineSetup(customElements: [Gauge.self]), gauges.setup)
    }
}
