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
            let status = spawnAndWait(binary.path, arguments)
            LayoutBenchmarks.expect(status == 0, "gravity render exited with status \(status)")
        }
        try? FileManager.default.removeItem(atPath: output)
    }

    /// posix_spawn and waitpid, stdout to /dev/null. Foundation's `Process`
    /// adds about 20 ms per run on Linux (measured: 52 against 28 ms), which
    /// would swamp the figure.
    static func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }
}
