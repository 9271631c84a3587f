import GravityValues

/// A child as its parent's placed solution puts it: its rectangle,
/// relative to the parent's top-left, and what building its frame reads of
/// the child's own solution at that size.
///
/// Recorded when the parent places the child, so the arrange pass
/// (ArrangePass) looks nothing up in the solution cache: its lookups came
/// long after the solutions were stored and missed the processor's cache
/// (a tenth of the time of `layout_100k`).
struct PlacedChild {
    var rect: Rect
    /// The child's own `Solved.childRects` and `Solved.overflow` at `rect.size`.
    var childRects = -1
    var overflow = 0.0

    init(rect: Rect, solved: Solved? = nil) {
        self.rect = rect
        if let solved {
            childRects = solved.childRects
            overflow = solved.overflow
        }
    }
}
