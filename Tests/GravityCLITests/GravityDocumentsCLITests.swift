import XCTest
import RequiredTools
import Foundation
import GravityRender

/// `gravity frames` and `gravity render` on Gravity's README samples
/// (Examples/Gravity) and on component fixtures (Tests/Fixtures).
final class GravityDocumentsCLITests: XCTestCase {
    typealias Run = CLITests.Run

    func gravity(_ arguments: [String]) throws -> Run {
        try GravityProcess.run(arguments)
    }

    var temporary: URL!

    override func setUpWithError() throws {
        try RequiredTools.require(FileManager.default.fileExists(atPath: CLITests.binary.path), "the gravity binary (not built at \(CLITests.binary.path))")
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Depth-first list of frames.
    func flatten(_ frame: [String: Any]) -> [[String: Any]] {
        [frame] + (frame["children"] as? [[String: Any]] ?? []).flatMap(flatten)
    }

    func frame(_ id: String, in run: Run) -> [String: Any]? {
        flatten(run.json["root"] as? [String: Any] ?? [:]).first { $0["id"] as? String == id }
    }

    /// Gravity's FormRow idea: `width="col1"` inside a component gives every
    /// instance's label the widest natural width, so the value column lines up.
    func testWidthIdentifiersEqualiseAcrossComponentInstances() throws {
        let run = try gravity(["frames", "Tests/Fixtures/Documents/AlignedRows.xml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let frames = flatten(run.json["root"] as? [String: Any] ?? [:])
        let titles = frames.filter { $0["id"] as? String == "title" }
        let values = frames.filter { $0["id"] as? String == "value" }
        XCTAssertEqual(titles.count, 2)
        let widths = titles.compactMap { $0["width"] as? Double }
        XCTAssertEqual(widths[0], widths[1])
        XCTAssertGreaterThan(widths[0], 100, "the long title's natural width")
        XCTAssertEqual(values.compactMap { $0["x"] as? Double }, [widths[0], widths[0]])
    }

    func testMapCalloutFromGravitysReadme() throws {
        let frames = try gravity(["frames", "Examples/Gravity/MapCallout.xml", "--scale", "2"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        // Notes alone are for `gravity check`; frames and render stay quiet.
        XCTAssertEqual(frames.stderr, "")
        // The UIKit-only attributes are accepted, as notes at their locations.
        let check = try gravity(["check", "Examples/Gravity/MapCallout.xml"])
        XCTAssertEqual(check.status, 0)
        let notes = check.stderr.split(separator: "\n").filter { $0.hasPrefix("Examples/") }
        XCTAssertEqual(notes, [
            "Examples/Gravity/MapCallout.xml:6:89: note: 'action' has no effect in a static image and is ignored",
            "Examples/Gravity/MapCallout.xml:7:31: note: 'userInteractionEnabled' has no effect in a static image and is ignored",
            "Examples/Gravity/MapCallout.xml:13:31: note: 'userInteractionEnabled' has no effect in a static image and is ignored",
        ])
        let all = flatten(frames.json["root"] as! [String: Any])
        // UIKit names come out as the canonical elements; UIButton is UIKit's own (GravityUIKit).
        XCTAssertEqual(all.map { $0["element"] as! String }, [
            "H", "V", "Label", "Label", "H",
            "UIButton", "H", "Image", "Label", "UIButton", "H", "Image", "Label",
            "Z", "UIButton", "V", "Image", "Label",
        ])
        let texts = all.compactMap { ($0["text"] as? [String: Any])?["content"] as? String }
        XCTAssertEqual(texts, ["1188 W Georgia St", "Open today: 6am - 11pm", "12 mins", "22 mins", "Order"])
        let car = try XCTUnwrap(frame("carButton", in: frames))
        XCTAssertGreaterThanOrEqual(car["width"] as! Double, 80)
        // The row of buttons is 28 points high, as written.
        let row = try XCTUnwrap(all.first { ($0["children"] as? [[String: Any]])?.first?["id"] as? String == "carButton" })
        XCTAssertEqual(row["height"] as! Double, 28)

        // Rendered on a dark background (the sample's text is white): the car
        // button is filled with the sample's blue.
        let output = temporary.appendingPathComponent("callout.png")
        let render = try gravity(["render", "Examples/Gravity/MapCallout.xml", "-o", output.path,
                                  "--scale", "2", "--background", "#333"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: output)))
        let canvas = frames.json["canvas"] as! [String: Any]
        XCTAssertEqual(png.width, Int(canvas["width"] as! Double * 2))
        let x = Int(((car["x"] as! Double) + 1.5) * 2), y = Int(((car["y"] as! Double) + (car["height"] as! Double) / 2) * 2)
        XCTAssertTrue(png.color(x: x, y: y) == (0x00, 0x76, 0xff, 255), "\(png.color(x: x, y: y))")
        XCTAssertTrue(png.color(x: png.width - 1, y: png.height - 1) == (0x33, 0x33, 0x33, 255))
    }

    func testFormRowSampleWithTheTypoFixed() throws {
        let run = try gravity(["frames", "Examples/Gravity/FormRows/MainFixed.xml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let column = try XCTUnwrap(flatten(run.json["root"] as! [String: Any]).first { $0["element"] as? String == "V" })
        let rows = column["children"] as! [[String: Any]]
        XCTAssertEqual(rows.map { $0["component"] as? String }, Array(repeating: "FormRow", count: 4))
        let cells = rows.map { $0["children"] as! [[String: Any]] }
        XCTAssertEqual(cells.map { ($0[0]["text"] as! [String: Any])["content"] as! String }, ["Name:", "Address:", "Phone:", "Email:"])
        XCTAssertEqual(cells.map { ($0[1]["text"] as! [String: Any])["content"] as! String },
                       ["George McFly", "Hill Valley, CA", "+1 (604) 555-1234", "captain.stardust@gmail.com"])
        // Component ids stay inside each instance: every row has its own titleLabel.
        XCTAssertEqual(cells.map { $0[0]["id"] as? String }, Array(repeating: "titleLabel", count: 4))
        // The rows sit at the left of the V (its gravity places them), so the
        // value column starts at the same x in every row.
        XCTAssertEqual(Set(rows.map { $0["x"] as! Double }), [0])
        XCTAssertEqual(Set(cells.map { $0[1]["x"] as! Double }).count, 1)
    }

    func testFormRowSampleAsPrintedFailsNamingTest() throws {
        let output = temporary.appendingPathComponent("main.png")
        let run = try gravity(["render", "Examples/Gravity/FormRows/Main.xml", "-o", output.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
        Examples/Gravity/FormRows/Main.xml:6:39: error: 'test.label.text': component FormRow has no element with id 'test' (its ids are titleLabel, valueLabel)
            <FormRow titleLabel.text="Email:" test.label.text="captain.stardust@gmail.com"/>
                                              ^

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testComponentsFolderOption() throws {
        let without = try gravity(["frames", "Tests/Fixtures/Documents/UsesLibrary.xml"])
        XCTAssertEqual(without.status, 1)
        XCTAssertTrue(without.stderr.hasPrefix("Tests/Fixtures/Documents/UsesLibrary.xml:2:2: error: unknown element <Badge>: not a built-in element and no component Badge.xml was found (searched 'Tests/Fixtures/Documents'); did you mean Image, Label, Button?\n"), without.stderr)

        let typo = try gravity(["frames", "Tests/Fixtures/Documents/UsesLibrary.xml", "--components", "Tests/Fixtures/Component"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.contains("--components: 'Tests/Fixtures/Component' is not a folder"), typo.stderr)

        let with = try gravity(["frames", "Tests/Fixtures/Documents/UsesLibrary.xml", "--components", "Tests/Fixtures/Components"])
        XCTAssertEqual(with.status, 0, with.stderr)
        let badges = (with.json["root"] as! [String: Any])["children"] as! [[String: Any]]
        XCTAssertEqual(badges.map { $0["component"] as? String }, ["Badge", "Badge"])
        XCTAssertEqual(badges.map { (($0["children"] as! [[String: Any]])[0]["text"] as! [String: Any])["content"] as! String }, ["New", "Sale"])

        // The first badge's colour comes from the component element; the
        // second keeps the component's own.
        let output = temporary.appendingPathComponent("badges.png")
        let render = try gravity(["render", "Tests/Fixtures/Documents/UsesLibrary.xml", "--components", "Tests/Fixtures/Components", "-o", output.path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let png = try PNGCodec.decode([UInt8](Data(contentsOf: output)))
        let second = badges[1]
        XCTAssertTrue(png.color(x: 2, y: 12) == (0x00, 0x76, 0xff, 255), "\(png.color(x: 2, y: 12))")
        let sy = Int(second["y"] as! Double) + 11
        XCTAssertTrue(png.color(x: 2, y: sy) == (0xff, 0x3b, 0x30, 255), "\(png.color(x: 2, y: sy))")
    }

    func testErrorInsideAComponentPointsIntoItsFile() throws {
        let run = try gravity(["frames", "Tests/Fixtures/Documents/UsesBrokenCard.xml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
        Tests/Fixtures/Documents/BrokenCard.xml:1:21: error: backgroundColor: '#12' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name)
        <V backgroundColor="#12">
                            ^
        Tests/Fixtures/Documents/UsesBrokenCard.xml:2:2: note: in component <BrokenCard> embedded here
            <BrokenCard title.text="Hello"/>
            ^

        """)
    }

    func testCycleIsReportedWithTheChain() throws {
        let run = try gravity(["frames", "Tests/Fixtures/Documents/Cycle.xml"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") && $0.contains(": ") }, [
            "Tests/Fixtures/Documents/CycleB.xml:3:2: error: component cycle: CycleA → CycleB → CycleA (CycleA.xml embeds itself)",
            "Tests/Fixtures/Documents/CycleA.xml:2:2: note: in component <CycleB> embedded here",
            "Tests/Fixtures/Documents/Cycle.xml:2:2: note: in component <CycleA> embedded here",
        ])
    }

    func testUnknownAttributeWarnsAndStrictFails() throws {
        let relaxed = try gravity(["frames", "Tests/Fixtures/Documents/UnknownAttribute.xml"])
        XCTAssertEqual(relaxed.status, 0)
        XCTAssertTrue(relaxed.stderr.hasPrefix("Tests/Fixtures/Documents/UnknownAttribute.xml:2:18: warning: unknown attribute 'shadowRadius' on <Label>\n"), relaxed.stderr)
        let strict = try gravity(["frames", "Tests/Fixtures/Documents/UnknownAttribute.xml", "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("Tests/Fixtures/Documents/UnknownAttribute.xml:2:18: error: unknown attribute 'shadowRadius' on <Label>\n"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("2:35: note: 'userInteractionEnabled' has no effect"), strict.stderr)
        XCTAssertEqual(strict.stdout, "")
    }
}
