import Foundation
import XCTest

/// Tests that need something outside the package — the built `gravity` or
/// `GravityFuzz` binary, `rsvg-convert`, Chromium, `swift` for the consumer
/// fixtures, a Type 1 font — skip on a developer's machine that lacks it.
/// Under CI (`CI=true`) or `make test` (which installs every tool and sets
/// `GRAVITY_REQUIRE_TOOLS=1`), a skip would be a green run that tested
/// nothing, so there the test fails, naming what is missing.
public enum RequiredTools {
    /// Whether a missing tool fails the test instead of skipping it, in
    /// this process's environment.
    public static var areRequired: Bool { areRequired(in: ProcessInfo.processInfo.environment) }

    /// Whether a missing tool fails the test under `environment`.
    public static func areRequired(in environment: [String: String]) -> Bool {
        environment["CI"] == "true" || environment["GRAVITY_REQUIRE_TOOLS"] == "1"
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
        let outcome = outcome(missing: missing, environment: ProcessInfo.processInfo.environment)
        if let failure = outcome.failure { XCTFail(failure, file: file, line: line) }
        throw outcome.error
    }

    /// What a missing tool does to a test under `environment`: the failure
    /// message it records (nil: none, the test is skipped) and the error
    /// that ends it (`XCTSkip`, or `MissingTool` after the failure).
    public static func outcome(missing: String, environment: [String: String]) -> (failure: String?, error: Error) {
        guard areRequired(in: environment) else { return (nil, XCTSkip(missing)) }
        return ("required for this test and missing: \(missing)", MissingTool(description: missing))
    }

    public struct MissingTool: Error, CustomStringConvertible {
        public var description: String
    }
}
