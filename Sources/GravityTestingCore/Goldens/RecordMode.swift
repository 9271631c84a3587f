/// When a snapshot assertion writes its golden (SPEC §5.1). Whatever the
/// mode, a test that writes a golden fails: a new golden is reviewed, not trusted.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet (the workstation default).
    case missing
    /// Rewrite every golden.
    case all
    /// Write missing goldens and rewrite those that no longer match.
    case failed
    /// Never write (the default when `CI` is set).
    case never
}
