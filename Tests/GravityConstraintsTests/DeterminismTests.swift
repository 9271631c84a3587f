import Foundation
import XCTest
import GravityConstraints
import SplitMix64

/// The same constraints give bit-identical values: many times in one
/// process, and in a fresh process (whose hash seed differs, so any
/// dependence on hash-map order would show).
final class DeterminismTests: XCTestCase {
    /// A layer-like system with many ties: chains, equal widths, competing
    /// wishes at equal priorities. FNV-1a over the values' bit patterns.
    static func digest() throws -> UInt64 {
        var random = SplitMix64(state: 7)
        let s = Solver()
        let lefts = (0..<100).map { s.makeVariable("v\($0).left") }
        let widths = (0..<100).map { s.makeVariable("v\($0).width") }
        try s.add(Constraint(lefts[0], .equal, 0))
        for i in 1..<100 {
            try s.add(Constraint(lefts[i], .greaterOrEqual, lefts[i - 1] + widths[i - 1] + Double(random.int(0...8))))
            try s.add(Constraint(widths[i], .greaterOrEqual, 0))
            try s.add(Constraint(widths[i], .equal, Double(random.int(10...90)), priority: .low))
            try s.add(Constraint(widths[i], .equal, widths[random.int(0...i - 1)], priority: .low))
            try s.add(Constraint(lefts[i], .equal, Double(i * 40), priority: random.pick([.high, .low, .fitting])))
        }
        try s.add(Constraint(lefts[99] + widths[99], .lessOrEqual, 3000))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in lefts + widths {
            hash = (hash ^ s.value(of: v).bitPattern) &* 0x100_0000_01b3
        }
        return hash
    }

    func testSameValuesEveryTime() throws {
        let first = try Self.digest()
        for _ in 0..<5 { XCTAssertEqual(try Self.digest(), first) }
    }

    func testSameValuesInAFreshProcess() throws {
        if ProcessInfo.processInfo.environment["GRAVITY_SOLVER_DIGEST_CHILD"] != nil {
            print("solver-digest: \(try Self.digest())")
            return
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["GravityConstraintsTests.DeterminismTests/testSameValuesInAFreshProcess"]
        child.environment = ProcessInfo.processInfo.environment.merging(
            ["GRAVITY_SOLVER_DIGEST_CHILD": "1"]) { $1 }
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = FileHandle.nullDevice
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let line = output.split(separator: "\n").first { $0.hasPrefix("solver-digest: ") }
        XCTAssertEqual(line.map { String($0.dropFirst(15)) }, "\(try Self.digest())", output)
    }
}
