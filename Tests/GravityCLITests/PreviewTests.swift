import XCTest
import RequiredTools
import Foundation

/// A preview that did not start or answer: the test fails with this.
struct PreviewFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `gravity preview`: the server, its events, and its bad-input cases.
class PreviewTestCase: CLITestCase {
    /// Starts `gravity preview FILE --port 0` and returns it with its port.
    func startPreview(_ layout: URL, _ extra: [String] = []) throws -> (RunningGravity, Int) {
        let preview = try RunningGravity(["preview", layout.path, "--port", "0"] + extra, in: temporary)
        // Generous: the first render of a large broken layout on a loaded
        // 2-core machine can take tens of seconds; a started preview returns at once.
        let first = preview.waitForLines(1, timeout: 90).first ?? ""
        guard let range = first.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else {
            throw PreviewFailure("gravity preview printed no URL: \(first) (stderr: \(preview.standardError))")
        }
        let url = first[range]
        let port = Int(url.dropFirst("http://127.0.0.1:".count).dropLast()) ?? 0
        return (preview, port)
    }

    func write(_ text: String, to url: URL) throws {
        // In place, as many editors save (and atomically, as others do, below).
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// PNG width from the IHDR chunk.
    func pngWidth(_ data: Data) -> Int {
        guard data.count > 24 else { return 0 }
        return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
}

final class PreviewTests: PreviewTestCase {
    func testServesThePageTheImageAndTheFramesAndNothingElse() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z id=\"card\" width=\"20\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
        try "secret".write(to: temporary.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let (preview, port) = try startPreview(layout)
        defer { preview.interrupt() }

        let page = try HTTPProbe.get(port: port, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.headers.contains("text/html"))
        XCTAssertTrue(page.text.contains("new EventSource(\"/events\")"))

        let image = try HTTPProbe.get(port: port, "/image.png?scale=2")
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(pngWidth(image.body), 40)
        let overlay = try HTTPProbe.get(port: port, "/image.png?scale=3&overlay=1")
        XCTAssertEqual(pngWidth(overlay.body), 60)
        XCTAssertNotEqual(overlay.body, try HTTPProbe.get(port: port, "/image.png?scale=3").body)

        let frames = try JSONSerialization.jsonObject(with: HTTPProbe.get(port: port, "/frames.json?scale=2").body) as? [String: Any]
        let root = frames?["root"] as? [String: Any]
        XCTAssertEqual(root?["id"] as? String, "card")
        XCTAssertEqual(root?["width"] as? Double, 20)

        // No path reads a file: not the layout, not its neighbours, not above.
        for path in ["/card.xml", "/secret.txt", "/../secret.txt", "/%2e%2e/secret.txt", "/image.png/../secret.txt",
                     "/..%2fsecret.txt", "//etc/passwd", "/events/../../etc/passwd"] {
            let response = try HTTPProbe.get(port: port, path)
            XCTAssertEqual(response.status, 404, path)
            XCTAssertFalse(response.text.contains("secret"), path)
        }
        XCTAssertEqual(try HTTPProbe.get(port: port, "/image.png?scale=9").status, 400)

        // Listening on 127.0.0.1 only (/proc/net/tcp: 0100007F:PORT, state 0A = LISTEN).
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) + (try String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8))
        let hex = String(format: "%04X", port)
        let listening = table.split(separator: "\n").filter { $0.contains(":\(hex) ") && $0.split(separator: " ")[3] == "0A" }
        XCTAssertEqual(listening.map { String($0.split(separator: " ")[1]) }, ["0100007F:\(hex)"])
    }

    func testEventsFollowSavesBreakagesAndDeletion() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z width=\"20\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
        let (preview, port) = try startPreview(layout)
        defer { preview.interrupt() }
        let events = try HTTPProbe(port: port)
        events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        func waitForEvent(_ needle: String) -> String {
            let text = String(decoding: events.read(until: { String(decoding: $0, as: UTF8.self).contains(needle) }, timeout: 10), as: UTF8.self)
            XCTAssertTrue(text.contains(needle), "no \(needle) in \(text)")
            return text
        }
        XCTAssertTrue(waitForEvent("\"version\":1").contains("\"errors\":[]"))

        // A save is pushed within 300 ms (inotify, 40 ms to settle, the layout).
        var delays: [Double] = []
        for (index, width) in [30, 40, 50].enumerated() {
            let start = Date()
            try write("<Z width=\"\(width)\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
            _ = waitForEvent("\"version\":\(index + 2)")
            delays.append(Date().timeIntervalSince(start) * 1000)
        }
        print("preview: save to event \(delays.map { Int($0) }) ms")
        XCTAssertLessThan(delays.sorted()[1], 300, "\(delays)")
        XCTAssertEqual(pngWidth(try HTTPProbe.get(port: port, "/image.png?scale=1").body), 50)

        // Broken: the error with its location and source line; the last good image is still served.
        try write("<Z width=\"60\" height=\"8\" backgroundColor=\"zz\"/>", to: layout)
        let broken = waitForEvent("\"version\":5")
        XCTAssertTrue(broken.contains("card.xml:1:43"), broken)
        XCTAssertTrue(broken.contains("backgroundColor: 'zz' is not a colour"), broken)
        XCTAssertTrue(broken.contains(#"<Z width=\"60\" height=\"8\" backgroundColor=\"zz\"/>\n                                          ^"#), broken)
        XCTAssertEqual(pngWidth(try HTTPProbe.get(port: port, "/image.png?scale=1").body), 50)

        // Deleted while watching: an error on the page, not a crash; back when it returns.
        try FileManager.default.removeItem(at: layout)
        XCTAssertTrue(waitForEvent("\"version\":6").contains("no such file"))
        XCTAssertTrue(preview.isRunning)
        try "<Z width=\"70\" height=\"8\"/>".write(to: layout, atomically: true, encoding: .utf8)
        let back = waitForEvent("\"version\":7")
        XCTAssertTrue(back.contains("data: {\"errors\":[],\"file\":\"\(layout.path)\",\"version\":7}\n\n"), back)
        XCTAssertEqual(pngWidth(try HTTPProbe.get(port: port, "/image.png?scale=1").body), 70)
    }

    func testCtrlCStopsCleanly() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z width=\"20\" height=\"8\"/>", to: layout)
        let (preview, port) = try startPreview(layout)
        preview.interrupt()
        XCTAssertTrue(preview.waitForExit())
        XCTAssertEqual(preview.status, 0, preview.standardError)
        XCTAssertEqual(preview.lines.last, "Stopped.")
        XCTAssertThrowsError(try HTTPProbe(port: port))
    }

    func testAPortInUseIsAnError() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z width=\"20\" height=\"8\"/>", to: layout)
        let (first, port) = try startPreview(layout)
        defer { first.interrupt() }
        let second = try gravity(["preview", layout.path, "--port", String(port)])
        XCTAssertEqual(second.status, 1)
        XCTAssertEqual(second.stderr, "error: port \(port) on 127.0.0.1 is in use; choose another with --port\n")
    }

    func testAMissingFileIsAnError() throws {
        let run = try gravity(["preview", temporary.appendingPathComponent("none.xml").path, "--port", "0"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("no such file"), run.stderr)
    }
}
