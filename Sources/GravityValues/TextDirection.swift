/// Writing direction (SPEC §9 `direction`, scoped).
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    case ltr, rtl
}
