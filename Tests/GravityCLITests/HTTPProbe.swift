import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a socket, enough to test the preview
/// server (and Chromium's DevTools list) without FoundationNetworking.
final class HTTPProbe {
    struct Response {
        var status: Int
        var headers: String
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    private let socket: Int32

    init(port: Int) throws {
        guard let socket = Self.connectedSocket(port: port) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot connect to 127.0.0.1:\(port)"])
        }
        self.socket = socket
    }

    /// A TCP socket connected to 127.0.0.1:`port` (its receive buffer set
    /// to `receiveBuffer` bytes first, when given); nil, with `errno` set,
    /// when it cannot connect.
    static func connectedSocket(port: Int, receiveBuffer: Int32? = nil) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let error = errno
            close(socket)
            errno = error
            return nil
        }
        return socket
    }

    deinit { close(socket) }

    /// Sends a request with `Connection: close` and reads the whole response.
    static func get(port: Int, _ path: String, timeout: TimeInterval = 20) throws -> Response {
        let probe = try HTTPProbe(port: port)
        probe.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let raw = probe.read(until: complete, timeout: timeout)
        return try parse(raw)
    }

    /// A response with a Content-Length is complete once that many body
    /// bytes arrived (some servers keep the connection open regardless).
    private static func complete(_ raw: Data) -> Bool {
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let headers = String(decoding: raw[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return raw.count - end.upperBound >= length
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private var received = Data()

    /// Reads until `done` says so about everything received, the peer
    /// closes, or the timeout passes; returns everything received so far.
    func read(until done: (Data) -> Bool, timeout: TimeInterval) -> Data {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !done(received), Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return received
    }

    static func parse(_ raw: Data) throws -> Response {
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no HTTP response: \(String(decoding: raw, as: UTF8.self))"])
        }
        let headers = String(decoding: raw[..<end.lowerBound], as: UTF8.self)
        let status = Int(headers.split(separator: " ").dropFirst().first ?? "") ?? 0
        var body = Data(raw[end.upperBound...])
        if headers.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ data: Data) -> Data {
        var out = Data(), rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)) {
            guard let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0 else { break }
            let start = line.upperBound
            guard rest.endIndex >= start + size else { break }
            out.append(rest[start..<(start + size)])
            rest = rest[min(rest.endIndex, start + size + 2)...]
        }
        return out
    }
}
