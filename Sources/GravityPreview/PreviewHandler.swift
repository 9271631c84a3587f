import Foundation
import GravityCore
import NIOCore
import NIOHTTP1

/// Answers one connection's requests. Only these paths exist, and none of
/// them reads a file named by the request, so nothing outside the layout's
/// search folders can be reached from the page:
///
/// - `/`            the page
/// - `/events`      Server-Sent Events: the state now and after every change
/// - `/image.png`   `?scale=1|2|3&overlay=0|1`, the render (or the last good one)
/// - `/frames.json` `?scale=1|2|3`, the frames JSON for hover
///
/// Both also take the page's variant switches, `appearance`, `contentSize`,
/// `direction` and `device` (spelled as in `--variants`; empty or absent:
/// the command's own); a bad value is 400 with the spec's message.
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
        guard PreviewHost.isLoopback(head.headers["Host"].first, port: channel.localAddress?.port) else {
            return respond(channel, head, status: .forbidden, type: "text/plain", body: Array("only 127.0.0.1 and localhost may ask\n".utf8))
        }
        guard head.method == .GET || head.method == .HEAD else {
            return respond(channel, head, status: .methodNotAllowed, type: "text/plain", body: Array("GET only\n".utf8))
        }
        let components = URLComponents(string: head.uri)
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
        let scale = Double(query["scale"] ?? "1") ?? 0
        guard [1, 2, 3].contains(scale) else {
            return respond(channel, head, status: .badRequest, type: "text/plain", body: Array("scale must be 1, 2 or 3\n".utf8))
        }
        let variant: Variant
        do {
            variant = try Self.variant(query)
        } catch {
            return respond(channel, head, status: .badRequest, type: "text/plain", body: Array("\(error)\n".utf8))
        }
        switch components?.path {
        case "/", "/index.html":
            respond(channel, head, status: .ok, type: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case "/events":
            openEventStream(channel, head)
        case "/image.png":
            let overlay = query["overlay"] == "1"
            renderOffLoop(channel, head, type: "image/png") { [session] in session.image(scale: scale, debugOverlay: overlay, variant: variant) }
        case "/frames.json":
            renderOffLoop(channel, head, type: "application/json") { [session] in session.frames(scale: scale, variant: variant).map { Array($0.utf8) } }
        default:
            respond(channel, head, status: .notFound, type: "text/plain", body: Array("not found\n".utf8))
        }
    }

    /// The variant the page's switches ask for.
    static func variant(_ query: [String: String]) throws -> Variant {
        let axes: [VariantMatrix.Axis] = [.appearance, .contentSize, .direction, .device]
        let values = Dictionary(uniqueKeysWithValues: axes.compactMap { axis in
            query[axis.rawValue].flatMap { $0.isEmpty ? nil : (axis, $0) }
        })
        return try Variant(values: values)
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
