import XCTest
import Foundation

/// The variant options (#31) reach every command that reads a layout; a bad
/// value is a usage error naming the accepted ones.
final class VariantOptionTests: CLITestCase {
    private func write(_ text: String, _ name: String) throws -> String {
        let url = temporary.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testOptionsReachTheLayout() throws {
        let file = try write("""
        <Z width="fill" height="fill" backgroundColor="systemBackground">
            <Label id="l" font="body" text="{appearance} {contentSize} {device.name}" gravity="top left"/>
            <Z id="safe" width="fill" height="fill" margin="{safeArea.top} {safeArea.right} {safeArea.bottom} {safeArea.left}"/>
        </Z>
        """, "variant.xml")
        let run = try gravity(["frames", file, "--appearance", "dark", "--content-size", "ax3", "--device", "iPhone 15 Pro",
                               "--orientation", "landscape", "--direction", "rtl"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""canvas": {"width": 852, "height": 393, "scale": 3}"#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#""content": "dark AX3 iPhone 15 Pro", "font": "Inter 40""#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#""id": "safe", "x": 59, "y": 0, "width": 734, "height": 372"#), run.stdout)
        // --direction rtl mirrors the root H as direction="rtl" would: its first
        // child is the right one of the centred pair (left to right: a at 40, b at 50).
        let row = try write(#"<H width="100"><Label id="a" text="a" width="10"/><Label id="b" text="b" width="10"/></H>"#, "row.xml")
        let rtl = try gravity(["frames", row, "--direction", "rtl"])
        XCTAssertTrue(rtl.stdout.contains(#""id": "a", "x": 50, "y": 0"#), rtl.stdout)
        XCTAssertTrue(rtl.stdout.contains(#""id": "b", "x": 40, "y": 0"#), rtl.stdout)
        // --scale and --width win over the device's.
        let png = temporary.appendingPathComponent("v.png").path
        let render = try gravity(["render", file, "-o", png, "--device", "iPhone SE", "--scale", "1", "--width", "100"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let frames = try gravity(["frames", file, "--device", "iPhone SE", "--scale", "1", "--width", "100"])
        XCTAssertTrue(frames.stdout.contains(#""canvas": {"width": 100, "height": 667, "scale": 1}"#), frames.stdout)
    }

    /// `--background systemBackground` takes the appearance's value.
    func testSemanticBackground() throws {
        let file = try write(#"<Z width="2" height="2"/>"#, "empty.xml")
        let png = temporary.appendingPathComponent("bg.png").path
        let svg = temporary.appendingPathComponent("bg.svg").path
        for (appearance, fill) in [("light", "#ffffff"), ("dark", "#000000")] {
            let run = try gravity(["render", file, "-o", svg, "--background", "systemBackground", "--appearance", appearance])
            XCTAssertEqual(run.status, 0, run.stderr)
            let text = try String(contentsOfFile: svg, encoding: .utf8)
            XCTAssertTrue(text.lowercased().contains(fill), "\(appearance): \(text)")
        }
        let typo = try gravity(["render", file, "-o", png, "--background", "systemBackgrund"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.hasPrefix("Error: --background: 'systemBackgrund' is not a colour; did you mean 'systemBackground'"), typo.stderr)
    }

    func testBadValuesAreUsageErrors() throws {
        let file = try write("<Z/>", "z.xml")
        let cases: [([String], String)] = [
            (["--appearance", "dim"], "Error: The value 'dim' is invalid for '--appearance <appearance>'. Please provide one of 'light' and 'dark'."),
            (["--content-size", "XXXXL"], "Error: The value 'XXXXL' is invalid for '--content-size <content-size>'. Please provide one of the following:\n  - XS\n  - S\n  - M\n  - L\n  - XL\n  - XXL\n  - XXXL\n  - AX1\n  - AX2\n  - AX3\n  - AX4\n  - AX5\n"),
            (["--orientation", "sideways"], "Error: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait' and 'landscape'."),
            (["--direction", "up"], "Error: The value 'up' is invalid for '--direction <direction>'. Please provide one of 'ltr' and 'rtl'."),
            (["--contrast", "max"], "Error: The value 'max' is invalid for '--contrast <contrast>'. Please provide one of 'normal' and 'high'."),
            (["--device", "iPhone 15 Prp"], "Error: unknown device 'iPhone 15 Prp'; did you mean 'iPhone 15 Pro' or 'iPhone 14 Pro'? (devices: iPhone SE (3rd generation), "),
        ]
        for (options, message) in cases {
            let run = try gravity(["check", file] + options)
            XCTAssertEqual(run.status, 64, "\(options)")
            XCTAssertTrue(run.stderr.hasPrefix(message), "\(options): \(run.stderr)")
        }
    }
}
