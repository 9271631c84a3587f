import Foundation

/// `cli_render_cold`: the whole `gravity render` process, from spawn to exit,
/// on Examples/Welcome.xml (defined in Benchmarks/README.md).
enum CLIBenchmarks {
    /// The repository root, from this file's path
    /// (Benchmarks/Sources/GravityBenchmarks/CLIBenchmarks.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() {
        if let filter = Harness.filter, !"cli_render_cold".contains(filter) { return }
        // The release `gravity` sits next to this release executable (`make bench` builds both).
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gravity")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("{\"name\": \"cli_render_cold\", \"error\": \"no gravity binary at \(binary.path); build it with swift build -c release --product gravity\"}")
            return
        }
        let input = root.appendingPathComponent("Examples/Welcome.xml").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-bench-welcome.png").path
        let arguments = ["render", input, "-o", output]
        Harness.run("cli_render_cold", iterations: 21, work: "gravity render Examples/Welcome.xml -o FILE (scale 1), spawn to exit") { _ in
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice  // it prints the output path
            try! process.run()
            process.waitUntilExit()
            LayoutBenchmarks.expect(process.terminationStatus == 0, "gravity render exited with \(process.terminationStatus)")
        }
        try? FileManager.default.removeItem(atPath: output)
    }
}
