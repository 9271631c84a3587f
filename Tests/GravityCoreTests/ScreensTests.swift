import XCTest
import Foundation
@testable import GravityDocument
@testable import GravityLayout
@testable import GravityResolve
@testable import GravityValues

/// SPEC §14.2: view controllers, scroll views, tables, collections and bars
/// drawn from the app's own files (Screens/).
final class ScreensTests: TemporaryFolderTestCase {
    private struct Result {
        var solved: SolvedLayout?
        var diagnostics: [String]
    }

    private func render(_ path: String, data: DataValue = [:], safeArea: Insets = .zero, device: String = "",
                        strict: Bool = false, width: Double = 320, height: Double = 480, scale: Double = 1) throws -> Result {
        var options = Resolver.Options()
        options.data = data
        options.safeArea = safeArea
        options.deviceName = device
        options.strict = strict
        options.scale = scale
        options.useLegacyLayoutMode = false
        let (node, _) = try DocumentLoader.load(path: path)
        let resolution = Resolver.resolveDocument(node, options: options)
        let diagnostics = resolution.diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column): " } ?? ""
            return "\(location)\(diagnostic.severity): \(diagnostic.message)"
        }
        guard !resolution.diagnostics.contains(where: { $0.severity == .error }), let element = resolution.element else {
            return Result(solved: nil, diagnostics: diagnostics)
        }
        let solved = try LayoutEngine(measurer: FakeTextMeasurer())
            .layout(element, options: LayoutOptions(width: width, height: height, scale: scale))
        return Result(solved: solved, diagnostics: diagnostics)
    }

    /// Every frame, depth first.
    private func frames(_ frame: Frame) -> [Frame] { [frame] + frame.children.flatMap(frames) }

    private func labels(_ solved: SolvedLayout?, _ text: String) -> [Rect] {
        guard let solved else { return [] }
        return frames(solved.root).filter { $0.text?.content == text }.map(\.rect)
    }

    // MARK: - View controllers

    func testAViewControllerIsItsViewFillingTheCanvas() throws {
        let path = try write("main.xml", ##"<UIViewController view.backgroundColor="#ffeeee" title="Home"><UIView id="box" width="50" height="20"/></UIViewController>"##)
        let result = try render(path)
        XCTAssertEqual(result.diagnostics, [])
        let solved = try XCTUnwrap(result.solved)
        XCTAssertEqual(solved.root.rect, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(solved.root.appearance.backgroundColor, try Color.parse("#ffeeee"))
        XCTAssertEqual(solved["box"]?.rect, Rect(x: 0, y: 0, width: 50, height: 20))
    }

    func testAnAppsSubclassRendersAsItsBaseWithANoteAnErrorWhenStrict() throws {
        let path = try write("main.xml", #"<BoxesViewController><FancyView id="fancy" height="10"/></BoxesViewController>"#)
        let result = try render(path)
        let searched = "; no BoxesViewController.xml in '\(folder.path)')"
        XCTAssertEqual(result.diagnostics, [
            "main.xml:1:1: note: <BoxesViewController> is not a component here: drawn as its UIKit base <UIViewController> (an app's own subclass; its Swift code does not run\(searched)",
            "main.xml:1:22: note: <FancyView> is not a component here: drawn as its UIKit base <UIView> (an app's own subclass; its Swift code does not run; no FancyView.xml in '\(folder.path)')",
        ])
        XCTAssertEqual(result.solved?["fancy"]?.rect, Rect(x: 0, y: 0, width: 320, height: 10))
        XCTAssertEqual(try render(path, strict: true).diagnostics.first,
                       "main.xml:1:1: error: <BoxesViewController> is not a component here: drawn as its UIKit base <UIViewController> (an app's own subclass; its Swift code does not run\(searched); --strict makes this an error")
        // A component of that name wins.
        try write("FancyView.xml", #"<UIView backgroundColor="red"/>"#)
        XCTAssertFalse(try render(path).diagnostics.contains { $0.contains("FancyView") })
    }

    func testXMLCyclesBetweenControllerFilesAreLocatedErrors() throws {
        try write("A.xml", #"<UIViewController><UIViewController xml="B.xml"/></UIViewController>"#)
        try write("B.xml", #"<UIViewController><UIViewController xml="A.xml"/></UIViewController>"#)
        let path = try write("main.xml", #"<UIViewController xml="A.xml"/>"#)
        XCTAssertEqual(try render(path).diagnostics, ["B.xml:1:42: error: template cycle: A.xml → B.xml → A.xml"])
    }

    // MARK: - Scroll views

    func testScrollContentRestsInsideItsInsetsAndPercentIsTheContentArea() throws {
        let path = try write("main.xml", """
        <UIViewController>
            <UIScrollView contentInset.top="max(safeAreaInsets.top + 10, PAD)" contentInset.left="safeAreaInsets.left + PAD"
                          contentInset.right="PAD" contentInsetAdjustmentBehavior="never" isPagingEnabled="true" contentSize.width="300%">
                <macro name="PAD" value="20"/>
                <UIView id="page" height="40"/>
                <UIView id="half" top="previous.bottom + PAD" width="50%" height="10"/>
            </UIScrollView>
        </UIViewController>
        """)
        let result = try render(path, safeArea: Insets(top: 44, right: 0, bottom: 34, left: 0))
        XCTAssertEqual(result.diagnostics, [])
        // Inset top max(44 + 10, 20) = 54, left 20, right 20: 100% is 320 - 40.
        XCTAssertEqual(result.solved?["page"]?.rect, Rect(x: 20, y: 54, width: 280, height: 40))
        XCTAssertEqual(result.solved?["half"]?.rect, Rect(x: 20, y: 114, width: 140, height: 10))
    }

    func testAutomaticAdjustmentAddsTheSafeAreaAndContentOffsetWins() throws {
        let automatic = try write("auto.xml", #"<UIViewController><UIScrollView><UIView id="v" height="10"/></UIScrollView></UIViewController>"#)
        XCTAssertEqual(try render(automatic, safeArea: Insets(top: 20)).solved?["v"]?.rect, Rect(x: 0, y: 20, width: 320, height: 10))
        let offset = try write("offset.xml", #"<UIViewController><UIScrollView contentInset.top="30" contentOffset.y="-50" contentInsetAdjustmentBehavior="never"><UIView id="v" height="10"/></UIScrollView></UIViewController>"#)
        XCTAssertEqual(try render(offset).solved?["v"]?.rect, Rect(x: 0, y: 50, width: 320, height: 10))
        let bad = try write("bad.xml", #"<UIViewController><UIScrollView contentInsetAdjustmentBehavior="sometimes"/></UIViewController>"#)
        XCTAssertEqual(try render(bad).diagnostics, ["bad.xml:1:65: error: contentInsetAdjustmentBehavior: 'sometimes' is not one of 'automatic', 'scrollableAxes', 'never', 'always'"])
    }

    // MARK: - Tables

    private let table = """
    <UITableViewController>
        <UITableView outlet="rows" contentInsetAdjustmentBehavior="never">
            <UIView id="header" height="30"/>
            <UITableViewCell reuseIdentifier="inline" style="subtitle" height="50"
                             textLabel.text="Title #{row}" detailTextLabel.text="Inline"/>
        </UITableView>
    </UITableViewController>
    """

    func testRowsFromDataPickInlineTemplatesAndCellFilesBelowTheHeaderView() throws {
        try write("Cell.xml", #"<UITableViewCell reuseIdentifier="file" textLabel.text="File {row}" height="60"/>"#)
        let path = try write("main.xml", table)
        let rows: DataValue = .array([
            ["reuseIdentifier": "inline", "row": 0], ["reuseIdentifier": "file", "row": 1], ["xml": "Cell.xml", "row": 2],
        ])
        let result = try render(path, data: ["rows": rows])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.solved?["header"]?.rect, Rect(x: 0, y: 0, width: 320, height: 30))
        // Subtitle: the 17-point title over the 12-point detail (+1), centred in 50 points.
        let title = try XCTUnwrap(labels(result.solved, "Title #0").first)
        let detail = try XCTUnwrap(labels(result.solved, "Inline").first)
        XCTAssertEqual(title.x, 16)
        XCTAssertEqual(title.y + (title.height + 1 + detail.height) / 2, 30 + 25, accuracy: 0.5)
        XCTAssertEqual(detail.y, title.y + title.height + 1, accuracy: 0.5)
        // Default style: centred; the file's row is 60 high, below the 50 of row 0.
        let file = try XCTUnwrap(labels(result.solved, "File 1").first)
        XCTAssertEqual(file.y + file.height / 2, 30 + 50 + 30, accuracy: 0.5, "labels snap to the pixel grid")
        let third = try XCTUnwrap(labels(result.solved, "File 2").first)
        XCTAssertEqual(third.y + third.height / 2, 30 + 50 + 60 + 30, accuracy: 0.5)
    }

    func testOnlyTheRowsThatFillTheViewportAreLaidOut() throws {
        let path = try write("main.xml", table)
        let many = DataValue.array((0..<100_000).map { _ in ["reuseIdentifier": "inline", "row": 1] })
        let start = Date()
        let result = try render(path, data: ["rows": many])
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        // Without a device the viewport is estimated at 1,000 points: 20 rows of 50.
        XCTAssertEqual(labels(result.solved, "Title #1").count, 20)
    }

    func testATableWithoutDataIsAnEmptyTableWithANote() throws {
        let path = try write("main.xml", #"<UIView><UITableView id="list" style="grouped"/></UIView>"#)
        let result = try render(path)
        XCTAssertEqual(result.diagnostics, ["main.xml:1:26: note: <UITableView>: --data has no 'list' (its id): it is drawn with no rows, as UIKit draws an empty table"])
        let solved = try XCTUnwrap(result.solved)
        XCTAssertEqual(solved.root.children.first?.rect, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(solved.root.children.first?.appearance.backgroundColor, try Color.parse("systemGroupedBackground", appearance: .light))
    }

    func testBadTableDataIsLocated() throws {
        try write("NotACell.xml", #"<UIView reuseIdentifier="odd"/>"#)
        let path = try write("main.xml", table)
        XCTAssertEqual(try render(path, data: ["rows": 3]).diagnostics,
                       [#"main.xml:2:26: error: data 'rows': expected an array of rows or {"sections": […]}, got a number (3)"#])
        XCTAssertEqual(try render(path, data: ["rows": ["sections": [["rows": 1]]]]).diagnostics,
                       ["main.xml:2:26: error: data 'rows': section 0's rows is a number (1), not an array"])
        XCTAssertEqual(try render(path, data: ["rows": [["reuseIdentifier": "nope"]]]).diagnostics,
                       ["main.xml:2:26: error: row 0 of section 0 names reuseIdentifier 'nope': no template in <UITableView> (it has 'inline') and no file in the layout's folder whose root has it"])
        XCTAssertEqual(try render(path, data: ["rows": [["reuseIdentifier": "odd"]]]).diagnostics,
                       ["main.xml:2:26: error: row 0 of section 0 uses NotACell.xml, whose root <UIView> is not a UITableViewCell"])
        XCTAssertEqual(try render(path, data: ["rows": ["a"]]).diagnostics,
                       ["main.xml:2:26: error: data 'rows': row 0 of section 0 is a string ('a'), not an object (the cell's state)"])
    }

    func testSectionsWithTitleHeadersInAGroupedTable() throws {
        let path = try write("main.xml", #"<UIViewController><UITableView outlet="rows" style="insetGrouped" contentInsetAdjustmentBehavior="never"/></UIViewController>"#)
        let rows: DataValue = ["sections": [["header": "General", "rows": [["text": "About"]]], ["rows": [["text": "Privacy"]]]]]
        // At 2×, where a 0.5-point separator is one pixel (at 1× it snaps away).
        let result = try render(path, data: ["rows": rows], scale: 2)
        XCTAssertEqual(result.diagnostics, [])
        let header = try XCTUnwrap(labels(result.solved, "GENERAL").first)
        XCTAssertEqual(header.x, 32)
        XCTAssertEqual(header.y, 35 + 7)
        let about = try XCTUnwrap(labels(result.solved, "About").last, "the shown label (the first is the self-sizing row's invisible copy)")
        XCTAssertEqual(about.x, 32, "insetGrouped: the row is inset 16 and its label 16 more")
        XCTAssertEqual(about.y + about.height / 2, header.y + header.height + 7 + 22, accuracy: 0.5, "labels snap to half points")
        let privacy = try XCTUnwrap(labels(result.solved, "Privacy").last)
        XCTAssertEqual(privacy.y + privacy.height / 2, header.y + header.height + 7 + 44 + 35 + 22, accuracy: 0.5)
        // insetGrouped: each section's rows on a plate inset 16 a side with
        // 10-point corners, clipping its rows; no separator under a section's last row.
        let all = frames(try XCTUnwrap(result.solved).root)
        let plates = all.filter { $0.appearance.cornerRadius == 10 }
        XCTAssertEqual(plates.map(\.rect), [Rect(x: 16, y: header.y + header.height + 7, width: 288, height: 44),
                                             Rect(x: 16, y: header.y + header.height + 7 + 44 + 35, width: 288, height: 44)])
        XCTAssertTrue(plates.allSatisfy(\.appearance.clips))
        XCTAssertEqual(all.filter { $0.rect.height == 0.5 }.count, 0, "one row a section: no separators")
    }

    /// A grouped section separates its rows, not its last row from what follows.
    func testGroupedSectionsSeparateTheirRowsOnly() throws {
        let path = try write("main.xml", #"<UIViewController><UITableView outlet="rows" style="grouped" contentInsetAdjustmentBehavior="never"/></UIViewController>"#)
        let rows: DataValue = ["sections": [["rows": [["text": "A"], ["text": "B"], ["text": "C"]]]]]
        let result = try render(path, data: ["rows": rows], scale: 2)
        let separators = frames(try XCTUnwrap(result.solved).root).filter { $0.rect.height == 0.5 }.map(\.rect)
        XCTAssertEqual(separators, [Rect(x: 16, y: 35 + 44 - 0.5, width: 304, height: 0.5), Rect(x: 16, y: 35 + 88 - 0.5, width: 304, height: 0.5)])
        XCTAssertTrue(frames(try XCTUnwrap(result.solved).root).allSatisfy { $0.appearance.cornerRadius == 0 }, "grouped: square plates")
    }

    /// Layout's `auto` for a template without children is its text label's
    /// height (Table.xml's section header: `height="auto + 10"`).
    func testAHeaderTemplateWithoutChildrenIsAsTallAsItsLabel() throws {
        let path = try write("main.xml", """
        <UIViewController>
            <UITableView outlet="rows" contentInsetAdjustmentBehavior="never">
                <UITableViewHeaderFooterView reuseIdentifier="h" height="auto + 10" textLabel.text="Section"/>
                <UITableViewCell reuseIdentifier="c" textLabel.text="Row"/>
            </UITableView>
        </UIViewController>
        """)
        let rows: DataValue = ["sections": [["header": ["reuseIdentifier": "h"], "rows": [["reuseIdentifier": "c"]]]]]
        let result = try render(path, data: ["rows": rows])
        XCTAssertEqual(result.diagnostics, [])
        let header = try XCTUnwrap(labels(result.solved, "Section").last)
        let row = try XCTUnwrap(labels(result.solved, "Row").last)
        // The header is the label's height + 10, its label centred; the row follows, 44 high.
        XCTAssertEqual(header.y, 5, accuracy: 0.5)
        XCTAssertEqual(row.y + row.height / 2, header.height + 10 + 22, accuracy: 0.5)
    }

    // MARK: - Collections

    func testAFlowLayoutFillsLinesAndJustifiesThem() throws {
        let path = try write("main.xml", """
        <UIViewController>
            <UICollectionView outlet="items" contentInsetAdjustmentBehavior="never"
                collectionViewLayout.itemSize.height="collectionViewLayout.itemSize.width"
                collectionViewLayout.itemSize.width="(100% - 6 * 10) / 7"
                collectionViewLayout.minimumInteritemSpacing="10" collectionViewLayout.sectionInset.top="5">
                <UICollectionViewCell reuseIdentifier="cell"><UILabel text="{name}"/></UICollectionViewCell>
            </UICollectionView>
        </UIViewController>
        """)
        let items = DataValue.array((0..<9).map { ["name": .string("item\($0)")] })
        let result = try render(path, data: ["items": items], device: "iPhone SE", width: 375, height: 667)
        XCTAssertEqual(result.diagnostics, [])
        // 375 wide: items (375 - 60) / 7 = 45, seven to a line, 10 apart; lines 10 apart.
        XCTAssertEqual(labels(result.solved, "item0").first.map { [$0.x, $0.y] }, [0, 5])
        XCTAssertEqual(labels(result.solved, "item6").first.map { [$0.x, $0.y] }, [330, 5])
        XCTAssertEqual(labels(result.solved, "item8").first.map { [$0.x, $0.y] }, [55, 60])
    }

    /// `N%` in the flow layout is of the collection view's own width, not the screen's.
    func testFlowLayoutPercentagesAreOfTheCollectionsWidth() throws {
        let path = try write("main.xml", """
        <UIViewController>
            <UICollectionView outlet="items" contentInsetAdjustmentBehavior="never" width="200" contentInset.left="10" contentInset.right="10"
                collectionViewLayout.itemSize.width="(100% - 10) / 2" collectionViewLayout.itemSize.height="20">
                <UICollectionViewCell reuseIdentifier="cell"><UILabel text="{name}" width="100%"/></UICollectionViewCell>
            </UICollectionView>
        </UIViewController>
        """)
        let items = DataValue.array((0..<3).map { ["name": .string("item\($0)")] })
        let result = try render(path, data: ["items": items], device: "iPhone SE", width: 375, height: 667)
        XCTAssertEqual(result.diagnostics, [])
        // 200 wide less 20 of insets: items (180 - 10) / 2 = 85, two to a line.
        XCTAssertEqual(labels(result.solved, "item0").first.map { [$0.x, $0.y, $0.width] }, [10, 0, 85])
        XCTAssertEqual(labels(result.solved, "item1").first.map { [$0.x, $0.y, $0.width] }, [105, 0, 85])
        XCTAssertEqual(labels(result.solved, "item2").first.map { [$0.x, $0.y] }, [10, 30])
    }

    // MARK: - Bars

    func testATabBarShowsTheSelectedChildAndTintsItsItem() throws {
        try write("Second.xml", #"<UIViewController><UILabel id="second" text="two"/></UIViewController>"#)
        let path = try write("main.xml", """
        <UITabBarController selectedIndex="1">
            <UITabBar tintColor="#7777ff"/>
            <UIViewController title="One"><UILabel id="first" text="one"/></UIViewController>
            <UIViewController title="Two" xml="Second.xml"/>
        </UITabBarController>
        """)
        let result = try render(path, safeArea: Insets(top: 20, bottom: 34))
        XCTAssertEqual(result.diagnostics, [])
        let solved = try XCTUnwrap(result.solved)
        XCTAssertNil(solved["first"])
        XCTAssertNotNil(solved["second"])
        // The bar: 49 + 34 at the bottom; two items of 160.
        let one = try XCTUnwrap(frames(solved.root).first { $0.text?.content == "One" })
        let two = try XCTUnwrap(frames(solved.root).first { $0.text?.content == "Two" })
        XCTAssertEqual(one.rect.y, 480 - 83 + 33)
        XCTAssertEqual(two.rect.x + two.rect.width / 2, 240, accuracy: 0.01)
        XCTAssertEqual(two.text?.color, try Color.parse("#7777ff"))
        XCTAssertEqual(one.text?.color, try Color.parse("systemGray", appearance: .light))
    }

    func testTabBarBounds() throws {
        let empty = try write("empty.xml", #"<UITabBarController/>"#)
        XCTAssertEqual(try render(empty).diagnostics, ["empty.xml:1:1: warning: <UITabBarController> has no child view controllers: its tab bar is drawn empty"])
        let children = (0..<100).map { #"<UIViewController title="T\#($0)"/>"# }.joined()
        let hundred = try write("hundred.xml", "<UITabBarController>\(children)</UITabBarController>")
        let result = try render(hundred)
        XCTAssertEqual(result.diagnostics, [])
        let titles = frames(try XCTUnwrap(result.solved).root).compactMap(\.text?.content)
        XCTAssertEqual(titles, ["T0", "T1", "T2", "T3", "More"], "an iPhone shows four items and More")
        let bad = try write("bad.xml", #"<UITabBarController selectedIndex="3"><UIViewController/></UITabBarController>"#)
        XCTAssertEqual(try render(bad).diagnostics, ["bad.xml:1:36: error: selectedIndex: '3' is not the index of a child controller (0 to 0)"])
    }

    func testANavigationBarShowsTheTopControllersTitle() throws {
        let path = try write("main.xml", """
        <UINavigationController navigationBar.prefersLargeTitles="true">
            <UIViewController title="Root"/>
            <UIViewController navigationItem.title="Settings"><UIView id="content"/></UIViewController>
        </UINavigationController>
        """)
        let result = try render(path, safeArea: Insets(top: 20))
        XCTAssertEqual(result.diagnostics, [])
        let solved = try XCTUnwrap(result.solved)
        XCTAssertEqual(labels(solved, "Root"), [])
        XCTAssertEqual(labels(solved, "Settings").first.map { [$0.x, $0.y] }, [16, 20 + 44 + 3])
        XCTAssertEqual(solved["content"]?.rect, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// UIKit's scroll-edge rule (iOS 15+): a bar whose content's edge meets it
    /// is transparent without a hairline; content reaching under it gives the
    /// standard appearance, the chrome material and a hairline (BarAppearance).
    func testBarsAreTransparentUnlessContentReachesUnderThem() throws {
        func bar(_ solved: SolvedLayout, y: Double, height: Double) -> Frame? {
            frames(solved.root).first { $0.rect.y == y && $0.rect.height == height && $0.rect.width == 320 }
        }
        func hairlines(_ solved: SolvedLayout) -> [Rect] { frames(solved.root).filter { $0.rect.height == 0.5 }.map(\.rect) }
        let material = try Color.parse("#f9f9f9f0")
        let plain = try write("plain.xml", #"<UITabBarController><UIViewController title="A"/></UITabBarController>"#)
        let still = try XCTUnwrap(try render(plain, scale: 2).solved)
        XCTAssertEqual(bar(still, y: 480 - 49, height: 49)?.appearance.backgroundColor, .clear)
        XCTAssertEqual(hairlines(still), [])
        // A table whose rows run past the viewport (the device's 667 points).
        let long = try write("long.xml", #"<UITabBarController><UITableViewController title="A"><UITableView outlet="rows"/></UITableViewController></UITabBarController>"#)
        let rows = DataValue.array((0..<20).map { _ in ["text": "Row"] })
        let scrolled = try XCTUnwrap(try render(long, data: ["rows": rows], device: "iPhone SE", scale: 2).solved)
        XCTAssertEqual(bar(scrolled, y: 480 - 49, height: 49)?.appearance.backgroundColor, material)
        XCTAssertTrue(hairlines(scrolled).contains(Rect(x: 0, y: 480 - 49, width: 320, height: 0.5)))
        // Three rows end above the bar: its edge is the content's.
        let short = DataValue.array((0..<3).map { _ in ["text": "Row"] })
        let ended = try XCTUnwrap(try render(long, data: ["rows": short], device: "iPhone SE", scale: 2).solved)
        XCTAssertEqual(bar(ended, y: 480 - 49, height: 49)?.appearance.backgroundColor, .clear)
        // A navigation bar over content scrolled 100 points up.
        let navigation = try write("nav.xml", """
        <UINavigationController><UIViewController title="A"><UIScrollView contentOffset.y="100"><UIView height="2000"/></UIScrollView></UIViewController></UINavigationController>
        """)
        let under = try XCTUnwrap(try render(navigation, scale: 2).solved)
        XCTAssertEqual(bar(under, y: 0, height: 44)?.appearance.backgroundColor, material)
        XCTAssertTrue(hairlines(under).contains(Rect(x: 0, y: 43.5, width: 320, height: 0.5)))
        let rest = try write("rest.xml", """
        <UINavigationController><UIViewController title="A"><UIScrollView><UIView height="2000"/></UIScrollView></UIViewController></UINavigationController>
        """)
        XCTAssertEqual(bar(try XCTUnwrap(try render(rest, scale: 2).solved), y: 0, height: 44)?.appearance.backgroundColor, .clear)
    }

    /// A self-sizing cell of labels alone (no `rowHeight`, no `height`) is
    /// its labels plus 11 above and below, at least 44: rows grow with Dynamic
    /// Type (here a 40-point font stands for a large text size).
    func testLabelCellsSelfSizeAtLeast44() throws {
        let path = try write("main.xml", """
        <UIViewController>
            <UITableView outlet="rows" contentInsetAdjustmentBehavior="never">
                <UITableViewCell reuseIdentifier="c" textLabel.text="{text}"/>
                <UITableViewCell reuseIdentifier="big" textLabel.text="{text}" textLabel.font="40"/>
            </UITableView>
        </UIViewController>
        """)
        let rows: DataValue = ["rows": [["reuseIdentifier": "c", "text": "One"], ["reuseIdentifier": "big", "text": "Two"], ["reuseIdentifier": "c", "text": "Three"]]]
        let result = try render(path, data: rows)
        let one = try XCTUnwrap(labels(result.solved, "One").last)
        XCTAssertEqual(one.y + one.height / 2, 22, accuracy: 0.5, "a one-line row at the default size stays 44")
        let two = try XCTUnwrap(labels(result.solved, "Two").last)
        XCTAssertGreaterThan(two.height + 22, 44)
        let three = try XCTUnwrap(labels(result.solved, "Three").last)
        XCTAssertEqual(three.y + three.height / 2, 44 + 11 + two.height + 11 + 22, accuracy: 0.5, "the big row is its label plus 11 above and below")
    }

    /// A plain table's cells have their own `systemBackground` (UIKit's
    /// default cell background), whatever colour the table is.
    func testPlainCellsKeepTheirBackgroundOnAColouredTable() throws {
        let path = try write("main.xml", #"<UIViewController><UITableView outlet="rows" backgroundColor="red" contentInsetAdjustmentBehavior="never"/></UIViewController>"#)
        let result = try render(path, data: ["rows": [["text": "A"]]])
        let all = frames(try XCTUnwrap(result.solved).root)
        let row = try XCTUnwrap(all.first { $0.rect == Rect(x: 0, y: 0, width: 320, height: 44) && $0.appearance.backgroundColor != nil })
        XCTAssertEqual(row.appearance.backgroundColor, try Color.parse("systemBackground", appearance: .light))
    }

    /// Separators are one device pixel, as UIKit's: a third of a point at 3×, a point at 1×.
    func testSeparatorsAreOneDevicePixel() throws {
        let path = try write("main.xml", #"<UIViewController><UITableView outlet="rows" contentInsetAdjustmentBehavior="never"/></UIViewController>"#)
        for (scale, hairline) in [(3.0, 1.0 / 3), (1.0, 1.0)] {
            let result = try render(path, data: ["rows": [["text": "A"]]], scale: scale)
            let separator = try XCTUnwrap(frames(try XCTUnwrap(result.solved).root).first { $0.rect.x == 16 && $0.rect.width == 304 })
            XCTAssertEqual(separator.rect.height, hairline, accuracy: 0.001, "\(scale)x")
            XCTAssertEqual(separator.rect.maxY, 44, accuracy: 0.001, "\(scale)x")
        }
    }
}
