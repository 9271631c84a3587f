import XCTest
@testable import GravityDocument
@testable import GravityResolve
@testable import GravityValues

/// Issue #40 item 5: Layout's grammar read in Layout documents; every new
/// error is located at the character and says what Layout accepts.
final class LayoutGrammarTests: XCTestCase {
    private func diagnostics(_ xml: String, dialect: PlacementRules.Dialect = .layout) throws -> [String] {
        var options = Resolver.Options()
        options.dialect = dialect
        return Resolver.resolve(try XMLReader.parse(SourceFile(path: "t.xml", text: xml)), options: options).1.map(\.description)
    }

    func testNewErrorsAreLocatedAndSayWhatLayoutAccepts() throws {
        XCTAssertEqual(try diagnostics("""
        <UIView>
            <macro name="LOOP" value="LOOP + 1"/>
            <UILabel text="a } b"/>
            <UIView top="1" width="layer.bogus"/>
            <UIView width="10" left="0" right="20" top="2"/>
            <macro name="ITEMS" value="1, 2 +"/>
            <UIView top="1" width="{5}{6}"/>
        </UIView>
        """), [
            "t.xml:2:31: error: circular reference: macro 'LOOP' reads itself",
            "t.xml:3:22: error: text: '}' outside an expression (Layout writes a literal brace as {'}'})",
            "t.xml:4:28: error: width: unknown property 'bogus' of layer (a frame expression reads "
                + OwnProperties.defaults.keys.filter { $0.hasPrefix("layer.") }.sorted().joined(separator: ", ") + ")",
            "t.xml:5:33: warning: right is redundant: left and width already place the view (Layout ignores it)",
            "t.xml:6:38: error: value: expected a value, found the end",
            "t.xml:7:31: error: width: a number takes one expression, braced or not; this is a second one (Layout does not join them)",
        ])
    }

    /// Gravity documents keep their rules: `{}` is still an error there, and a stray `}` is text.
    func testGravityDocumentsAreUntouched() throws {
        XCTAssertEqual(try diagnostics(#"<V><Label text="x {}"/><Label text="a } b"/></V>"#, dialect: .gravity),
                       ["t.xml:1:20: error: text: empty expression"])
        XCTAssertEqual(try diagnostics(#"<UIView><UILabel text="x {}"/><UIView backgroundColor="//red"/></UIView>"#), [])
    }
}
