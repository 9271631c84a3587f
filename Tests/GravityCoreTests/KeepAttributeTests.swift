import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class KeepAttributeTests: XCTestCase {
    let origin = SourceLocation(file: "t.xml", line: 2, column: 20)

    func testValues() throws {
        XCTAssertEqual(try KeepValue.parse("42").parts.map { [$0.value, $0.priority] }, [[42, 1000]])
        let value = try KeepValue.parse("min 100; max 300 @ high")
        XCTAssertEqual(value.parts.map(\.relation), [.greaterOrEqual, .lessOrEqual])
        XCTAssertEqual(value.parts.map(\.value), [100, 300])
        XCTAssertEqual(value.parts.map(\.priority), [1000, 750])
        XCTAssertEqual(value.parts.map(\.offset), [0, 9])
        XCTAssertEqual(try KeepValue.parse("150 @ 800").parts.first?.priority, 800)
        XCTAssertEqual(try KeepValue.parse("-4 @ fitting").parts.first?.value, -4)

        XCTAssertThrowsError(try KeepValue.parse("min 10; min 20")) { XCTAssertEqual($0 as? KeepValueError, KeepValueError("a min is given twice", offset: 8)) }
        XCTAssertThrowsError(try KeepValue.parse("wide")) { XCTAssertEqual($0 as? KeepValueError, KeepValueError("'wide' is not a Keep value (N, N @ priority, min N, max N)", offset: 0)) }
        XCTAssertThrowsError(try KeepValue.parse("10 @ urgent")) { XCTAssertEqual(($0 as? KeepValueError)?.offset, 5) }
        XCTAssertThrowsError(try KeepValue.parse("10;")) { XCTAssertEqual(($0 as? KeepValueError)?.offset, 3) }
    }

    func testChildAttributes() {
        let (width, d1) = KeepAttributes.childConstraints("keepWidth", "min 100; max 300 @ high", origin: origin)
        XCTAssertEqual(d1, [])
        XCTAssertEqual(width.map(\.expression), [AnchorExpression(terms: [AnchorTerm(1, .own, .width)], constant: -100),
                                                 AnchorExpression(terms: [AnchorTerm(1, .own, .width)], constant: -300)])
        XCTAssertEqual(width.map(\.location?.column), [20, 29])
        XCTAssertEqual(width.first?.source, "keepWidth=\"min 100; max 300 @ high\"")

        let (offset, _) = KeepAttributes.childConstraints("keepLeftOffsetTo", "photo: min 10", origin: origin)
        XCTAssertEqual(offset.map(\.expression), [AnchorExpression(terms: [AnchorTerm(1, .own, .left), AnchorTerm(-1, .named("photo"), .right)], constant: -10)])
        XCTAssertEqual(offset.map(\.relation), [.greaterOrEqual])
        XCTAssertEqual(offset.map(\.location?.column), [27])

        let (size, _) = KeepAttributes.childConstraints("keepSize", "100 50", origin: origin)
        XCTAssertEqual(size.map(\.expression.constant), [-100, -50])
        let (insets, _) = KeepAttributes.childConstraints("keepInsets", "min 10", origin: origin)
        XCTAssertEqual(insets.count, 4)
        XCTAssertEqual(insets.map(\.relation), Array(repeating: .greaterOrEqual, count: 4))
        let (centered, _) = KeepAttributes.childConstraints("keepCentered", "true", origin: origin)
        XCTAssertEqual(centered.count, 2)
        XCTAssertEqual(centered.first?.expression.terms.count, 3)  // own centre, parent leading edge and size
        XCTAssertEqual(KeepAttributes.childConstraints("keepCentered", "false", origin: origin).0, [])
        let (aspect, _) = KeepAttributes.childConstraints("keepAspectRatio", "2", origin: origin)
        XCTAssertEqual(aspect.first?.expression, AnchorExpression(terms: [AnchorTerm(1, .own, .width), AnchorTerm(-2, .own, .height)]))
        let (align, _) = KeepAttributes.childConstraints("keepTopAlignTo", "photo", origin: origin)
        XCTAssertEqual(align.first?.relation, .equal)
        XCTAssertEqual(align.first?.expression.constant, 0)
    }

    func testChildAttributeErrorsAreLocated() {
        var (_, d) = KeepAttributes.childConstraints("keepWidth", "min 100; maximum 3", origin: origin)
        XCTAssertEqual(d, [.error("keepWidth: 'maximum 3' is not a Keep value (N, N @ priority, min N, max N)", at: SourceLocation(file: "t.xml", line: 2, column: 29))])
        (_, d) = KeepAttributes.childConstraints("keepLeftOffsetTo", "photo: min x", origin: origin)
        XCTAssertEqual(d.first?.location?.column, 27)
        (_, d) = KeepAttributes.childConstraints("keepLeftOffsetTo", ": 10", origin: origin)
        XCTAssertEqual(d.first?.message, "keepLeftOffsetTo: write the sibling's id, a colon and the value (\"photo: min 10\")")
        (_, d) = KeepAttributes.childConstraints("keepCentered", "maybe", origin: origin)
        XCTAssertEqual(d.first?.message, "keepCentered: 'maybe' is not a boolean (true or false)")
    }

    func testLayerArrays() {
        let (offsets, d) = KeepAttributes.layerConstraints("keepHorizontalOffsets", "a b c: 20", origin: origin)
        XCTAssertEqual(d, [])
        XCTAssertEqual(offsets.map(\.expression), [
            AnchorExpression(terms: [AnchorTerm(1, .named("b"), .left), AnchorTerm(-1, .named("a"), .right)], constant: -20),
            AnchorExpression(terms: [AnchorTerm(1, .named("c"), .left), AnchorTerm(-1, .named("b"), .right)], constant: -20),
        ])
        XCTAssertEqual(offsets.first?.location?.column, 27)
        XCTAssertEqual(KeepAttributes.layerConstraints("keepWidthsEqual", "a b c", origin: origin).0.count, 2)
        XCTAssertEqual(KeepAttributes.layerConstraints("keepBaselineAligned", "a b", origin: origin).0.first?.expression.terms.map(\.anchor), [.baseline, .baseline])
        XCTAssertEqual(KeepAttributes.layerConstraints("keepWidthsEqual", "a", origin: origin).1.first?.message,
                       "keepWidthsEqual relates two or more children: write their ids separated by spaces (\"a b c\")")
        XCTAssertEqual(KeepAttributes.layerConstraints("keepVerticalOffsets", "a b", origin: origin).1.first?.message,
                       "keepVerticalOffsets needs the offset after a colon (\"a b: 20\")")
        XCTAssertEqual(KeepAttributes.layerConstraints("keepVerticalOffsets", "a b: 1 @ 0", origin: origin).1.first?.location?.column, 29)
    }
}
