/// What an engine is built with, once for every document it lays out:
/// the font folders (loading fonts is not free, so engines are shared).
public struct EngineSetup: Sendable, Equatable {
    /// Font folders searched after the bundled `Fonts/` (`--fonts`).
    public var fontDirectories: [String] = []
    /// Adds the machine's fonts through fontconfig, after every other font
    /// (`--system-fonts`, SPEC §9); outputs then say so in their metadata.
    public var systemFonts = false

    /// Bundled fonts, then `fontDirectories` in order; the machine's fonts last when `systemFonts` is true.
    public init(fontDirectories: [String] = [], systemFonts: Bool = false) {
        self.fontDirectories = fontDirectories
        self.systemFonts = systemFonts
    }
}
