import XCTest
import Foundation
import Gravity
import GravityCore

/// One of Layout's unit tests as a document: each check is one of its
/// assertions, with the value Layout's assertion expects (MIT, Copyright
/// (c) 2017 Schibsted Products and Technology: Tests/Fixtures/LayoutSampleApp/LICENSE.md).
struct LayoutCase {
    /// Layout's test method (`LayoutFrameTests.testCenterPositioning`).
    var test: String
    /// The document Layout's test builds (its `LayoutNode`s as XML).
    var xml: String
    /// The canvas Layout's superview gives, if any.
    var width: Double? = nil
    var height: Double? = nil
    /// The render's scale (1 unless given).
    var scale: Double? = nil
    /// Layout's constants and state, as the data.
    var data: String? = nil
    /// `LayoutNode.useLegacyLayoutMode`.
    var legacy = true
    /// Layout's assertions.
    var checks: [Check]
    /// Why the product does not pass it yet (nil: every check must pass).
    var gap: String? = nil
}

/// One assertion of a Layout test.
enum Check {
    /// The frame of the element with this id (`root` for the root).
    case frame(String, Rect)
    /// Only the origin, or only the size.
    case origin(String, Double, Double)
    case size(String, Double, Double)
    case x(String, Double), y(String, Double), width(String, Double), height(String, Double)
    /// A relation Layout states with `>`/`<`.
    case holds(String, String, (Rect) -> Bool)
    /// Laying out fails with a message containing this text.
    case error(String)
    /// Laying out succeeds with a warning containing this text.
    case warning(String)
    /// Laying out succeeds without warnings (Layout's `validate()` is empty).
    case noWarning
    /// A statement over the whole layout.
    case relation(String, (SolvedLayout) -> Bool)
    /// Lays out without an error (warnings allowed).
    case noError
    /// The element's background colour.
    case background(String, Color)
    /// The element has no background colour.
    case noBackground(String)
    /// The label's text as drawn.
    case text(String, String)
    /// The label's font request (family, size, weight, italic).
    case font(String, FontRequest)

    var label: String {
        switch self {
        case .frame(let id, let rect): "\(id).frame == \(rect)"
        case .origin(let id, let x, let y): "\(id).origin == (\(x), \(y))"
        case .size(let id, let w, let h): "\(id).size == (\(w), \(h))"
        case .x(let id, let v): "\(id).x == \(v)"
        case .y(let id, let v): "\(id).y == \(v)"
        case .width(let id, let v): "\(id).width == \(v)"
        case .height(let id, let v): "\(id).height == \(v)"
        case .holds(let id, let text, _): "\(id): \(text)"
        case .error(let text): "error containing '\(text)'"
        case .noError: "no error"
        case .warning(let text): "warning containing '\(text)'"
        case .noWarning: "no warning"
        case .relation(let text, _): text
        case .background(let id, let color): "\(id).backgroundColor == \(color)"
        case .noBackground(let id): "\(id).backgroundColor == nil"
        case .text(let id, let text): "\(id).text == '\(text)'"
        case .font(let id, let font): "\(id).font == \(font)"
        }
    }
}

/// Runs cases and keeps the tally the summary prints.
enum Conformance {
    static let engine: GravityEngine = try! GravityEngine()
    nonisolated(unsafe) static var tally: [String: (passed: Int, total: Int)] = [:]

    /// The outcome of laying out a case: frames, or the error's messages.
    static func run(_ c: LayoutCase) -> Result<SolvedLayout, DiagnosticsError> {
        var options = LayoutOptions(width: c.width, height: c.height)
        options.dialect = .layout
        options.useLegacyLayoutMode = c.legacy
        if let scale = c.scale { options.scale = scale }
        if let data = c.data {
            options.data = (try? JSONReader.parse(SourceFile(path: "data.json", text: data))) ?? .object([:])
        }
        do {
            return .success(try engine.layout(xml: c.xml, path: "\(c.test).xml", options: options))
        } catch let error as DiagnosticsError {
            return .failure(error)
        } catch {
            var diagnostics = Diagnostics()
            diagnostics.append(.error("\(error)", at: nil))
            return .failure(DiagnosticsError(diagnostics))
        }
    }

