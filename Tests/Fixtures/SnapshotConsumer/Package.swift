// swift-tools-version:6.1
// A consumer of Gravity that uses pointfreeco's swift-snapshot-testing: it
// enables Gravity's `SnapshotTesting` trait and snapshots layouts with the
// `.gravity` and `.frames` strategies. Built and run by
// Tests/GravityTestingTests/SnapshotConsumerPackageTests.swift.
import PackageDescription

let package = Package(
    name: "SnapshotConsumer",
    dependencies: [
        .package(name: "Gravity", path: "../../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(name: "SnapshotConsumerTests", dependencies: [
            .product(name: "GravitySnapshotTesting", package: "Gravity"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Layouts", "__Snapshots__"]),
    ]
)
