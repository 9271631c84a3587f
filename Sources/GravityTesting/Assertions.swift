import Foundation
@_exported import Gravity  // EngineSetup (GravityEngineSetupProviding) and the engine itself
// Re-exported so that `import GravityTesting` alone names every type its API
// returns (SolvedLayout, Frame, TextFrame, Rect, Diagnostics, …): checked by
// Tests/Fixtures/Consumer.
@_exported import GravityCore
@_exported import GravityBuilder
@_exported import GravityTestingCore
import XCTest

// The XCTest face of GravityTesting (SPEC §5.1). Each assertion is a thin
// wrapper: the decisions live in GravityTestingCore (`SnapshotVerifier`,
// `LayoutChecks`), which has its own tests.

/// A test case whose assertions lay out with its own engine setup (custom
/// element types, font folders) rather than the bundled fonts alone:
/// `extension MyTests: GravityEngineSetupProviding { static let engineSetup = … }`.
public protocol GravityEngineSetupProviding: XCTestCase {
    /// The setup every assertion of this test case lays out with: its
    /// registered custom element types and font folders. Read by each
    /// assertion; one engine is made per distinct setup and shared.
    static var engineSetup: EngineSetup { get }
}

/// Image snapshots and text-alignment checks of layouts (`assertLayoutSnapshot`, `layout`, `assertBaselinesAligned`, `assertFrame`).
extension XCTestCase {
    /// The renderer of this test case's engine setup (see `GravityEngineSetupProviding`).
    func snapshotRenderer() throws -> SnapshotRenderer {
        try SnapshotRenderer.shared(setup: (type(of: self) as? any GravityEngineSetupProviding.Type)?.engineSetup ?? EngineSetup())
    }

    /// Renders a layout file and compares it with its golden,
    /// `Goldens/<TestClass>/<testName>[.<named>]@<scale>x.png` under the root of
    /// the package that holds the calling test. `file` is relative to that root.
    /// Throws when the layout itself has errors.
    public func assertLayoutSnapshot(file path: String, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertSnapshot(.file(path), named: named, width: width, height: height, scale: scale, background: background,
                           data: data, tolerance: tolerance, record: record, filePath: filePath, function: function, line: line)
    }

    /// Renders XML text and compares it with its golden (see `assertLayoutSnapshot(file:)`).
    public func assertLayoutSnapshot(xml: String, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertSnapshot(.xml(xml), named: named, width: width, height: height, scale: scale, background: background,
                           data: data, tolerance: tolerance, record: record, filePath: filePath, function: function, line: line)
    }

    /// Renders a layout built in Swift (`V { Label("Hi") }`) and compares it
    /// with its golden (see `assertLayoutSnapshot(file:)`).
    public func assertLayoutSnapshot(of element: some LayoutElement, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertSnapshot(.built(AnyLayoutElement(element)), named: named, width: width, height: height, scale: scale,
                           background: background, data: data, tolerance: tolerance, record: record, filePath: filePath,
                           function: function, line: line)
    }

    /// Lays out a layout built in Swift for frame and anchor assertions.
    public func layout(_ element: some LayoutElement, width: Double? = nil, height: Double? = nil,
                       scale: Double = 1, data: DataValue = [:]) throws -> SolvedLayout {
        try snapshotRenderer().layout(.built(AnyLayoutElement(element)), options: options(width, height, scale, data),
                                             packageRoot: nil)
    }

    /// Lays out a layout file (relative to the calling package's root) for
    /// frame and anchor assertions.
    public func layout(file path: String, width: Double? = nil, height: Double? = nil, scale: Double = 1,
                       data: DataValue = [:], filePath: StaticString = #filePath) throws -> SolvedLayout {
        let root = try? GoldenStore.packageRoot(containing: "\(filePath)")
        return try snapshotRenderer().layout(.file(path), options: options(width, height, scale, data), packageRoot: root)
    }

    /// Lays out XML text for frame and anchor assertions.
    public func layout(xml: String, width: Double? = nil, height: Double? = nil, scale: Double = 1,
                       data: DataValue = [:]) throws -> SolvedLayout {
        try snapshotRenderer().layout(.xml(xml), options: options(width, height, scale, data), packageRoot: nil)
    }

    /// Fails unless the labels' first baselines are on the same y.
    public func assertBaselinesAligned(_ ids: [String], in layout: SolvedLayout,
                                       file: StaticString = #filePath, line: UInt = #line) {
        if let failure = LayoutChecks.baselinesAligned(ids, in: layout) { XCTFail(failure, file: file, line: line) }
    }

    /// Fails unless the labels' cap lines are on the same y.
    public func assertCapTopsAligned(_ ids: [String], in layout: SolvedLayout,
                                     file: StaticString = #filePath, line: UInt = #line) {
        if let failure = LayoutChecks.capTopsAligned(ids, in: layout) { XCTFail(failure, file: file, line: line) }
    }

    /// Fails unless the element's frame is `expected` (points, absolute, snapped).
    public func assertFrame(_ id: String, in layout: SolvedLayout, equals expected: Rect,
                            file: StaticString = #filePath, line: UInt = #line) {
        if let failure = LayoutChecks.frame(id, in: layout, equals: expected) { XCTFail(failure, file: file, line: line) }
    }

    /// Fails unless the element's frame is at (x, y) with this size (points).
    public func assertFrame(_ id: String, in layout: SolvedLayout, x: Double, y: Double, width: Double, height: Double,
                            file: StaticString = #filePath, line: UInt = #line) {
        assertFrame(id, in: layout, equals: Rect(x: x, y: y, width: width, height: height), file: file, line: line)
    }

    private func assertSnapshot(_ source: SnapshotRenderer.Source, named: String?, width: Double?, height: Double?,
                                scale: Double, background: Color, data: DataValue, tolerance: Tolerance, record: RecordMode?,
                                filePath: StaticString, function: String, line: UInt) throws {
        let root = try GoldenStore.packageRoot(containing: "\(filePath)")
        let environment = try SnapshotEnvironment(packageRoot: root)
        let name = SnapshotName(testClass: String(describing: type(of: self)), testName: testMethodName(function),
                                named: named, scale: scale)
        guard SnapshotNames.claim(environment.goldensDirectory + "/" + name.relativePath) else {
            XCTFail("snapshot \(name.relativePath) is asserted twice in one run; give each snapshot of a test its own `named:`",
                    file: filePath, line: line)
            return
        }
        let snapshot = try snapshotRenderer().render(source, options: options(width, height, scale, data),
                                                            output: OutputOptions(background: background), packageRoot: root)
        let outcome = SnapshotVerifier(environment: environment).verify(snapshot, as: name, tolerance: tolerance, record: record)
        if let failure = outcome.failure { XCTFail(failure, file: filePath, line: line) }
    }

    /// The running test method's name: from XCTest's own `name` when it can
    /// be read (works from helper functions too), else `#function`.
    func testMethodName(_ function: String) -> String {
        let fromXCTest = SnapshotName.methodName(name)
        return fromXCTest.isEmpty ? SnapshotName.methodName(function) : fromXCTest
    }

    func options(_ width: Double?, _ height: Double?, _ scale: Double, _ data: DataValue = [:]) -> LayoutOptions {
        var options = LayoutOptions(width: width, height: height, scale: scale)
        options.data = data
        return options
    }
}

/// Golden paths asserted in this process: two unnamed snapshots in one test
/// would otherwise overwrite each other's golden.
enum SnapshotNames {
    private static let lock = NSLock()
    private static var claimed: Set<String> = []  // guarded by lock

    static func claim(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return claimed.insert(path).inserted
    }
}
