import XCTest
import Glibc
import GravityCore
@testable import Gravity

/// The library's callers (snapshot tests on XCTest's 8 MiB main thread, a
/// Dispatch worker's 512 KiB) can lay out and render a document as deep as
/// the limits allow: the engine finds the stack itself (`LargeStack`).
final class DeepDocumentTests: XCTestCase {
    static let engine = try! GravityEngine()

    /// `depth` levels: `depth - 1` stacks around a label and a view.
    func document(depth: Int) -> String {
        String(repeating: #"<V padding="1">"#, count: depth - 1)
            + #"<Label id="leaf" text="deep" font="System 12"/><View id="box" width="4" height="4" backgroundColor="red"/>"#
            + String(repeating: "</V>", count: depth - 1)
    }

    func testDefaultDepthLimitLaysOutAndRenders() throws {
        let depth = 256  // exactly the default limit
        let outcome = try Self.engine.layout(xml: document(depth: depth))
        let png = try Self.engine.render(outcome)
        XCTAssertGreaterThan(png.count, 0)
        XCTAssertEqual(outcome.canvas.height, 2 * Double(depth - 1) + 4 + 15, accuracy: 2)
    }

    /// The deepest nesting any limit allows (`Limits.depthCeiling`), through
    /// the library API on XCTest's thread: laid out, rendered, every level
    /// placed (the label inside 4095 paddings of 1, the box centred under it).
    func testTheDeepestAllowedDocumentLaysOutAndRenders() throws {
        var options = LayoutOptions(scale: 1)
        options.limits.maxDepth = Limits.depthCeiling
        let depth = Limits.depthCeiling
        let outcome = try Self.engine.layout(xml: document(depth: depth), options: options)
        let leaf = try XCTUnwrap(outcome["leaf"]), box = try XCTUnwrap(outcome["box"])
        XCTAssertEqual(leaf.frame.x, Double(depth - 1))
        XCTAssertEqual(leaf.frame.y, Double(depth - 1))
        XCTAssertEqual(box.frame.x, leaf.frame.x + (leaf.frame.width - 4) / 2, accuracy: 0.5)
        XCTAssertEqual(box.frame.width, 4)
        let pixels = try Self.engine.rasterize(outcome)
        XCTAssertEqual(pixels.width, Int(outcome.canvas.width))
        let (x, y) = (Int(box.frame.x) + 2, Int(box.frame.y) + 2)
        XCTAssertTrue(pixels.color(x: x, y: y) == (255, 0, 0, 255), "\(pixels.color(x: x, y: y))")
        // One level more is a located error, not a crash.
        XCTAssertThrowsError(try Self.engine.layout(xml: document(depth: depth + 1), options: options)) { error in
            XCTAssertTrue("\(error)".contains("elements are nested more than 4096 deep"), "\(error)")
        }
    }

    /// A caller's thread with a small stack (a Dispatch worker's 512 KiB)
    /// is not enough for the default depth: the engine lays out on a
    /// thread of its own, and the caller sees the same frames.
    func testASmallStackCallerGetsTheSameFrames() throws {
        let xml = document(depth: 256)
        let expected = FrameJSON.encode(try Self.engine.layout(xml: xml))
        let small = 512 << 10
        XCTAssertLessThan(small, LargeStack.bytes(forLevels: Limits().maxDepth))
        // The frames are encoded here: only the engine's work finds its stack.
        let result = Locked<SolvedLayout?>(nil)
        let thread = try XCTUnwrap(StackThread(stackSize: small) { result.value = try? Self.engine.layout(xml: xml) })
        thread.join()
        XCTAssertEqual(try FrameJSON.encode(XCTUnwrap(result.value)), expected)
    }
}

extension DeepDocumentTests {
    /// What the engine reads of the caller's stack: on XCTest's main thread
    /// (within `ulimit -s`), and on a thread of 4 MiB, most of it still free.
    func testTheRemainingStackIsMeasured() throws {
        var limit = rlimit()
        XCTAssertEqual(getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit), 0)
        let main = try XCTUnwrap(LargeStack.remainingStack())
        if limit.rlim_cur != rlim_t.max {
            XCTAssertLessThan(main, Int(limit.rlim_cur))
            XCTAssertGreaterThan(main, Int(limit.rlim_cur) / 2)
        }
        let remaining = Locked<Int?>(nil)
        let thread = try XCTUnwrap(StackThread(stackSize: 4 << 20) { remaining.value = LargeStack.remainingStack() })
        thread.join()
        let onThread = try XCTUnwrap(remaining.value)
        XCTAssertLessThan(onThread, 4 << 20)
        XCTAssertGreaterThan(onThread, 3 << 20)
    }
}

/// A value written by one thread and read after it was joined.
private final class Locked<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
