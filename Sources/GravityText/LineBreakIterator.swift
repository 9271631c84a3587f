import CLineBreak
import Foundation

/// ICU's line break iterator (UAX #14 with ICU's dictionaries for Thai,
/// Lao, Khmer and Myanmar) behind a safe type: the only place that holds
/// its C pointer.
///
/// The rules are ICU's `@lb=normal` set, CSS Text 3's `line-break: normal`:
/// no line starts with closing punctuation, `。`, `、` or other
/// non-starters, none ends with an opening bracket, and a line may start
/// with a small kana or `ー` (class CJ, which UAX #14's default, CSS
/// `strict`, keeps with the character before).
final class LineBreakIterator {
    /// The locale ICU reads the rule set from.
    static let locale = "@lb=normal"

    private let iterator: OpaquePointer

    /// nil when ICU cannot open the rules (its data missing).
    init?() {
        guard let iterator = gravity_line_breaker_open(Self.locale) else { return nil }
        self.iterator = iterator
    }

    deinit { gravity_line_breaker_close(iterator) }

    /// The UTF-16 offsets in `text` where a line may start, ascending: each
    /// after 0, the last `text.count`. Empty when ICU refuses the text.
    /// ICU reads `text` only inside this call.
    func boundaries(_ text: [UInt16]) -> [Int] {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max),
                  gravity_line_breaker_set_text(iterator, base, Int32(buffer.count)) != 0 else { return [] }
            var result: [Int] = []
            while true {
                let next = gravity_line_breaker_next(iterator)
                guard next >= 0 else { break }
                result.append(Int(next))
            }
            return result
        }
    }

    /// `body` with an iterator of its own, from a fresh pool (tests; text
    /// measurement keeps a pool, `LineBreakIterators`).
    static func withIterator<Result>(_ body: (LineBreakIterator) -> Result) -> Result? {
        LineBreakIterators().withIterator(body)
    }

    /// "72.1 (Unicode 15.0)".
    static var version: String {
        String(cString: gravity_icu_version()) + " (Unicode " + String(cString: gravity_icu_unicode_version()) + ")"
    }
}

/// Idle line break iterators, owned by a `TextMeasurer` (so by its engine):
/// opening an iterator costs ~8 µs (a 20-character label is broken in
/// 0.2 µs), so each is kept for the next paragraph, as many as threads used
/// them at once (at most 16 kept).
final class LineBreakIterators: @unchecked Sendable {
    private var idle: [LineBreakIterator] = []  // guarded by lock
    private let lock = NSLock()

    /// `body` with an iterator no other thread uses meanwhile; nil when ICU has none.
    func withIterator<Result>(_ body: (LineBreakIterator) -> Result) -> Result? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        guard let iterator = reused ?? LineBreakIterator() else { return nil }
        let result = body(iterator)
        lock.lock()
        if idle.count < 16 { idle.append(iterator) }
        lock.unlock()
        return result
    }

    /// The warning for a measurer whose lines break without ICU, given
    /// once (the first layout after a paragraph found ICU missing takes it).
    func takeDegradation() -> String? {
        guard let reason = gravity_icu_load_error() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard !degradationReported else { return nil }
        degradationReported = true
        return "line breaking without ICU: '\(String(cString: gravity_icu_library()))' cannot be used (\(String(cString: reason))); "
            + "lines break between any two characters where they are full, not at word boundaries (install the libicu package)"
    }

    private var degradationReported = false  // guarded by lock
}
