import Foundation
import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// An offer that holds what a node takes unbounded reuses the unbounded
/// solution where the node ignores the offer (OfferedSpace): the frames and
/// diagnostics must be exactly those of solving every offer.
final class OfferedSpaceTests: XCTestCase {
    /// Offers that must be solved again: fill through a child, a max, a
    /// percentage of the box, an aspect ratio, a constraint layer; and
    /// offers that may be reused: labels, fixed sizes, auto stacks.
    let documents = [
        """
        <H gravity="left top" spacing="2">
            <V id="v"><Z id="f" width="10" height="fill"/></V>
            <V id="m" maxHeight="30"><Z width="10" height="fill"/><Label text="max" font="System 10"/></V>
            <V id="p"><Z width="10" height="50%"/><Label text="percent" font="System 10"/></V>
            <V id="a" aspectRatio="2"><Label text="aspect" font="System 10"/></V>
            <Z id="tall" width="10" height="40"/>
        </H>
        """,
        """
        <V width="fill" spacing="6" padding="3">
            <H spacing="4" padding="2"><Z width="24" height="24"/>
                <V width="fill" spacing="2"><Label text="Title text here" font="System 12" shrinks="-1"/>
                    <H gravity="baseline"><Label text="detail" font="System 10"/><Spacer/><Label text="42" font="System 10"/></H></V>
                <Z width="fill" maxWidth="40" height="fill"/></H>
            <H alignment="fill"><Label text="stretched" font="System 10"/><Z width="8" height="33"/><V><Label text="a" font="System 10"/></V></H>
            <H><Label text="wrapping words in a narrow box" font="System 10" wrap="true" maxWidth="60"/><Z width="5" height="70"/></H>
            <Z padding="4"><Label text="one line that is longer than the screen is wide" font="System 10"/></Z>
            <H><V minHeight="20" padding="1"><Label text="min" font="System 10"/></V><Z width="3" height="31"/></H>
        </V>
        """,
        """
        <Z width="200" height="120">
            <Z.constraints>
                b.left = a.right + 4
                b.top = a.top
            </Z.constraints>
            <V id="a" gravity="left top"><Label text="constrained" font="System 10"/></V>
            <H id="b"><Label text="next" font="System 10"/><Z width="6" height="fill"/></H>
        </Z>
        """,
    ]

    func testReusedSolutionsGiveTheFramesOfSolvingEveryOffer() throws {
        var sources = documents.enumerated().map { SourceFile(path: "doc\($0.offset).xml", text: $0.element) }
        // And every example that lays out on its own.
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").standardized
        for case let url as URL in FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)!
            where url.pathExtension == "xml" {
            sources.append(SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        var compared = 0
        for source in sources {
            guard let root = Resolver.resolve(try DocumentLoader.parse(source)).0 else { continue }
            for width in [nil, 90.0, 375] {
                var options = LayoutOptions(width: width, scale: 2)
                options.limits.maxCanvasSide = .max
                let engine = LayoutEngine(measurer: FakeTextMeasurer())
                var plain = engine
                plain.reusesUnboundedSolutions = false
                let expected = try plain.layout(root, options: options)
                let reusing = try engine.layout(root, options: options)
                XCTAssertEqual(FrameJSON.encode(reusing), FrameJSON.encode(expected), "\(source.path) at width \(String(describing: width))")
                XCTAssertEqual(reusing.diagnostics.items, expected.diagnostics.items, source.path)
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 3 * (documents.count + 10))
    }

    /// The rule is on: placing the rows (as in the benchmark's tree)
    /// reuses measured label and stack solutions instead of solving
    /// each again.
    func testPlacingReusesTheUnboundedSolutions() throws {
        let root = try XCTUnwrap(Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: documents[1]))).0)
        let tree = PreparedLayout(root).tree
        func entries(reusing: Bool) -> Int {
            var pass = LayoutPass(tree: tree, measurer: FakeTextMeasurer(), scale: 2)
            pass.reusesUnbounded = reusing
            _ = pass.solve(0, .available(width: 375, height: nil, base: (375, nil)))
            return pass.cache.entries
        }
        XCTAssertLessThan(entries(reusing: true), entries(reusing: false))
    }

    /// The rule must not reach what it cannot answer: a V filling the
    /// height an H gives it only when placing.
    func testAChildFillingTheCrossAxisIsSolvedAgainWhenPlaced() throws {
        let result = try layoutXML(documents[0])
        XCTAssertEqual(result["v"]?.rect, Rect(x: 0, y: 0, width: 10, height: 40))
        XCTAssertEqual(result["f"]?.rect, Rect(x: 0, y: 0, width: 10, height: 40))
        XCTAssertEqual(result["m"]?.rect.height, 30)
        XCTAssertEqual(result["tall"]?.rect, Rect(x: 98, y: 0, width: 10, height: 40))
    }
}
