// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Gravity",
    products: [
        .library(name: "Gravity", targets: ["Gravity"]),
        .library(name: "GravityCore", targets: ["GravityCore"]),
        .library(name: "GravityConstraints", targets: ["GravityConstraints"]),
        .library(name: "GravityTesting", targets: ["GravityTesting"]),
        // Strategies for pointfreeco's swift-snapshot-testing; needs the
        // `SnapshotTesting` trait (see `traits`).
        .library(name: "GravitySnapshotTesting", targets: ["GravitySnapshotTesting"]),
        .executable(name: "gravity-bench", targets: ["GravityBenchmarks"]),
    ],
    // A package that depends on Gravity without enabling a trait never
    // fetches or builds the dependencies behind it (checked by the consumer fixtures).
    // See also the `gravity` target: the CLI's dependencies are never fetched by consumers.
    traits: [
        .trait(name: "SnapshotTesting",
               description: "GravitySnapshotTesting: `.gravity` and `.frames` strategies for pointfreeco's swift-snapshot-testing"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The preview server only (GravityPreview, linked by the CLI alone).
        .package(url: "https://github.com/apple/swift-nio", from: "2.70.0"),
        // `make docs` only (its generate-documentation command); no target
        // uses it, so consumers never fetch it (checked by the consumer fixtures).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System libraries: headers and link flags come from pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBiDi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        // ICU's headers (UAX #14 line breaking, Thai/Lao/Khmer/Myanmar
        // dictionaries). Not linked: CLineBreak loads libicuuc on first use.
        .systemLibrary(name: "CICU", providers: [.apt(["libicu-dev"])]),
        // glibc's <sys/xattr.h>, which Swift's Glibc module leaves out
        // (format and rename keep a file's extended attributes).
        .systemLibrary(name: "CXattr"),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        // libjpeg-turbo through its libjpeg API (Debian's libjpeg62-turbo-dev).
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),

        // PNG in C: setjmp-safe libpng calls (libpng reports errors with
        // longjmp), the libdeflate encoder and the fast decoder.
        .target(name: "CPNGSupport", dependencies: ["CLibPNG", "CLibDeflate"]),
        // JPEG in C: setjmp-safe libjpeg-turbo calls, EXIF orientation, CMYK.
        .target(name: "CJPEGSupport", dependencies: ["CLibJPEG"]),
        // PDF (poppler-glib) and SVG (librsvg) drawn with cairo, all loaded
        // on first use: nothing to install to build, so GravityTesting's
        // consumers never need them (ARCHITECTURE: heavy dependencies only
        // where a product needs them).
        .target(name: "CVectorImages"),
        // ICU's line break iterator behind plain C types (Swift importing
        // ICU's headers clashes with Foundation's own ICU), loaded on first use.
        .target(name: "CLineBreak", dependencies: ["CICU"]),
        // The raster backend's pixel span kernels in C: vector code (AVX2
        // chosen at run time, else SSE2) that stays fast in debug builds.
        .target(name: "CRasterSpans"),

        // The Cassowary constraint solver alone: no dependencies, no layout types.
        .target(name: "GravityConstraints"),
        // The pipeline, one module a stage; no C dependencies. Each arrow
        // points at what a module may import, and none points back:
        //
        //   GravityDocument → GravityValues
        //   GravityResolve  → GravityDocument, GravityValues
        //   GravityLayout   → GravityResolve, GravityDocument, GravityValues, GravityConstraints
        //   GravityCore     → the four (re-exported; no code of its own)
        //
        // The shared vocabulary: lengths, gravity, colours, fonts as values,
        // Size/Rect/Axis, writing direction, input limits, number and JSON text.
        .target(name: "GravityValues"),
        // Source files, the XML reader → Node tree, diagnostics and their locations.
        .target(name: "GravityDocument", dependencies: ["GravityValues"]),
        // Node tree → Element tree: components, data and `{…}` expressions,
        // styles, templates, attribute values, relation parsing.
        .target(name: "GravityResolve", dependencies: ["GravityDocument", "GravityValues"]),
        // Element tree → Frame tree: stacks, constraint layers (through the
        // solver), text measuring's protocol, frames and their JSON.
        .target(name: "GravityLayout", dependencies: ["GravityResolve", "GravityDocument", "GravityValues", "GravityConstraints"]),
        // The umbrella: `import GravityCore` re-exports the four stages.
        .target(name: "GravityCore", dependencies: ["GravityValues", "GravityDocument", "GravityResolve", "GravityLayout"]),
        // Fonts, fallback, bidi, shaping, line breaking, glyph rasterisation.
        .target(name: "GravityText", dependencies: ["GravityCore", "CFreeType", "CHarfBuzz", "CFriBiDi", "CFontconfig", "CLineBreak"]),
        // Frame tree → Scene → bytes (raster PNG, SVG), and writing them (AtomicFile).
        .target(name: "GravityRender", dependencies: ["GravityCore", "GravityText", "CPNGSupport", "CJPEGSupport", "CVectorImages", "CRasterSpans"]),
        // UIKit's controls and views (SPEC §14.2) as custom elements on the
        // public extension API, registered by default by the facade's EngineSetup.
        .target(name: "GravityUIKit", dependencies: ["GravityCore", "GravityRender"]),
        // Layouts written in Swift (SPEC §10): the same Node tree XML reads to.
        .target(name: "GravityBuilder", dependencies: ["GravityCore"]),
        // The facade that wires the stages together.
        .target(name: "Gravity", dependencies: ["GravityCore", "GravityText", "GravityRender", "GravityBuilder", "GravityUIKit",
                                         // direct, so its DocC articles can link the stages' symbols
                                         "GravityValues", "GravityDocument", "GravityResolve", "GravityLayout"]),
        // Image comparison, golden store, record modes, HTML report: no XCTest,
        // so the `gravity` binary (gravity diff) does not link XCTest.
        .target(name: "GravityTestingCore", dependencies: ["Gravity", "GravityCore", "GravityRender"]),
        // The XCTest assertions over GravityTestingCore (re-exported).
        .target(name: "GravityTesting", dependencies: ["GravityTestingCore", "Gravity", "GravityBuilder"]),
        // swift-snapshot-testing strategies over GravityTestingCore; empty
        // unless the `SnapshotTesting` trait is enabled.
        .target(name: "GravitySnapshotTesting", dependencies: [
            "GravityTestingCore", "Gravity", "GravityCore", "GravityBuilder",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                     condition: .when(traits: ["SnapshotTesting"])),
        ]),
        // Developer tools behind the CLI (format, rename, file watching); not
        // in any library product.
        .target(name: "GravityTools", dependencies: ["Gravity", "GravityCore", "GravityRender", "CXattr"]),
        // `gravity preview`'s HTTP server (SwiftNIO's HTTP/1). Only the CLI
        // links it: no library product depends on NIO.
        .target(name: "GravityPreview", dependencies: [
            "Gravity", "GravityCore", "GravityTools",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The `gravity` command. Deliberately no declared product: SwiftPM
        // resolves, for a dependency, what every declared product needs, so an
        // executable product would make each consumer fetch swift-nio and
        // swift-argument-parser. In this package it still gets an implicit
        // product of its name (`swift run gravity`, `--product gravity`).
        .executableTarget(name: "gravity", dependencies: [
            "Gravity", "GravityCore", "GravityRender", "GravityTestingCore", "GravityTools", "GravityPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/GravityCLI"),

        // `make bench`: release-build measurements, one JSON line per case.
        .executableTarget(name: "GravityBenchmarks", dependencies: ["Gravity", "GravityTestingCore", "GravityConstraints", "SplitMix64"],
                          path: "Benchmarks/Sources/GravityBenchmarks"),

        // `make fuzz`: libFuzzer target over the XML front end, value parsers, tools, text, PNG and the preview's requests.
        .executableTarget(name: "GravityFuzz", dependencies: ["GravityCore", "GravityText", "GravityTools", "GravityPreview", "CPNGSupport",
                                                              .product(name: "NIOEmbedded", package: "swift-nio")],
                          path: "Tests/Fuzz/Sources/GravityFuzz",
                          exclude: ["README.md"],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),

        // Seeded pseudo-random numbers for tests and benchmarks; in no product.
        .target(name: "SplitMix64", path: "Tests/Support/SplitMix64"),
        // Skip where a tool is missing, fail under CI and `make test`; in no product.
        .target(name: "RequiredTools", path: "Tests/Support/RequiredTools"),
        // A PNG against its reviewed golden, byte for byte, recorded when missing; in no product.
        .target(name: "GoldenFiles", path: "Tests/Support/GoldenFiles"),

        .testTarget(name: "GravityConstraintsTests", dependencies: ["GravityConstraints", "SplitMix64"]),
        // Examples/CustomElement: a custom element (`ProgressBar`) for the
        // example layout and the tests; not in any product.
        .target(name: "CustomElementExample", dependencies: ["GravityCore", "GravityRender"],
                path: "Examples/CustomElement", exclude: ["README.md", "Progress.xml"]),

        // The stages' tests, through `@testable import` of each stage module;
        // AtomicFileTests uses GravityRender.
        .testTarget(name: "GravityCoreTests", dependencies: ["GravityCore", "GravityValues", "GravityDocument",
                                                          "GravityResolve", "GravityLayout", "GravityRender"]),
        .testTarget(name: "GravityTextTests", dependencies: ["GravityText", "RequiredTools"]),
        .testTarget(name: "GravityRenderTests", dependencies: ["GravityRender", "Gravity", "SplitMix64", "RequiredTools"]),
        .testTarget(name: "GravityTests", dependencies: ["Gravity", "CustomElementExample", "RequiredTools", "GoldenFiles"]),
        .testTarget(name: "GravityUIKitTests", dependencies: ["GravityUIKit", "Gravity", "GravityCore", "RequiredTools", "GoldenFiles"]),
        // Layout's own unit tests (nicklockwood/layout, MIT; its licence: Tests/Fixtures/LayoutSampleApp/LICENSE.md)
        // as documents with Layout's expected values.
        .testTarget(name: "LayoutConformanceTests", dependencies: ["Gravity", "GravityCore"]),
        .testTarget(name: "GravityCLITests", dependencies: ["GravityRender", "RequiredTools", "CXattr"]),
        // The CLI's own types (the fast path against the parser), in-process.
        .testTarget(name: "GravityCommandTests", dependencies: ["gravity", "GravityPreview"]),
        .testTarget(name: "GravityToolsTests", dependencies: ["GravityTools", "Gravity", "GravityCore", "CustomElementExample"]),
        // LayoutTool's own test cases (MIT; Layout's licence: Tests/Fixtures/LayoutSampleApp/LICENSE.md).
        .testTarget(name: "LayoutToolTests", dependencies: ["GravityTools", "GravityCore"]),
        .testTarget(name: "GravityTestingTests", dependencies: ["GravityTesting", "GravityTestingCore", "CustomElementExample", "SplitMix64", "RequiredTools"],
                    exclude: ["Fixtures"]),
    ],
    // The existing code is written for the Swift 5 language mode.
    swiftLanguageModes: [.v5]
)
