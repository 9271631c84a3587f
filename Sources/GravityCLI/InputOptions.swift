// The input options every command that reads a layout takes (`render`,
// `frames`, `check`, and later `preview`), through one `@OptionGroup`, so
// the same inputs give the same frames everywhere.
//
// To add an option:
// 1. Declare it below with `@Option`/`@Flag` and a help text (units, default).
// 2. Check its value in `validate()` (a ValidationError is a usage error, exit 64).
// 3. Carry it in the value it belongs to: `layoutOptions` for what resolve and
//    layout read (`GravityCore.LayoutOptions`), `engineSetup` for what the
//    engine is built with (`Gravity.EngineSetup`), `limits` for a new limit
//    (add the property and its default to `GravityCore.Limits` first).
// Every command then takes it; nothing else in the CLI changes.

import ArgumentParser
import Foundation
import Gravity
import GravityCore

struct InputOptions: ParsableArguments {
    @Option(name: .customLong("fonts"), help: "An extra font folder, searched after the bundled fonts (repeatable).")
    var fontDirectories: [String] = []

    @Flag(name: .customLong("system-fonts"), help: "Also use this machine's fonts (fontconfig), after the bundled and --fonts ones; renders say so in their metadata and are not portable.")
    var systemFonts = false

    @Option(name: .customLong("components"), help: "A folder of component files (Name.xml), searched after the layout's own folder (repeatable).")
    var componentDirectories: [String] = []

    @Option(name: .customLong("assets"), help: "An image folder searched after the layout's folder and its Images/, or an asset catalog (*.xcassets), or a folder of catalogs (repeatable).")
    var assetDirectories: [String] = []

    @Option(name: .customLong("data"), help: "A JSON file of data for {…} expressions (repeatable; later files win, objects merge).")
    var dataFiles: [String] = []

    @Option(name: .customLong("styles"), help: "A file of <Style> elements (a <Styles> root) every layout may use (repeatable).")
    var styleFiles: [String] = []

    @Option(help: "Light or dark: the value of semantic colours (label, systemBackground, …) and of `appearance` in expressions (default light).")
    var appearance: Appearance?

    @Option(help: "Normal or high contrast (iOS's Increase Contrast): an asset catalog's high-contrast images and colours win (default normal).")
    var contrast: Contrast?

    @Option(name: .customLong("content-size"), help: "The Dynamic Type size text styles take: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 (default L).")
    var contentSize: ContentSizeCategory?

    @Option(help: "A device (\"iPhone 15 Pro\", \"iPad Air 11-inch (M2)\", …): its size and scale are the canvas unless --width, --height or --scale are given; its safe area is `safeArea` in expressions.")
    var device: String?

    @Option(help: "portrait or landscape: landscape swaps the device's sides and uses its landscape safe area (default portrait).")
    var orientation: Orientation?

    @Option(help: "The root's layout direction, ltr or rtl, as direction=\"rtl\" on the root (default: the document's).")
    var direction: TextDirection?

    @Option(help: "The locale (en, ar, pt-BR): {strings.KEY} reads L.lproj/Localizable.strings beside the layout; a right-to-left language sets the default direction.")
    var locale: String?

    @Option(help: "The placement rules, gravity or layout (SPEC §14.1; default: decided from the document, see Decisions.md).")
    var dialect: PlacementRules.Dialect?

    @Flag(name: .customLong("no-legacy-layout-mode"), help: "Layout's rules with LayoutNode.useLegacyLayoutMode = false: right and bottom are insets from the parent's edges (default: Layout's legacy mode, edge coordinates).")
    var noLegacyLayoutMode = false

    @Flag(help: "Treat unknown attributes as errors.")
    var strict = false

    @Option(name: .customLong("max-canvas"), help: "Largest canvas side in device pixels (at most 16,777,216).")
    var maxCanvas: Int = Limits().maxCanvasSide

    @Option(name: .customLong("max-depth"), help: "Deepest element nesting, counted through components (at most \(Limits.depthCeiling)).")
    var maxDepth: Int = Limits().maxDepth

    @Option(name: .customLong("max-nodes"), help: "Most elements in a file, and in a render after components expand (at most 1,000,000).")
    var maxNodes: Int = Limits().maxNodes

    @Option(name: .customLong("max-file-size"), help: "Largest layout, component or image file in bytes (at most 1 GiB).")
    var maxFileSize: Int = Limits().maxFileSize

    @Option(name: .customLong("max-component-depth"), help: "Deepest nesting of components inside components.")
    var maxComponentDepth: Int = Limits().maxComponentDepth

    @Option(name: .customLong("max-image-pixels"), help: "Most decoded pixels of one image, and of all the image files of one render together (checked from their headers).")
    var maxImagePixels: Int = Limits().maxImagePixels

    @Option(name: .customLong("max-layer-pixels"), help: "Most pixels of opacity-group layers alive at once while painting.")
    var maxLayerPixels: Int = Limits().maxLayerPixels

