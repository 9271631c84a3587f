import Foundation
import GravityCore
import GravityRender

/// Names a snapshot: `<TestClass>/<testName>[.<named>][.<variant>]@<s>x.png`
/// (SPEC §5.1), or `….frames.json` for a geometry snapshot beside it. The
/// variant part is `Variant.name` (`dark.AX3.rtl.iPhone-SE`), as
/// `gravity render --variants` names its files.
public struct SnapshotName: Sendable, Equatable {
    /// What the golden holds.
    public enum Format: Sendable, Equatable {
        /// A PNG image.
        case image
        /// The frames JSON (`gravity frames`), a text golden.
        case frames

        /// The golden file's extension, with its dot.
        public var fileExtension: String { self == .image ? ".png" : ".frames.json" }
    }

    /// The XCTest class name, the goldens' subfolder (`CardTests`).
    public var testClass: String
    /// The method name without parentheses (`testCard`).
    public var testName: String
    /// The `named:` argument, telling several snapshots of one test apart; nil for the first.
    public var named: String?
    /// `Variant.name`; nil or empty: no variant part.
    public var variant: String?
    /// Device pixels per point.
    public var scale: Double
    /// An image golden or a frames golden; decides the extension.
    public var format: Format

    /// Names a snapshot; `testName` may be any spelling ``methodName(_:)`` accepts; `variant` adds its name (`dark.AX3`).
    public init(testClass: String, testName: String, named: String? = nil, variant: Variant? = nil, scale: Double,
                format: Format = .image) {
        self.testClass = testClass
        self.testName = Self.methodName(testName)
        self.named = named
        self.variant = variant.map(\.name)
        self.scale = scale
        self.format = format
    }

    /// `testCard()` → `testCard`; also accepts XCTest's `Class.testCard` and
    /// Darwin's `-[Class testCard]`.
    public static func methodName(_ raw: String) -> String {
        var name = raw
        if name.hasPrefix("-[") && name.hasSuffix("]") { name = String(name.dropFirst(2).dropLast()) }
        if let space = name.lastIndex(of: " ") { name = String(name[name.index(after: space)...]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        return name
    }

    /// `testCard.row.dark.AX3@2x`: the file name without its extension.
    public var stem: String { variantBase + variantSuffix + "@\(Figures.decimal(scale))x" }

    /// `testCard.row`: the stem's part every variant of a matrix shares.
    public var variantBase: String { "\(testName)\(named.map { ".\($0)" } ?? "")" }

    /// `.dark.AX3`, or nothing without a variant.
    var variantSuffix: String { variant.map { $0.isEmpty ? "" : "." + $0 } ?? "" }

    /// `testCard.row@2x.png` (or `testCard.row@2x.frames.json`), relative to the test class folder.
    public var fileName: String { stem + format.fileExtension }

    /// `CardTests/testCard.row@2x.png`.
    public var relativePath: String { "\(testClass)/\(fileName)" }

    /// What `swift test --filter` takes to run only this test.
    public var testFilter: String { "\(testClass)/\(testName)" }
}

/// Where goldens live and how they are read and written.
public struct GoldenStore: Sendable {
    /// The goldens folder (`GRAVITY_GOLDENS`, else `Goldens` under the package root).
    public var directory: String

    /// A store rooted at `directory`.
    public init(directory: String) { self.directory = directory }

    /// The golden's absolute path: `directory/<TestClass>/<file name>`.
    public func path(for name: SnapshotName) -> String { directory + "/" + name.relativePath }

    /// The package root: the nearest folder at or above `file`'s folder that
    /// holds a `Package.swift`. `file` is the calling test's `#filePath`.
    public static func packageRoot(containing file: String) throws -> String {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                throw SnapshotSetupError("no Package.swift above \(file); set GRAVITY_GOLDENS and GRAVITY_ARTIFACTS")
            }
            folder = parent
        }
    }
}

/// Goldens, reports and artifacts are written with `AtomicFile` (a crash
/// never leaves a half-written golden), creating their folders first.
enum AtomicWrite {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: path)
    }
}
