import XCTest
import Foundation

/// Each limit of SPEC §2.11 has an option that raises it; exceeding one is a
/// located error (exit 1), and a bad value for the option is a usage error.
final class LimitOptionTests: CLITestCase {
    private func write(_ text: String, _ name: String) throws -> String {
        let url = temporary.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func nested(_ depth: Int) -> String {
        String(repeating: "<V>", count: depth - 1) + #"<View width="1" height="1"/>"# + String(repeating: "</V>", count: depth - 1)
    }

    func testMaxDepth() throws {
        let file = try write(nested(300), "deep.xml")
        let refused = try gravity(["check", file])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("\(file):1:769: error: elements are nested more than 256 deep (the limit; raise it with --max-depth)"), refused.stderr)
        let raised = try gravity(["frames", file, "--max-depth", "300"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
        let lowered = try gravity(["check", file, "--max-depth", "10"])
        XCTAssertTrue(lowered.stderr.hasPrefix("\(file):1:31: error: elements are nested more than 10 deep"), lowered.stderr)
    }

    /// The deepest `--max-depth` allows renders without overflowing the stack.
    func testDepthCeilingRenders() throws {
        let file = try write(nested(4096), "deepest.xml")
        let output = temporary.appendingPathComponent("deepest.png")
        let run = try gravity(["render", file, "-o", output.path, "--max-depth", "4096"])
        XCTAssertEqual(run.status, 0, String(run.stderr.prefix(2000)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
        let beyond = try gravity(["check", file, "--max-depth", "4097"])
        XCTAssertEqual(beyond.status, 64)
        XCTAssertTrue(beyond.stderr.hasPrefix("Error: --max-depth must be at most 4096"), beyond.stderr)
    }

    /// A single render of a common command line runs on the main thread
    /// (8 MiB, when `ulimit -s` allows) instead of the large-stack thread:
    /// a document as deep as the default limit must render there too.
    func testDefaultDepthLimitRendersThroughTheFastPath() throws {
        let xml = String(repeating: #"<V padding="1">"#, count: 255)
            + #"<Label text="deep" font="System 12"/><View width="4" height="4" backgroundColor="red"/>"#
            + String(repeating: "</V>", count: 255)
        let file = try write(xml, "default-deep.xml")
        let output = temporary.appendingPathComponent("default-deep.png")
        let run = try gravity(["render", file, "-o", output.path, "--scale", "2"])
        XCTAssertEqual(run.status, 0, String(run.stderr.prefix(2000)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
        let deeper = try gravity(["render", try write(nested(257), "too-deep.xml"), "-o", output.path])
        XCTAssertEqual(deeper.status, 1)
        XCTAssertTrue(deeper.stderr.contains("error: elements are nested more than 256 deep"), deeper.stderr)
    }

    func testMaxNodes() throws {
        let file = try write("<V>\n" + String(repeating: "  <View/>\n", count: 20) + "</V>\n", "many.xml")
        let refused = try gravity(["check", file, "--max-nodes", "10"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("\(file):11:3: error: the file has more than 10 elements (the limit; raise it with --max-nodes)"), refused.stderr)
        XCTAssertEqual(try gravity(["check", file, "--max-nodes", "21"]).status, 0)
    }

    func testMaxNodesCountsElementsExpandedFromComponents() throws {
        _ = try write("<H>" + String(repeating: "<View/>", count: 10) + "</H>", "Row.xml")
        let file = try write("<V>\n  <Row/>\n  <Row/>\n</V>\n", "Main.xml")
        let refused = try gravity(["check", file, "--max-nodes", "15"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("the layout expands to more than 15 elements through its components (the limit; raise it with --max-nodes)"), refused.stderr)
        XCTAssertEqual(try gravity(["check", file, "--max-nodes", "30"]).status, 0)
    }

    func testMaxFileSize() throws {
        let file = try write("<V>\n" + String(repeating: "  <View/>\n", count: 20) + "</V>\n", "size.xml")
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        let refused = try gravity(["check", file, "--max-file-size", "100"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("\(file):1:1: error: '\(file)' is \(size) bytes, more than the limit of 100 bytes (raise it with --max-file-size)"), refused.stderr)
        XCTAssertEqual(try gravity(["check", file, "--max-file-size", "\(size)"]).status, 0)
    }

    func testMaxFileSizeAppliesToComponents() throws {
        _ = try write("<H>" + String(repeating: "<View/>", count: 30) + "</H>", "Wide.xml")
        let file = try write("<V>\n  <Wide/>\n</V>\n", "Main.xml")
        let refused = try gravity(["check", file, "--max-file-size", "100"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("'\(temporary.path)/Wide.xml' is 217 bytes, more than the limit of 100 bytes"), refused.stderr)
    }

    func testMaxComponentDepth() throws {
        _ = try write("<V><C2/></V>", "C1.xml")
        _ = try write("<V><C3/></V>", "C2.xml")
        _ = try write("<V><View/></V>", "C3.xml")
        let file = try write("<V>\n  <C1/>\n</V>\n", "Main.xml")
        XCTAssertEqual(try gravity(["check", file]).status, 0)
        let refused = try gravity(["check", file, "--max-component-depth", "2"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("\(temporary.path)/C2.xml:1:4: error: components nest more than 2 deep (the limit; raise it with --max-component-depth): C1 → C2 → C3"), refused.stderr)
    }

    func testLimitOptionsMustBePositive() throws {
        for option in ["--max-depth", "--max-nodes", "--max-file-size", "--max-component-depth", "--max-canvas"] {
            let run = try gravity(["check", "Examples/Welcome.xml", option, "0"])
            XCTAssertEqual(run.status, 64, option)
            XCTAssertTrue(run.stderr.hasPrefix("Error: \(option) must be positive"), run.stderr)
        }
    }

    /// The largest value each option accepts must not overflow anything.
    func testLimitOptionsAtTheirLargest() throws {
        let largest = ["--max-canvas": "16777216", "--max-depth": "4096", "--max-nodes": "1000000",
                       "--max-file-size": "1073741824", "--max-component-depth": "\(Int.max)"]
        for (option, value) in largest.sorted(by: { $0.key < $1.key }) {
            let run = try gravity(["check", "Examples/Welcome.xml", option, value])
            XCTAssertEqual(run.status, 0, "\(option) \(value): \(run.stderr.prefix(300))")
        }
    }

    /// `--max-nodes` and `--max-file-size` stop at the ceilings the README
    /// states, so `/dev/zero` can never be read for ever.
    func testLimitOptionsAboveTheirCeilings() throws {
        for (option, value, message) in [("--max-nodes", "1000001", "Error: --max-nodes must be at most 1,000,000"),
                                         ("--max-file-size", "\(Int.max)", "Error: --max-file-size must be at most 1073741824 (1 GiB)"),
                                         ("--max-canvas", "\(Int.max)", "Error: --max-canvas must be at most 16,777,216 device pixels")] {
            let run = try gravity(["check", "Examples/Welcome.xml", option, value])
            XCTAssertEqual(run.status, 64, option)
            XCTAssertTrue(run.stderr.hasPrefix(message), run.stderr)
        }
    }
}
