import GravityDocument

/// How many errors of one kind a render has reported, shared by the
/// readers that report them (a class: the colour reader is a closure).
/// "Did you mean" searches cost a scan of every known name, so only the
/// errors that will be printed (`Diagnostics.shownPerKind`) get them.
final class ErrorCount {
    private(set) var count: Int
    /// Searches for nearby names the readers made (tests count them).
    let searches = Tally()

    init(count: Int = 0) { self.count = count }

    /// A counter for a probe whose messages are thrown away (an element
    /// read again to learn its attribute names): it never searches, and
    /// what it meets is not counted against the render's.
    static var discarding: ErrorCount { ErrorCount(count: Diagnostics.shownPerKind) }

    /// Whether the next error of this kind is still printed, and so worth
    /// a search for nearby names.
    var suggests: Bool { count < Diagnostics.shownPerKind }

    /// `body`'s result; told whether to search for nearby names, and an
    /// error it throws counted.
    func counted<Result>(_ body: (_ suggests: Bool) throws -> Result) rethrows -> Result {
        do {
            return try body(suggests)
        } catch {
            count += 1
            throw error
        }
    }
}
