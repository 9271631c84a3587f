import XCTest
import ArgumentParser
@testable import gravity

/// The fast path (`FastPath`) must build the very values the parsed command
/// renders with (`RenderJob`: files, outputs, `LayoutOptions`,
/// `EngineSetup`, `OutputOptions`) or the very diff command, for the command
/// lines it takes, and take nothing else. Neither side states a default
/// here: absent options are the value types' own defaults on both.
final class FastPathTests: XCTestCase {
    /// The command lines the fast path answers: same values as the parser's.
    func testCommonLinesBuildTheParsersValues() throws {
        let lines: [[String]] = [
            ["render", "Examples/Welcome.xml", "-o", "welcome.png"],
            ["render", "-o", "welcome.png", "Examples/Welcome.xml"],
            ["render", "a.xml", "--output", "out.svg"],
            ["render", "a.xml", "-o", "a.png", "--scale", "2"],
            ["render", "a.xml", "-o", "a.png", "--scale", "1.5", "--width", "375", "--height", "812"],
            ["render", "--width", "320", "a.xml", "-o", "a.png", "--background", "#102030"],
            ["render", "a.xml", "-o", "a.png", "--background", "systemBackground"],
            ["render", "a.xml", "-o", "a.png", "--scale", "3e0"],
            ["render", "a.xml", "--out-dir", "out"],
            ["render", "a.xml", "b.xml", "c.xml", "--out-dir", "out", "--scale", "2"],
            ["render", "--out-dir", "out", "a.xml", "--width", "375", "b.xml"],
            ["render", "a.xml", "b.svg", "--out-dir", "out"],
            ["diff", "a.png", "b.png"],
            ["diff", "a.png", "b.png", "--threshold", "0.1"],
            ["diff", "-o", "d.png", "a.png", "b.png"],
            ["diff", "a.png", "b.png", "--output", "d.png", "--threshold", "1"],
            ["diff", "a.png", "b.png", "--metric", "oklab", "--threshold", "0.1"],
            ["diff", "--metric", "yiq", "a.png", "b.png"],
        ]
        for line in lines {
            let fast = try XCTUnwrap(FastPath.command(line), "the fast path should take \(line)")
            let parsed = try GravityCommand.parseAsRoot(line)
            switch fast {
            case .render(let job):
                let command = try XCTUnwrap(parsed as? RenderCommand, "\(line)")
                XCTAssertEqual(job, try command.job(), "\(line): the fast path must render with the parsed command's values")
            case .diff(let command):
                XCTAssertTrue(parsed is DiffCommand, "\(line)")
                XCTAssertEqual(description(command), description(parsed),
                               "\(line): FastPath must set every property the parser sets; a new diff option needs its "
                               + "default set in FastPath.swift (or lines that may use it refused there)")
            }
        }
    }

    /// Everything else goes to the parser: other subcommands and options,
    /// help, `--opt=value`, repeats, values that look like options or do not
    /// parse, and lines the commands' validation refuses.
    func testUnusualLinesAreLeftToTheParser() {
        let existing = #filePath  // an output that would overwrite an input
        let lines: [[String]] = [
            [], ["render"], ["--help"], ["--version"], ["help", "render"], ["frames", "a.xml"], ["check", "a.xml"],
            ["render", "a.xml", "-o", "a.png", "--help"], ["render", "a.xml", "-o", "a.png", "-h"],
            ["render", "a.xml"], ["render", "a.xml", "-o"], ["render", "a.xml", "-o", "-"],
            ["render", "a.xml", "-o", ""], ["render", "", "-o", "a.png"], ["render", "-", "-o", "a.png"],
            ["render", "a.xml", "--output=a.png"], ["render", "a.xml", "-o", "a.png", "-o", "b.png"],
            ["render", "a.xml", "-o", "a.png", "--output", "b.png"],
            ["render", "a.xml", "b.xml", "-o", "a.png"], ["render", "a.xml", "-o", "a.png", "--out-dir", "out"],
            ["render", "a.xml", "a.xml", "--out-dir", "out"], ["render", "a.xml", "--out-dir", "out", "--shard", "1/2"],
            ["render", "a.xml", "--out-dir", "out", "--data-each", "d.json"], ["render", "a.xml", "--out-dir", "out", "--watch"],
            ["render", "a.xml", "--out-dir", "out", "--variants", "appearance=dark"],
            ["render", "a.xml", "-o", "a.png", "--appearance", "dark"], ["render", "a.xml", "-o", "a.png", "--content-size", "XL"],
            ["render", "a.xml", "-o", "a.png", "--device", "iPhone 15 Pro"], ["render", "a.xml", "-o", "a.png", "--orientation", "landscape"],
            ["render", "a.xml", "-o", "a.png", "--direction", "rtl"], ["render", "a.xml", "--out-dir", "o", "--contact-sheet", "s.png"],
            ["render", "a.xml", "-o", "a.png", "--max-depth", "10"], ["render", "a.xml", "-o", "a.png", "--components", "c"],
            ["render", "a.xml", "-o", "a.png", "--strict"], ["render", "a.xml", "-o", "a.png", "--debug-overlay"],
            ["render", "a.xml", "-o", "a.png", "--fonts", "f"], ["render", "a.xml", "-o", "a.png", "--backend", "svg"],
            ["render", "a.xml", "-o", "a.png", "--scale", "two"], ["render", "a.xml", "-o", "a.png", "--scale", "-2"],
            ["render", "a.xml", "-o", "a.png", "--scale", "0"], ["render", "a.xml", "-o", "a.png", "--scale", "17"],
            ["render", "a.xml", "-o", "a.png", "--scale", "nan"], ["render", "a.xml", "-o", "a.png", "--width", "0"],
            ["render", "a.xml", "-o", "a.png", "--background", "nonsense"], ["render", existing, "-o", existing],
            ["render", "a.xml", "-o", "a.png", "--", "b.xml"], ["render", "a.xml", "-o", "a.png", "-x", "y"],
            ["diff", "a.png"], ["diff", "a.png", "b.png", "c.png"], ["diff", "a.png", "b.png", "--threshold", "2"],
            ["diff", "a.png", "b.png", "--include-aa"], ["diff", "a.png", "b.png", "--max-diff-pixels", "3"],
            ["diff", existing, "b.png", "-o", existing], ["diff", "a.png", "b.png", "--help"],
            ["diff", "a.png", "b.png", "--metric", "lab"], ["diff", "a.png", "b.png", "--no-checkerboard"],
            ["diff", "a.png", "b.png", "--diff-color", "0,0,255"], ["diff", "a.png", "b.png", "--alpha", "0.5"],
            ["diff", "a.png", "b.png", "--diff-mask"], ["diff", "a.png", "b.png", "--window-size", "8"],
        ]
        for line in lines {
            XCTAssertNil(FastPath.command(line), "the parser should handle \(line)")
        }
    }

    /// The whole diff command, property wrappers included: an option the fast path
    /// left unset prints as a definition, not a value.
    private func description(_ command: ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
