import Foundation

/// A package under Tests/Fixtures that depends on this one by path, built and
/// tested with `swift test` as its users would. Each builds in its own scratch
/// folder (`<fixture>/.build`), so it never contends with the outer build;
/// after the first build a run takes seconds.
struct ConsumerPackage {
    var path: URL

    init(_ fixture: String) {
        path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/" + fixture)
    }

    /// `swift` on PATH, or nil.
    static var swift: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Run { var status: Int32; var output: String }

    /// Builds the consumer's tests (`swift build --build-tests`) in its own
    /// scratch folder; the build's output when it fails.
    func build(_ swift: String) throws -> Run {
        let scratch = path.appendingPathComponent(".build")
        let build = { try Self.run(swift, ["build", "--build-tests", "--package-path", path.path, "--scratch-path", scratch.path],
                                   environment: Self.cleanEnvironment([:])) }
        let first = try build()
        // SwiftPM keeps the build plan of a path dependency whose source files
        // were deleted ("couldn't build … because of missing inputs") or added
        // ("cannot find type 'X' in scope" for X in a new file) since: forget
        // the plan and build once more; a real error fails again.
        guard first.status != 0 else { return first }
        for plan in ["debug.yaml", "debug/description.json"] {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent(plan))
        }
        return try build()
    }

    /// The packages the consumer's resolved graph holds below its direct
    /// dependency on Gravity (`swift package show-dependencies`), resolved in
    /// `scratch` (default: its own scratch folder).
    func packagesBelowGravity(_ swift: String, scratch: URL? = nil) throws -> [String] {
        let scratch = scratch ?? path.appendingPathComponent(".build")
        let run = try Self.run(swift, ["package", "--package-path", path.path, "--scratch-path", scratch.path,
                                       "show-dependencies", "--format", "json"], environment: Self.cleanEnvironment([:]))
        guard run.status == 0, let start = run.output.firstIndex(of: "{"),
              let graph = try JSONSerialization.jsonObject(with: Data(run.output[start...].utf8)) as? [String: Any],
              let direct = graph["dependencies"] as? [[String: Any]],
              let gravity = direct.first(where: { $0["name"] as? String == "Gravity" })
        else { throw NSError(domain: "show-dependencies", code: Int(run.status), userInfo: [NSLocalizedDescriptionKey: run.output]) }
        func identities(_ package: [String: Any]) -> [String] {
            ((package["dependencies"] as? [[String: Any]]) ?? []).flatMap { [($0["identity"] as? String) ?? "?"] + identities($0) }
        }
        return Array(Set(identities(gravity))).sorted()
    }

    /// Variables of the outer environment that would change what the consumer's tests do.
    static let cleared = ["CI", "GRAVITY_RECORD", "GRAVITY_GOLDENS", "GRAVITY_ARTIFACTS", "SNAPSHOT_TESTING_RECORD",
                          "SNAPSHOT_ARTIFACTS", "CONSUMER_TITLE", "CONSUMER_SNAPSHOT"]

    /// Runs the built test bundle (what `swift test` runs) with a clean
    /// snapshot environment plus `extra`; `tests` are `Class/method` names of
    /// the consumer's test module (all tests when empty). Running the bundle
    /// directly skips SwiftPM's rebuild check, which redoes work whenever the
    /// environment changes.
    func test(_ extra: [String: String], tests: [String] = []) throws -> Run {
        let bundle = path.appendingPathComponent(".build/debug/\(path.lastPathComponent)PackageTests.xctest").path
        let module = path.lastPathComponent == "Consumer" ? "ConsumerTests" : "\(path.lastPathComponent)Tests"
        let selected = tests.map { "\(module).\($0)" }.joined(separator: ",")
        return try Self.run(bundle, selected.isEmpty ? [] : [selected], environment: Self.cleanEnvironment(extra))
    }

    static func cleanEnvironment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in cleared { environment[key] = nil }
        environment.merge(extra) { $1 }
        return environment
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
