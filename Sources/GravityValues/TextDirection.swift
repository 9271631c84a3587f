/// Writing direction (SPEC §9 `direction`, scoped).
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, right to left.
    case ltr, rtl
}
