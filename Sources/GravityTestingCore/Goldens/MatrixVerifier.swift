import GravityCore

/// What checking one variant of a matrix decided.
public struct VariantOutcome: Sendable {
    /// The variant that was checked.
    public var variant: Variant
    /// Its golden's name (`<TestClass>/<test>.<variant>@<s>x.png`).
    public var name: SnapshotName
    /// nil: passed. Otherwise the whole failure message, naming the variant.
    public var failure: String?
}

extension SnapshotVerifier {
    /// Checks every variant of a matrix against its own golden (named with
    /// `Variant.name`, as `gravity render --variants` names its files):
    ///
    /// 1. Name each variant's golden (`name(variant)`); render it (`render`).
    ///    A variant whose layout has errors fails with them; the others are
    ///    still checked.
    /// 2. Verify each rendering as `verify(_:as:)` does.
    /// 3. When any variant failed, keep the passing ones' renderings in the
    ///    report, so it shows the failure beside its passing siblings.
    public func verify(_ variants: [Variant], name: (Variant) -> SnapshotName, tolerance: Tolerance = .exact,
                       record parameter: RecordMode? = nil,
                       render: (Variant) throws -> RenderedSnapshot) -> [VariantOutcome] {
        var outcomes: [VariantOutcome] = []
        var passed: [(SnapshotName, RenderedSnapshot)] = []
        for variant in variants {
            let snapshotName = name(variant)
            let snapshot: RenderedSnapshot
            do {
                snapshot = try render(variant)
            } catch {
                outcomes.append(VariantOutcome(variant: variant, name: snapshotName,
                                               failure: "Variant \(variant) of snapshot \(snapshotName.relativePath) was not rendered:\n\(error)"))
                continue
            }
            let outcome = verify(snapshot, as: snapshotName, tolerance: tolerance, record: parameter)
            if outcome.passed { passed.append((snapshotName, snapshot)) }
            outcomes.append(VariantOutcome(variant: variant, name: snapshotName, failure: outcome.failure))
        }
        if outcomes.contains(where: { $0.failure != nil }) {
            for (passedName, snapshot) in passed { try? report.recordPassingSibling(passedName, actual: snapshot.png) }
        }
        return outcomes
    }
}
