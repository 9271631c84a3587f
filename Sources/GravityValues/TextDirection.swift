/// Writing direction (SPEC §9 `direction`, scoped).
public enum TextDirection: String, Hashable, Sendable {
    case ltr, rtl
}
