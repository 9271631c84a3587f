import Foundation
import XCTest
@testable import GravityTestingCore

/// pixelmatch's own test suite (Tests/Fixtures/pixelmatch): every `diffTest`
/// of its test.js, for YIQ at v7.2.0 and OKLab at the main branch, through
/// the library: the same count, with and without a diff image, and the
/// same diff image byte for byte.
final class PixelmatchSuiteTests: XCTestCase {
    func testYIQCasesOfPixelmatch7() throws {
        try runSuite(.yiq)
    }

    func testOKLabCasesOfPixelmatchMain() throws {
        try runSuite(.oklab)
    }

    func runSuite(_ metric: ColorMetric) throws {
        let suite = try PixelmatchSuite.load()
        let cases = try XCTUnwrap(suite.cases[metric.rawValue])
        XCTAssertEqual(cases.count, 12)
        for testCase in cases {
            let one = try suite.image(testCase.image1), two = try suite.image(testCase.image2)
            let expected = try suite.image("\(metric.rawValue)/\(testCase.diff)")
            let (options, style) = testCase.options.gravity(metric)
            let (result, diff) = ImageComparison.compare(one, two, options: options, diff: style)
            let name = "\(metric) \(testCase.image1)/\(testCase.image2) → \(testCase.diff)"
            XCTAssertEqual(result.differingPixels, testCase.mismatch, name)
            XCTAssertEqual(ImageComparison.compare(one, two, options: options).result.differingPixels, testCase.mismatch,
                           "without a diff image: " + name)
            XCTAssertEqual(diff?.width, expected.width, name)
            XCTAssertTrue(diff?.rgba == expected.rgba, "diff image: \(name): \(Self.firstDifference(diff, expected))")
        }
    }

    /// The unit tests of pixelmatch main's test.js.
    func testOKLabToeSeparatesNearBlack() {
        XCTAssertEqual(Self.match((0, 0, 0, 255), (13, 13, 13, 255), .oklab), 0)
        XCTAssertEqual(Self.match((0, 0, 0, 255), (23, 23, 23, 255), .oklab), 1)
    }

    func testOKLabSeparatesTheColourPairsOfPixelmatchIssue127() {
        XCTAssertEqual(Self.match((41, 56, 157, 255), (41, 56, 0, 255), .oklab), 1, "very different")
        XCTAssertEqual(Self.match((39, 44, 92, 255), (39, 44, 14, 255), .oklab), 1, "clearly different")
        XCTAssertEqual(Self.match((0, 254, 252, 255), (94, 254, 252, 255), .oklab), 0, "nearly identical")
        XCTAssertEqual(Self.match((0, 254, 252, 255), (47, 254, 252, 255), .oklab), 0, "imperceptible")
    }

    /// In both versions' test.js: half-transparent black equals opaque grey
    /// on white, not on the checkerboard.
    func testCheckerboardOffBlendsOnWhite() {
        for metric in ColorMetric.allCases {
            XCTAssertEqual(Self.match((0, 0, 0, 128), (127, 127, 127, 255), metric, checkerboard: false), 0, "\(metric)")
            XCTAssertEqual(Self.match((0, 0, 0, 128), (127, 127, 127, 255), metric), 1, "\(metric)")
        }
    }

    /// main's test.js: the densest N×N window (`windowSize`).
    func testDensestWindowOfABlock() {
        // A dense 3×3 block of black pixels at (2, 2)…(4, 4) on white.
        let white = RGBAImage.filled(10, 10)
        var block = white
        for y in 2..<5 { for x in 2..<5 { block.set(x, y, (0, 0, 0, 255)) } }
        let counts = [nil, 3, 2, 100].map { size in
            ImageComparison.compare(white, block, options: ComparisonOptions(threshold: 0.1, metric: .oklab, includeAntiAliasing: true,
                                                                             windowSize: size)).result
        }
        XCTAssertEqual(counts.map(\.differingPixels), [9, 9, 9, 9])
        XCTAssertEqual(counts.map(\.densestWindow), [nil, 9, 4, 9])
        XCTAssertEqual(ImageComparison.compare(white, white, options: ComparisonOptions(windowSize: 3)).result.densestWindow, 0)
    }

    func testDensestWindowOnFixture6() throws {
        let suite = try PixelmatchSuite.load()
        let one = try suite.image("6a"), two = try suite.image("6b")
        for (size, count) in [(256, 51), (100_000, 51), (32, 29), (8, 6)] {
            let options = ComparisonOptions(threshold: 0.05, metric: .oklab, windowSize: size)
            let result = ImageComparison.compare(one, two, options: options).result
            XCTAssertEqual(result.differingPixels, 51)
            XCTAssertEqual(result.densestWindow, count, "window \(size)")
        }
    }

    /// One pixel against one, pixelmatch's default threshold 0.1.
    static func match(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8), _ metric: ColorMetric,
                      checkerboard: Bool = true) -> Int {
        let options = ComparisonOptions(threshold: 0.1, metric: metric, checkerboard: checkerboard)
        return ImageComparison.compare(.filled(1, 1, a), .filled(1, 1, b), options: options).result.differingPixels
    }

    static func firstDifference(_ ours: RGBAImage?, _ theirs: RGBAImage) -> String {
        guard let ours, ours.rgba.count == theirs.rgba.count else { return "sizes differ" }
        let count = stride(from: 0, to: ours.rgba.count, by: 4).filter { ours.rgba[$0..<$0 + 4] != theirs.rgba[$0..<$0 + 4] }.count
        guard let index = stride(from: 0, to: ours.rgba.count, by: 4).first(where: { ours.rgba[$0..<$0 + 4] != theirs.rgba[$0..<$0 + 4] })
        else { return "equal" }
        let pixel = index / 4
        return "\(count) pixels differ, first at (\(pixel % ours.width), \(pixel / ours.width)): "
            + "ours \(Array(ours.rgba[index..<index + 4])), pixelmatch's \(Array(theirs.rgba[index..<index + 4]))"
    }
}

/// Tests/Fixtures/pixelmatch: its images and cases.json.
struct PixelmatchSuite: Decodable {
    var cases: [String: [Case]]

    struct Case: Decodable {
        var image1: String, image2: String, diff: String
        var options: Options
        var mismatch: Int
    }

    /// pixelmatch's options, as test.js writes them.
    struct Options: Decodable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?

        /// Ours; pixelmatch's defaults where test.js leaves an option out.
        func gravity(_ metric: ColorMetric) -> (ComparisonOptions, DiffStyle) {
            let color = { (c: [UInt8]) in DiffColor(c[0], c[1], c[2]) }
            return (ComparisonOptions(threshold: threshold ?? 0.1, metric: metric, includeAntiAliasing: includeAA ?? false),
                    DiffStyle(alpha: alpha ?? 0.1, diffColor: diffColor.map(color) ?? .red, darkerColor: diffColorAlt.map(color),
                              antiAliasedColor: aaColor.map(color) ?? .yellow, mask: diffMask ?? false))
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/pixelmatch").standardized

    static func load() throws -> PixelmatchSuite {
        try JSONDecoder().decode(PixelmatchSuite.self, from: Data(contentsOf: directory.appendingPathComponent("cases.json")))
    }

    func image(_ name: String) throws -> RGBAImage {
        try RGBAImage(contentsOfFile: Self.directory.appendingPathComponent(name + ".png").path)
    }
}
