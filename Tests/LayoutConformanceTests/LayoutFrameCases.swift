import XCTest
import GravityCore

/// LayoutTests/LayoutFrameTests.swift. Not translated: the four tests of a
/// `UIView` whose frame code set (a document has no such view) and
/// `testAutosizeTextUsingConstraints` (Auto Layout on a bare view).
final class LayoutFrameConformanceTests: XCTestCase {
    static let twoChildren = """
        <UIView width="100" height="20"/>
        <UIView top="previous.bottom + 10" width="150" height="20"/>
    """

    static let cases: [LayoutCase] = [
        LayoutCase(test: "testAutoSizeParentToFitChildren", xml: """
            <UIView id="root" width="auto" height="auto">\(twoChildren)</UIView>
            """, checks: [.size("root", 150, 50)]),
        LayoutCase(test: "testAutosizeParentHeightToFitChildren", xml: """
            <UIView id="root" width="auto" height="10">\(twoChildren)</UIView>
            """, checks: [.size("root", 150, 10)]),
        LayoutCase(test: "testAutosizeParentWidthToFitChildren", xml: """
            <UIView id="root" width="50" height="auto">\(twoChildren)</UIView>
            """, checks: [.size("root", 50, 50)]),
        LayoutCase(test: "testAutosizeParentWhenChildHasPercentageWidth", xml: """
            <UIView id="root" width="auto" height="auto">
                <UIView id="a" width="50%" height="20"/>
                <UIView top="previous.bottom + 10" width="150" height="20"/>
            </UIView>
            """, checks: [.size("root", 150, 50), .size("a", 75, 20)]),
        LayoutCase(test: "testAutosizeParentWhenChildHasAutoWidth", xml: """
            <UIView id="root" width="auto" height="auto">
                <UIView id="a" width="auto" height="20"/>
                <UIView top="previous.bottom + 10" width="150" height="20"/>
            </UIView>
            """, checks: [.size("root", 150, 50), .size("a", 150, 20)]),
        LayoutCase(test: "testAutosizeText", xml: """
            <UIView>
                <UILabel id="a" text="This is a line long enough to wrap" numberOfLines="0"/>
                <UILabel id="b" top="40" text="This is a line long enough to wrap" width="50" numberOfLines="0"/>
            </UIView>
            """, width: 375, height: 667, checks: [
                .holds("a", "width > 100", { $0.width > 100 }), .holds("a", "height < 30", { $0.height < 30 }),
                .holds("b", "width <= 50", { $0.width <= 50 }), .holds("b", "height > 20", { $0.height > 20 }),
            ]),
        LayoutCase(test: "testAutosizeCollapsing", xml: """
            <UIView id="root" width="100" height="auto"><UILabel id="l" text="{text}"/></UIView>
            """, width: 100, height: 100, data: #"{"text": "foobar"}"#, checks: [
                .holds("root", "height > 15", { $0.height > 15 }),
                .relation("root.height == label.height", { $0["root"]?.rect.height == $0["l"]?.rect.height }),
            ]),
        LayoutCase(test: "testAutosizeCollapsing (setState text: \"\")", xml: """
            <UIView id="root" width="100" height="auto"><UILabel id="l" text="{text}"/></UIView>
            """, width: 100, height: 100, data: #"{"text": ""}"#, checks: [.height("root", 0)]),
        LayoutCase(test: "testCenterPositioning", xml: """
            <UIView width="100" height="100"><UIView id="c" width="50%" height="50%" center.x="50%" center.y="25%"/></UIView>
            """, checks: [.x("c", 25), .y("c", 0)]),
        LayoutCase(test: "testCenterPositioningWithCustomAnchor", xml: """
            <UIView width="100" height="100">
                <UIView id="c" width="50%" height="50%" center.x="50%" center.y="25%" layer.anchorPoint.x="0" layer.anchorPoint.y="1"/>
            </UIView>
            """, checks: [.x("c", 50), .y("c", -25)]),
        LayoutCase(test: "testRedundantRightPosition", xml: """
            <UIView width="300" height="300"><UIView width="100" height="100" left="0" right="100"/></UIView>
            """, checks: [.warning("right is redundant")]),
        LayoutCase(test: "testNonRedundantRightPosition", xml: """
            <UIView width="300" height="300"><UIView height="100" left="0" right="100"/></UIView>
            """, checks: [.noWarning]),
        LayoutCase(test: "testRedundantCenterPosition", xml: """
            <UIView width="300" height="300"><UIView width="100" height="100" left="50% - width / 2" center.x="50%"/></UIView>
            """, checks: [.warning("center.x is redundant")]),
        LayoutCase(test: "testRedundantLeadingPosition", xml: """
            <UIView width="300" height="300"><UIView width="100" height="100" left="0" leading="0"/></UIView>
            """, checks: [.warning("leading is redundant")]),
        LayoutCase(test: "testNonRedundantLeadingPosition", xml: """
            <UIView width="300" height="300"><UIView height="100" trailing="0" leading="0"/></UIView>
            """, checks: [.noWarning]),
    ]

