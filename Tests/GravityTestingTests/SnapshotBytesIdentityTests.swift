import XCTest
import Foundation
import RequiredTools
import Gravity
import GravityTesting

/// #44: a snapshot assertion compares in memory and encodes its PNG only
/// when a golden or a failure's files are written. Whatever it writes must
/// still be, byte for byte, what `gravity render` writes — from this debug
/// build's CLI and from the release CLI (`make release`, which `make test`
/// builds first) — on every example, with every variant axis set.
final class SnapshotBytesIdentityTests: XCTestCase {
    static let packageRoot = ExampleGoldenTests.packageRoot

    /// Every axis set at once (one combination), for every example.
    static let everyAxis = try! VariantMatrix(appearance: [.dark], contentSize: [.accessibilityExtraLarge], direction: [.rtl],
                                              device: ["iPhone SE"], orientation: [.landscape])
    /// Both values of every axis (32 combinations), for one example.
    static let eachAxis = try! VariantMatrix(appearance: [.light, .dark], contentSize: [.large, .accessibilityExtraLarge],
                                             direction: [.ltr, .rtl], device: ["iPhone SE", "iPhone 15 Pro"],
                                             orientation: [.portrait, .landscape])

    var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-bytes-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    func testDebugPathWritesTheDebugCLIsBytes() throws {
        let binary = Bundle(for: Self.self).bundleURL.appendingPathComponent("gravity")
        try RequiredTools.require(FileManager.default.isExecutableFile(atPath: binary.path),
                                  "the gravity binary (not built at \(binary.path))")
        try checkExamples(against: binary)
        try checkEachAxis(of: "Variants/Settings.xml", against: binary)
    }

    func testDebugPathWritesTheReleaseCLIsBytes() throws {
        let binary = ProcessInfo.processInfo.environment["GRAVITY_RELEASE_BINARY"].map(URL.init(fileURLWithPath:))
            ?? Self.packageRoot.appendingPathComponent(".build/release/gravity")
        try RequiredTools.require(FileManager.default.isExecutableFile(atPath: binary.path),
                                  "a release gravity at \(binary.path) (make release, or GRAVITY_RELEASE_BINARY)")
        try checkExamples(against: binary)
        try checkEachAxis(of: "Variants/Settings.xml", against: binary)
    }

    /// Examples the CLI can render: not those kept to show an error, nor
    /// the one whose element is Swift code of this package's tests.
    static func renderableExamples() -> [String] {
        ExampleGoldenTests.examples().filter { ExampleGoldenTests.failing[$0] == nil && !$0.hasPrefix("CustomElement/") }
    }

    func checkExamples(against binary: URL) throws {
        let examples = Self.renderableExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 20, "\(examples)")
        for example in examples {
            let plain = temporary.appendingPathComponent("plain.png").path
            let run = try gravity(binary, ["render", "Examples/" + example, "-o", plain, "--scale", "2"] + options(for: example))
            XCTAssertEqual(run.status, 0, "\(example): \(run.stderr)")
            try check(example, Variant(), cli: try Data(contentsOf: URL(fileURLWithPath: plain)))
            try checkMatrix(Self.everyAxis, of: example, against: binary)
        }
    }

    func checkEachAxis(of example: String, against binary: URL) throws {
        try checkMatrix(Self.eachAxis, of: example, against: binary)
    }

    /// `gravity render --variants` once, then each variant through the snapshot path.
    func checkMatrix(_ matrix: VariantMatrix, of example: String, against binary: URL) throws {
        let out = temporary.appendingPathComponent("variants-\(UUID().uuidString)")
        let run = try gravity(binary, ["render", "Examples/" + example, "--variants", matrix.description, "--scale", "2",
                                       "--out-dir", out.path] + options(for: example))
        XCTAssertEqual(run.status, 0, "\(example): \(run.stderr)")
        let stem = URL(fileURLWithPath: example).deletingPathExtension().lastPathComponent
        for variant in matrix.variants {
            try check(example, variant, cli: try Data(contentsOf: out.appendingPathComponent("\(stem).\(variant.name).png")))
        }
    }

    /// 1. The render's deferred PNG is the CLI's file.
    /// 2. Recording writes those bytes as the golden.
    /// 3. A second render passes against that golden (in memory, no diff
    ///    picture), with nothing differing.
    func check(_ example: String, _ variant: Variant, cli: Data) throws {
        let label = "\(example) [\(variant.name.isEmpty ? "no variant" : variant.name)]"
        let renderer = try SnapshotRenderer.shared()
        var options = variant.applied(to: LayoutOptions(scale: 2))
        options.data = try ExampleGoldenTests.data(beside: example)
        let output = OutputOptions(background: ExampleGoldenTests.darkBackground.contains(example) ? try Color.parse("#333") : .white)
        let render = { try renderer.render(.file("Examples/" + example), options: options, output: output,
                                           packageRoot: Self.packageRoot.path) }
        let snapshot = try render()
        XCTAssertEqual(Data(try snapshot.png), cli, "\(label): the snapshot's PNG is not the CLI's")

        let environment = try SnapshotEnvironment(packageRoot: temporary.path, environment: [:])
        let verifier = SnapshotVerifier(environment: environment)
        let name = SnapshotName(testClass: "Identity", testName: "example", named: example.replacingOccurrences(of: "/", with: "."),
                                variant: variant, scale: 2)
        let recorded = verifier.verify(try render(), as: name, record: .all)
        XCTAssertTrue(recorded.wroteGolden, label)
        XCTAssertEqual(FileManager.default.contents(atPath: recorded.goldenPath), cli, "\(label): the recorded golden is not the CLI's PNG")
        let checked = verifier.verify(try render(), as: name, record: .never)
        XCTAssertNil(checked.failure, label)
        XCTAssertEqual(checked.comparison?.differingPixels, 0, label)
    }

    func options(for example: String) -> [String] {
        let json = "Examples/" + example.dropLast(".xml".count) + ".json"
        var options = FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent(json).path) ? ["--data", json] : []
        if ExampleGoldenTests.darkBackground.contains(example) { options += ["--background", "#333"] }
        return options
    }

    struct Run { var status: Int32; var stderr: String }

    func gravity(_ binary: URL, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageRoot
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
