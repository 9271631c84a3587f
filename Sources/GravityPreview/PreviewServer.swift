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
    public init(session: PreviewSession, port: Int) throws {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline(withErrorHandling: true).flatMap {
                    channel.pipeline.addHandler(PreviewHandler(session: session))
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
