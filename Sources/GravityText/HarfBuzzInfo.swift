import CHarfBuzz

public enum HarfBuzzInfo {
    /// The linked HarfBuzz's version string.
    public static var version: String { String(cString: hb_version_string()) }
}
