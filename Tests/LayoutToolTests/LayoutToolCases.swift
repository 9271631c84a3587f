// The cases of LayoutTool's own tests (LayoutToolTests/FormatterTests.swift,
// RenamerTests.swift and ValidationTests.swift in nicklockwood/layout), each
// input with the output or error its assertion expects, copied unchanged.
// LayoutTool is MIT licensed, Copyright (c) 2017 Schibsted Products and
// Technology: see Tests/Fixtures/LayoutSampleApp/LICENSE.md. The nine tests of
// ValidationTests that ask LayoutTool's attribute type table
// (typeOfAttribute) directly have no input document and are not copied.

/// One LayoutTool test: a document and what LayoutTool gives for it.
struct LayoutToolCase {
    enum Expectation {
        /// `format(input)` gives exactly this.
        case format(expected: String)
        /// `format(input)` fails with a message containing each string.
        case formatError(mentions: [String])
        /// `rename(old, to: new, in: input)` gives exactly this.
        case rename(String, to: String, expected: String)
        /// Reading the XML fails with a message containing each string.
        case parseError(mentions: [String])
        /// LayoutTool's `isLayout`: whether `format` takes the file as a layout.
        case isLayout(Bool)
    }

    var name: String
    var input: String
    var expectation: Expectation

    init(_ name: String, input: String, _ expectation: Expectation) {
        self.name = name
        self.input = input
        self.expectation = expectation
    }

