import GravityDocument

/// Finds the source location of a character inside an attribute value, from
/// where the value starts: columns advance per scalar, a line break starts
/// a new line at column 1. (An entity such as `&lt;` counts as the one
/// character it stands for.)
public struct ValueLocator: Sendable {
    /// Where the value's first character is; nil: nothing is located.
    public var origin: SourceLocation?
    /// Offsets just after each line break: found once, so locating every
    /// constraint of a 100,000-line SFL block is not a scan from the start
    /// each time (that was quadratic: a minute).
    private let lineStarts: [Int]

    /// A locator for `text`, a value starting at `origin`.
    public init(_ text: String, origin: SourceLocation?) {
        self.origin = origin
        var starts: [Int] = []
        for (offset, scalar) in text.unicodeScalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The location of the scalar at `offset` (0-based) in the value.
    public func location(at offset: Int) -> SourceLocation? {
        guard var location = origin else { return nil }
        let offset = max(0, offset)
        // Line breaks before `offset`: the first start after it, by bisection.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        if low == 0 {
            location.column += offset
        } else {
            location.line += low
            location.column = 1 + offset - lineStarts[low - 1]
        }
        return location
    }
}
