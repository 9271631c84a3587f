import Foundation
import GravityCore
import NIOHTTP1

/// What one request asks of the preview, decided from its head alone (no
/// I/O), so the rules are one value the handler carries out and the fuzzer
/// reaches without a socket. Only these paths exist, and none of them reads
/// a file named by the request, so nothing outside the layout's search
/// folders can be reached from the page:
///
/// - `/`            the page
/// - `/events`      Server-Sent Events: the state now and after every change
/// - `/image.png`   `?scale=1|2|3&overlay=0|1`, the render (or the last good one)
/// - `/frames.json` `?scale=1|2|3`, the frames JSON for hover
///
/// Both also take the page's variant switches, `appearance`, `contentSize`,
/// `direction` and `device` (spelled as in `--variants`; empty or absent:
/// the command's own); a bad value is 400 with the spec's message.
package enum PreviewRequest: Equatable {
    case page
    case events
    case image(scale: Double, overlay: Bool, variant: Variant)
    case frames(scale: Double, variant: Variant)
    /// Answered at once with this status and plain-text message.
    case refused(HTTPResponseStatus, String)

    /// The route for a request head, checked in this order:
    /// 1. `Host` must name the loopback address the server bound (403);
    /// 2. only `GET` and `HEAD` (405);
    /// 3. `scale` is 1, 2 or 3 (400);
    /// 4. the variant switches parse (400, the spec's message);
    /// 5. the path is one of the four (404).
    package init(method: HTTPMethod, uri: String, host: String?, boundPort: Int?) {
        guard PreviewHost.isLoopback(host, port: boundPort) else {
            self = .refused(.forbidden, "only 127.0.0.1 and localhost may ask")
            return
        }
        guard method == .GET || method == .HEAD else {
            self = .refused(.methodNotAllowed, "GET only")
            return
        }
        let components = URLComponents(string: uri)
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
        let scale = Double(query["scale"] ?? "1") ?? 0
        guard [1, 2, 3].contains(scale) else {
            self = .refused(.badRequest, "scale must be 1, 2 or 3")
            return
        }
        let variant: Variant
        do {
            variant = try Self.variant(query)
        } catch {
            self = .refused(.badRequest, "\(error)")
            return
        }
        switch components?.path {
        case "/", "/index.html": self = .page
        case "/events": self = .events
        case "/image.png": self = .image(scale: scale, overlay: query["overlay"] == "1", variant: variant)
        case "/frames.json": self = .frames(scale: scale, variant: variant)
        default: self = .refused(.notFound, "not found")
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
}
