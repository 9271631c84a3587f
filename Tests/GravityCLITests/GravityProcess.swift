import Foundation

/// Runs the built `gravity` binary as a user would, capturing both outputs.
enum GravityProcess {
    static func run(_ arguments: [String], in directory: URL = CLITests.packageRoot,
                    executable: URL = CLITests.binary, environment: [String: String] = [:]) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once: a child that fills one pipe while we wait
        // on the other would block forever.
        let stderr = PipeDrain(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = stderr.wait()
        process.waitUntilExit()
        return CLITests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background queue.
final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
