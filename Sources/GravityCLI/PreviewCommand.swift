import ArgumentParser
import Foundation
import Gravity
import GravityCore
import GravityPreview
import GravityTools

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a layout on http://127.0.0.1:PORT/: re-rendered on every save, errors shown as a Red Box.")

    @Argument(help: "The layout file to preview.")
    var file: String

    @Option(help: "The port on 127.0.0.1 (0: any free port).")
    var port: Int = 8123

    @Option(help: "Connections open at once; past it a connection is answered 503 (at most 4096).")
    var maxConnections: Int = ConnectionLimits().maxConnections

    @Option(help: "Background colour of the canvas.")
    var background: String = "white"

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var input: InputOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (1...ConnectionLimits.connectionCeiling).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and \(ConnectionLimits.connectionCeiling)")
        }
        do { _ = try Color.parse(background) } catch let error as ValueError {
            throw ValidationError("--background: \(error.message)")
        }
    }

    func run() throws {
        // Ctrl-C is caught from the start: a signal that arrives while the first
        // layout is still running must stop cleanly too, not kill the process.
        let interrupted = Self.catchInterrupts()
        guard FileManager.default.fileExists(atPath: file) else {
            printError("cannot read '\(file)': no such file")
            throw ExitCode(1)
        }
        let session = PreviewSession(file: file, options: input.layoutOptions(canvas), setup: input.engineSetup,
                                     background: try Color.parse(background))
        session.refresh()
        let server: PreviewServer
        do {
            var limits = ConnectionLimits()
            limits.maxConnections = maxConnections
            server = try PreviewServer(session: session, port: port, limits: limits)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        print("Previewing \(file) at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
        report(session.update, milliseconds: nil)
        let watcher = FileWatcher(folders: session.watchedFolders)
        let watching = Thread {
            while true {
                _ = watcher.waitForChange()
                let start = Date()
                session.refresh()
                report(session.update, milliseconds: Int((Date().timeIntervalSince(start) * 1000).rounded()))
            }
        }
        watching.start()
        interrupted.wait()
        server.stop()
        print("Stopped.")
    }

    /// One line per change: how long the layout took, or its first error.
    private func report(_ update: PreviewSession.Update, milliseconds: Int?) {
        let time = milliseconds.map { " in \($0) ms" } ?? ""
        if let first = update.errors.first {
            print("\(Self.clock.string(from: Date())) v\(update.version) error\(time): \(first)")
        } else {
            print("\(Self.clock.string(from: Date())) v\(update.version) laid out\(time)")
        }
        fflush(stdout)
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()

    /// A semaphore signalled on Ctrl-C (SIGINT) or SIGTERM; the default
    /// actions are ignored from here on, so the server always stops cleanly.
    private static func catchInterrupts() -> DispatchSemaphore {
        let stop = DispatchSemaphore(value: 0)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            signalSources.append(source)
        }
        return stop
    }

    /// Kept alive for the life of the process (a cancelled or released source stops delivering).
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []
}
