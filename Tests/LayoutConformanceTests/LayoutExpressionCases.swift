import XCTest
import GravityCore

/// LayoutTests/LayoutExpressionTests.swift. `parseExpression(X)` is X as a
/// number attribute (`width`), `parseStringExpression(X)` X as a label's
/// text: Layout's "throws" is a located error, its parsed `4 + 5` is 9
/// points. Not translated: `TestClass.foo` and `UIViewContentMode`/
/// `UIViewAutoresizing` constants (Objective-C runtime lookups), the
/// `layer.contents`/`layer.shadowPath` constants (CGImage/CGPath values) and
/// `isConstant` (an optimisation, not a value).
final class LayoutExpressionConformanceTests: XCTestCase {
    static let nine: [Check] = [.noError, .width("v", 9)]
    /// A commented-out number expression is no value: the view keeps Layout's default width, 100% of 100.
    static let noValue: [Check] = [.noError, .width("v", 100)]

    static let cases: [LayoutCase] = [
        // Expression parsing
        numberCase("testParseExpressionWithoutBraces", "4 + 5", nine),
        numberCase("testParseExpressionWithBraces", "{4 + 5}", nine),
        numberCase("testParseExpressionWithBracesAndWhitespace", " {4 + 5} ", nine),
        numberCase("testParseExpressionWithLeadingGarbage", "foo {4 + 5}", [.error("")]),
        numberCase("testParseExpressionWithTrailingGarbage", "{4 + 5} foo", [.error("")]),
        numberCase("testParseExpressionWithBracesWithLeadingWhitespace", "{ 4 + 5}", [.noError]),
        numberCase("testParseExpressionWithLeadingWhitespace", " 4 + 5", [.noError]),
        numberCase("testParseEmptyExpression", "", [.noError]),
        numberCase("testParseExpressionWithEmptyBraces", "{}", [.noError]),
        numberCase("testParseExpressionOpeningBrace", "{", [.error("")]),
        numberCase("testParseExpressionWithClosingBrace", "}", [.error("")]),
        numberCase("testParseExpressionWithMissingClosingBrace", "{4 + 5", [.error("")]),
        numberCase("testParseExpressionWithMissingOpeningBrace", "4 + 5}", [.error("")]),
        numberCase("testParseExpressionWithExtraOpeningBrace", "{{4 + 5}", [.error("")]),
        numberCase("testParseExpressionWithExtraClosingBrace", "{4 + 5}}", [.error("")]),
        stringCase("testParseExpressionWithClosingBraceInQuotes", "{'}'}", [.text("l", "}")]),
        stringCase("testParseExpressionWithOpeningBraceInQuotes", "{'{'}", [.text("l", "{")]),
        stringCase("testParseExpressionWithBracesInQuotes", "{'{foo}'}", [.text("l", "{foo}")]),
        // String expression parsing
        stringCase("testParseStringExpressionWithoutBraces", "4 + 5", [.text("l", "4 + 5")]),
        stringCase("testParseStringExpressionWithBraces", "{4 + 5}", [.text("l", "9")]),
        stringCase("testParseStringExpressionWithBracesAndWhitespace", " {4 + 5} ", [.text("l", " 9 ")]),
        stringCase("testParseStringExpressionWithMultipleBraces", "{4} + {5}", [.text("l", "4 + 5")]),
        stringCase("testParseEmptyStringExpression", "", [.text("l", "")]),
        stringCase("testParseStringExpressionWithEmptyBraces", "{}", [.noError]),
        stringCase("testParseStringExpressionOpeningBrace", "{", [.error("")]),
        stringCase("testParseStringExpressionClosingBrace", "}", [.error("")]),
        stringCase("testParseStringExpressionWithMissingClosingBrace", "{4 + 5", [.error("")]),
        stringCase("testParseStringExpressionWithMissingOpeningBrace", "4 + 5}", [.error("")]),
        stringCase("testParseStringExpressionWithExtraOpeningBrace", "{{4 + 5}", [.error("")]),
        stringCase("testParseStringExpressionWithExtraClosingBrace", "{4 + 5}}", [.error("")]),
        stringCase("testParseStringExpressionWithClosingBraceInQuotes", "{'}'}", [.text("l", "}")]),
        stringCase("testParseStringExpressionWithOpeningBraceInQuotes", "{'{'}", [.text("l", "{")]),
        stringCase("testParseStringExpressionWithBracesInQuotes", "{'{foo}'}", [.text("l", "{foo}")]),
        // Expression comments
        numberCase("testParseExpressionWithCommentWithoutBraces", "4 + 5 // hello", nine),
        numberCase("testCommentedOutExpressionWithoutBraces", " //4 + 5", noValue),
        numberCase("testParseExpressionWithCommentInBraces", "{4 + 5 // hello}", nine),
        numberCase("testParseExpressionWithCommentAfterBraces", "{4 + 5} // hello", nine),
        numberCase("testParseExpressionWithCommentInAndAfterBraces", "{4 + 5 // hello} // world", nine),
        numberCase("testCommentedOutExpressionWithBraces", "{ //4 + 5}", noValue),
        numberCase("testParseExpressionWithCommentBeforeBraces", " //{4 + 5}", noValue),
        // String expression comments
        stringCase("testParseStringExpressionWithComment", "foo {4 + 5 // hello } bar", [.text("l", "foo 9 bar")]),
        stringCase("testParseStringExpressionWithCommentedOutClause", "foo {// 4 + 5} bar", [.text("l", "foo  bar")]),
        // Layout: no expression at all, so the label has no text.
        stringCase("testCommentedOutStringExpression", " //hello {'world'}", [.text("l", "")]),
        // Colour comments
        colorCase("testCommentedOutColorExpression", "// red", [.noError, .noBackground("v")]),
        colorCase("testColorExpressionWithComment", "red // comment", [.background("v", red)]),
        // Class properties
        colorCase("testUIColorPropertyInColorExpression", "UIColor.red", [.background("v", red)]),
        // Integration tests
        numberCase("testOptionalBracesInNumberExpression", "{4 + 5}", [.width("v", 9)]),
        colorCase("testOptionalBracesInColorExpression", "{white}", [.background("v", white)]),
        numberCase("testOptionalMultipleExpressionBodiesDisallowedInNumberExpression", "{5}{6}", [.error("one expression")]),
        LayoutCase(test: "testThrowErrorForConstantExpression", xml: """
            <UIView width="100" height="100"><UIView backgroundColor="{foo}"/></UIView>
            """, data: #"{"foo": "Not a color"}"#, checks: [.error("")]),
        // Constants, state, parameters and macros
        numberCase("testLiteral", "5 + 6", [.width("v", 11)]),
        numberCase("testConstant", "foo + 6", [.width("v", 11)], data: #"{"foo": 5}"#),
        numberCase("testState", "foo + 6", [.width("v", 11)], data: #"{"foo": 5}"#),
        LayoutCase(test: "testInheritedConstant", xml: """
            <UIView width="100" height="100"><UIView><UIView id="v" width="foo + 6" height="1"/></UIView></UIView>
            """, data: #"{"foo": 5}"#, checks: [.width("v", 11)]),
        LayoutCase(test: "testParentLiteralExpression", xml: """
            <UIView width="100" height="5"><UIView id="v" width="parent.height + 6" height="1"/></UIView>
            """, checks: [.width("v", 11)]),
        LayoutCase(test: "testParentConstantExpression", xml: """
            <UIView width="100" height="foo + 6"><UIView id="v" width="parent.height + 6" height="1"/></UIView>
            """, data: #"{"foo": 5}"#, checks: [.width("v", 17)]),
        LayoutCase(test: "testLiteralParameter", xml: """
            <UIView width="100" height="100" foo="5"><param name="foo" type="Int"/><UIView id="v" width="foo + 6" height="1"/></UIView>
            """, checks: [.width("v", 11)]),
        LayoutCase(test: "testConstantParameter", xml: """
            <UIView width="100" height="100" foo="bar + 3"><param name="foo" type="Int"/><UIView id="v" width="foo + 6" height="1"/></UIView>
            """, data: #"{"bar": 5}"#, checks: [.width("v", 14)]),
        LayoutCase(test: "testLiteralMacro", xml: """
            <UIView width="100" height="100"><macro name="BAR" value="5"/><UIView id="v" width="BAR + 6" height="1"/></UIView>
            """, checks: [.width("v", 11)]),
        LayoutCase(test: "testArrayMacro", xml: """
            <UIView width="100" height="100"><macro name="ITEMS" value="1,2,3"/><UIView id="v" width="ITEMS[1]" height="1"/></UIView>
            """, checks: [.width("v", 2)]),
        LayoutCase(test: "testArrayMacro2", xml: """
            <UIView width="100" height="100"><macro name="ITEMS" value="[1,2,3]"/><UIView id="v" width="ITEMS[1]" height="1"/></UIView>
            """, checks: [.width("v", 2)]),
        stringCase("testArrayConstant", "{items[0]}", [.text("l", "foo")], data: #"{"items": ["foo", "bar", "baz"]}"#),
        // Edge cases
        LayoutCase(test: "testPercentOperatorSpacingAmbiguity", xml: """
            <UIView width="50" height="10"><UIView id="v" width="100%-5"/></UIView>
            """, checks: [.width("v", 45)]),
    ]

    func testLayoutExpressionTests() { Conformance.check("LayoutExpressionTests", Self.cases) }
}

/// LayoutTests/ColorExpressionTests.swift. Not translated: the app's own
/// `UIColor.testColor` (an Objective-C class property) and the CGColor/
/// UIColor constants (values made in code).
final class ColorExpressionConformanceTests: XCTestCase {
    static let cases: [LayoutCase] = [
        colorCase("testRed", "red", [.background("v", red)]),
        colorCase("testRedOrBlue", "true ? #f00 : #00f", [.background("v", red)]),
        colorCase("testRedOrBlue2", "foo ? red : blue", [.background("v", red)], data: #"{"foo": true}"#),
        colorCase("testNilColor", "color", [.error("nil")], data: #"{"color": null}"#),
        // Deliberately different: the data's own names win over built-in ones
        // (as `pi` does), so `red` is the constant 255 and rgb(255, 0, 0) is red;
        // Layout reads the colour red there and reports a type error.
        colorCase("testRGBColorWithClashingConstant", "rgb(red,0,0)", [.background("v", red)], data: #"{"red": 255}"#),
        colorCase("testSetBackgroundColor", "red", [.background("v", red)]),
        LayoutCase(test: "testSetLayerBackgroundColor", xml: """
            <UIView width="100" height="100"><UIView id="v" layer.backgroundColor="red"/></UIView>
            """, checks: [.background("v", red)]),
        colorCase("testBracedColor", "{red}", [.background("v", red)]),
        // Deliberately different words: a colour set is found by its name in the
        // app's asset catalogs (SPEC §14.3; there are no bundles here), and a name
        // none has is our colour error, which lists what a colour may be, where
        // Layout says "not found in bundle" and "Invalid color name".
        colorCase("testNamedColorAsset", "com.LayoutTests:MyColor", [.error("'com.LayoutTests:MyColor' is not a colour")]),
        colorCase("testNamedColorAssetExpression", "MyColor{1}", [.error("'MyColor1' is not a colour")]),
    ]

    func testColorExpressionTests() { Conformance.check("ColorExpressionTests", Self.cases) }
}
