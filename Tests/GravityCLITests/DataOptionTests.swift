import XCTest
import Foundation

/// `--data FILE.json` on render, frames and check (SPEC §8.2).
final class DataOptionTests: CLIFolderTestCase {
    private let layout = #"<V><Label id="t" text="{user.name} ({user.age})"/><Z id="box" width="{size}" height="4"/></V>"#

    func testLaterFilesWinAndObjectsMerge() throws {
        let file = try write("card.xml", layout)
        let base = try write("base.json", #"{"user": {"name": "Ada", "age": 36}, "size": 10}"#)
        let later = try write("later.json", #"{"user": {"age": 37}}"#)
        let run = try GravityProcess.run(["frames", file, "--data", base, "--data", later])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""content": "Ada (37)""#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#""width": 10, "height": 4"#), run.stdout)
    }

    func testInvalidJSONIsLocatedAndNothingIsWritten() throws {
        let file = try write("card.xml", layout)
        let bad = try write("bad.json", "{\n  \"user\": {\"name\": \"Ada\",}\n}\n")
        let out = temporary.appendingPathComponent("out.png").path
        let run = try GravityProcess.run(["render", file, "--data", bad, "-o", out])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
        \(bad):2:26: error: invalid JSON: expected a key in double quotes, found '}'
          "user": {"name": "Ada",}
                                 ^

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testUnknownKeyInCheckNamesNearbyKeys() throws {
        let file = try write("card.xml", layout)
        let data = try write("d.json", #"{"user": {"name": "Ada", "agе": 1}, "size": 10}"#)
        let run = try GravityProcess.run(["check", file, "--data", data])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
        \(file):1:43: error: text: unknown key 'user.age'; nearby: user.agе, user.name
        <V><Label id="t" text="{user.name} ({user.age})"/><Z id="box" width="{size}" height="4"/></V>
                                                  ^

        """)
    }

    func testStylesOption() throws {
        let styles = try write("styles.xml", #"<Styles><Style name="box" width="30" height="{h}"/></Styles>"#)
        let file = try write("main.xml", #"<V><Z id="b" style="box"/><Z style="nope"/></V>"#)
        let data = try write("d.json", #"{"h": 12}"#)
        let run = try GravityProcess.run(["check", file, "--styles", styles, "--data", data])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(file):1:37: error: unknown style 'nope' (styles defined: box)"), run.stderr)
        let fixed = try write("fixed.xml", #"<V><Z id="b" style="box"/></V>"#)
        let frames = try GravityProcess.run(["frames", fixed, "--styles", styles, "--data", data])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.contains(#""width": 30, "height": 12"#), frames.stdout)
    }
}
