/// The version `gravity --version` prints and PNGs name (SPEC §2.10).
public enum GravityVersion {
    public static let current = "0.1.0"
}
