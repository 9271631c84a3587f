import Foundation
import XCTest

/// Tests that need something outside the package — the built `gravity` or
/// `GravityFuzz` binary, `rsvg-convert`, Chromium, `swift` for the consumer
/// fixtures, a Type 1 font — skip on a developer's machine that lacks it.
/// Under CI (`CI=true`) or `make test` (which installs every tool and sets
/// `GRAVITY_REQUIRE_TOOLS=1`), a skip would be a green run that tested
/// nothing, so there the test fails, naming what is missing.
public enum RequiredTools {
    /// Whether a missing tool fails the test instead of skipping it.
    public static var areRequired: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" || environment["GRAVITY_REQUIRE_TOOLS"] == "1"
    }

    /// Returns when `available`; otherwise skips the test, or fails it
    /// where tools are required.
    public static func require(_ available: Bool, _ missing: @autoclosure () -> String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        guard !available else { return }
        try missingTool(missing(), file: file, line: line)
    }

    /// Skips the test, or fails it where tools are required; never returns.
    public static func missingTool(_ missing: String, file: StaticString = #filePath, line: UInt = #line) throws -> Never {
        if areRequired {
            XCTFail("required for this test and missing: \(missing)", file: file, line: line)
            throw MissingTool(description: missing)
        }
        throw XCTSkip(missing)
    }

    struct MissingTool: Error, CustomStringConvertible {
        var description: String
    }
}
