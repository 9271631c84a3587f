import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class ValueTests: XCTestCase {
    func testHexColours() throws {
        XCTAssertEqual(try Color.parse("#fff").rgba8.0, 255)
        XCTAssertEqual(try Color.parse("#0076FF").description, "#0076ffff")
        XCTAssertEqual(try Color.parse("0076FF").description, "#0076ffff")
        XCTAssertEqual(try Color.parse("#ffffff7f").rgba8.3, 127)
        XCTAssertEqual(try Color.parse("#f008").description, "#ff000088")
    }

    func testFunctionalAndNamedColours() throws {
        XCTAssertEqual(try Color.parse("rgb(255, 0, 128)").description, "#ff0080ff")
        XCTAssertEqual(try Color.parse("rgba(0,0,0,0.5)").rgba8.3, 128)
        XCTAssertEqual(try Color.parse("RebeccaPurple").description, "#663399ff")
        XCTAssertEqual(try Color.parse("clear").alpha, 0)
    }

    func testMalformedColours() {
        XCTAssertThrowsError(try Color.parse("#12345"))
        XCTAssertThrowsError(try Color.parse("rgb(300,0,0)"))
        XCTAssertThrowsError(try Color.parse("rgba(0,0,0)"))
        XCTAssertThrowsError(try Color.parse("blurple"))
    }

    func testSizes() throws {
        XCTAssertEqual(try SizeValue.parse("auto"), .auto)
        XCTAssertEqual(try SizeValue.parse("120"), .fixed(120))
        XCTAssertEqual(try SizeValue.parse("fill"), .fill)
        XCTAssertEqual(try SizeValue.parse("50%"), .percent(50))
        XCTAssertEqual(try SizeValue.parse("col1"), .identifier("col1"))
        XCTAssertThrowsError(try SizeValue.parse("-5"))
        XCTAssertThrowsError(try SizeValue.parse("nan"))
        XCTAssertThrowsError(try SizeValue.parse("1e999"))
        XCTAssertThrowsError(try SizeValue.parse("12px"))
    }

    func testGravity() throws {
        XCTAssertEqual(try GravityValue.parse("top left"), GravityValue(horizontal: .left, vertical: .top))
        XCTAssertEqual(try GravityValue.parse("BASELINE"), GravityValue(vertical: .baseline))
        XCTAssertEqual(try GravityValue.parse("lastBaseline right"), GravityValue(horizontal: .right, vertical: .lastBaseline))
        XCTAssertThrowsError(try GravityValue.parse("left right"))
        XCTAssertThrowsError(try GravityValue.parse("up")) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown gravity token 'up'"))
        }
        let inherited = GravityValue(vertical: .bottom).inheriting(from: .rootDefault)
        XCTAssertEqual(inherited, GravityValue(horizontal: .center, vertical: .bottom))
    }

    func testFontStrings() throws {
        // Gravity's spellings.
        XCTAssertEqual(try FontDescriptor.parse("System Semibold 16"),
                       FontDescriptor(family: "System", size: .points(16), weight: 600))
        XCTAssertEqual(try FontDescriptor.parse("System 14.0"), FontDescriptor(family: "System", size: .points(14)))
        XCTAssertEqual(try FontDescriptor.parse("System Bold 16.0"), FontDescriptor(family: "System", size: .points(16), weight: 700))
        XCTAssertEqual(try FontDescriptor.parse("HelveticaNeue CondensedBlack 50"),
                       FontDescriptor(family: "HelveticaNeue CondensedBlack", size: .points(50)))
        // Layout's spellings.
        XCTAssertEqual(try FontDescriptor.parse("Courier bold 30"), FontDescriptor(family: "Courier", size: .points(30), weight: 700))
        XCTAssertEqual(try FontDescriptor.parse("\"Liberation Serif\" bold italic"),
                       FontDescriptor(family: "Liberation Serif", weight: 700, italic: true))
        XCTAssertEqual(try FontDescriptor.parse("'EB Garamond' 12"), FontDescriptor(family: "EB Garamond", size: .points(12)))
        XCTAssertEqual(try FontDescriptor.parse("monospace 13"), FontDescriptor(size: .points(13), monospace: true))
        XCTAssertEqual(try FontDescriptor.parse("150%"), FontDescriptor(size: .scale(1.5)))
        XCTAssertEqual(try FontDescriptor.parse("BOLD"), FontDescriptor(weight: 700))
        XCTAssertEqual(try FontDescriptor.parse("italic"), FontDescriptor(italic: true))
        // Earlier numbers belong to the family; the last is the size.
        XCTAssertEqual(try FontDescriptor.parse("EB Garamond 12 40"),
                       FontDescriptor(family: "EB Garamond 12", size: .points(40)))
        XCTAssertEqual(try FontDescriptor.parse("\"EB Garamond 12\""), FontDescriptor(family: "EB Garamond 12"))
    }

    /// iOS text styles at UIKit's default content size; `%` scales the style's size.
    func testTextStylesInFontStrings() throws {
        XCTAssertEqual(try FontDescriptor.parse("helvetica body bold 120%"),
                       FontDescriptor(family: "helvetica", size: .scale(1.2), weight: 700, textStyle: .body))
        let parent = FontRequest(family: "System", size: 30, weight: 300, italic: false)
        XCTAssertEqual(try FontDescriptor.parse("helvetica body bold 120%").resolved(inheriting: parent),
                       FontRequest(family: "helvetica", size: 17 * 1.2, weight: 700, italic: false))
        XCTAssertEqual(try FontDescriptor.parse("headline").resolved(inheriting: parent),
                       FontRequest(family: "System", size: 17, weight: 600, italic: false))
        XCTAssertEqual(try FontDescriptor.parse("LargeTitle").resolved(inheriting: parent),
                       FontRequest(family: "System", size: 34, weight: 400, italic: false))
        XCTAssertEqual(try FontDescriptor.parse("caption2 13").resolved(inheriting: parent),
                       FontRequest(family: "System", size: 13, weight: 400, italic: false))
        XCTAssertEqual(try FontDescriptor.parse("150%").resolved(inheriting: parent).size, 45)
        let sizes = TextStyle.allCases.map { "\($0.rawValue) \(formatNumber($0.size)) \($0.weight)" }
        XCTAssertEqual(sizes, ["largeTitle 34 400", "title1 28 400", "title2 22 400", "title3 20 400",
                               "headline 17 600", "body 17 400", "callout 16 400", "subheadline 15 400",
                               "footnote 13 400", "caption1 12 400", "caption2 11 400"])
    }

    func testMalformedFontStrings() {
        func message(_ text: String) -> String {
            do { _ = try FontDescriptor.parse(text); return "no error" } catch { return "\(error)" }
        }
        XCTAssertEqual(message("System 0"), "font size 0 is out of range (more than 0, at most 2048)")
        XCTAssertEqual(message("body title1"), "font 'body title1' names two text styles ('body' and 'title1')")
        // A width is a request now, matched against the faces' width class when drawn.
        XCTAssertEqual(try? FontDescriptor.parse("System condensed").width, .condensed)
        XCTAssertEqual(try? FontDescriptor.parse("Inter Expanded 12").resolved(inheriting: .default).width, .expanded)
        XCTAssertEqual(message("System -4"), "font size -4 is out of range (more than 0, at most 2048)")
        XCTAssertEqual(message("System 5000"), "font size 5000 is out of range (more than 0, at most 2048)")
        XCTAssertEqual(message("System 1e999"), "font size '1e999' is not a finite number")
        XCTAssertEqual(message("\"Inter"), "font '\"Inter' has an unclosed quote")
        XCTAssertEqual(message(""), "font is empty; write e.g. 'System 17' or 'bold'")
        XCTAssertEqual(message("  "), "font is empty; write e.g. 'System 17' or 'bold'")
        XCTAssertEqual(message("\"\" 12"), "font '\"\" 12' has an empty quoted family name")
        XCTAssertEqual(message("0%"), "font scale '0%' must be positive")
        XCTAssertEqual(message("big%"), "font scale 'big%' is not a number followed by %")
        XCTAssertEqual(message("System bold light 12"), "font 'System bold light 12' sets the weight twice")
    }

    func testFontInheritance() throws {
        let parent = FontRequest(family: "EB Garamond", size: 20, weight: 400, italic: false)
        let bold = try FontDescriptor.parse("bold").resolved(inheriting: parent)
        XCTAssertEqual(bold, FontRequest(family: "EB Garamond", size: 20, weight: 700, italic: false))
        let scaled = try FontDescriptor.parse("150%").resolved(inheriting: parent)
        XCTAssertEqual(scaled.size, 30)
        XCTAssertEqual(try FontDescriptor.parse("monospace").resolved(inheriting: parent).family, "monospace")
        XCTAssertEqual(try FontDescriptor.parse("italic 10").resolved(inheriting: parent),
                       FontRequest(family: "EB Garamond", size: 10, weight: 400, italic: true))
        XCTAssertEqual(try FontDescriptor.parse("System").resolved(inheriting: parent),
                       FontRequest(family: "System", size: 20, weight: 400, italic: false))
    }

    func testInsetsShorthand() throws {
        XCTAssertEqual(try Insets.parse("8", allowNegative: false), Insets(top: 8, right: 8, bottom: 8, left: 8))
        XCTAssertEqual(try Insets.parse("8 16", allowNegative: false), Insets(top: 8, right: 16, bottom: 8, left: 16))
        XCTAssertEqual(try Insets.parse("1 2 3 4", allowNegative: false), Insets(top: 1, right: 2, bottom: 3, left: 4))
        XCTAssertThrowsError(try Insets.parse("-1", allowNegative: false))
        XCTAssertEqual(try Insets.parse("-1", allowNegative: true).left, -1)
        XCTAssertThrowsError(try Insets.parse("1 2 3 4 5", allowNegative: false))
    }
}
