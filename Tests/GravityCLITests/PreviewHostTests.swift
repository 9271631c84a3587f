import XCTest
import Foundation

/// The preview answers only requests addressed to the loopback name it
/// bound (DNS rebinding sends the attacker's own `Host`).
final class PreviewHostTests: PreviewTestCase {
    private func status(port: Int, host: String?) throws -> Int {
        let probe = try HTTPProbe(port: port)
        probe.send("GET /frames.json HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n")
        return try HTTPProbe.parse(probe.read(until: { _ in false }, timeout: 10)).status
    }

    func testForeignHostIsRefused() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z id=\"card\" width=\"20\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
        let (preview, port) = try startPreview(layout)
        defer { preview.interrupt() }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "127.0.0.1"] {
            XCTAssertTrue([200, 404].contains(try status(port: port, host: host)), host)  // 404 until the first render
        }
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1:\(port + 1)", "127.0.0.1.evil.example:\(port)", nil] {
            XCTAssertEqual(try status(port: port, host: host), 403, host ?? "no Host")
        }
    }
}
