import XCTest

/// Issue #28: `constraints` on a stack fails the render (exit 1, no image)
/// with the error at the attribute, where it was a warning and exit 0.
final class LayerAttributeCLITests: CLITestCase {
    func testConstraintsOnAStackFailTheRender() throws {
        let layout = temporary.appendingPathComponent("stack.xml")
        try """
        <V width="100">
          <V.constraints>a.left = 10</V.constraints>
          <Z id="a" height="10"/>
        </V>
        """.write(to: layout, atomically: true, encoding: .utf8)
        let image = temporary.appendingPathComponent("out.png")
        let render = try gravity(["render", layout.path, "-o", image.path])
        XCTAssertEqual(render.status, 1)
        XCTAssertTrue(render.stderr.hasPrefix("\(layout.path):2:3: error: constraints: only a <Z> (View, UIView) relates its children "
                                              + "by constraints, and a <V> is a stack, which places its children itself; put the views to relate in a <Z>\n"),
                      render.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image.path))
    }
}
