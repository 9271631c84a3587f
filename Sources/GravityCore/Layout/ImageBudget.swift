/// Decoded image pixels one layout may use (`Limits.maxImagePixels`): each
/// distinct file counts once, whatever its drawn size, since it is decoded
/// whole. Checked from the file's header, before anything is decoded, so a
/// small PNG that claims 16384 × 16384 pixels cannot take gigabytes.
public struct ImageBudget: Sendable {
    public let maxPixels: Int
    public private(set) var used = 0
    private var admitted: Set<String> = []

    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// Counts the file at `path` (`width` × `height` pixels) once; throws
    /// when it would take the layout over the budget.
    public mutating func admit(_ path: String, width: Int, height: Int, name: String) throws {
        guard !admitted.contains(path) else { return }
        let pixels = width.multipliedReportingOverflow(by: height)
        guard !pixels.overflow, pixels.partialValue <= maxPixels - used else {
            let before = used == 0 ? "" : " (with \(groupedNumber(used)) already decoded for this layout)"
            throw ValueError("image '\(name)' is \(width) × \(height) pixels\(before), more than the \(groupedNumber(maxPixels)) "
                             + "decoded image pixels a layout may use (the limit; raise it with --max-image-pixels)")
        }
        used += pixels.partialValue
        admitted.insert(path)
    }
}
