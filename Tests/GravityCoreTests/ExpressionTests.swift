import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

final class ExpressionTests: XCTestCase {
    private let data: DataValue = .object([
        "user": .object(["name": .string("Ada"), "age": .number(36), "isPro": .bool(true), "nickname": .null,
                         "email": .string("ada@example.com")]),
        "items": .array([.object(["title": .string("First")]), .object(["title": .string("Second")])]),
        "n": .number(5),
        "zero": .number(0),
    ])

    private func value(_ text: String) throws -> DataValue {
        try ExpressionEvaluator(scope: DataScope(root: data)).evaluate(Expression.parse(text))
    }

    private func assertError(_ text: String, _ message: String, at offset: Int,
                             file: StaticString = #filePath, line: UInt = #line) {
        do {
            let result = try value(text)
            XCTFail("expected an error, got \(result)", file: file, line: line)
        } catch let error as ExpressionError {
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(error.offset, offset, file: file, line: line)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
    }

    // MARK: Colours (Layout's literals, functions and names; issue #28)

    func testColourLiteralsFunctionsAndNamesAreColours() throws {
        // #rgb and #rgba: each digit d is d * 17 / 255; #rrggbb(aa): each byte / 255.
        XCTAssertEqual(try value("#00f"), .color(Color(red: 0, green: 0, blue: 1)))
        XCTAssertEqual(try value("#fff7"), .color(Color(red: 1, green: 1, blue: 1, alpha: 119.0 / 255)))
        XCTAssertEqual(try value("#ff00007f"), .color(Color(red: 1, green: 0, blue: 0, alpha: 127.0 / 255)))
        XCTAssertEqual(try value("user.isPro ? #00f : #ccc"), .color(Color(red: 0, green: 0, blue: 1)))
        XCTAssertEqual(try value("!user.isPro ? #00f : #ccc"), .color(Color(red: 204.0 / 255, green: 204.0 / 255, blue: 204.0 / 255)))
        // rgb() channels 0…255, rgba()'s alpha 0…1, as CSS.
        XCTAssertEqual(try value("rgb(255, 0, 51)"), .color(Color(red: 1, green: 0, blue: 0.2)))
        XCTAssertEqual(try value("rgba(255, 255, 255, 1 - n / 20)"), .color(Color(red: 1, green: 1, blue: 1, alpha: 0.75)))
        // Colour names the data does not define, in any case (UIKit's darkGray is CSS darkgray, 169).
        XCTAssertEqual(try value("red"), .color(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(try value("darkGray"), .color(Color(red: 169.0 / 255, green: 169.0 / 255, blue: 169.0 / 255)))
        XCTAssertEqual(try value("#f00 == red"), .bool(true))
        XCTAssertEqual(try value("user.nickname ?? #fff"), .color(.white))
        let shadowed = try ExpressionEvaluator(scope: DataScope(root: ["red": 5])).evaluate(Expression.parse("red"))
        XCTAssertEqual(shadowed, .number(5))
        // A `.` after the digits makes an element reference.
        guard case .keyPath(let path) = try Expression.parse("#abc.left").kind else { return XCTFail("not a key path") }
        XCTAssertTrue(path.isElementReference)
        XCTAssertEqual(path.description, "#abc.left")
    }

    func testColourErrorsAreLocated() {
        assertError("rgba(256, 0, 0, 1)", "colour channel 256 is outside 0…255", at: 5)
        assertError("rgba(0, 0, 0, 1 + n)", "alpha 6 is outside 0…1", at: 16)
        assertError("rgb('a', 0, 0)", "rgb needs numbers, got a string ('a')", at: 4)
        assertError("#00f + 1", "'+' needs two numbers, or a string, got a colour (#0000ffff) and a number (1)", at: 5)
    }

    // MARK: Parsing

    func testTreeCarriesOffsets() throws {
        let tree = try Expression.parse("a + 2 * b")
        guard case .binary(.add, let a, let product) = tree.kind else { return XCTFail("\(tree)") }
        XCTAssertEqual(tree.offset, 2)
        XCTAssertEqual(a.offset, 0)
        guard case .binary(.multiply, let two, let b) = product.kind else { return XCTFail("\(product)") }
        XCTAssertEqual(product.offset, 6)
        XCTAssertEqual(two, Expression(.number(2), at: 4))
        XCTAssertEqual(b.kind, .keyPath(KeyPath(parts: [.key("b")], offsets: [8])))
    }

    func testPercentAndRemainder() throws {
        // Layout's frame expressions: `50% - height / 2`.
        let top = try Expression.parse("50% - height / 2")
        guard case .binary(.subtract, let percent, _) = top.kind else { return XCTFail("\(top)") }
        XCTAssertEqual(percent, Expression(.percent(50), at: 0))
        XCTAssertEqual(try Expression.parse("7 % 2").kind,
                       .binary(.remainder, Expression(.number(7), at: 0), Expression(.number(2), at: 4)))
        XCTAssertEqual(try Expression.parse("max(50%, 10)").kind,
                       .call(.max, [Expression(.percent(50), at: 4), Expression(.number(10), at: 9)]))
        XCTAssertEqual(try value("7 % 2"), .number(1))
        XCTAssertEqual(try value("n % (0 - 3)"), .number(2))
    }

    func testLayoutFrameExpressionsParse() throws {
        let left = try Expression.parse("previous.right + 8")
        guard case .binary(.add, let path, _) = left.kind,
              case .keyPath(let keyPath) = path.kind else { return XCTFail("\(left)") }
        XCTAssertEqual(keyPath.parts, [.key("previous"), .key("right")])
        XCTAssertEqual(keyPath.offsets, [0, 9])
        let width = try Expression.parse("max(auto, 44)")
        XCTAssertEqual(width.kind, .call(.max, [Expression(.keyPath(KeyPath(parts: [.key("auto")], offsets: [4])), at: 4),
                                                Expression(.number(44), at: 10)]))
        let reference = try Expression.parse("#badge.left")
        guard case .keyPath(let badge) = reference.kind else { return XCTFail("\(reference)") }
        XCTAssertTrue(badge.isElementReference)
        XCTAssertEqual(badge.description, "#badge.left")
        XCTAssertEqual(badge.offsets, [1, 7])
    }

    func testSyntaxErrors() {
        let cases: [(String, String, Int)] = [
            ("", "empty expression", 0),
            ("1 +", "expected a value, found the end", 3),
            ("(1 + 2", "expected ')' to close '(', found the end", 6),
            ("a b", "expected an operator, found 'b'", 2),
            ("'abc", "unterminated string (missing ')", 0),
            ("a = 1", "unexpected '=' (use '==' to compare)", 2),
            ("a & b", "unexpected '&' (use '&&')", 2),
            ("\"x\"", "strings in expressions take single quotes ('text')", 0),
            ("1 @ 2", "unexpected character '@'", 2),
            // Layout's operator characters without an operator here, in LayoutTool's words.
            ("a^b", "undefined infix operator ^", 1),
            ("(1) ^ 2", "undefined infix operator ^", 4),
            ("~a", "undefined prefix operator ~", 0),
            ("1 + ~a", "undefined prefix operator ~", 4),
            ("foo(1)", "unknown function 'foo' (functions: abs, ceil, floor, max, min, pow, rgb, rgba, round, sqrt)", 0),
            ("max(1)", "max() expects at least 2 arguments, got 1", 0),
            ("abs(1, 2)", "abs() expects 1 argument, got 2", 0),
            ("items[x]", "expected a whole number index inside '[ ]', found 'x'", 6),
            ("items[1.5]", "expected a whole number index inside '[ ]', found '1.5'", 6),
            ("a.", "expected a name after '.', found the end", 2),
            ("c ? 1", "expected ':' after the value of '?', found the end", 5),
            ("# x", "expected a colour (#rgb, #rgba, #rrggbb or #rrggbbaa) or an element id after '#'", 0),
            // Five hex digits are no colour, and an id does not start with a digit.
            ("#12345", "expected a colour (#rgb, #rgba, #rrggbb or #rrggbbaa) or an element id after '#'", 0),
            ("rgb(1, 2)", "rgb() expects 3 arguments, got 2", 0),
            ("1e999", "number '1e999' is too large", 0),
        ]
        for (text, message, offset) in cases {
            XCTAssertThrowsError(try Expression.parse(text), text) { error in
                XCTAssertEqual((error as? ExpressionError)?.message, message, text)
                XCTAssertEqual((error as? ExpressionError)?.offset, offset, text)
            }
        }
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        XCTAssertThrowsError(try Expression.parse(deep)) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "expression nested more than 64 deep")
            XCTAssertEqual((error as? ExpressionError)?.offset, 64)
        }
        let long = Array(repeating: "1", count: 1500).joined(separator: "+")
        XCTAssertThrowsError(try Expression.parse(long)) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "expression too long (more than 2000 tokens)")
        }
    }

    // MARK: Evaluation

    func testArithmeticAndPrecedence() throws {
        XCTAssertEqual(try value("1 + 2 * 3"), .number(7))
        XCTAssertEqual(try value("(1 + 2) * 3"), .number(9))
        XCTAssertEqual(try value("10 - 4 - 3"), .number(3))
        XCTAssertEqual(try value("-n + 1"), .number(-4))
        XCTAssertEqual(try value("n / 2"), .number(2.5))
        XCTAssertEqual(try value("1.5e2"), .number(150))
    }

    func testLogicComparisonsConditionals() throws {
        XCTAssertEqual(try value("n > 3 && !user.isPro"), .bool(false))
        XCTAssertEqual(try value("n > 3 || zero / zero == 1"), .bool(true))  // short-circuits
        XCTAssertEqual(try value("n >= 5 ? 'many' : 'few'"), .string("many"))
        XCTAssertEqual(try value("'a' < 'b'"), .bool(true))
        XCTAssertEqual(try value("user.name == 'Ada'"), .bool(true))
        XCTAssertEqual(try value("n == '5'"), .bool(false))
        XCTAssertEqual(try value("true ? false ? 1 : 2 : 3"), .number(2))
    }

    func testNullCoalescing() throws {
        XCTAssertEqual(try value("user.nickname ?? user.name"), .string("Ada"))
        XCTAssertEqual(try value("user.nickname == null"), .bool(true))
        // An absent last key reads as null on the left of ??; a misspelt
        // object earlier in the path is still an error.
        XCTAssertEqual(try value("user.title ?? 'none'"), .string("none"))
        assertError("usr.title ?? 'none'", "unknown key 'usr'; nearby: user, n, zero, items", at: 0)
    }

    func testFunctions() throws {
        XCTAssertEqual(try value("min(3, n, 4)"), .number(3))
        XCTAssertEqual(try value("max(1, 2)"), .number(2))
        XCTAssertEqual(try value("abs(-2)"), .number(2))
        XCTAssertEqual(try value("round(2.5)"), .number(3))
        XCTAssertEqual(try value("round(-2.5)"), .number(-3))
        XCTAssertEqual(try value("floor(2.7)"), .number(2))
        XCTAssertEqual(try value("ceil(2.1)"), .number(3))
        XCTAssertEqual(try value("sqrt(16)"), .number(4))
        XCTAssertEqual(try value("pow(2, 10)"), .number(1024))
    }

    func testKeyPaths() throws {
        XCTAssertEqual(try value("items[1].title"), .string("Second"))
        XCTAssertEqual(try value("items.count"), .number(2))
        XCTAssertEqual(try value("user.name.count"), .number(3))
        XCTAssertEqual(try value("'Hi ' + user.name + ' ' + n"), .string("Hi Ada 5"))
    }

    func testEvaluationErrors() {
        assertError("n / zero", "division by zero", at: 2)
        assertError("n % zero", "remainder of a division by zero", at: 2)
        assertError("user.nmae", "unknown key 'user.nmae'; nearby: user.name, user.age, user.email, user.isPro, user.nickname", at: 5)
        assertError("usr.name", "unknown key 'usr'; nearby: user, n, zero, items", at: 0)
        assertError("items[2].title", "index 2 is out of range: items has 2 elements", at: 5)
        assertError("user[0]", "cannot index user: it is an object, not an array", at: 4)
        assertError("items.first", "cannot read 'first' of items: it is an array (it has only 'count')", at: 6)
        assertError("n.value", "cannot read 'value' of n: it is a number", at: 2)
        assertError("n - 'a'", "'-' needs numbers, got a number (5) and a string ('a')", at: 2)
        assertError("true + 1", "'+' needs two numbers, or a string, got a boolean (true) and a number (1)", at: 5)
        assertError("n < 'a'", "'<' needs two numbers or two strings, got a number (5) and a string ('a')", at: 2)
        assertError("!n", "'!' needs a boolean, got a number (5)", at: 1)
        assertError("-user.name", "'-' needs a number, got a string ('Ada')", at: 1)
        assertError("n && true", "'&&' needs booleans, got a number (5)", at: 0)
        assertError("user.name ? 1 : 2", "the condition before '?' must be a boolean, got a string ('Ada')", at: 0)
        assertError("sqrt(0 - 1)", "sqrt of a negative number", at: 7)
        assertError("abs('x')", "abs needs numbers, got a string ('x')", at: 4)
        assertError("pow(10, 400)", "the result is not a finite number", at: 0)
        assertError("50% + 1", "a percentage (50%) only means something in a layout attribute such as width", at: 0)
        assertError("#title.left", "'#title.left' refers to an element; element references only mean something in layout attributes such as left", at: 0)
    }

    func testNoData() {
        XCTAssertThrowsError(try ExpressionEvaluator(scope: DataScope()).evaluate(Expression.parse("user.name"))) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "unknown key 'user'; there is no data (pass it with --data FILE.json)")
        }
    }

    func testLocalsShadowData() throws {
        let scope = DataScope(root: data).binding("n", to: .number(1)).binding("index", to: .number(3))
        XCTAssertEqual(try ExpressionEvaluator(scope: scope).evaluate(Expression.parse("n + index")), .number(4))
    }

    // MARK: Interpolation

    func testInterpolation() throws {
        let evaluator = ExpressionEvaluator(scope: DataScope(root: data))
        XCTAssertEqual(try Interpolation.parse("Hello {user.name}, {n + 1} new").text(evaluator), "Hello Ada, 6 new")
        XCTAssertEqual(try Interpolation.parse("{2.6} {n / 2} {1 / 3}").text(evaluator), "2.6 2.5 0.333")
        XCTAssertEqual(try Interpolation.parse("{user.isPro} {user.nickname}|").text(evaluator), "true |")
        XCTAssertEqual(try Interpolation.parse("a } b {'}'} {'{'}").text(evaluator), "a } b } {")
        XCTAssertEqual(try Interpolation.parse("{n}").wholeExpression, Expression(.keyPath(KeyPath(parts: [.key("n")], offsets: [1])), at: 1))
        XCTAssertNil(try Interpolation.parse(" {n}").wholeExpression)
        XCTAssertFalse(Interpolation.hasExpressions("plain"))
    }

    func testInterpolationOffsetsCountFromTheValue() {
        let evaluator = ExpressionEvaluator(scope: DataScope(root: data))
        XCTAssertThrowsError(try Interpolation.parse("Hi {user.nmae}!").text(evaluator)) { error in
            XCTAssertEqual((error as? ExpressionError)?.offset, 9)
        }
        XCTAssertThrowsError(try Interpolation.parse("Hi {user.name").text(evaluator)) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "unclosed '{' (missing '}')")
            XCTAssertEqual((error as? ExpressionError)?.offset, 3)
        }
        XCTAssertThrowsError(try Interpolation.parse("é {n {m}}")) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "'{' inside an expression (expressions do not nest; close the one opened before with '}')")
            XCTAssertEqual((error as? ExpressionError)?.offset, 5)
        }
        XCTAssertThrowsError(try Interpolation.parse("x {}")) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "empty expression")
            XCTAssertEqual((error as? ExpressionError)?.offset, 3)
        }
        XCTAssertThrowsError(try Interpolation.parse("{items}").text(evaluator)) { error in
            XCTAssertEqual((error as? ExpressionError)?.message, "an array cannot be written as text; pick one of its values")
        }
    }

    func testEscapedTextInterpolatesToItself() throws {
        let evaluator = ExpressionEvaluator(scope: DataScope())
        for text in ["plain", "a {b} c", "it's {'x'} \\ {", "}{"] {
            XCTAssertEqual(try Interpolation.parse(Interpolation.escaped(text)).text(evaluator), text)
        }
    }

    func testDeepMerge() {
        let base: DataValue = .object(["user": .object(["name": .string("Ada"), "age": .number(36)]), "n": .number(1)])
        let later: DataValue = .object(["user": .object(["age": .number(37)]), "n": .array([])])
        XCTAssertEqual(base.merged(with: later),
                       .object(["user": .object(["name": .string("Ada"), "age": .number(37)]), "n": .array([])]))
    }
}
