import GravityCore

/// libFuzzer entry point: every input is a layout file. It goes through the
/// whole front end (XML, values, resolve) and a layout with a fixed-advance
/// text measurer; any crash, trap or hang is a bug. Built by `make fuzz`.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzCase.run(bytes)
    return 0
}
#endif

enum FuzzCase {
    static func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: "fuzz.xml", bytes: bytes)
        // Value parsers see the raw text too: they must refuse, never trap.
        let text = String(decoding: bytes.prefix(256), as: UTF8.self)
        _ = try? Color.parse(text)
        _ = try? SizeValue.parse(text)
        _ = try? Length.parse(text, allowNegative: true)
        _ = try? GravityValue.parse(text)
        _ = try? StackAlignment.parse(text)
        _ = try? Insets.parse(text, allowNegative: true)
        _ = try? FontDescriptor.parse(text)

        guard let node = try? DocumentLoader.parse(source) else { return }
        let (element, diagnostics) = Resolver.resolve(node)
        for diagnostic in diagnostics { precondition(diagnostic.location == nil || diagnostic.location!.line >= 1) }
        guard let root = element else { return }
        _ = try? LayoutEngine(measurer: FixedAdvanceMeasurer())
            .layout(root, canvas: .init(width: 320, height: nil, scale: 2))
    }
}

/// Every character advances half the font size; no font files needed.
struct FixedAdvanceMeasurer: TextMeasuring {
    func layout(_ content: TextContent, maxWidth: Double?, alignWidth: Double?) throws -> TextLayout {
        let size = content.font.size
        let lines = content.text.split(separator: "\n", omittingEmptySubsequences: false)
        let width = Double(lines.map(\.count).max() ?? 0) * size / 2
        let height = Double(max(1, lines.count)) * size
        return TextLayout(size: Size(width: maxWidth.map { min($0, width) } ?? width, height: height),
                          minimumWidth: size / 2, firstBaseline: size * 0.8, lastBaseline: height - size * 0.2,
                          capTop: size * 0.1, xTop: size * 0.3, fontName: "Fixed", lines: [])
    }
}

#if FUZZING
/// SwiftPM links executables with `main` aliased to `<Target>_main`; route
/// it to libFuzzer's driver, which parses the usual libFuzzer flags.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("GravityFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}
#else
import Foundation

/// Without libFuzzer (`swift build` as usual) the target replays files:
/// `GravityFuzz FILE…` runs each through the same case, for regressions.
@main
struct ReplayMain {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            FuzzCase.run([UInt8](data))
        }
    }
}
#endif
