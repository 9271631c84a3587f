import Foundation
import GravityCore

/// Shaped paragraphs by their inputs, kept by a TextMeasurer for every label
/// it lays out (all the screens of a batch, on every worker). A label text
/// comes back at other widths (measured, then arranged narrower) and on
/// other screens ("Edit", tab names): in the 100-screen batch, 1,738
/// paragraphs were shaped for 1,415 distinct texts, each one itemising and
/// HarfBuzz at ~180 k instructions. TextLayoutCache cannot catch these: its
/// key holds the widths.
///
/// A paragraph depends only on its text, styles and base direction (and the
/// measurer's font library), so a kept one is the one shaping would make.
/// Only label-sized paragraphs are kept: long ones seldom repeat and cost
/// more to hash and hold. Thread-safe; bounded by the bytes of text kept.
final class ShapedParagraphCache: @unchecked Sendable {
    struct Key: Hashable {
        /// The bytes, not a String: Strings compare by canonical equivalence,
        /// and "é" and "e\u{301}" are shaped from different scalars.
        var text: [UInt8]
        var styles: [ParagraphStyle]
        /// Each style run's bounds and style, flattened (tuples are not Hashable).
        var runs: [Int]
        var base: BaseDirection

        init(_ text: Substring, styles: ParagraphStyles, base: BaseDirection) {
            self.text = Array(text.utf8)
            self.styles = styles.styles
            runs = styles.runs.flatMap { [$0.range.lowerBound, $0.range.upperBound, $0.style] }
            self.base = base
        }
    }

    /// UTF-8 bytes of text kept before the cache starts over: a shaped
    /// paragraph takes ~100 bytes a character, so at most ~25 MB are held
    /// (the 100-screen batch keeps 1,415 texts, ~35 KiB).
    static let textBudget = 1 << 18
    /// The longest paragraph kept, in UTF-8 bytes.
    static let longestText = 512

    private var entries: [Key: ShapedParagraph] = [:]
    private var textBytes = 0
    private let lock = NSLock()

    /// The paragraph for `text`: a kept one, else `shape()`'s, kept when short.
    func paragraph(_ text: Substring, styles: ParagraphStyles, base: BaseDirection,
                   shape: () throws -> ShapedParagraph) rethrows -> ShapedParagraph {
        guard text.utf8.count <= Self.longestText else { return try shape() }
        let key = Key(text, styles: styles, base: base)
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept { return kept }
        let paragraph = try shape()
        lock.lock()
        if textBytes + key.text.count > Self.textBudget {
            entries.removeAll(keepingCapacity: true)
            textBytes = 0
        }
        if entries.updateValue(paragraph, forKey: key) == nil { textBytes += key.text.count }
        lock.unlock()
        return paragraph
    }
}
