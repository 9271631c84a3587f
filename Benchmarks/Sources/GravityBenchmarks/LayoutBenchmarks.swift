import GravityCore

/// Layout cases (issue 3 fills these in).
enum LayoutBenchmarks {
    static func run() {}
}
