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

    /// Issue #28: a tie the solver decided is a warning on `check`, an error under `--strict`.
    func testTieLeftToTheSolverIsAWarningAndAStrictError() throws {
        let layout = temporary.appendingPathComponent("tie.xml")
        try """
        <Z width="300" height="40" constraints="a.left = parent.left; b.left = a.right + 8; b.right = parent.right; a.top = 0; b.top = 0">
          <Label id="a" text="Name"/>
          <Label id="b" text="Value"/>
        </Z>
        """.write(to: layout, atomically: true, encoding: .utf8)
        let warning = "\(layout.path):2:3: warning: 'a' and 'b' hug horizontally at the same priority (250), so which one is stretched "
            + "is left to the solver: it stretched 'a'; give the one that should give way a lower priority (`hugging=\"…\"`)"
        let check = try gravity(["check", layout.path])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue((check.stdout + check.stderr).contains(warning), check.stdout + check.stderr)
        let strict = try gravity(["check", "--strict", layout.path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue((strict.stdout + strict.stderr).contains(warning.replacingOccurrences(of: ": warning: ", with: ": error: ")),
                      strict.stdout + strict.stderr)
    }
}
