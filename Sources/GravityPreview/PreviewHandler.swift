import Foundation
import GravityCore
import NIOCore
import NIOHTTP1

/// Answers one connection's requests: `PreviewRequest` decides what each
/// asks; this carries it out (the page, the event stream, renders off the
/// event loop).
final class PreviewHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let session: PreviewSession
    private let events: PreviewEvents
    private var request: HTTPRequestHead?
    private var subscription: Int?
    /// Requests being answered off the event loop (renders).
    private var pending = 0

    init(session: PreviewSession, events: PreviewEvents) {
        self.session = session
        self.events = events
    }

    /// Idle: nothing received for `ConnectionLimits.idleTimeout`. A page's
    /// event stream only receives, and a render may take longer: both stay.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            if subscription == nil, pending == 0 { context.close(promise: nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): request = head
        case .body: break
        case .end:
            guard let head = request else { return }
            request = nil
            route(head, channel: context.channel)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let subscription { session.unsubscribe(subscription) }
        subscription = nil
        context.fireChannelInactive()
    }

    private func route(_ head: HTTPRequestHead, channel: Channel) {
        let host = head.headers["Host"].first
        switch PreviewRequest(method: head.method, uri: head.uri, host: host, boundPort: channel.localAddress?.port) {
        case .page:
            respond(channel, head, status: .ok, type: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case .events:
            openEventStream(channel, head)
        case .image(let scale, let overlay, let variant):
            renderOffLoop(channel, head, type: "image/png") { [session] in session.image(scale: scale, debugOverlay: overlay, variant: variant) }
        case .frames(let scale, let variant):
            renderOffLoop(channel, head, type: "application/json") { [session] in session.frames(scale: scale, variant: variant).map { Array($0.utf8) } }
        case .refused(let status, let message):
            respond(channel, head, status: status, type: "text/plain", body: Array("\(message)\n".utf8))
        }
    }

    /// Rendering takes milliseconds to seconds: never on the event loop.
    private func renderOffLoop(_ channel: Channel, _ head: HTTPRequestHead, type: String, _ make: @escaping @Sendable () -> [UInt8]?) {
        pending += 1
        DispatchQueue.global().async {
            let body = make()
            channel.eventLoop.execute {
                self.pending -= 1
                if let body {
                    self.respond(channel, head, status: .ok, type: type, body: body)
                } else {
                    self.respond(channel, head, status: .notFound, type: "text/plain", body: Array("the layout has not rendered yet\n".utf8))
                }
            }
        }
    }

    private func respond(_ channel: Channel, _ head: HTTPRequestHead, status: HTTPResponseStatus, type: String, body: [UInt8]) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "Connection", value: head.isKeepAlive ? "keep-alive" : "close")
        channel.write(HTTPServerResponsePart.head(HTTPResponseHead(version: head.version, status: status, headers: headers)), promise: nil)
        if head.method != .HEAD {
            channel.write(HTTPServerResponsePart.body(.byteBuffer(channel.allocator.buffer(bytes: body))), promise: nil)
        }
        let done = channel.writeAndFlush(HTTPServerResponsePart.end(nil))
        if !head.isKeepAlive { done.whenComplete { _ in channel.close(promise: nil) } }
    }

    /// An `text/event-stream` response that stays open: one `data:` line of
    /// JSON per state.
    private func openEventStream(_ channel: Channel, _ head: HTTPRequestHead) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream")
        headers.add(name: "Cache-Control", value: "no-store")
        channel.writeAndFlush(HTTPServerResponsePart.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers)), promise: nil)
        subscription = session.subscribe { [events] update in
            let event = events.event(for: update)
            channel.eventLoop.execute {
                // A page that stopped reading has its unsent events past the
                // high water mark (64 KiB): it is closed, not buffered for.
                guard channel.isWritable else { return channel.close(promise: nil) }
                channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(event)), promise: nil)
            }
        }
    }
}
