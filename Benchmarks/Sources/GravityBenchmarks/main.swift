// `make bench` (release build): one JSON line per case. Pass a substring of a
// case name to run only matching cases.
LayoutBenchmarks.run()
LayoutBenchmarks.runChain()
DataBenchmarks.run()
SolverBenchmarks.run()
TextBenchmarks.run()
do {
    try RasterBenchmarks.run()
    try RasterBenchmarks.runHeavy()
} catch {
    print("raster benchmarks failed: \(error)")
}
RasterBenchmarks.runBound()
DiffBenchmarks.run()
CLIBenchmarks.run()
SnapshotBenchmarks.run()
