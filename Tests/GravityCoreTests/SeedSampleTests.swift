import XCTest
import GravityCore
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// The seeds' own samples (Keep Layout's and Relativity's READMEs) written
/// in our attributes and constraint strings, with exact frames (SPEC §7.3, §7.4).
final class SeedSampleTests: XCTestCase {
    /// Keep Layout README, "Putting it together" and "Convenience Methods".
    func testKeepLayoutReadmeSamples() throws {
        let result = try layoutXML("""
        <Z width="400" height="300" gravity="left top">
            <Z id="view" height="10" keepWidth="150 @ high" keepTopInset="min 10"/>
            <Z id="secondView" width="20" height="20" keepLeftInset="0" keepTopInset="40"/>
            <Z id="firstView" width="20" height="20" keepLeftOffsetTo="secondView: min 10" keepTopInset="40"/>
            <Z id="sized" keepSize="100 200" keepRightInset="0" keepBottomInset="0"/>
            <Z id="inset" keepInsets="10 20 30 40"/>
            <Z id="centered" width="10" height="10" keepCentered="true"/>
        </Z>
        """)
        // keepWidth.equal = KeepHigh(150); keepTopInset.min = KeepRequired(10): gravity (top) holds it at 10.
        XCTAssertEqual(result["view"]?.rect, Rect(x: 0, y: 10, width: 150, height: 10))
        // firstView.keepLeftOffsetTo(secondView).min = KeepRequired(10): its gravity (left) pulls it to the minimum.
        XCTAssertEqual(result["firstView"]?.rect, Rect(x: 30, y: 40, width: 20, height: 20))
        // [view keepSize:CGSizeMake(100, 200)]
        XCTAssertEqual(result["sized"]?.rect, Rect(x: 300, y: 100, width: 100, height: 200))
        // [view keepInsets:…] in SPEC order (top right bottom left).
        XCTAssertEqual(result["inset"]?.rect, Rect(x: 40, y: 10, width: 340, height: 260))
        // [view keepCentered]
        XCTAssertEqual(result["centered"]?.rect, Rect(x: 195, y: 145, width: 10, height: 10))
    }

    /// Keep Layout README, "Array Attributes".
    func testKeepLayoutArraySamples() throws {
        let result = try layoutXML("""
        <Z width="300" height="100" gravity="left top"
           keepWidthsEqual="viewOne viewTwo viewThree" keepHorizontalOffsets="viewOne viewTwo viewThree: 20" keepTopAligned="viewOne viewTwo viewThree">
            <Z id="viewOne" height="30" keepInsets="min 10" keepLeftInset="10"/>
            <Z id="viewTwo" height="20" keepInsets="min 10"/>
            <Z id="viewThree" height="10" keepInsets="min 10" keepRightInset="10"/>
        </Z>
        """)
        // 300 − 2×10 insets − 2×20 offsets = 240: 80 each.
        XCTAssertEqual(result["viewOne"]?.rect, Rect(x: 10, y: 10, width: 80, height: 30))
        XCTAssertEqual(result["viewTwo"]?.rect, Rect(x: 110, y: 10, width: 80, height: 20))
        XCTAssertEqual(result["viewThree"]?.rect, Rect(x: 210, y: 10, width: 80, height: 10))
    }

