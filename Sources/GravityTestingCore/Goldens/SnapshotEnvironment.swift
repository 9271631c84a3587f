import Foundation

/// The settings a snapshot assertion reads from the environment, resolved
/// once per assertion. Tests pass their own dictionary instead of the
/// process environment.
public struct SnapshotEnvironment: Sendable {
    /// Root of the package whose test calls the assertion.
    public var packageRoot: String
    /// `GRAVITY_GOLDENS`, else `<packageRoot>/Goldens`.
    public var goldensDirectory: String
    /// `GRAVITY_ARTIFACTS`, else `<packageRoot>/.build/gravity-artifacts`.
    public var artifactsDirectory: String
    /// `GRAVITY_RECORD`, when set.
    public var recordFromEnvironment: RecordMode?
    /// `CI` is set (to anything but empty, `0` or `false`).
    public var onCI: Bool

    /// Reads `GRAVITY_GOLDENS`, `GRAVITY_ARTIFACTS`, `GRAVITY_RECORD` and `CI` from `environment`; relative folders are taken from `packageRoot`.
    ///
    /// Throws ``SnapshotSetupError`` when `GRAVITY_RECORD` is not one of `missing`, `all`, `failed`, `never`.
    public init(packageRoot: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.packageRoot = packageRoot
        goldensDirectory = Self.absolute(environment["GRAVITY_GOLDENS"], in: packageRoot) ?? packageRoot + "/Goldens"
        artifactsDirectory = Self.absolute(environment["GRAVITY_ARTIFACTS"], in: packageRoot)
            ?? packageRoot + "/.build/gravity-artifacts"
        if let value = environment["GRAVITY_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw SnapshotSetupError("GRAVITY_RECORD=\(value) is not one of missing, all, failed, never")
            }
            recordFromEnvironment = mode
        }
        let ci = environment["CI"]?.lowercased() ?? ""
        onCI = !(ci.isEmpty || ci == "0" || ci == "false")
    }

    /// The mode an assertion runs in. The `record:` parameter wins over
    /// `GRAVITY_RECORD`, which wins over the default (`missing`, or `never`
    /// on CI) — except that on CI only `GRAVITY_RECORD` may turn recording
    /// on: a `record:` left in a test never writes goldens on a CI machine.
    public func recordMode(parameter: RecordMode?) -> RecordMode {
        if onCI {
            if let parameter, parameter != .never, recordFromEnvironment == nil { return .never }
            return parameter ?? recordFromEnvironment ?? .never
        }
        return parameter ?? recordFromEnvironment ?? .missing
    }

    /// Relative values are taken from the package root, not the working directory.
    private static func absolute(_ value: String?, in root: String) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value.hasPrefix("/") ? value : root + "/" + value
    }
}

/// A snapshot assertion that cannot even start (bad setting, no package root).
public struct SnapshotSetupError: Error, CustomStringConvertible {
    /// What went wrong, as the failure message shows it.
    public var description: String
    /// An error with the message `description`.
    public init(_ description: String) { self.description = description }
}
