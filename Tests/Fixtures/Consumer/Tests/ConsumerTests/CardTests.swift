import XCTest
import GravityTesting

final class CardTests: XCTestCase {
    /// The outer test (ConsumerPackageTests) changes the text to see a
    /// failure, and the snapshot's name so it never touches the committed golden.
    let title = ProcessInfo.processInfo.environment["CONSUMER_TITLE"] ?? "Card"
    let snapshotName = ProcessInfo.processInfo.environment["CONSUMER_SNAPSHOT"] ?? "row"

    func testCard() throws {
        try assertLayoutSnapshot(xml: """
            <H gravity="left middle" padding="12" spacing="10" backgroundColor="#ffffff">
              <Z width="24" height="24" backgroundColor="#34c759" cornerRadius="6"/>
              <Label id="title" text="\(title)" font="System Semibold 17" textColor="#1b2a4a"/>
            </H>
            """, named: snapshotName, width: 200, scale: 2)
    }

    func testFramesAndBaselines() throws {
        let result = try layout(xml: """
            <H gravity="left top" padding="12" spacing="8">
              <Label id="price" text="42" font="System Bold 28"/>
              <Label id="unit" text="EUR" font="System Bold 28"/>
            </H>
            """, scale: 2)
        XCTAssertEqual(result["price"]?.frame.x, 12)        // points, after pixel snapping
        XCTAssertEqual(result["price"]?.frame.y, 12)
        XCTAssertLessThan(result["price"]!.capTop!, result["price"]!.baseline!)
        assertBaselinesAligned(["price", "unit"], in: result)
        assertCapTopsAligned(["price", "unit"], in: result)

        // `import GravityTesting` alone names the types its API returns.
        let solved: SolvedLayout = result
        let frame: Frame = try XCTUnwrap(solved["price"])
        let text: TextFrame = try XCTUnwrap(frame.text)
        let rect: Rect = frame.frame
        let diagnostics: Diagnostics = solved.diagnostics
        let items: [Diagnostic] = diagnostics.items
        XCTAssertEqual(text.content, "42")
        XCTAssertEqual(rect.x, 12)
        XCTAssertEqual(items.filter { $0.severity == .error }.count, 0)
    }
}
