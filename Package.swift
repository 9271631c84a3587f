// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Gravity",
    products: [
        .library(name: "Gravity", targets: ["Gravity"]),
        .library(name: "GravityCore", targets: ["GravityCore"]),
        .library(name: "GravityConstraints", targets: ["GravityConstraints"]),
        .library(name: "GravityTesting", targets: ["GravityTesting"]),
        .executable(name: "gravity", targets: ["GravityCLI"]),
        .executable(name: "gravity-bench", targets: ["GravityBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server only (GravityPreview, linked by the CLI alone).
        .package(url: "https://github.com/apple/swift-nio", from: "2.70.0"),
    ],
    targets: [
        // System libraries: headers and link flags come from pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBiDi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),

        // setjmp-safe libpng calls (libpng reports errors with longjmp).
        .target(name: "CPNGSupport", dependencies: ["CLibPNG"]),

        // The Cassowary constraint solver alone: no dependencies, no layout types.
        .target(name: "GravityConstraints"),
        // Document → Element tree → Frame tree. No C dependencies.
        .target(name: "GravityCore", dependencies: ["GravityConstraints"]),
        // Fonts, fallback, bidi, shaping, line breaking, glyph rasterisation.
        .target(name: "GravityText", dependencies: ["GravityCore", "CFreeType", "CHarfBuzz", "CFriBiDi"]),
        // Frame tree → Scene → bytes (raster PNG, SVG).
        .target(name: "GravityRender", dependencies: ["GravityCore", "GravityText", "CPNGSupport"]),
        // The facade that wires the stages together.
        .target(name: "Gravity", dependencies: ["GravityCore", "GravityText", "GravityRender"]),
        // Image comparison, golden store, record modes, HTML report: no XCTest,
        // so the `gravity` binary (gravity diff) does not link XCTest.
        .target(name: "GravityTestingCore", dependencies: ["Gravity", "GravityCore", "GravityRender"]),
        // The XCTest assertions over GravityTestingCore (re-exported).
        .target(name: "GravityTesting", dependencies: ["GravityTestingCore", "Gravity"]),
        // Developer tools behind the CLI (format, rename, file watching); not
        // in any library product.
        .target(name: "GravityTools", dependencies: ["Gravity", "GravityCore"]),
        // `gravity preview`'s HTTP server (SwiftNIO's HTTP/1). Only the CLI
        // links it: no library product depends on NIO.
        .target(name: "GravityPreview", dependencies: [
            "Gravity", "GravityCore", "GravityTools",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        .executableTarget(name: "GravityCLI", dependencies: [
            "Gravity", "GravityCore", "GravityRender", "GravityTestingCore", "GravityTools", "GravityPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // `make bench`: release-build measurements, one JSON line per case.
        .executableTarget(name: "GravityBenchmarks", dependencies: ["Gravity", "GravityTestingCore", "GravityConstraints"],
                          path: "Benchmarks/Sources/GravityBenchmarks"),

        // `make fuzz`: libFuzzer target over the XML front end and value parsers.
        .executableTarget(name: "GravityFuzz", dependencies: ["GravityCore"],
                          path: "Tests/Fuzz/Sources/GravityFuzz",
                          exclude: ["README.md"],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),

        .testTarget(name: "GravityConstraintsTests", dependencies: ["GravityConstraints"]),
        .testTarget(name: "GravityCoreTests", dependencies: ["GravityCore"]),
        .testTarget(name: "GravityTextTests", dependencies: ["GravityText"]),
        .testTarget(name: "GravityRenderTests", dependencies: ["GravityRender", "Gravity"]),
        .testTarget(name: "GravityTests", dependencies: ["Gravity"]),
        .testTarget(name: "GravityCLITests", dependencies: ["GravityRender"]),
        .testTarget(name: "GravityToolsTests", dependencies: ["GravityTools", "Gravity", "GravityCore"]),
        .testTarget(name: "GravityTestingTests", dependencies: ["GravityTesting", "GravityTestingCore"], exclude: ["Fixtures"]),
    ]
)
