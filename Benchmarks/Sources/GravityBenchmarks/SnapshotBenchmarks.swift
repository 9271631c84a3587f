import Foundation
import GravityCore
import GravityTestingCore

/// `snapshot_assert_750x1334`: one snapshot assertion as `assertLayoutSnapshot`
/// makes it, without XCTest: lay out and render Benchmarks/Inputs/Screen000.xml
/// (the Chromium batch's screen 0, 375 × 667 points) at scale 2, read and
/// decode its golden, compare (defined in Benchmarks/README.md). Timed in
/// CPU time of the process (user + system, both comparison threads), which
/// the shared machine's load hardly moves. `make bench-debug` runs it in a
/// debug build — what `swift test` builds — and names it `…_debug`.
enum SnapshotBenchmarks {
    #if DEBUG
    static let name = "snapshot_assert_750x1334_debug"
    #else
    static let name = "snapshot_assert_750x1334"
    #endif

    static func run() {
        guard Harness.selects(name) else { return }
        let root = CLIBenchmarks.root.path
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("gravity-bench-goldens-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        do {
            let environment = try SnapshotEnvironment(packageRoot: root, environment: ["GRAVITY_GOLDENS": goldens,
                                                                                       "GRAVITY_ARTIFACTS": goldens + "/artifacts"])
            let verifier = SnapshotVerifier(environment: environment)
            let renderer = try SnapshotRenderer.shared()
            let snapshot = SnapshotName(testClass: "SnapshotBenchmarks", testName: "screen000", scale: 2)
            let assertion = {
                try renderer.render(.file("Benchmarks/Inputs/Screen000.xml"), options: LayoutOptions(scale: 2), packageRoot: root)
            }
            // The golden, recorded once (recording is a failure by design).
            let recorded = verifier.verify(try assertion(), as: snapshot, record: .all)
            LayoutBenchmarks.expect(recorded.wroteGolden, "the golden was not written: \(recorded.failure ?? "")")
            try Harness.run(name, iterations: 21, work: "render 750x1334 + read, decode and compare its golden, CPU time",
                        clock: .processCPU) { _ in
                let outcome = verifier.verify(try assertion(), as: snapshot)
                LayoutBenchmarks.expect(outcome.passed, "the snapshot did not match: \(outcome.failure ?? "")")
            }
        } catch {
            print("{\"name\": \"\(name)\", \"error\": \"\(error)\"}")
        }
    }
}