    /// Whether `check` holds for `outcome`, with what was found.
    static func evaluate(_ check: Check, _ outcome: Result<SolvedLayout, DiagnosticsError>, _ c: LayoutCase) -> (Bool, String) {
        switch check {
        case .error(let text):
            guard case .failure(let error) = outcome else { return (false, "laid out without an error") }
            let messages = error.diagnostics.items.map(\.message).joined(separator: " | ")
            return (text.isEmpty || messages.lowercased().contains(text.lowercased()), messages)
        case .noError:
            if case .failure(let error) = outcome { return (false, "\(error)") }
            return (true, "")
        default: break
        }
        let solved: SolvedLayout
        switch outcome {
        case .failure(let error): return (false, "\(error)")
        case .success(let result): solved = result
        }
        func frame(_ id: String) -> Frame? { id == "root" ? solved.root : solved[id] }
        func compare(_ id: String, _ body: (Frame) -> (Bool, String)) -> (Bool, String) {
            guard let found = frame(id) else { return (false, "no element '\(id)'") }
            return body(found)
        }
        switch check {
        case .frame(let id, let rect): return compare(id) { ($0.rect == rect, "\($0.rect)") }
        case .origin(let id, let x, let y): return compare(id) { ($0.rect.x == x && $0.rect.y == y, "\($0.rect)") }
        case .size(let id, let w, let h): return compare(id) { ($0.rect.width == w && $0.rect.height == h, "\($0.rect)") }
        case .x(let id, let v): return compare(id) { ($0.rect.x == v, "\($0.rect)") }
        case .y(let id, let v): return compare(id) { ($0.rect.y == v, "\($0.rect)") }
        case .width(let id, let v): return compare(id) { ($0.rect.width == v, "\($0.rect)") }
        case .height(let id, let v): return compare(id) { ($0.rect.height == v, "\($0.rect)") }
        case .holds(let id, _, let test): return compare(id) { (test($0.rect), "\($0.rect)") }
        case .warning(let text):
            let messages = solved.diagnostics.items.map(\.message).joined(separator: " | ")
            return (messages.lowercased().contains(text.lowercased()), messages.isEmpty ? "no warning" : messages)
        case .noWarning:
            let messages = solved.diagnostics.items.filter { $0.severity != .note }.map(\.message)
            return (messages.isEmpty, messages.joined(separator: " | "))
        case .relation(_, let test): return (test(solved), FrameJSON.encode(solved).count < 2000 ? FrameJSON.encode(solved) : "")
        case .background(let id, let color):
            return compare(id) { ($0.appearance.backgroundColor == color, "\($0.appearance.backgroundColor.map { "\($0)" } ?? "none")") }
        case .noBackground(let id):
            return compare(id) { ($0.appearance.backgroundColor == nil, "\($0.appearance.backgroundColor.map { "\($0)" } ?? "none")") }
        case .text(let id, let text): return compare(id) { ($0.text?.content == text, $0.text?.content ?? "no text") }
        case .font(let id, let font):
            // Frames name the face chosen; the request is the resolved element's.
            let request = resolvedFont(id, in: c)
            return (request == font, request.map { "\($0)" } ?? "no text")
        case .error, .noError: return (true, "")
        }
    }

    /// The font request of the label `id` after resolve.
    static func resolvedFont(_ id: String, in c: LayoutCase) -> FontRequest? {
        guard let node = try? XMLReader.parse(SourceFile(path: "\(c.test).xml", text: c.xml)) else { return nil }
        var options = Resolver.Options()
        options.dialect = .layout
        if let data = c.data { options.data = (try? JSONReader.parse(SourceFile(path: "data.json", text: data))) ?? .object([:]) }
        guard let root = Resolver.resolveDocument(node, options: options).element else { return nil }
        var pending = [root]
        while let element = pending.popLast() {
            if element.id == id { return element.text?.font }
            pending += element.children
        }
        return nil
    }

    /// Runs `cases` from Layout's `file`: every check of a case without a
    /// gap must hold; a case with a gap must still fail (else the gap is stale).
    static func check(_ file: String, _ cases: [LayoutCase], line: UInt = #line) {
        var passed = 0, total = 0
        for c in cases {
            let outcome = run(c)
            var failures: [String] = []
            for check in c.checks {
                total += 1
                let (ok, found) = evaluate(check, outcome, c)
                if ok { passed += 1 } else { failures.append("\(check.label) (found: \(found))") }
            }
            if let gap = c.gap {
                if failures.isEmpty {
                    XCTFail("\(c.test) passes now: remove its gap ('\(gap)')", line: line)
                } else {
                    print("layout-conformance: GAP \(c.test): \(gap): \(failures.joined(separator: "; "))")
                }
            } else {
                for failure in failures { XCTFail("\(c.test): \(failure)", line: line) }
            }
        }
        tally[file] = (passed, total)
        print("layout-conformance: \(file): \(passed) of \(total) assertions pass")
    }
}
