import Foundation
import NIOCore

/// What keeps the preview server bounded whatever its clients do.
public struct ConnectionLimits: Sendable {
    /// Connections open at once; past it a connection is answered 503 and
    /// closed, so a flood cannot take the process's file descriptors
    /// (at that limit the server used to spin at 100 % CPU).
    public var maxConnections = 256
    /// A connection with no request under way that sends nothing for this
    /// long is closed (a page's event stream is not: it only receives).
    public var idleTimeout: TimeAmount = .seconds(10)

    public init() {}

    /// The most `maxConnections` may be raised to: each takes a file descriptor.
    public static let connectionCeiling = 4096
}

/// Connections open now, against `ConnectionLimits.maxConnections`.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts a new connection in, or says it is one too many.
    func admit() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard open < limit else { return false }
        open += 1
        return true
    }

    func release() {
        lock.lock(); open -= 1; lock.unlock()
    }
}

/// A connection past the limit: a 503 sent at once, without reading the
/// request, then the sending side closed (the request is read and dropped
/// until the client closes, or for a second, so the client sees the answer
/// rather than a reset).
final class BusyHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    let limit: Int
    init(limit: Int) { self.limit = limit }

    func channelActive(context: ChannelHandlerContext) {
        let body = "the preview has \(limit) connections open, its limit (--max-connections); try again\n"
        let response = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Retry-After: 1\r\nConnection: close\r\n\r\n" + body
        let channel = context.channel
        context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: response))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func errorCaught(context: ChannelHandlerContext, error: Error) { context.close(promise: nil) }
}
