import XCTest
import RequiredTools
import Foundation

/// The preview page in a real browser: headless Chromium loads it, and the
/// test reads the page's title (which the page sets from what it shows: the
/// loaded image's size and version, or the Red Box's first line) through
/// Chromium's DevTools HTTP list, while it edits and breaks the layout.
/// `make test` installs Debian's `chromium`; there and under CI a missing
/// browser fails instead of skipping (RequiredTools).
final class PreviewBrowserTests: PreviewTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    func testThePageFollowsEditsAndShowsTheRedBox() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z width=\"20\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
        try inBrowser(layout) { waitForTitle in
            // Loaded: the image at scale 2 (40 × 16 device pixels), version 1.
            _ = waitForTitle({ $0 == "card.xml — 40×16 px @2x (v1)" }, "the first image")

            // Edited: the new image arrives without a reload.
            try write("<Z width=\"30\" height=\"8\" backgroundColor=\"blue\"/>", to: layout)
            _ = waitForTitle({ $0 == "card.xml — 60×16 px @2x (v2)" }, "the edited image")

            // Broken: the Red Box with the located message.
            try write("<Z width=\"30\" height=\"8\" backgroundColor=\"zz\"/>", to: layout)
            let redBox = waitForTitle({ $0.hasPrefix("⚠") }, "the Red Box")
            XCTAssertEqual(redBox, "⚠ \(layout.path):1:43: error: backgroundColor: 'zz' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name)")

            // Fixed: the Red Box goes and the new image shows.
            try write("<Z width=\"25\" height=\"8\" backgroundColor=\"blue\"/>", to: layout)
            _ = waitForTitle({ $0 == "card.xml — 50×16 px @2x (v4)" }, "the fixed image")
        }
    }

    /// Broken from the first load: the Red Box says nothing rendered yet
    /// (it claimed the last good render was beneath an empty page); once a
    /// render succeeded, a later error keeps it beneath.
    func testTheRedBoxClaimsNoRenderItLacks() throws {
        let layout = temporary.appendingPathComponent("card.xml")
        try write("<Z width=\"20\" height=\"8\" backgroundColor=\"zz\"/>", to: layout)
        try inBrowser(layout) { waitForTitle in
            let first = waitForTitle({ $0.hasPrefix("⚠") }, "the Red Box")
            XCTAssertEqual(first, "⚠ \(layout.path):1:43: error: backgroundColor: 'zz' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(…), rgba(…) or a CSS colour name) — nothing has rendered yet")
            try write("<Z width=\"20\" height=\"8\" backgroundColor=\"red\"/>", to: layout)
            _ = waitForTitle({ $0 == "card.xml — 40×16 px @2x (v2)" }, "the first image")
            try write("<Z width=\"20\" height=\"8\" backgroundColor=\"yy\"/>", to: layout)
            let later = waitForTitle({ $0.hasPrefix("⚠") }, "the Red Box over the last good render")
            XCTAssertFalse(later.hasSuffix("nothing has rendered yet"), later)
        }
    }

    /// Runs `body` with headless Chromium showing the preview of `layout`;
    /// `body` waits for the page's title to match.
    private func inBrowser(_ layout: URL, _ body: (_ waitForTitle: ((String) -> Bool, String) -> String) throws -> Void) throws {
        guard let chromium = Self.chromium else {
            try RequiredTools.missingTool("chromium (Debian package chromium; `make test` installs it)")
        }
        let (preview, port) = try startPreview(layout)
        defer { preview.interrupt() }

        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                             "--remote-debugging-port=0", "--user-data-dir=" + temporary.appendingPathComponent("profile").path,
                             "http://127.0.0.1:\(port)/?scale=2"]
        // Chromium logs a lot (D-Bus is absent here): into a file, so a full
        // pipe never stalls it.
        let log = temporary.appendingPathComponent("chromium.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let logHandle = try FileHandle(forWritingTo: log)
        browser.standardError = logHandle
        browser.standardOutput = FileHandle.nullDevice
        try browser.run()
        defer { browser.terminate(); browser.waitUntilExit(); try? logHandle.close() }
        let devtools = try devToolsPort(log)

        func waitForTitle(_ matches: (String) -> Bool, _ what: String) -> String {
            var title = ""
            let deadline = Date().addingTimeInterval(30)
            let started = Date()
            while Date() < deadline {
                title = pageTitle(devtools, port: port)
                if matches(title) { print("browser: \(what) after \(Int(Date().timeIntervalSince(started) * 1000)) ms"); return title }
                Thread.sleep(forTimeInterval: 0.05)
            }
            XCTFail("the page never showed \(what); its title is '\(title)'")
            return title
        }
        try body(waitForTitle)
    }

    /// Chromium prints `DevTools listening on ws://127.0.0.1:PORT/…` on stderr.
    private func devToolsPort(_ log: URL) throws -> Int {
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"ws://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
               let port = Int(text[range].dropFirst("ws://127.0.0.1:".count).dropLast()) {
                return port
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw PreviewFailure("Chromium printed no DevTools address: \(text)")
    }

    /// The title of the page showing the preview, from `/json/list`.
    private func pageTitle(_ devtools: Int, port: Int) -> String {
        guard let response = try? HTTPProbe.get(port: devtools, "/json/list", timeout: 5),
              let targets = try? JSONSerialization.jsonObject(with: response.body) as? [[String: Any]] else { return "" }
        let page = targets.first { ($0["url"] as? String)?.hasPrefix("http://127.0.0.1:\(port)/") == true }
        // The list escapes titles as HTML.
        var title = page?["title"] as? String ?? ""
        for (entity, character) in [("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            title = title.replacingOccurrences(of: entity, with: character)
        }
        return title
    }
}
