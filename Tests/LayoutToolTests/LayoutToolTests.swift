import XCTest
import GravityCore
import GravityTools

/// LayoutTool's own test cases (LayoutToolCases.swift) against `gravity
/// format` and `gravity rename`, the documents read as Layout documents
/// (`--dialect layout`: LayoutTool formats nothing else). Each case gives
/// LayoutTool's exact output or error, or is a deliberate difference whose
/// own output is asserted here, with why.
final class LayoutToolTests: XCTestCase {
    /// Cases where we write something else on purpose: our exact result, and why.
    static let deliberate: [String: (ours: LayoutToolCase.Expectation, why: String)] = [
        "testTextWithInterleavedComments": (.format(expected: "<Foo><!-- bar -->bar<!-- baz -->baz</Foo>\n"),
                                            "the text reads \"barbaz\"; LayoutTool's lines make it \"bar baz\" (in Layout too), so a body with a comment between its words is kept as written"),
    ]

    /// Cases not yet matched (none once the work is done); each must still fail to match.
    static let pending: [String: String] = [:]

    enum Outcome: Equatable {
        case output(String)
        case error(String)
        case isLayout(Bool)
    }

    static func run(_ testCase: LayoutToolCase, _ expectation: LayoutToolCase.Expectation) -> Outcome {
        let source = SourceFile(path: "t.xml", text: testCase.input)
        do {
            switch expectation {
            case .format, .formatError:
                return .output(try LayoutFormatter.format(source, dialect: .layout))
            case .rename(let old, let new, _):
                return .output(try LayoutToolRename.renamed(old, to: new, in: source, dialect: .layout))
            case .parseError:
                _ = try DocumentLoader.parse(source)
                return .output("(read without error)")
            case .isLayout:
                return .isLayout(LayoutRecognition.notLayoutReason(try DocumentLoader.parse(source)) == nil)
            }
        } catch {
            return .error("\(error)")
        }
    }

    /// Whether `outcome` is what `expectation` asks for; `ignoringWhitespace`
    /// compares outputs with all whitespace left out.
    static func matches(_ outcome: Outcome, _ expectation: LayoutToolCase.Expectation, ignoringWhitespace: Bool = false) -> Bool {
        func squeezed(_ text: String) -> String { ignoringWhitespace ? text.filter { !$0.isWhitespace } : text }
        switch (expectation, outcome) {
        case (.format(let expected), .output(let output)), (.rename(_, _, let expected), .output(let output)):
            return squeezed(expected) == squeezed(output)
        case (.formatError(let mentions), .error(let message)), (.parseError(let mentions), .error(let message)):
            // LayoutTool says "at line 3"; we locate as file:line:column (`t.xml:3:1:`).
            return mentions.allSatisfy { mention in
                if mention.hasPrefix("line "), let line = Int(mention.dropFirst(5)) { return message.contains("t.xml:\(line):") }
                return message.contains(mention)
            }
        case (.isLayout(let expected), .isLayout(let actual)):
            return expected == actual
        default:
            return false
        }
    }

    func testEveryCaseMatchesLayoutToolOrIsADocumentedDifference() {
        XCTAssertEqual(LayoutToolCase.all.count, 70)
        var exact = 0, ignoringWhitespace = 0
        for testCase in LayoutToolCase.all {
            let outcome = Self.run(testCase, testCase.expectation)
            if Self.matches(outcome, testCase.expectation) { exact += 1 }
            if Self.matches(outcome, testCase.expectation, ignoringWhitespace: true) { ignoringWhitespace += 1 }
            if let (ours, why) = Self.deliberate[testCase.name] {
                XCTAssertFalse(why.isEmpty)
                XCTAssertFalse(Self.matches(outcome, testCase.expectation), "\(testCase.name) matches LayoutTool now: drop it from `deliberate`")
                XCTAssertTrue(Self.matches(Self.run(testCase, ours), ours), "\(testCase.name): \(outcome)")
            } else if Self.pending[testCase.name] != nil {
                XCTAssertFalse(Self.matches(outcome, testCase.expectation), "\(testCase.name) matches LayoutTool now: drop it from `pending`")
            } else {
                XCTAssertTrue(Self.matches(outcome, testCase.expectation), "\(testCase.name): \(outcome)")
            }
        }
        // LayoutTool's outputs are already formatted: formatting them again changes nothing.
        for testCase in LayoutToolCase.all {
            guard case .format(let expected) = testCase.expectation, Self.deliberate[testCase.name] == nil else { continue }
            XCTAssertEqual(try LayoutFormatter.format(SourceFile(path: "t.xml", text: expected), dialect: .layout), expected, testCase.name)
        }
        print("LayoutTool cases: \(exact) of \(LayoutToolCase.all.count) exact, \(ignoringWhitespace) ignoring whitespace")
        XCTAssertEqual(exact, LayoutToolCase.all.count - Self.deliberate.count - Self.pending.count)
    }
}
