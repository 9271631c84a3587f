import Foundation
import Gravity
import GravityCore
import GravityTestingCore
import XCTest

// Variants in XCTest (issue #31): one golden per variant, named with
// `Variant.name` as `gravity render --variants` names its files:
// `Goldens/<TestClass>/<testName>[.<named>].<variant>@<s>x.png`
// (`testSettings.dark.AX3.rtl.iPhone-SE@2x.png`). `scale` nil: the
// variant's device's scale, else 1 (as `gravity render --device`).

/// Snapshots and layouts of one variant or of every variant of a matrix
/// (`assertLayoutSnapshot(…, variant:)`, `(…, variants:)`, `layout(…, variant:)`),
/// each variant against its own golden.
extension XCTestCase {
    /// Renders a layout file in one variant and compares it with that variant's golden.
    public func assertLayoutSnapshot(file path: String, named: String? = nil, variant: Variant,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.file(path), named: named, [variant], width, height, scale, background, data, tolerance, record,
                           filePath, function, line)
    }

    /// Renders XML text in one variant and compares it with that variant's golden.
    public func assertLayoutSnapshot(xml: String, named: String? = nil, variant: Variant,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.xml(xml), named: named, [variant], width, height, scale, background, data, tolerance, record,
                           filePath, function, line)
    }

    /// Renders a layout built in Swift in one variant and compares it with that variant's golden.
    public func assertLayoutSnapshot(of element: some LayoutElement, named: String? = nil, variant: Variant,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.built(AnyLayoutElement(element)), named: named, [variant], width, height, scale, background, data,
                           tolerance, record, filePath, function, line)
    }

    /// Renders a layout file in every variant of a matrix, each compared with
    /// its own golden; one failure per failing variant. When any fails, the
    /// HTML report shows it beside the passing ones.
    public func assertLayoutSnapshot(file path: String, named: String? = nil, variants: VariantMatrix,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.file(path), named: named, variants.variants, width, height, scale, background, data, tolerance,
                           record, filePath, function, line)
    }

    /// Renders XML text in every variant of a matrix (see `assertLayoutSnapshot(file:variants:)`).
    public func assertLayoutSnapshot(xml: String, named: String? = nil, variants: VariantMatrix,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.xml(xml), named: named, variants.variants, width, height, scale, background, data, tolerance,
                           record, filePath, function, line)
    }

    /// Renders a layout built in Swift in every variant of a matrix.
    public func assertLayoutSnapshot(of element: some LayoutElement, named: String? = nil, variants: VariantMatrix,
                                     width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                                     background: Color = .white, data: DataValue = [:],
                                     tolerance: Tolerance = .exact, record: RecordMode? = nil,
                                     filePath: StaticString = #filePath, function: String = #function,
                                     line: UInt = #line) throws {
        try assertVariants(.built(AnyLayoutElement(element)), named: named, variants.variants, width, height, scale, background,
                           data, tolerance, record, filePath, function, line)
    }

    /// Lays out a layout built in Swift in a variant, for frame and anchor assertions.
    public func layout(_ element: some LayoutElement, variant: Variant, width: Double? = nil, height: Double? = nil,
                       scale: Double? = nil, data: DataValue = [:]) throws -> SolvedLayout {
        try snapshotRenderer().layout(.built(AnyLayoutElement(element)),
                                             options: variantOptions(variant, width, height, scale, data), packageRoot: nil)
    }

    /// Lays out a layout file (relative to the calling package's root) in a variant.
    public func layout(file path: String, variant: Variant, width: Double? = nil, height: Double? = nil,
                       scale: Double? = nil, data: DataValue = [:], filePath: StaticString = #filePath) throws -> SolvedLayout {
        let root = try? GoldenStore.packageRoot(containing: "\(filePath)")
        return try snapshotRenderer().layout(.file(path), options: variantOptions(variant, width, height, scale, data),
                                                    packageRoot: root)
    }

    /// Lays out XML text in a variant.
    public func layout(xml: String, variant: Variant, width: Double? = nil, height: Double? = nil,
                       scale: Double? = nil, data: DataValue = [:]) throws -> SolvedLayout {
        try snapshotRenderer().layout(.xml(xml), options: variantOptions(variant, width, height, scale, data),
                                             packageRoot: nil)
    }

    func variantOptions(_ variant: Variant, _ width: Double?, _ height: Double?, _ scale: Double?,
                        _ data: DataValue) -> LayoutOptions {
        variant.applied(to: options(width, height, variant.scale(given: scale), data))
    }

    private func assertVariants(_ source: SnapshotRenderer.Source, named: String?, _ variants: [Variant],
                                _ width: Double?, _ height: Double?, _ scale: Double?, _ background: Color, _ data: DataValue,
                                _ tolerance: Tolerance, _ record: RecordMode?, _ filePath: StaticString, _ function: String,
                                _ line: UInt) throws {
        let root = try GoldenStore.packageRoot(containing: "\(filePath)")
        let environment = try SnapshotEnvironment(packageRoot: root)
        let testClass = String(describing: type(of: self)), testName = testMethodName(function)
        let renderer = try snapshotRenderer()
        let outcomes = SnapshotVerifier(environment: environment).verify(variants, name: { variant in
            SnapshotName(testClass: testClass, testName: testName, named: named, variant: variant,
                         scale: variant.scale(given: scale))
        }, tolerance: tolerance, record: record) { variant in
            let name = SnapshotName(testClass: testClass, testName: testName, named: named, variant: variant,
                                    scale: variant.scale(given: scale))
            guard SnapshotNames.claim(environment.goldensDirectory + "/" + name.relativePath) else {
                throw SnapshotSetupError("snapshot \(name.relativePath) is asserted twice in one run; give each snapshot of a test its own `named:`")
            }
            return try renderer.render(source, options: self.variantOptions(variant, width, height, scale, data),
                                       output: OutputOptions(background: background), packageRoot: root)
        }
        for outcome in outcomes {
            if let failure = outcome.failure { XCTFail(failure, file: filePath, line: line) }
        }
    }
}
