// swift-tools-version:5.9
// A consumer of Gravity, as a user's package would be: it depends on this
// repository by path and snapshot-tests one layout. Built and run by
// Tests/GravityTestingTests/ConsumerPackageTests.swift.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "Gravity", path: "../../.."),
    ],
    targets: [
        .testTarget(name: "ConsumerTests", dependencies: [
            .product(name: "GravityTesting", package: "Gravity"),
        ]),
    ]
)
