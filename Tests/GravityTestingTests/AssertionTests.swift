import XCTest
import Foundation
import GravityCore
import GravityTesting

/// The XCTest layer itself: failures are captured (not reported) while
/// `capturing` is set, so the test can check their text and line.
final class AssertionTests: XCTestCase {
    var capturing = false
    var failures: [(message: String, line: Int)] = []
    var temporary: String!
    var savedEnvironment: [String: String?] = [:]

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            // XCTFail's description is "failed - <message>".
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
            failures.append((message, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-assertions-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let settings = ["GRAVITY_GOLDENS": temporary + "/goldens", "GRAVITY_ARTIFACTS": temporary + "/artifacts",
                        "CI": nil, "GRAVITY_RECORD": nil]
        for (key, value) in settings {
            savedEnvironment[key] = ProcessInfo.processInfo.environment[key]
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
    }

    override func tearDownWithError() throws {
        for (key, value) in savedEnvironment {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        try? FileManager.default.removeItem(atPath: temporary)
    }

    let card = ##"<H padding="8" backgroundColor="white"><Z width="20" height="10" backgroundColor="#34c759"/></H>"##

    func testSnapshotNamesComeFromTheTestAndRecordingFails() throws {
        capturing = true
        try assertLayoutSnapshot(xml: card, named: "card", scale: 2); let recordLine = #line
        try assertLayoutSnapshot(xml: card, named: "card", scale: 2); let duplicateLine = #line
        capturing = false
        let golden = temporary + "/goldens/AssertionTests/testSnapshotNamesComeFromTheTestAndRecordingFails.card@2x.png"
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.first?.line, recordLine)
        XCTAssertEqual(failures.first?.message, """
            Recorded a new golden for snapshot AssertionTests/testSnapshotNamesComeFromTheTestAndRecordingFails.card@2x.png (72 x 52 px) at
            \(golden)
            Look at it, commit it, and run the test again: a new golden fails once, so it is reviewed rather than trusted.
            """)
        XCTAssertEqual(failures.last?.line, duplicateLine)
        XCTAssertEqual(failures.last?.message,
                       "snapshot AssertionTests/testSnapshotNamesComeFromTheTestAndRecordingFails.card@2x.png is asserted twice in one run; give each snapshot of a test its own `named:`")
        // The golden is what the engine renders: a 36 × 26 pt card at scale 2, green box inset 8 pt.
        let image = try RGBAImage(contentsOfFile: golden)
        XCTAssertEqual(image.width, 72)
        XCTAssertEqual(Array(image.rgba[((20 * 72) + 20) * 4..<((20 * 72) + 20) * 4 + 4]), [0x34, 0xc7, 0x59, 255])
    }

    func testChangedLayoutFails() throws {
        capturing = true
        try assertLayoutSnapshot(xml: card, named: "first", width: 40, scale: 1)   // records
        capturing = false
        XCTAssertEqual(failures.count, 1)
        // "third" gets the golden of "first", then is asserted with a red box instead of green.
        let goldens = temporary + "/goldens/AssertionTests/"
        let changed = card.replacingOccurrences(of: "#34c759", with: "#ff3b30")
        try FileManager.default.copyItem(atPath: goldens + "testChangedLayoutFails.first@1x.png",
                                         toPath: goldens + "testChangedLayoutFails.third@1x.png")
        capturing = true
        failures.removeAll()
        try assertLayoutSnapshot(xml: changed, named: "third", width: 40, scale: 1); let line = #line
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.hasPrefix("Snapshot AssertionTests/testChangedLayoutFails.third@1x.png does not match its golden") ?? false,
                      failures.first?.message ?? "")
        XCTAssertTrue(failures.first?.message.contains("\n  differing pixels: 200 of 1040 (19.2308%)\n") ?? false, failures.first?.message ?? "")
    }

    /// Asserts `xml` as snapshot "second" against the golden recorded from
    /// `golden` as "first"; returns the one failure's message and the diff image.
    func assertAgainstRecorded(_ golden: String, _ xml: String, background: Color = .clear,
                               test: String = #function) throws -> (message: String, diff: RGBAImage) {
        capturing = true
        try assertLayoutSnapshot(xml: golden, named: "first", background: .clear)   // records
        capturing = false
        XCTAssertEqual(failures.count, 1)
        failures.removeAll()
        let name = String(test.prefix { $0 != "(" })
        let goldens = temporary + "/goldens/AssertionTests/\(name)"
        try FileManager.default.copyItem(atPath: goldens + ".first@1x.png", toPath: goldens + ".second@1x.png")
        capturing = true
        try assertLayoutSnapshot(xml: xml, named: "second", background: background)
        capturing = false
        XCTAssertEqual(failures.count, 1)
        let diff = try RGBAImage(contentsOfFile: temporary + "/artifacts/AssertionTests/\(name).second@1x.diff.png")
        return (failures.first?.message ?? "", diff)
    }

    /// A golden with a transparent background fails against a render on white.
    func testTransparentGoldenAgainstWhiteFails() throws {
        let box = ##"<H padding="8"><Z width="20" height="10" backgroundColor="#34c759"/></H>"##
        let (message, diff) = try assertAgainstRecorded(box, box, background: .white)
        // 36 × 26 pixels, all but the 20 × 10 green box transparent in the golden and white now.
        XCTAssertTrue(message.contains("\n  differing pixels: 736 of 936 (78.6325%)\n"), message)
        XCTAssertEqual(diff.pixel(1, 1), [255, 0, 0, 255])
        XCTAssertEqual(diff.pixel(35, 25), [255, 0, 0, 255])
        XCTAssertEqual(diff.pixel(10, 10)[3], 255)
        XCTAssertNotEqual(diff.pixel(10, 10), [255, 0, 0, 255], "the unchanged box is faded, not marked")
    }

    /// Only alpha changes (a white box at 40 % instead of opaque, on a
    /// transparent background): blended on white it would look the same.
    func testAlphaOnlyChangeFails() throws {
        let box = ##"<H padding="8"><Z width="20" height="10" backgroundColor="white"/></H>"##
        let faded = box.replacingOccurrences(of: "<Z ", with: #"<Z opacity="0.4" "#)
        let (message, diff) = try assertAgainstRecorded(box, faded)
        XCTAssertTrue(message.contains("\n  differing pixels: 200 of 936 (21.3675%)\n"), message)
        XCTAssertTrue(message.contains("\n  bounding box: x 8…27, y 8…17 (20 x 10 px)\n"), message)
        XCTAssertEqual(diff.pixel(8, 8), [255, 0, 0, 255])
        XCTAssertEqual(diff.pixel(1, 1), [255, 255, 255, 255], "transparent in both: unchanged")
        // The rule before pixelmatch 7 (blend on white) would have passed it.
        let artifacts = temporary + "/artifacts/AssertionTests/testAlphaOnlyChangeFails.second@1x"
        let (expected, actual) = (try RGBAImage(contentsOfFile: artifacts + ".expected.png"),
                                  try RGBAImage(contentsOfFile: artifacts + ".actual.png"))
        XCTAssertEqual(actual.pixel(8, 8), [255, 255, 255, 102])
        XCTAssertEqual(ImageComparison.compare(expected, actual, options: ComparisonOptions(checkerboard: false))
                        .result.differingPixels, 0)
    }

    func testLayoutErrorsAreThrownNotRecorded() {
        XCTAssertThrowsError(try assertLayoutSnapshot(xml: "<H><Lable/></H>", named: "bad")) { error in
            XCTAssertTrue("\(error)".contains("unknown element <Lable>"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary + "/goldens/AssertionTests"))
    }

    func testAlignmentAssertionsReportAtTheCallSite() throws {
        let result = try layout(xml: """
            <H gravity="left top"><Label id="a" text="A" font="System 12"/><Label id="b" text="B" font="System 30"/></H>
            """, scale: 2)
        capturing = true
        assertBaselinesAligned(["a", "b"], in: result); let line = #line
        assertFrame("a", in: result, x: 0, y: 0, width: result["a"]!.frame.width, height: result["a"]!.frame.height)
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.hasPrefix("baselines are not aligned: a baseline ") ?? false, failures.first?.message ?? "")
    }

    func testFramesSnapshotCatchesAShiftThatAToleranceHides() throws {
        let row = ##"<H gravity="left middle" padding="8" spacing="6" backgroundColor="white"><Z width="10" height="10" backgroundColor="#34c759"/><Label id="t" text="Hi" font="System 12"/></H>"##
        capturing = true
        try assertLayoutSnapshot(xml: row, named: "row", width: 100, scale: 2)
        try assertFramesSnapshot(xml: row, named: "row", width: 100, scale: 2); let recordLine = #line
        capturing = false
        let goldens = temporary + "/goldens/AssertionTests/testFramesSnapshotCatchesAShiftThatAToleranceHides"
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.last?.line, recordLine)
        XCTAssertTrue(failures.last?.message.hasPrefix("Recorded a new golden for frames snapshot AssertionTests/testFramesSnapshotCatchesAShiftThatAToleranceHides.row@2x.frames.json at\n\(goldens).row@2x.frames.json\n") ?? false,
                      failures.last?.message ?? "")
        // The golden is exactly what `gravity frames` prints.
        XCTAssertEqual(try String(contentsOfFile: goldens + ".row@2x.frames.json", encoding: .utf8),
                       FrameJSON.encode(try layout(xml: row, width: 100, scale: 2)))

        // The label moves right by half a point: within a pixel tolerance, not within the frames golden.
        let shifted = row.replacingOccurrences(of: #"spacing="6""#, with: #"spacing="6.5""#)
        for suffix in ["", ".frames.json"] {
            try FileManager.default.copyItem(atPath: goldens + ".row@2x" + (suffix.isEmpty ? ".png" : suffix),
                                             toPath: goldens + ".shifted@2x" + (suffix.isEmpty ? ".png" : suffix))
        }
        failures.removeAll()
        capturing = true
        try assertLayoutSnapshot(xml: shifted, named: "shifted", width: 100, scale: 2, tolerance: .perceptual(threshold: 0.1, maxDiffRatio: 0.2))
        try assertFramesSnapshot(xml: shifted, named: "shifted", width: 100, scale: 2); let line = #line
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Frames snapshot AssertionTests/testFramesSnapshotCatchesAShiftThatAToleranceHides.shifted@2x.frames.json does not match its golden"), message)
        XCTAssertTrue(message.contains("\n-        \"element\": \"Label\", \"id\": \"t\", \"x\": 24, "), message)
        XCTAssertTrue(message.contains("\n+        \"element\": \"Label\", \"id\": \"t\", \"x\": 24.5, "), message)
    }

    func testFramesSnapshotOfALayoutFile() throws {
        capturing = true
        try assertFramesSnapshot(file: "Examples/Welcome.xml", named: "file", scale: 2); let recordLine = #line
        capturing = false
        XCTAssertEqual(failures.map(\.line), [recordLine])   // recorded
        let golden = temporary + "/goldens/AssertionTests/testFramesSnapshotOfALayoutFile.file@2x.frames.json"
        XCTAssertEqual(try String(contentsOfFile: golden, encoding: .utf8),
                       FrameJSON.encode(try layout(file: "Examples/Welcome.xml", scale: 2)))
        for named in ["again", "wide"] {
            try FileManager.default.copyItem(atPath: golden, toPath: golden.replacingOccurrences(of: ".file@", with: ".\(named)@"))
        }
        failures.removeAll()
        capturing = true
        try assertFramesSnapshot(file: "Examples/Welcome.xml", named: "again", scale: 2)
        // A different canvas is a different layout: the frames differ and the diff says where.
        try assertFramesSnapshot(file: "Examples/Welcome.xml", named: "wide", width: 400, scale: 2, record: .never); let line = #line
        capturing = false
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("\n-  \"canvas\": {\"width\": 360") ?? false, failures.first?.message ?? "")
    }

    func testBuiltLayoutMatchesTheGoldenOfItsXML() throws {
        let xml = ##"<H gravity="left middle" padding="8" spacing="6" backgroundColor="white"><Z width="10" height="10" backgroundColor="#34c759"/><Label id="t" text="Hi" font="System 12"/></H>"##
        let built = H(spacing: 6, padding: 8, gravity: .left, .middle) {
            Z().size(10, 10).backgroundColor("#34c759")
            Label("Hi").id("t").font("System 12")
        }
        .backgroundColor("white")
        capturing = true
        try assertLayoutSnapshot(xml: xml, named: "xml", scale: 2)
        try assertFramesSnapshot(xml: xml, named: "xml", scale: 2)
        capturing = false
        XCTAssertEqual(failures.count, 2)   // recorded
        let goldens = temporary + "/goldens/AssertionTests/testBuiltLayoutMatchesTheGoldenOfItsXML"
        for suffix in [".png", ".frames.json"] {
            try FileManager.default.copyItem(atPath: goldens + ".xml@2x" + suffix, toPath: goldens + ".built@2x" + suffix)
        }
        failures.removeAll()
        try assertLayoutSnapshot(of: built, named: "built", scale: 2)
        try assertFramesSnapshot(of: built, named: "built", scale: 2)
        XCTAssertEqual(try layout(built, scale: 2)["t"]?.frame, try layout(xml: xml, scale: 2)["t"]?.frame)
    }
}