    func testLayoutFrameTests() { Conformance.check("LayoutFrameTests", Self.cases) }
}

/// LayoutTests/StackViewTests.swift: the "fully Layout-based UIStackView"
/// part of each test (the others wrap views made in code).
final class StackViewConformanceTests: XCTestCase {
    static let cases: [LayoutCase] = [
        LayoutCase(test: "testFixedSizeElementsInAutoSizedStack", xml: """
            <UIStackView id="root" axis="vertical">
                <UIView width="200" height="100"/>
                <UIView width="200" height="50"/>
            </UIStackView>
            """, checks: [.size("root", 200, 150)]),
        // At an iPhone's 2x, where the labels' 20.5-point heights are not
        // snapped apart. Deliberately different for label1's width: frames are
        // what UIKit draws, and UIStackView's default `fill` alignment sets the
        // shorter label's frame to the stack's width (Layout's own
        // `LayoutNode.frame` keeps the label's intrinsic width).
        LayoutCase(test: "testAutoSizeElementsInAutoSizedStack", xml: """
            <UIStackView id="root" axis="vertical">
                <UILabel id="a" text="Hello World"/>
                <UILabel id="b" text="Goodbye World"/>
            </UIStackView>
            """, scale: 2, checks: [
                .relation("label1.size == (stack width: fill alignment, its height alone)", { solved in
                    let alone = StackViewConformanceTests.alone(#"<UILabel id="a" text="Hello World"/>"#)
                    return solved["a"]?.rect.width == solved.root.rect.width && solved["a"]?.rect.height == alone?.height
                }),
                .relation("label2.size == its size alone (Goodbye World)", { solved in
                    let alone = StackViewConformanceTests.alone(#"<UILabel id="b" text="Goodbye World"/>"#)
                    return solved["b"]?.rect.width == alone?.width && solved["b"]?.rect.height == alone?.height
                }),
                .relation("stack.size == (max of widths, sum of heights)", { solved in
                    guard let a = StackViewConformanceTests.alone(#"<UILabel text="Hello World"/>"#),
                          let b = StackViewConformanceTests.alone(#"<UILabel text="Goodbye World"/>"#) else { return false }
                    return solved.root.rect.width == max(a.width, b.width) && solved.root.rect.height == a.height + b.height
                }),
            ]),
        LayoutCase(test: "testAutoSizeElementsInFixedWidthStack", xml: """
            <UIStackView id="root" width="300" axis="vertical">
                <UILabel text="Hello World"/>
                <UILabel text="Goodbye World"/>
            </UIStackView>
            """, checks: [.width("root", 300), .holds("root", "height > 10", { $0.height > 10 })]),
    ]

    func testStackViewTests() { Conformance.check("StackViewTests", Self.cases) }

    /// A label's frame laid out alone at 2x, Layout's rules.
    static func alone(_ xml: String) -> Rect? {
        var options = LayoutOptions()
        options.scale = 2
        options.dialect = .layout
        return (try? Conformance.engine.layout(xml: xml, options: options))?.root.rect
    }
}