    @Option(name: .customLong("max-text-size"), help: "Most bytes of text that {…} expressions and macros produce in one render.")
    var maxTextSize: Int = Limits().maxTextSize

    @Option(name: .customLong("max-solver-work"), help: "Most rows and cells the constraint solver visits for one constraint layer.")
    var maxSolverWork: Int = Limits().maxSolverWork

    func validate() throws {
        try Self.validate(limits)
        if let device, Device.named(device) == nil {
            throw ValidationError(Device.unknownMessage(device))
        }
        for (option, folders) in [("--components", componentDirectories), ("--assets", assetDirectories)] {
            for folder in folders {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw ValidationError("\(option): '\(folder)' is not a folder")
                }
            }
        }
    }

    /// The `--max-…` limits, as given or defaulted (the fast path checks
    /// `Limits()` here: this process may not have the stack for its depth).
    static func validate(_ limits: Limits) throws {
        let maxDepth = limits.maxDepth, maxCanvas = limits.maxCanvasSide, maxNodes = limits.maxNodes, maxFileSize = limits.maxFileSize
        for (name, value) in [("--max-solver-work", limits.maxSolverWork), ("--max-text-size", limits.maxTextSize), ("--max-canvas", maxCanvas),
                              ("--max-depth", maxDepth), ("--max-nodes", maxNodes), ("--max-file-size", maxFileSize),
                              ("--max-component-depth", limits.maxComponentDepth), ("--max-image-pixels", limits.maxImagePixels),
                              ("--max-layer-pixels", limits.maxLayerPixels)] where value <= 0 {
            throw ValidationError("\(name) must be positive")
        }
        guard maxDepth <= Limits.depthCeiling else {
            throw ValidationError("--max-depth must be at most \(Limits.depthCeiling) (deeper trees could overflow the stack)")
        }
        guard maxCanvas <= Limits.canvasSideCeiling else {
            throw ValidationError("--max-canvas must be at most \(groupedNumber(Limits.canvasSideCeiling)) device pixels")
        }
        guard maxNodes <= Limits.nodeCeiling else {
            throw ValidationError("--max-nodes must be at most \(groupedNumber(Limits.nodeCeiling))")
        }
        guard maxFileSize <= Limits.fileSizeCeiling else {
            throw ValidationError("--max-file-size must be at most \(Limits.fileSizeCeiling) (1 GiB)")
        }
        guard maxDepth <= LargeStack.depthCeiling else {
            throw ValidationError("--max-depth must be at most \(LargeStack.depthCeiling) here: a deeper document needs more stack than half the address space this process may map (is virtual memory limited, ulimit -v?)")
        }
    }

    var limits: Limits {
        var limits = Limits()
        limits.maxCanvasSide = maxCanvas
        limits.maxDepth = maxDepth
        limits.maxNodes = maxNodes
        limits.maxFileSize = maxFileSize
        limits.maxComponentDepth = maxComponentDepth
        limits.maxImagePixels = maxImagePixels
        limits.maxLayerPixels = maxLayerPixels
        limits.maxTextSize = maxTextSize
        limits.maxSolverWork = maxSolverWork
        return limits
    }

    var engineSetup: EngineSetup {
        var setup = EngineSetup()
        setup.fontDirectories = fontDirectories
        setup.systemFonts = systemFonts
        return setup
    }

    /// The layout options for a canvas: `LayoutOptions()` with what was
    /// given set (an option left out keeps the value type's default, which
    /// is also what the fast path uses).
    func layoutOptions(_ canvas: CanvasOptions) -> LayoutOptions {
        var options = LayoutOptions()
        // A device gives its scale unless --scale does (its size is applied
        // by the engine, under --width and --height).
        if let deviceScale = device.flatMap(Device.named)?.scale { options.scale = deviceScale }
        CanvasOptions.apply(width: canvas.width, height: canvas.height, scale: canvas.scale, to: &options)
        options.strict = strict
        options.componentDirectories = componentDirectories
        options.assetDirectories = assetDirectories
        options.limits = limits
        options.dataFiles = dataFiles
        options.styleFiles = styleFiles
        if let appearance { options.appearance = appearance }
        if let contrast { options.contrast = contrast }
        if let contentSize { options.contentSize = contentSize }
        options.device = device
        if let orientation { options.orientation = orientation }
        options.direction = direction
        options.locale = locale
        options.dialect = dialect
        options.useLegacyLayoutMode = !noLegacyLayoutMode
        return options
    }
}

// The variant options read their values case-insensitively; a bad one is a
// usage error listing the accepted values.
extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

extension Contrast: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

extension Orientation: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

extension PlacementRules.Dialect: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

extension TextDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(caseInsensitive: argument) }
}

private extension RawRepresentable where RawValue == String, Self: CaseIterable {
    init?(caseInsensitive text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = match
    }
}
