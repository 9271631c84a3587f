import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The preview's HTTP server: SwiftNIO's HTTP/1 pipeline on 127.0.0.1 only.
public final class PreviewServer {
    public struct PortInUse: Error, CustomStringConvertible {
        public var port: Int
        public var description: String { "port \(port) on 127.0.0.1 is in use; choose another with --port" }
    }

    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel: Channel
    /// The port bound (useful when 0 asked for any free one).
    public let port: Int

    /// Binds the port; throws `PortInUse` when another process has it.
    /// Each connection counts against `limits.maxConnections` (past it:
    /// `BusyHandler`'s 503) and is closed after `limits.idleTimeout`
    /// without a request; every page's events are built once (`PreviewEvents`).
    public init(session: PreviewSession, port: Int, limits: ConnectionLimits = ConnectionLimits()) throws {
        let events = PreviewEvents(), count = ConnectionCount(limit: limits.maxConnections)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 1024)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                guard count.admit() else { return channel.pipeline.addHandler(BusyHandler(limit: count.limit)) }
                channel.closeFuture.whenComplete { _ in count.release() }
                do {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(IdleStateHandler(readTimeout: limits.idleTimeout))
                    try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                    try pipeline.addHandler(PreviewHandler(session: session, events: events))
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
        do {
            channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            try? group.syncShutdownGracefully()
            throw PortInUse(port: port)
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        self.port = channel.localAddress?.port ?? port
    }

    /// Closes the listening socket and every open page connection.
    public func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}
