import XCTest
import Foundation

/// The preview page's variant switches: query parameters of its image and
/// frames requests, giving what `gravity render` gives with the same options.
final class VariantsPreviewTests: PreviewTestCase {
    func testTheSwitchesRenderAsTheCommandLineDoes() throws {
        let layout = temporary.appendingPathComponent("block.xml")
        try write(##"""
            <H width="{contentSize == 'AX3' ? 30 : 20}" height="8" backgroundColor="systemBlue">
              <Z width="5" height="8" backgroundColor="systemRed"/>
            </H>
            """##, to: layout)
        let (preview, port) = try startPreview(layout)
        defer { preview.interrupt() }

        let page = try HTTPProbe.get(port: port, "/").text
        for select in ["appearance", "contentSize", "direction", "device"] {
            XCTAssertTrue(page.contains(#"<select id="\#(select)""#), select)
        }
        XCTAssertTrue(page.contains("<option>iPhone SE (3rd generation)</option>"), page)

        let image = try HTTPProbe.get(port: port, "/image.png?scale=2&appearance=dark&contentSize=ax3&direction=rtl")
        XCTAssertEqual(image.status, 200)
        let out = temporary.appendingPathComponent("cli.png").path
        let cli = try GravityProcess.run(["render", layout.path, "--appearance", "dark", "--content-size", "AX3",
                                          "--direction", "rtl", "--scale", "2", "-o", out])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(image.body, try Data(contentsOf: URL(fileURLWithPath: out)))
        // Empty is the command's own input.
        XCTAssertEqual(pngWidth(try HTTPProbe.get(port: port, "/image.png?scale=1&contentSize=&appearance=").body), 20)

        let frames = try JSONSerialization.jsonObject(with: HTTPProbe.get(port: port, "/frames.json?scale=1&contentSize=AX3").body)
        XCTAssertEqual(((frames as? [String: Any])?["root"] as? [String: Any])?["width"] as? Double, 30)
        let device = try JSONSerialization.jsonObject(with: HTTPProbe.get(port: port, "/frames.json?scale=1&device=iPhone%20SE").body)
        XCTAssertEqual(((device as? [String: Any])?["canvas"] as? [String: Any])?["width"] as? Double, 375)

        let bad = try HTTPProbe.get(port: port, "/image.png?scale=1&appearance=drak")
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(bad.text.contains("unknown appearance 'drak'; did you mean 'dark'?"), bad.text)
    }
}
