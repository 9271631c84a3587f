import Foundation
import XCTest

/// A `gravity` process that keeps running (`render --watch`, `preview`):
/// its output is collected line by line while the test acts on its files.
final class RunningGravity: @unchecked Sendable {
    private let process = Process()
    private var output: [String] = []
    private var errors = ""
    private let lock = NSLock()

    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = CLITestCase.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            guard let self, !text.isEmpty else { return }
            self.lock.lock()
            var pending = (self.output.popLast() ?? "") + text
            var lines = pending.components(separatedBy: "\n")
            pending = lines.removeLast()
            self.output += lines + [pending]
            self.lock.unlock()
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            guard let self, !text.isEmpty else { return }
            self.lock.lock(); self.errors += text; self.lock.unlock()
        }
        try process.run()
    }

    /// Complete lines printed on standard output so far.
    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return output.dropLast().filter { !$0.isEmpty } + (output.last.map { _ in [] } ?? [])
    }

    var standardError: String { lock.lock(); defer { lock.unlock() }; return errors }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }
    var status: Int32 { process.terminationStatus }

    /// Waits until at least `count` lines have been printed.
    @discardableResult
    func waitForLines(_ count: Int, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while lines.count < count, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
        let seen = lines
        if seen.count < count {
            XCTFail("expected \(count) lines, got \(seen) (stderr: \(standardError))", file: file, line: line)
        }
        return seen
    }

    func waitForExit(timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }

    /// Ctrl-C, as a user stops it.
    func interrupt() {
        if process.isRunning { process.interrupt() }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
