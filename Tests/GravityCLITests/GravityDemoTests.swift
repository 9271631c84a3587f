import XCTest
import Foundation
import GravityRender

/// Gravity's own demo app (Tests/Fixtures/GravityDemo, copied unchanged):
/// `Main.xml` names `image="Rainbow"`, a JPEG in the asset catalog one
/// folder above the layout, `UIViewContentMode.ScaleAspectFill`, a
/// `UIImageView` with a child (the `NameTag` component) and the Apple font
/// `HelveticaNeue CondensedBlack 50`. It renders as written.
final class GravityDemoTests: CLITestCase {
    static let main = "Tests/Fixtures/GravityDemo/Gravity Demo/Views/Main.xml"
    static let nameTag = "Tests/Fixtures/GravityDemo/Gravity Demo/Views/NameTag.xml"
    static let fontWarning = "\(nameTag):10:21: warning: font 'HelveticaNeue CondensedBlack' is an Apple font, not bundled: "
        + "drawn with Liberation Sans Bold; no condensed face is bundled, so the normal width stands in (pass the real font with --fonts)"

    func testMainRendersAsWrittenOnAnIPhone() throws {
        let output = temporary.appendingPathComponent("demo.png").path
        let run = try gravity(["render", Self.main, "--device", "iPhone 15", "-o", output])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").first.map(String.init), Self.fontWarning)
        let image = try PNGCodec.decodeStraightRGBA([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
        XCTAssertEqual([image.width, image.height], [1179, 2556])
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let i = (y * image.width + x) * 4
            return image.rgba[i..<i + 3].map(Int.init)
        }
        func assertNear(_ x: Int, _ y: Int, _ expected: [Int], line: UInt = #line) {
            let got = pixel(x, y)
            XCTAssertTrue(zip(got, expected).allSatisfy { abs($0 - $1) <= 6 }, "(\(x), \(y)): \(got), expected \(expected)", line: line)
        }
        // The rainbow fills the screen, corner to corner (aspect fill of a
        // 512 × 421-point @2x JPEG on 393 × 852 points): violet at the top
        // left, green at the top right, orange along the bottom.
        assertNear(30, 30, [66, 50, 148])
        assertNear(1150, 30, [85, 187, 154])
        assertNear(30, 2520, [226, 82, 38])
        assertNear(1150, 2520, [242, 117, 36])
        // The name tag in the middle: red (#d22 at alpha 0.9) over the
        // rainbow, then the white band with "I'm GRAVITY.".
        assertNear(590, 1000, [222, 55, 55])
        assertNear(590, 1180, [255, 255, 255])
    }

    func testFramesOfTheDemo() throws {
        let run = try gravity(["frames", Self.main, "--device", "iPhone 15"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let root = try XCTUnwrap(run.json["root"] as? [String: Any])
        XCTAssertEqual(root["element"] as? String, "Image")
        XCTAssertEqual([root["x"], root["y"], root["width"], root["height"]].map { $0 as? Double }, [0, 0, 393, 852])
        let tag = try XCTUnwrap((root["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(tag["component"] as? String, "NameTag")
        // 300 wide, centred: (393 − 300) / 2.
        XCTAssertEqual(tag["width"] as? Double, 300)
        XCTAssertEqual(tag["x"] as? Double, 46.667)
    }

    /// Under --strict the stand-in font is an error, and nothing is written.
    func testStrictRefusesTheStandInFont() throws {
        let output = temporary.appendingPathComponent("strict.png").path
        let run = try gravity(["render", Self.main, "--device", "iPhone 15", "--strict", "-o", output])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix(Self.fontWarning.replacingOccurrences(of: "warning:", with: "error:")), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
