import XCTest
import Foundation

/// `gravity check FILE…`: lays out without rendering, prints every
/// diagnostic compiler-style, exit 0 without errors and 1 with.
final class CheckCommandTests: CLIFolderTestCase {
    /// Runs the built binary, as CLITests.gravity does.
    private func gravity(_ arguments: [String]) throws -> CLITests.Run {
        try GravityProcess.run(arguments)
    }

    func testCleanFilePrintsNothingAndExitsZero() throws {
        let file = try write("clean.xml", #"<V><Label text="Hello"/></V>"#)
        let run = try gravity(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout, "")
    }

    func testOverflowIsAWarningAtTheStack() throws {
        let file = try write("overflow.xml", """
        <V>
            <H width="30">
                <Z width="20" height="5"/>
                <Z width="20" height="5"/>
            </H>
        </V>
        """)
        let run = try gravity(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, """
        \(file):2:5: warning: children of <H> do not fit even at their minimum sizes: they overflow its width by 10 points
            <H width="30">
            ^

        """)
    }

    /// Wrapping labels keep every line in a V too short for them (each is
    /// two lines, 41 points, at 100 wide): the V's content overflows and
    /// check says where.
    func testVerticalOverflowOfWrappingLabelsIsAWarningAtTheV() throws {
        let file = try write("tall.xml", """
        <V width="100" height="60">
          <Label id="a" font="System 17" wrap="true" text="one two three four"/>
          <Label id="b" font="System 17" wrap="true" text="five six seven eight"/>
        </V>
        """)
        let run = try gravity(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, """
        \(file):1:1: warning: children of <V> do not fit even at their minimum sizes: they overflow its height by 22.295 points
        <V width="100" height="60">
        ^

        """)
        let frames = try gravity(["frames", file])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.contains(#""id": "a", "x": 0, "y": 0, "width": 100, "height": 41"#), frames.stdout)
        XCTAssertTrue(frames.stdout.contains(#""id": "b", "x": 0, "y": 41, "width": 100, "height": 41"#), frames.stdout)
    }

    /// SPEC §9: a character no font has draws as .notdef and is a warning
    /// once per label naming the code point; an error under --strict.
    func testCharacterNoFontHasIsAWarningOncePerLabel() throws {
        let file = try write("missing.xml", """
        <V>
            <Label text="a &#x1F9FF; b &#x1F9FF;"/>
            <Label text="ok ☃ 漢字 مرحبا"/>
        </V>
        """)
        let run = try gravity(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, """
        \(file):2:18: warning: no font has U+1F9FF; it draws as the font's .notdef box (add a font that has it with --fonts, or use --system-fonts)
            <Label text="a &#x1F9FF; b &#x1F9FF;"/>
                         ^

        """)
        let strict = try gravity(["check", "--strict", file])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("\(file):2:18: error: no font has U+1F9FF;"), strict.stderr)
    }

    /// Issue #29: every code point drawn as .notdef is reported, combining
    /// marks too — U+1D1AA, which no bundled face has, after an `a` every
    /// face has (the keycap's U+20E3 was one until the colour emoji face).
    func testCombiningMarkNoFaceHasIsReported() throws {
        let file = try write("keycap.xml", """
        <V>
            <Label text="press a&#x1D1AA;"/>
        </V>
        """)
        let run = try gravity(["check", file])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("\(file):2:18: warning: no font has U+1D1AA;"), run.stderr)
        let strict = try gravity(["check", "--strict", file])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("\(file):2:18: error: no font has U+1D1AA;"), strict.stderr)
    }

    /// Each label's warning is printed once whatever made the label and
    /// however often layout measures it: markup, an attribute node, a
    /// component (plain and overridden), a Repeat (one warning for the one
    /// source line), a style, wrapping, `lines`, truncation, a constraint
    /// layer; `render` prints the same once more, not twice.
    func testWarningsArePrintedOncePerLabel() throws {
        _ = try write("Row.xml", """
        <H>
            <Label id="title" text="row \u{1F9FF}"/>
            <Label text="y" pading="2"/>
        </H>
        """)
        _ = try write("data.json", #"{"tags": ["a", "b"]}"#)
        let file = try write("Main.xml", """
        <V>
            <Row/>
            <Row title.text="override \u{1F9FF}"/>
            <Label>markup <b>\u{1F9FF}</b></Label>
            <Label><Label.text>node \u{1F9FF}</Label.text></Label>
            <Repeat items="{tags}" as="tag">
                <Label text="#{tag} \u{1F9FF}"/>
            </Repeat>
            <Style name="s" text="styled \u{1F9FF}"/>
            <Label style="s"/>
            <Label text="wrap \u{1F9FF} wrap wrap" wrap="true" width="30"/>
            <Label text="cut \u{1F9FF} wrap wrap" wrap="true" lines="1" width="30"/>
            <Label text="truncated \u{1F9FF}" width="20"/>
            <Z width="100" height="40">
                <Z.constraints>c.left = superview.left + 10; c.top = superview.top</Z.constraints>
                <Label id="c" text="layer \u{1F9FF}"/>
            </Z>
        </V>
        """)
        let row = file.replacingOccurrences(of: "Main.xml", with: "Row.xml")
        let data = file.replacingOccurrences(of: "Main.xml", with: "data.json")
        let run = try gravity(["check", file, "--data", data])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(lines.count, Set(lines).count, run.stderr)
        let notdef = ": warning: no font has U+1F9FF; it draws as the font's .notdef box (add a font that has it with --fonts, or use --system-fonts)"
        XCTAssertEqual(lines.map(String.init), [
            "\(row):3:21: warning: unknown attribute 'pading' on <Label>",
            "\(row):2:29" + notdef,
            "\(file):3:22" + notdef,
            "\(file):4:5" + notdef,
            "\(file):5:24" + notdef,
            "\(file):7:22" + notdef,
            "\(file):9:27" + notdef,
            "\(file):11:18" + notdef,
            "\(file):12:18" + notdef,
            "\(file):13:18" + notdef,
            "\(file):16:29" + notdef,
        ])
        let render = try gravity(["render", file, "--data", data, "-o", temporary.appendingPathComponent("m.png").path])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(render.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init), lines.map(String.init))
    }

    func testErrorsInAnyFileExitOneAndEveryFileIsReported() throws {
        let bad = try write("bad.xml", "<V>\n  <Label text=\"x\" font=\"Nope 12\"/>\n</V>\n")
        let unknown = try write("unknown.xml", #"<V><Z bogus="1"/></V>"#)
        let run = try gravity(["check", bad, unknown])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("\(bad):2:25: error: unknown font family 'Nope'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("\(unknown):1:7: warning: unknown attribute 'bogus' on <Z>"), run.stderr)
    }

    /// SPEC §14.1: check and frames name Layout's rules; --dialect overrides the document's.
    func testCheckAndFramesNameTheRules() throws {
        let file = try write("layout.xml", #"<UIView><UIView id="a" width="100" height="100"/></UIView>"#)
        let check = try gravity(["check", file, "--dialect", "layout", "--no-legacy-layout-mode"])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "\(file): read by layout rules\n")
        let frames = try gravity(["frames", file, "--width", "320", "--height", "480", "--dialect", "layout"])
        XCTAssertTrue(frames.stdout.contains(#""rules": "layout (legacy right/bottom)""#), frames.stdout)
        XCTAssertTrue(frames.stdout.contains(#""id": "a", "x": 0, "y": 0, "width": 100, "height": 100"#), frames.stdout)
        let gravityRules = try gravity(["frames", file, "--width", "320", "--height", "480"])
        XCTAssertFalse(gravityRules.stdout.contains("rules"), gravityRules.stdout)
        XCTAssertTrue(gravityRules.stdout.contains(#""id": "a", "x": 110, "y": 190"#), gravityRules.stdout)
        XCTAssertEqual(try gravity(["check", file, "--dialect", "css"]).status, 64)
    }

    func testUsage() throws {
        XCTAssertEqual(try gravity(["check"]).status, 64)
        let help = try gravity(["check", "--help"])
        XCTAssertTrue(help.stdout.contains("without rendering"), help.stdout)
    }
}
