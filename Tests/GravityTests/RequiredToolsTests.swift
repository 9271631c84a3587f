import XCTest
import RequiredTools

/// The switch between skipping and failing a test whose tool is missing.
final class RequiredToolsTests: XCTestCase {
    func testOnlyCIOrMakeTestRequireTools() {
        XCTAssertFalse(RequiredTools.areRequired(in: [:]))
        XCTAssertTrue(RequiredTools.areRequired(in: ["GRAVITY_REQUIRE_TOOLS": "1"]))
        XCTAssertTrue(RequiredTools.areRequired(in: ["CI": "true"]))
        // Only those exact values: an unset-looking value is not a request.
        XCTAssertFalse(RequiredTools.areRequired(in: ["GRAVITY_REQUIRE_TOOLS": "0", "CI": "false"]))
        XCTAssertFalse(RequiredTools.areRequired(in: ["GRAVITY_REQUIRE_TOOLS": "", "CI": "1"]))
    }

    func testAMissingToolSkipsWhereToolsAreNotRequired() {
        let outcome = RequiredTools.outcome(missing: "rsvg-convert (apt-get install librsvg2-bin)", environment: [:])
        XCTAssertNil(outcome.failure)
        XCTAssertTrue(outcome.error is XCTSkip, "\(outcome.error)")
    }

    func testAMissingToolFailsNamingItWhereToolsAreRequired() {
        for environment in [["GRAVITY_REQUIRE_TOOLS": "1"], ["CI": "true"]] {
            let outcome = RequiredTools.outcome(missing: "rsvg-convert (apt-get install librsvg2-bin)", environment: environment)
            XCTAssertEqual(outcome.failure, "required for this test and missing: rsvg-convert (apt-get install librsvg2-bin)")
            XCTAssertFalse(outcome.error is XCTSkip, "a failure, not a skip: \(outcome.error)")
            XCTAssertEqual("\(outcome.error)", "rsvg-convert (apt-get install librsvg2-bin)")
        }
    }

    /// An available tool lets the test go on, whatever the environment.
    func testAnAvailableToolNeitherSkipsNorFails() throws {
        try RequiredTools.require(true, "never asked")
    }
}
