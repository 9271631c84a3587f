import Foundation
import Gravity
import GravityCore
import GravityTestingCore
import XCTest

// Geometry snapshots (SPEC §10): the frames JSON that `gravity frames`
// prints, kept as a text golden `Goldens/<TestClass>/<testName>[.<named>]@<s>x.frames.json`
// beside the PNG golden. Same record modes, a unified diff on failure.

/// Geometry snapshots: the frames JSON of `gravity frames` kept as a text golden.
extension XCTestCase {
    /// Lays out a layout file (relative to the calling package's root) and
    /// compares its frames JSON with the golden.
    public func assertFramesSnapshot(file path: String, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     data: DataValue = [:], record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        let solved = try layout(file: path, width: width, height: height, scale: scale, data: data, filePath: filePath)
        try assertFramesSnapshot(of: solved, named: named, record: record, filePath: filePath, function: function, line: line)
    }

    /// Lays out XML text and compares its frames JSON with the golden.
    public func assertFramesSnapshot(xml: String, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     data: DataValue = [:], record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        let solved = try layout(xml: xml, width: width, height: height, scale: scale, data: data)
        try assertFramesSnapshot(of: solved, named: named, record: record, filePath: filePath, function: function, line: line)
    }

    /// Lays out a layout built in Swift and compares its frames JSON with the golden.
    public func assertFramesSnapshot(of element: some LayoutElement, named: String? = nil,
                                     width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                     data: DataValue = [:], record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        let solved = try layout(element, width: width, height: height, scale: scale, data: data)
        try assertFramesSnapshot(of: solved, named: named, record: record, filePath: filePath, function: function, line: line)
    }

    /// Compares a solved layout's frames JSON with the golden; the golden's
    /// name carries the layout's scale.
    public func assertFramesSnapshot(of layout: SolvedLayout, named: String? = nil, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        let root = try GoldenStore.packageRoot(containing: "\(filePath)")
        let environment = try SnapshotEnvironment(packageRoot: root)
        let name = SnapshotName(testClass: String(describing: type(of: self)), testName: testMethodName(function),
                                named: named, scale: layout.canvas.scale, format: .frames)
        guard SnapshotNames.claim(environment.goldensDirectory + "/" + name.relativePath) else {
            XCTFail("frames snapshot \(name.relativePath) is asserted twice in one run; give each snapshot of a test its own `named:`",
                    file: filePath, line: line)
            return
        }
        let outcome = SnapshotVerifier(environment: environment).verifyFrames(FrameJSON.encode(layout), as: name, record: record)
        if let failure = outcome.failure { XCTFail(failure, file: filePath, line: line) }
    }
}
