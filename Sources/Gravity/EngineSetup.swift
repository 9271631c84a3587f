/// What an engine is built with, once for every document it lays out:
/// the font folders (loading fonts is not free, so engines are shared).
public struct EngineSetup: Sendable, Equatable {
    /// Font folders searched after the bundled `Fonts/` (`--fonts`).
    public var fontDirectories: [String] = []

    public init(fontDirectories: [String] = []) {
        self.fontDirectories = fontDirectories
    }
}
