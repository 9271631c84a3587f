import Foundation
import GravityRender
import XCTest

/// pixelmatch's own test suite (Tests/Fixtures/pixelmatch/cases.json) through
/// `gravity diff`: for each case of test.js, at v7.2.0 (`--metric yiq`) and at
/// the main branch (`--metric oklab`), the printed count, the exit status and
/// the written diff image, pixel for pixel against pixelmatch's.
final class PixelmatchSuiteCLITests: CLITestCase {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/pixelmatch")

    func testYIQCasesOfPixelmatch7() throws { try runSuite("yiq") }

    func testOKLabCasesOfPixelmatchMain() throws { try runSuite("oklab") }

    func runSuite(_ metric: String) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixtures.appendingPathComponent("cases.json")))
        let cases = try XCTUnwrap(((json as? [String: Any])?["cases"] as? [String: Any])?[metric] as? [[String: Any]])
        XCTAssertEqual(cases.count, 12)
        for testCase in cases {
            let one = testCase["image1"] as! String, two = testCase["image2"] as! String, name = testCase["diff"] as! String
            let mismatch = testCase["mismatch"] as! Int
            let output = temporary.appendingPathComponent("\(metric)-\(name).png")
            let arguments = ["diff", path(one), path(two), "-o", output.path, "--metric", metric]
                + Self.arguments(testCase["options"] as! [String: Any])
            let run = try gravity(arguments)
            let what = "gravity " + arguments.joined(separator: " ")
            XCTAssertEqual(run.status, mismatch == 0 ? 0 : 1, what + "\n" + run.stderr)
            XCTAssertTrue(run.stdout.hasPrefix("differing pixels: \(mismatch) of "), what + "\n" + run.stdout)
            let ours = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: output)))
            let theirs = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("\(metric)/\(name).png"))))
            XCTAssertEqual(ours.width, theirs.width, what)
            XCTAssertEqual(ours.height, theirs.height, what)
            let differing = stride(from: 0, to: min(ours.rgba.count, theirs.rgba.count), by: 4)
                .filter { ours.rgba[$0..<$0 + 4] != theirs.rgba[$0..<$0 + 4] }.count
            XCTAssertEqual(differing, 0, "pixels of the diff image unlike pixelmatch's: " + what)
        }
    }

    /// main's test.js on fixture 6: the densest window of 32 and 8 pixels.
    func testDensestWindow() throws {
        for (size, count) in [(32, 29), (8, 6), (256, 51)] {
            let run = try gravity(["diff", path("6a"), path("6b"), "--metric", "oklab", "--threshold", "0.05",
                                   "--window-size", "\(size)"])
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stdout.hasPrefix("differing pixels: 51 of 65536 "), run.stdout)
            XCTAssertTrue(run.stdout.contains("\ndensest window: \(count) differing pixels\n"), run.stdout)
        }
        XCTAssertEqual(try gravity(["diff", path("6a"), path("6b"), "--window-size", "0"]).status, 64)
    }

    func path(_ image: String) -> String { Self.fixtures.appendingPathComponent(image + ".png").path }

    /// test.js's options as `gravity diff` options; pixelmatch's default
    /// threshold (0.1) is given, as gravity's own default is 0.
    static func arguments(_ options: [String: Any]) -> [String] {
        let color = { (key: String) in (options[key] as? [Int]).map { $0.map(String.init).joined(separator: ",") } }
        var arguments = ["--threshold", "\(options["threshold"] as? Double ?? 0.1)"]
        if options["includeAA"] as? Bool == true { arguments.append("--include-aa") }
        if options["diffMask"] as? Bool == true { arguments.append("--diff-mask") }
        if let alpha = options["alpha"] as? Double { arguments += ["--alpha", "\(alpha)"] }
        if let value = color("diffColor") { arguments += ["--diff-color", value] }
        if let value = color("diffColorAlt") { arguments += ["--diff-color-alt", value] }
        if let value = color("aaColor") { arguments += ["--aa-color", value] }
        return arguments
    }
}
