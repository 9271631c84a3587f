// The umbrella over the pipeline's stage modules: `import GravityCore` (and
// `import GravityTesting`, which re-exports it) sees every stage's public API,
// as it did when GravityCore held them all. The stages and their arrows are
// in Package.swift; Gravity.docc/Architecture.md says which module decides what.
@_exported import GravityValues
@_exported import GravityDocument
@_exported import GravityResolve
@_exported import GravityLayout
