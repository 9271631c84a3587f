import XCTest

/// SPEC §7.1 diagnostics through the command line: a conflict is a located
/// error (exit 1, no image); `gravity check` notes axes left to gravity.
final class ConstraintCLITests: CLITestCase {
    func testConflictFailsTheRenderWithLocations() throws {
        let layout = temporary.appendingPathComponent("conflict.xml")
        try """
        <Z width="200" height="100">
          <Z.constraints>
            a.width = 100
            a.left = 0; a.right = 50
          </Z.constraints>
          <Z id="a" height="10"/>
        </Z>
        """.write(to: layout, atomically: true, encoding: .utf8)
        let image = temporary.appendingPathComponent("out.png")
        let render = try gravity(["render", layout.path, "-o", image.path])
        XCTAssertEqual(render.status, 1)
        XCTAssertTrue(render.stderr.hasPrefix("\(layout.path):4:17: error: the required constraint 'a.right = 50' cannot hold together with "
                                              + "'a.width = 100' (\(layout.path):3:5), 'a.left = 0' (\(layout.path):4:5); it is left out\n"
                                              + "    a.left = 0; a.right = 50\n                ^"), render.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image.path))

        let check = try gravity(["check", layout.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("\(layout.path):6:3: note: no constraint relates 'a' vertically: its gravity places it\n")
                      || check.stderr.contains("\(layout.path):6:3: note: no constraint relates 'a' vertically: its gravity places it\n"),
                      check.stdout + check.stderr)
    }
}