    static let all: [LayoutToolCase] = [
        // FormatterTests.swift
        LayoutToolCase("testMalformedExpression", input: "<Foo left=\"+\"/>",
                       .formatError(mentions: ["+", "left", "Foo"])),
        LayoutToolCase("testMalformedExpression2", input: "<Foo left=\"foo bar\"/>",
                       .formatError(mentions: ["bar", "left", "Foo"])),
        LayoutToolCase("testUndefinedOperator", input: "<Foo left=\"a^b\"/>",
                       .formatError(mentions: ["infix operator ^", "left", "Foo"])),
        LayoutToolCase("testRGBFunctionArity", input: "<Foo color=\"rgb(1,2,3,4)\"/>",
                       .formatError(mentions: ["rgb() expects 3", "color", "Foo"])),
        LayoutToolCase("testNoAttributes", input: "<Foo/>",
                       .format(expected: "<Foo/>\n")),
        LayoutToolCase("testSingleAttribute", input: "<Foo bar=\"baz\"/>",
                       .format(expected: "<Foo bar=\"baz\"/>\n")),
        LayoutToolCase("testMultipleAttributes", input: "<Foo bar=\"baz\" baz=\"quux\" />",
                       .format(expected: "<Foo\n    bar=\"baz\"\n    baz=\"quux\"\n/>\n")),
        LayoutToolCase("testSortAttributes", input: "<Foo b=\"b\" c=\"c\" a=\"a\"/>",
                       .format(expected: "<Foo\n    a=\"a\"\n    b=\"b\"\n    c=\"c\"\n/>\n")),
        LayoutToolCase("testEmptyNode", input: "<Foo>\n</Foo>",
                       .format(expected: "<Foo/>\n")),
        LayoutToolCase("testWhiteSpaceAroundNodeWithNoAttributes", input: "<Foo> <Bar/> </Foo>",
                       .format(expected: "<Foo>\n    <Bar/>\n</Foo>\n")),
        LayoutToolCase("testWhiteSpaceAroundNodeWithOneAttribute", input: "<Foo bar=\"bar\"> <Bar/> </Foo>",
                       .format(expected: "<Foo bar=\"bar\">\n    <Bar/>\n</Foo>\n")),
        LayoutToolCase("testWhiteSpaceAroundNodeWithMultipleAttributes", input: "<Foo\n    bar=\"bar\"\n    baz=\"baz\"> <Bar/> </Foo>",
                       .format(expected: "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <Bar/>\n</Foo>\n")),
        LayoutToolCase("testShortTextNode", input: "<Foo>\n    bar\n</Foo>",
                       .format(expected: "<Foo>bar</Foo>\n")),
        LayoutToolCase("testTextWithChildBefore", input: "<Foo><Baz/>bar</Foo>",
                       .format(expected: "<Foo>\n    <Baz/>\n    bar\n</Foo>\n")),
        LayoutToolCase("testTextWithChildAfter", input: "<Foo>bar<Baz/></Foo>",
                       .format(expected: "<Foo>\n    bar\n    <Baz/>\n</Foo>\n")),
        LayoutToolCase("testTextWithCommentBefore", input: "<Foo><!-- bar -->bar</Foo>",
                       .format(expected: "<Foo>\n\n    <!-- bar -->\n    bar\n</Foo>\n")),
        LayoutToolCase("testTextWithCommentAfter", input: "<Foo>bar<!-- bar --></Foo>",
                       .format(expected: "<Foo>\n    bar\n\n    <!-- bar -->\n</Foo>\n")),
        LayoutToolCase("testTextWithInterleavedComments", input: "<Foo><!-- bar -->bar<!-- baz -->baz</Foo>",
                       .format(expected: "<Foo>\n\n    <!-- bar -->\n    bar\n\n    <!-- baz -->\n    baz\n</Foo>\n")),
        LayoutToolCase("testNoTrimSpaceInHTML", input: "<Foo>hello<span> world</span></Foo>",
                       .format(expected: "<Foo>\n    hello<span> world</span>\n</Foo>\n")),
        LayoutToolCase("testIndentList", input: "<ul><li>foo</li><li>bar</li></ul>",
                       .format(expected: "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n")),
        LayoutToolCase("testPreserveListIndenting", input: "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>",
                       .format(expected: "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n")),
        LayoutToolCase("testIndentMultilineText", input: "<Foo><p>foo\nbar</p></Foo>",
                       .format(expected: "<Foo>\n    <p>foo\n    bar</p>\n</Foo>\n")),
        LayoutToolCase("testPreserveMultilineTextIndent", input: "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>",
                       .format(expected: "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>\n")),
        LayoutToolCase("testLayoutdNodeInsideHTMLP", input: "<p><Foo/></p>",
                       .format(expected: "<p>\n    <Foo/>\n</p>\n")),
        LayoutToolCase("testLayoutNodeInsideHTMLBR", input: "<br><Foo/></br>",
                       .format(expected: "<br>\n    <Foo/>\n</br>\n")),
        LayoutToolCase("testNoRemoveSpaceAfterFirstHTMLTag", input: "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>",
                       .format(expected: "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>\n")),
        LayoutToolCase("testNoRemoveIndentForClosingHTMLTag", input: "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>",
                       .format(expected: "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>\n")),
        LayoutToolCase("testNoInsertBlankLineInHTMLTagWithAttributes", input: "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>",
                       .format(expected: "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>\n")),
        LayoutToolCase("testLeadingComment", input: "<!-- foo --><Foo/>",
                       .format(expected: "<!-- foo -->\n<Foo/>\n")),
        LayoutToolCase("testInnerComment", input: "<Foo><!-- foo --></Foo>",
                       .format(expected: "<Foo><!-- foo --></Foo>\n")),
        LayoutToolCase("testNoMultipleLinebreaksBetweenNodeAndComment", input: "<Foo>\n\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n\n</Foo>",
                       .format(expected: "<Foo>\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n</Foo>\n")),
        LayoutToolCase("testNoMultipleLinebreaksAfterAttributesBeforeComment", input: "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n\n</Foo>",
                       .format(expected: "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n</Foo>\n")),
        LayoutToolCase("testViewWithParameterAndChildren", input: "<Foo>\n\n    <Bar/>\n\n    <param name=\"baz\" type=\"String\"/>\n    <Baz/>\n\n</Foo>",
                       .format(expected: "<Foo>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n")),
        LayoutToolCase("testViewWithMultipleParametersAndChildren", input: "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>",
                       .format(expected: "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n")),
        LayoutToolCase("testViewWithMultipleParametersWithCommentsAndChildren", input: "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>",
                       .format(expected: "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>\n")),
        LayoutToolCase("testViewWithMacroAndChildren", input: "<Foo>\n\n    <Bar/>\n\n    <macro name=\"baz\" value=\"5\"/>\n    <Baz/>\n\n</Foo>",
                       .format(expected: "<Foo>\n    <macro name=\"baz\" value=\"5\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n")),
        LayoutToolCase("testViewWithChildrenTag", input: "<Foo>\n\n    <children/>\n\n</Foo>",
                       .format(expected: "<Foo>\n    <children/>\n</Foo>\n")),
        LayoutToolCase("testEncodeAmpersandInText", input: "<Foo>bar &amp; baz</Foo>",
                       .format(expected: "<Foo>bar &amp; baz</Foo>\n")),
        LayoutToolCase("testNoEncodeDoubleQuoteInText", input: "<Foo>\"bar\"</Foo>",
                       .format(expected: "<Foo>\"bar\"</Foo>\n")),
        LayoutToolCase("testEncodeAmpersandInAttribute", input: "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>",
                       .format(expected: "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>\n")),
        LayoutToolCase("testEncodeDoubleQuoteInAttribute", input: "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>",
                       .format(expected: "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>\n")),
        LayoutToolCase("testNoEncodeCommentBody", input: "<!-- <Foo>\"bar & baz\"</Foo> --><Bar/>",
                       .format(expected: "<!-- <Foo>\"bar & baz\"</Foo> -->\n<Bar/>\n")),
        LayoutToolCase("testFormatKnownExpressionAttribute", input: "<Foo top=\"10-5* 4\"/>",
                       .format(expected: "<Foo top=\"10 - 5 * 4\"/>\n")),
        LayoutToolCase("testFormatUnknownExpressionAttribute", input: "<Foo bar=\"foo-bar\"/>",
                       .format(expected: "<Foo bar=\"foo-bar\"/>\n")),
        LayoutToolCase("testFormatUnknownEscapedExpressionAttribute", input: "<Foo bar=\"{foo-bar}\"/>",
                       .format(expected: "<Foo bar=\"{foo - bar}\"/>\n")),
        LayoutToolCase("testFormatUnknownColorAttribute", input: "<Foo barColor=\"rgb(255,255,0)\"/>",
                       .format(expected: "<Foo barColor=\"rgb(255, 255, 0)\"/>\n")),
        LayoutToolCase("testFormatTextAttribute", input: "<Foo text=\" foo ( bar ) \"/>",
                       .format(expected: "<Foo text=\" foo ( bar ) \"/>\n")),
        LayoutToolCase("testExpressionWithComment", input: "<Foo top=\"10-5* 4//foo\"/>",
                       .format(expected: "<Foo top=\"10 - 5 * 4 // foo\"/>\n")),
        LayoutToolCase("testExpressionWithCommentInBraces", input: "<Foo top=\"{10-5* 4//foo}\"/>",
                       .format(expected: "<Foo top=\"10 - 5 * 4 // foo\"/>\n")),
        LayoutToolCase("testStringExpressionWithComment", input: "<Foo text=\"hello {10-5* 4//foo} world\"/>",
                       .format(expected: "<Foo text=\"hello {10 - 5 * 4 // foo} world\"/>\n")),
        LayoutToolCase("testCommentedOutExpression", input: "<Foo top=\"//10-5* 4 \"/>",
                       .format(expected: "<Foo top=\"// 10-5* 4\"/>\n")),
        LayoutToolCase("testCommentedOutExpressionInBraces", input: "<Foo top=\" {//10-5* 4} \"/>",
                       .format(expected: "<Foo top=\"// 10-5* 4\"/>\n")),
        LayoutToolCase("testCommentBeforeExpressionInBraces", input: "<Foo top=\" //{10-5* 4} \"/>",
                       .format(expected: "<Foo top=\"// {10-5* 4}\"/>\n")),
        LayoutToolCase("testCommentedOutStringExpression", input: "<Foo text=\" //hello world\"/>",
                       .format(expected: "<Foo text=\"// hello world\"/>\n")),
        LayoutToolCase("testCommentedOutStringExpressionClause", input: "<Foo text=\"{ //10-5* 4 }\"/>",
                       .format(expected: "<Foo text=\"{// 10-5* 4}\"/>\n")),
        LayoutToolCase("testCommentedOutStringExpressionClause2", input: "<Foo text=\"foo { //10-5* 4 }bar\"/>",
                       .format(expected: "<Foo text=\"foo {// 10-5* 4}bar\"/>\n")),
        LayoutToolCase("testCommentedOutColorExpression", input: "<UIImageView image=\" //MyColor\"/>",
                       .format(expected: "<UIImageView image=\"// MyColor\"/>\n")),
        LayoutToolCase("testCommentedOutImageExpression", input: "<UIImageView image=\" //MyImage.png\"/>",
                       .format(expected: "<UIImageView image=\"// MyImage.png\"/>\n")),
        LayoutToolCase("testCommentedOutURLExpressionWithoutComment", input: "<Foo url=\"//http://example.com\"/>",
                       .format(expected: "<Foo url=\"// http://example.com\"/>\n")),
        // RenamerTests.swift
        LayoutToolCase("testRenameStandaloneVariable", input: "<Foo bar=\"foo\"/>",
                       .rename("foo", to: "bar", expected: "<Foo bar=\"bar\"/>\n")),
        LayoutToolCase("testRenameVariableInExpression", input: "<Foo bar=\"(foo + bar) * 5\"/>",
                       .rename("foo", to: "bar", expected: "<Foo bar=\"(bar + bar) * 5\"/>\n")),
        LayoutToolCase("testNoRenameTextInStringExpression", input: "<Foo title=\"foo + bar\"/>",
                       .rename("foo", to: "bar", expected: "<Foo title=\"foo + bar\"/>\n")),
        LayoutToolCase("testRenameVariableInEscapedStringExpression", input: "<Foo title=\"{foo + bar}\"/>",
                       .rename("foo", to: "bar", expected: "<Foo title=\"{bar + bar}\"/>\n")),
        LayoutToolCase("testRenameClass", input: "<Foo bar=\"bar\"/>",
                       .rename("Foo", to: "Bar", expected: "<Bar bar=\"bar\"/>\n")),
        LayoutToolCase("testNoRenameHTML", input: "<UILabel align=\"center\">\n    <center>foo</center>\n</UILabel>\n",
                       .rename("center", to: "centered", expected: "<UILabel align=\"centered\">\n    <center>foo</center>\n</UILabel>\n")),
        // ValidationTests.swift
        LayoutToolCase("testMissingClosingChevron", input: "<Foo left=\"5\"></Foo",
                       .parseError(mentions: ["line 1", ">"])),
        LayoutToolCase("testMissingClosingQuote", input: "<Foo left=\"5/>",
                       .parseError(mentions: ["line 1", "'"])),
        LayoutToolCase("testValidLayout", input: "<Foo left=\"5\"/>",
                       .isLayout(true)),
        LayoutToolCase("testInvalidLayout", input: "<html><p> Hello </p></html>",
                       .isLayout(false)),
        LayoutToolCase("testMalformedXML", input: "<Foo>\n    <Bar/>\n</Baz>\n",
                       .parseError(mentions: ["Foo", "Baz", "line 3"])),
    ]
}
