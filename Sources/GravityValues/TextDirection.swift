/// Layout direction (SPEC §9 `direction`, scoped; UIKit's
/// `semanticContentAttribute`): label alignment, `H` order, `leading` and
/// `trailing`. Text keeps its own order: a paragraph reads in its first
/// strong character's direction, this one only when it has none.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, right to left.
    case ltr, rtl
}
