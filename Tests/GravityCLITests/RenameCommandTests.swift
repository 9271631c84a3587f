import XCTest
import Foundation

/// `gravity rename FILE… OLD NEW`.
final class RenameCommandTests: CLITestCase {
    private func write(_ text: String, _ name: String) throws -> String {
        let url = temporary.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testRenamesAcrossFilesAndReportsEachFile() throws {
        let row = try write("<H>\n  <Label id=\"titleLabel\" text=\"Title\"/>\n</H>\n", "FormRow.xml")
        let main = try write("<V>\n  <FormRow titleLabel.text=\"Name:\"/>\n  <FormRow titleLabel.text=\"Phone:\"/>\n</V>\n", "Main.xml")
        let other = try write("<V>\n  <Label text=\"titleLabel\"/>\n</V>\n", "Other.xml")
        let run = try gravity(["rename", temporary.path, "titleLabel", "caption"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(row): 1 place\n\(main): 2 places\n")
        XCTAssertEqual(try String(contentsOfFile: main, encoding: .utf8),
                       "<V>\n  <FormRow caption.text=\"Name:\"/>\n  <FormRow caption.text=\"Phone:\"/>\n</V>\n")
        XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), "<V>\n  <Label text=\"titleLabel\"/>\n</V>\n")
        let frames = try gravity(["frames", main])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.contains("\"content\": \"Phone:\""))
    }

    /// `Page` embeds `Form` embeds `Row`, which defines the id: dot
    /// notation reaches it through one and two component levels, as
    /// attributes and as attribute nodes, and the page still lays out.
    func testRenameFollowsDotNotationThroughNestedComponents() throws {
        let row = try write("<H>\n  <Label id=\"titleLabel\" text=\"Title\"/>\n</H>\n", "Row.xml")
        let form = try write("<V>\n  <Row id=\"first\" titleLabel.text=\"A\"/>\n  <Row id=\"second\"/>\n</V>\n", "Form.xml")
        let page = try write("<V>\n  <Form id=\"form\" first.titleLabel.text=\"Name:\" second.titleLabel.textColor=\"red\"/>\n"
                             + "  <Form>\n    <Form.second.titleLabel.text>Phone:</Form.second.titleLabel.text>\n  </Form>\n</V>\n", "Page.xml")
        let top = try write("<V>\n  <Page form.first.titleLabel.text=\"Deep\" form.titleLabel.text=\"not a path to it\"/>\n</V>\n", "Top.xml")
        let run = try gravity(["rename", row, form, page, top, "titleLabel", "caption"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "\(row): 1 place\n\(form): 1 place\n\(page): 4 places\n\(top): 1 place\n")
        XCTAssertEqual(try String(contentsOfFile: page, encoding: .utf8),
                       "<V>\n  <Form id=\"form\" first.caption.text=\"Name:\" second.caption.textColor=\"red\"/>\n"
                       + "  <Form>\n    <Form.second.caption.text>Phone:</Form.second.caption.text>\n  </Form>\n</V>\n")
        XCTAssertEqual(try String(contentsOfFile: top, encoding: .utf8),
                       "<V>\n  <Page form.first.caption.text=\"Deep\" form.titleLabel.text=\"not a path to it\"/>\n</V>\n")
        let frames = try gravity(["frames", page])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.contains("\"content\": \"Name:\""), frames.stdout)
        XCTAssertTrue(frames.stdout.contains("\"content\": \"Phone:\""), frames.stdout)
    }

    func testAnExistingNewIdIsRefusedAndNothingIsWritten() throws {
        let card = "<Z>\n  <Z id=\"icon\" width=\"4\" height=\"4\"/>\n  <Z id=\"badge\" width=\"4\" height=\"4\" keepLeftOffsetTo=\"icon\"/>\n</Z>\n"
        let path = try write(card, "Card.xml")
        let run = try gravity(["rename", path, "icon", "badge"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, """
        \(path):3:10: error: 'badge' is already an id in this document; renaming 'icon' to it would make two
          <Z id="badge" width="4" height="4" keepLeftOffsetTo="icon"/>
                 ^

        """)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), card)
    }

    func testUsageErrors() throws {
        let path = try write("<Z id=\"a\"/>", "a.xml")
        for (arguments, message) in [([path, "a"], "give the layout files, then OLD and NEW"),
                                     ([path, "a", "a"], "OLD and NEW are the same"),
                                     ([path, "a", "parent"], "'parent' cannot be an id")] {
            let run = try gravity(["rename"] + arguments)
            XCTAssertEqual(run.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
        let missing = try gravity(["rename", path, "b", "c"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "error: no element has the id 'b' in '\(path)'\n")
    }
}
