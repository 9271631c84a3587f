import GravityCore
import GravityUIKit

/// What an engine is built with, once for every document it lays out:
/// the font folders (loading fonts is not free, so engines are shared) and
/// the custom element types its documents may use.
public struct EngineSetup: Sendable, Equatable {
    /// Font folders searched after the bundled `Fonts/` (`--fonts`).
    public var fontDirectories: [String] = []
    /// Adds the machine's fonts through fontconfig, after every other font
    /// (`--system-fonts`, SPEC §9); outputs then say so in their metadata.
    public var systemFonts = false
    /// Custom element types (`CustomElement`) known to this engine alone;
    /// UIKit's controls (`UIKitCatalog`) unless removed.
    public var customElements = UIKitCatalog.types

    /// Bundled fonts, then `fontDirectories` in order; the machine's fonts last when `systemFonts` is true.
    public init(fontDirectories: [String] = [], systemFonts: Bool = false) {
        self.fontDirectories = fontDirectories
        self.systemFonts = systemFonts
    }

    /// A setup whose documents may use these custom element types.
    public init(fontDirectories: [String] = [], systemFonts: Bool = false,
                customElements: [any CustomElement.Type]) throws {
        self.init(fontDirectories: fontDirectories, systemFonts: systemFonts)
        for type in customElements { try register(type) }
    }

    /// Makes `type` usable by its `elementName` in documents this setup's
    /// engines lay out. A built-in name cannot be taken (throws
    /// `ValueError`); registering a name again replaces the earlier type.
    public mutating func register(_ type: any CustomElement.Type) throws {
        try customElements.register(type)
    }
}