    /// Relativity README, "Positioning Views".
    func testRelativityPositioningSamples() throws {
        let result = try layoutXML("""
        <Z width="200" height="100">
            <Z.constraints>
                b.middle = parent.middle
                a.right = b.left - (10, 0)            // a.right --> 10.horizontalOffset + b.left
                c.left = b.right + (10, 0)            // b.right + 10.horizontalOffset, moving c.left
                d.top = parent.top + (0, 10)          // d.top --> 10.verticalOffset + .top
            </Z.constraints>
            <Z id="a" width="20" height="20"/>
            <Z id="b" width="40" height="40"/>
            <Z id="c" width="20" height="10"/>
            <Z id="d" width="30" height="10"/>
        </Z>
        """)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 80, y: 30, width: 40, height: 40))
        XCTAssertEqual(result["a"]?.rect, Rect(x: 50, y: 40, width: 20, height: 20))
        XCTAssertEqual(result["c"]?.rect, Rect(x: 130, y: 45, width: 20, height: 10))
        XCTAssertEqual(result["d"]?.rect, Rect(x: 85, y: 10, width: 30, height: 10))
    }

    /// Relativity README, "UILabels": `underlineView.top --> a.baseline` (the fake font: baseline 0.8 × size).
    func testRelativityLabelSample() throws {
        let result = try layoutXML("""
        <Z width="200" height="100" gravity="left top">
            <Z.constraints>
                a.topLeft = parent.topLeft + (10, 10)
                underlineView.top = a.baseline
                underlineView.left = a.left; underlineView.width = a.width; underlineView.height = 2
            </Z.constraints>
            <Label id="a" text="Title" font="System 20"/>
            <Z id="underlineView"/>
        </Z>
        """)
        XCTAssertEqual(result["a"]?.rect, Rect(x: 10, y: 10, width: 50, height: 20))
        XCTAssertEqual(result["underlineView"]?.rect, Rect(x: 10, y: 26, width: 50, height: 2))
        XCTAssertEqual(result["a"]?.text?.baseline, 26)
    }

    /// Relativity README, "Flexible distribution of subviews".
    func testRelativityDistributionSamples() throws {
        func xs(_ line: String, width: Double = 200) throws -> [Double?] {
            let result = try layoutXML("""
            <Z width="\(formatNumber(width))" height="20" constraints="\(line)">
                <Z id="a" width="20" height="10"/><Z id="b" width="20" height="10"/><Z id="c" width="20" height="10"/>
            </Z>
            """)
            return ["a", "b", "c"].map { result[$0]?.rect.x }
        }
        XCTAssertEqual(try xs("distribute horizontally: a &lt;&gt; ~1~ &lt;&gt; b &lt;&gt; ~1~ &lt;&gt; c"), [0, 90, 180])
        // 140 left: ~2~ takes 93.33, ~1~ 46.67 (edges snapped).
        XCTAssertEqual(try xs("distribute horizontally: a ~2~ b ~1~ c"), [0, 113, 180])
        XCTAssertEqual(try xs("distribute horizontally: 8 a ~1~ b ~1~ c"), [8, 94, 180])
        let vertical = try layoutXML("""
        <Z width="100" height="200" constraints="distribute vertically: a ~1~ b ~1~ c">
            <Z id="a" width="20" height="20"/><Z id="b" width="20" height="20"/><Z id="c" width="20" height="20"/>
        </Z>
        """)
        XCTAssertEqual(["a", "b", "c"].map { vertical[$0]?.rect.y }, [0, 90, 180])
    }

    /// Relativity README, "Sizing Views".
    func testRelativitySizingSamples() throws {
        let result = try layoutXML("""
        <Z width="200" height="200" gravity="left top">
            <Z.constraints>
                a.topLeft = parent.topLeft + (10, 10)
                c.bottomRight = parent.bottomRight - (10, 10)
                b.size = a.topRight |--| c.bottomLeft
                b.topLeft = a.topRight
                e.size = a.topRight |--| c.bottomLeft + (-16, 0)
                e.topLeft = a.topRight
            </Z.constraints>
            <Z id="a" width="40" height="40"/>
            <Z id="b"/>
            <Z id="c" width="50" height="50"/>
            <Z id="e"/>
        </Z>
        """)
        XCTAssertEqual(result["b"]?.rect, Rect(x: 50, y: 10, width: 90, height: 180))
        XCTAssertEqual(result["e"]?.rect, Rect(x: 50, y: 10, width: 74, height: 180))
    }
}
