import XCTest
import Gravity
import GravityCore

/// Bad input to UIKit's controls: a located error or a documented clamp,
/// never a crash (issue 42 item 6).
final class BadControlInputTests: XCTestCase {
    func testSelectedSegmentIndexOutOfRangeIsALocatedError() {
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISegmentedControl items="A, B" selectedSegmentIndex="2"/></V>"#),
                       ["<string>:1:59: error: selectedSegmentIndex: 2 is out of range: the items are 0…1 (-1 selects none)"])
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISegmentedControl selectedSegmentIndex="0"/></V>"#),
                       ["<string>:1:46: error: selectedSegmentIndex: 0 is out of range: there are no items (-1 selects none)"])
    }

    func testHundredThousandSegmentsIsAnError() {
        let items = (0..<100_000).map { "S\($0)" }.joined(separator: ",")
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISegmentedControl items="\#(items)"/></V>"#),
                       ["<string>:1:31: error: items: 100000 segments; a segmented control takes at most 100"])
    }

    func testHundredThousandPagesIsAnErrorAndTenThousandDrawOnlyWhatFits() throws {
        XCTAssertEqual(UIKitTesting.errors(#"<V><UIPageControl numberOfPages="100000"/></V>"#),
                       ["<string>:1:34: error: numberOfPages: 100000 pages; a page control takes 0 to 10000"])
        // 10,000 pages: the natural width counts 50 dots; the current page is clamped.
        let json = try UIKitTesting.frames(#"<V gravity="left top"><UIPageControl numberOfPages="10000" currentPage="20000"/></V>"#)
        XCTAssertTrue(json.contains(#""width": 816, "height": 26,"#), json)
        XCTAssertTrue(json.contains(#""state": {"numberOfPages": 10000, "currentPage": 9999,"#), json)
    }

    func testNegativeProgressAndOutOfRangeValuesAreClampedAsUIKitClamps() throws {
        let json = try UIKitTesting.frames(#"""
            <V gravity="left top"><UIProgressView progress="-0.5"/><UIProgressView progress="7"/>
            <UISlider value="3"/><UIStepper value="-4" minimumValue="0" maximumValue="10"/></V>
            """#)
        XCTAssertTrue(json.contains(#""state": {"progress": 0}"#), json)
        XCTAssertTrue(json.contains(#""state": {"progress": 1}"#), json)
        XCTAssertTrue(json.contains(#""state": {"value": 1, "minimumValue": 0, "maximumValue": 1,"#), json)
        XCTAssertTrue(json.contains(#""state": {"value": 0, "minimumValue": 0, "maximumValue": 10,"#), json)
    }

    func testAnEmptyRangeAndUnknownStatesAreLocatedErrors() throws {
        XCTAssertEqual(UIKitTesting.errors(#"<V><UISlider minimumValue="5" maximumValue="1"/></V>"#),
                       ["<string>:1:45: error: maximumValue: the range 5…1 is empty: minimumValue must not exceed maximumValue"])
        XCTAssertEqual(UIKitTesting.errors(#"<V><UITextField borderStyle="rounded"/></V>"#),
                       ["<string>:1:30: error: borderStyle: 'rounded' is not one of 'none', 'line', 'bezel', 'roundedRect'"])
        XCTAssertEqual(UIKitTesting.errors(#"<V><UIDatePicker date="2026-02-30"/></V>"#),
                       ["<string>:1:24: error: date: '2026-02-30' is not a date (yyyy-MM-dd)"])
        XCTAssertEqual(UIKitTesting.errors(#"<V><UIDatePicker preferredDatePickerStyle="wheels"/></V>"#),
                       ["<string>:1:44: error: preferredDatePickerStyle: the wheels style is not drawn; only compact (and automatic, which is compact) is"])
        let misspelt = try UIKitTesting.engine.layout(xml: #"<V><UIStepper isHighlited="true"/></V>"#)
        XCTAssertEqual(misspelt.diagnostics.items.map(\.description),
                       ["<string>:1:15: warning: unknown attribute 'isHighlited' on <UIStepper>; did you mean 'isHighlighted'?"])
    }
}
