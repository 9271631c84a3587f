import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// A label's frame takes the natural text layout instead of copying it
/// (LabelLayout `textLayout(forFrame:)`); anything reading it afterwards
/// gets it measured again, the same.
final class LabelFrameTextTests: XCTestCase {
    func testANaturalLayoutHandedToItsFrameIsMeasuredAgainWhenRead() throws {
        let xml = #"<V><Label text="hello there" font="System 10"/><Label text="x" font="System 10" maxWidth="30" wrap="true"/></V>"#
        let root = try XCTUnwrap(Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: xml))).0)
        var pass = LayoutPass(tree: PreparedLayout(root).tree, measurer: FakeTextMeasurer(), scale: 2)
        let size = pass.solve(0, .available(width: nil, height: nil, base: (nil, nil))).size
        let frame = pass.buildFrame(0, rect: Rect(x: 0, y: 0, width: size.width, height: size.height), base: (nil, nil),
                                    snapper: PixelSnapper(scale: 2))
        // The first label shows its natural layout: handed over, not kept.
        let shown = try XCTUnwrap(frame.children[0].text?.layout)
        XCTAssertNil(pass.naturalText[0])
        XCTAssertEqual(pass.naturalTextLayout(1), shown)
        XCTAssertEqual(pass.naturalText[0], shown)
        XCTAssertEqual(pass.textLayout(1, width: size.width, forFrame: true)?.size, shown.size)
    }
}
