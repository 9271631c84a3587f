import XCTest
import GravityCore

/// LayoutTests/GeometryExpressionTests.swift: a view's own geometry
/// properties, set and read back (`width = name == value ? 10 : 20`).
/// Not translated: `UIScrollView`'s `contentOffset`/`contentSize` (issue 41)
/// and the CGPoint/CGSize/CGRect/CGAffineTransform/CATransform3D state values
/// (values made in code).
final class GeometryExpressionConformanceTests: XCTestCase {
    static let cases: [LayoutCase] = [
        ownValueCase("testSetContentsCenterX", attributes: #"layer.contentsCenter.x="5.0""#, read: "layer.contentsCenter.x", equals: "5"),
        ownValueCase("testSetContentsCenterWidth", attributes: #"layer.contentsCenter.width="5.0""#, read: "layer.contentsCenter.width", equals: "5"),
        ownValueCase("testSetContentsCenterOriginX", attributes: #"layer.contentsCenter.origin.x="5.0""#, read: "layer.contentsCenter.origin.x", equals: "5"),
        ownValueCase("testSetContentsCenterSizeWidth", attributes: #"layer.contentsCenter.size.width="5.0""#, read: "layer.contentsCenter.size.width", equals: "5"),
        ownValueCase("testSetViewTransformRotation", attributes: #"transform.rotation="pi""#, read: "transform.rotation", equals: "pi"),
        ownValueCase("testSetViewTransformTranslation", attributes: #"transform.translation.x="5""#, read: "transform.translation.x", equals: "5"),
        ownValueCase("testSetLayerTransformRotation", attributes: #"layer.transform.rotation="pi""#, read: "layer.transform.rotation", equals: "pi"),
        ownValueCase("testSetSublayerTransformRotation", attributes: #"layer.sublayerTransform.rotation="pi""#, read: "layer.sublayerTransform.rotation", equals: "pi"),
    ]

    func testGeometryExpressionTests() { Conformance.check("GeometryExpressionTests", Self.cases) }
}

/// LayoutTests/LayoutNodeTests.swift. Not translated: animated setters,
/// `update(with:)`, values not reapplied, outlets bound to a controller,
/// retain cycles and `hasExpression` (UIKit object life, not layout), and
/// the scroll view's `contentInset` (issue 41).
final class LayoutNodeConformanceTests: XCTestCase {
    static func node(_ attributes: String, data: String? = nil, _ checks: [Check], test: String, gap: String? = nil) -> LayoutCase {
        LayoutCase(test: test, xml: """
            <UIView width="100" height="100"><UIView id="v" \(attributes)/></UIView>
            """, data: data, checks: checks, gap: gap)
    }

    static let cases: [LayoutCase] = [
        node(#"foobar="5""#, [.warning("foobar")], test: "testInvalidExpression"),
        node(#"safeAreaInsets.top="5""#, [.error("read-only"), .error("safeAreaInsets.top")], test: "testReadOnlyExpression"),
        node(#"top="top""#, [.error("reference"), .error("top")], test: "testCircularReference"),
        node(#"top="bottom" bottom="top""#, [.error("reference")], test: "testMutualReferences"),
        LayoutCase(test: "testCircularMacroReference", xml: """
            <UIView><macro name="foo" value="foo"/><UILabel text="{foo}"/></UIView>
            """, checks: [.error("reference"), .error("foo")]),
        LayoutCase(test: "testMutualMacroReferences", xml: """
            <UIView><macro name="foo" value="bar"/><macro name="bar" value="foo"/><UILabel text="{foo}"/></UIView>
            """, checks: [.error("circular reference")]),
        LayoutCase(test: "testUnknownClass", xml: "<Foo/>", checks: [.error("Foo")]),
        LayoutCase(test: "testInvalidClass", xml: "<NSObject/>", checks: [.error("NSObject")]),
        node(#"width="5 + layer.foobar""#, [.error("foobar")], test: "testNonexistentViewProperty"),
        node(#"width="5 + layer.foo.bar""#, [.error("foo.bar")], test: "testNestedNonexistentViewProperty"),
        node(#"width="5 + frame.foo.bar""#, [.error("foo.bar")], test: "testNonexistentRectViewProperty"),
        node(#"width="layer.contents == nil ? 5 : 10""#, [.noError, .width("v", 5)], test: "testNilViewProperty"),
        node(#"top="top" height="10""#, data: #"{"top": 10}"#, [.noError, .y("v", 10)], test: "testExpressionShadowsConstant"),
        node(#"top="foo" height="10""#, data: #"{"foo": 10}"#, [.noError, .y("v", 10)], test: "testStateShadowsConstant"),
        LayoutCase(test: "testParameterNameShadowsState", xml: """
            <UILabel id="l" text="{name}" name="{name}"><param name="name" type="String"/></UILabel>
            """, data: #"{"name": "Foo"}"#, checks: [.text("l", "Foo")]),
        LayoutCase(test: "testMacroNameShadowsState", xml: """
            <UIView><macro name="name" value="name"/><UILabel id="l" text="{name}"/></UIView>
            """, data: #"{"name": "Foo"}"#, checks: [.text("l", "Foo")]),
        LayoutCase(test: "testMacroNameShadowsConstant", xml: """
            <UIView><macro name="foo" value="foo + 'baz'"/><UILabel id="l" text="{foo}"/></UIView>
            """, data: #"{"foo": "bar"}"#, checks: [.noError, .text("l", "barbaz")]),
        // node(withID:) as `#id` read by a view elsewhere in the tree.
        LayoutCase(test: "testFindChild", xml: """
            <UIView id="foo" width="100" height="100"><UIView id="bar" width="30" height="1"/><UIView id="r" width="#bar.width" height="1"/></UIView>
            """, checks: [.width("r", 30)]),
        LayoutCase(test: "testFindGrandchild", xml: """
            <UIView id="foo" width="100" height="100"><UIView id="bar"><UIView id="baz" width="30" height="1"/></UIView><UIView id="r" width="#baz.width" height="1"/></UIView>
            """, checks: [.width("r", 30)], gap: "#id outside the layer's own children"),
        LayoutCase(test: "testFindParent", xml: """
            <UIView id="foo" width="70" height="100"><UIView id="bar" width="#foo.width" height="1"/></UIView>
            """, checks: [.width("bar", 70)]),
        LayoutCase(test: "testFindGrandparent", xml: """
            <UIView id="foo" width="70" height="100"><UIView id="bar"><UIView id="baz" width="#foo.width" height="1"/></UIView></UIView>
            """, checks: [.width("baz", 70)], gap: "#id outside the layer's own children"),
        LayoutCase(test: "testFindCousin", xml: """
            <UIView width="100" height="100">
                <UIView><UIView id="a" width="40" height="1"/></UIView>
                <UIView top="10"><UIView id="b" width="#a.width" height="1"/></UIView>
            </UIView>
            """, checks: [.width("b", 40)], gap: "#id outside the layer's own children"),
        LayoutCase(test: "testFindNonexistentNode", xml: """
            <UIView width="100" height="100"><UIView id="b" width="#nope.width" height="1"/></UIView>
            """, checks: [.error("nope")]),
    ]

    func testLayoutNodeTests() { Conformance.check("LayoutNodeTests", Self.cases) }
}

/// LayoutTests/XMLTests.swift: malformed documents are errors naming what
/// is wrong. Not translated: `xmlEncoded()` (a String helper) and `layout.body`
/// for HTML (item 3, HTML in labels, is checked by its text).
final class XMLConformanceTests: XCTestCase {
    static let cases: [LayoutCase] = [
        LayoutCase(test: "testEmptyXML", xml: "", checks: [.error("empty")]),
        LayoutCase(test: "testHTMLAtRoot", xml: "<html></html>", checks: [.error("html")]),
        LayoutCase(test: "testViewInsideHTML", xml: "<UIView><p><UIView/></p></UIView>", checks: [.error("p")]),
        LayoutCase(test: "testMismatchedHTML", xml: "<UILabel>Some <b>bold</bold> text</UILabel>", checks: [.error("bold")]),
        LayoutCase(test: "testMissingParameterAttribute", xml: #"<UILabel><param name="text" value="foo"/></UILabel>"#,
                   checks: [.error("type")]),
        LayoutCase(test: "testExtraParameterAttribute", xml: #"<UILabel><param name="text" type="String" value="foo"/></UILabel>"#,
                   checks: [.error("value")]),
        LayoutCase(test: "testUnknownParameterType", xml: #"<UILabel><param name="text" type="Foo"/></UILabel>"#,
                   checks: [.error("Foo")]),
        LayoutCase(test: "testChildNodeInParameter", xml: #"<UILabel><param name="text">foo</param></UILabel>"#,
                   checks: [.error("param")]),
        LayoutCase(test: "testMissingMacroAttribute", xml: #"<UILabel><macro key="text" value="foo"/></UILabel>"#,
                   checks: [.error("name")]),
        LayoutCase(test: "testExtraMacroAttribute", xml: #"<UILabel><macro name="text" type="String" value="foo"/></UILabel>"#,
                   checks: [.error("type")]),
        LayoutCase(test: "testChildNodeInMacro", xml: #"<UILabel><macro name="text">foo</macro></UILabel>"#,
                   checks: [.error("macro")]),
        LayoutCase(test: "testStringInOutletAttribute", xml: #"<UILabel outlet="foo"/>"#, checks: [.noError]),
        LayoutCase(test: "testCommentedOutOutletAttribute", xml: #"<UILabel outlet="//foo"/>"#, checks: [.noError]),
        LayoutCase(test: "testEmptyOutletAttribute", xml: #"<UILabel outlet=""/>"#, checks: [.noError]),
        // Deliberately our words for Layout's "must be a literal value".
        LayoutCase(test: "testExpressionInXMLAttribute", xml: #"<UIView><UILabel xml="{foo}"/></UIView>"#, checks: [.error("names a file, not an expression")]),
        LayoutCase(test: "testExpressionInTemplateAttribute", xml: #"<UIView><UILabel template="{foo}.xml"/></UIView>"#, checks: [.error("names a file, not an expression")]),
        LayoutCase(test: "testDiscardLeadingWhitespace", xml: "    <UIView id=\"v\"/>", checks: [.noError]),
        LayoutCase(test: "testDiscardWhitespaceInsideLabel", xml: "<UILabel id=\"l\">\n    Foo\n</UILabel>", checks: [.text("l", "Foo")]),
        // Deliberately different: Layout drops the view and keeps "FooBar"; seed
        // syntax is never silently ignored here, so a view in a label is an error.
        LayoutCase(test: "testInterleavedTextAndViewsInsideLabel", xml: "<UILabel id=\"l\">Foo<UIView/>Bar</UILabel>", checks: [.error("not inline markup")]),
        LayoutCase(test: "testPreserveWhitespaceInsideHTML", xml: "<UILabel id=\"l\">\n    Some <b>bold </b>and<i> italic</i> text\n</UILabel>",
                   checks: [.text("l", "Some bold and italic text")]),
        LayoutCase(test: "testNoEncodeHTMLEntitiesInText", xml: "<UILabel id=\"l\">2 legs are &lt; 4 legs</UILabel>", checks: [.text("l", "2 legs are < 4 legs")]),
        LayoutCase(test: "testEncodeHTMLEntitiesInHTML3", xml: "<UILabel id=\"l\"><b>trial</b> &amp; error</UILabel>", checks: [.text("l", "trial & error")]),
    ]

    func testXMLTests() { Conformance.check("XMLTests", Self.cases) }
}

/// LayoutTests/FontExpressionTests.swift: the label's font request. Not
/// translated: fonts that are not on this machine by design (Helvetica Neue,
/// Courier, Apple SD Gothic Neo, Avenir Next: only bundled fonts, SPEC
/// determinism), `UIFontDescriptorSymbolicTraits`, the app's `UIFont.testFont`
/// and the loop over every installed family.
final class FontExpressionConformanceTests: XCTestCase {
    static let cases: [LayoutCase] = [
        fontCase("testBold", "bold", [.font("l", system(700))]),
        fontCase("testBoldWeight", "{UIFont.Weight.bold}", [.font("l", system(700))]),
        fontCase("testSystemBold", "systemBold", [.font("l", system(700))]),
        fontCase("testSystemItalic", "system italic", [.font("l", system(italic: true))]),
        fontCase("testBlack", "black", [.font("l", system(900))]),
        fontCase("testBoldItalic", "bold italic", [.font("l", system(700, italic: true))]),
        fontCase("testNilFont", "{font} bold", [.error("nil")], data: #"{"font": null}"#),
        fontCase("testFontSize", "19", [.font("l", system(size: 19))]),
        fontCase("testRelativeFontSize", "150%", [.font("l", system(size: 25.5))]),
        fontCase("testInvalidSpecifier", "bold 10 foo", [.error("foo")]),
        fontCase("testInvalidSpecifier2", "Heiti SC weight", [.error("")]),
        fontCase("testInvalidFont", "foobar", [.error("foobar")]),
        fontCase("testInvalidFont2", "foobar 20", [.error("foobar")]),
    ]

    func testFontExpressionTests() { Conformance.check("FontExpressionTests", Self.cases) }
}
