import GravityDocument

/// How many errors of one kind a render has reported, shared by the
/// readers that report them (a class: the colour reader is a closure).
/// "Did you mean" searches cost a scan of every known name, so only the
/// errors that will be printed (`Diagnostics.shownPerKind`) get them.
final class ErrorCount {
    var count = 0

    /// Whether the next error of this kind is still printed, and so worth
    /// a search for nearby names.
    var suggests: Bool { count < Diagnostics.shownPerKind }
}
