import Foundation
import GravityCore
import GravityText
import GravityTools

/// libFuzzer entry point: every input is a layout file. It goes through the
/// whole front end (XML, values, resolve, `--styles` files), the tools that
/// parse layouts (`gravity format`, `gravity rename`) and a layout with the
/// real text measurer or a fixed-advance one, and, read as a small image,
/// through the PNG encoder and decoders; any crash, trap or hang is a
/// bug. Built by `make fuzz`.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzCase.run(bytes)
    return 0
}
#endif

enum FuzzCase {
    /// Canvas requests a library caller might make, odd ones included; the
    /// input's hash picks one, so every mutation also varies the canvas.
    static let widths: [Double?] = [nil, 320, 0, 0.3, 1e7, -40, .nan, .infinity]
    static let scales: [Double] = [2, 1, 3, 1.5, 0.25, 16]

    /// What each input goes through: all by default; `GRAVITY_FUZZ=values,json`
    /// fuzzes some parts alone, many times faster than the whole path.
    /// `tools` is `format,rename`; `templates` is `compose`.
    struct Parts: OptionSet {
        let rawValue: Int
        static let values = Parts(rawValue: 1), json = Parts(rawValue: 2), document = Parts(rawValue: 4)
        static let format = Parts(rawValue: 8), text = Parts(rawValue: 16), png = Parts(rawValue: 32)
        static let compose = Parts(rawValue: 64), rename = Parts(rawValue: 128), macros = Parts(rawValue: 256)
        static let styles = Parts(rawValue: 512), preview = Parts(rawValue: 1024), tables = Parts(rawValue: 2048)
        static let assets = Parts(rawValue: 4096), strings = Parts(rawValue: 8192), stringsdict = Parts(rawValue: 16384)
        static let all: Parts = [.values, .json, .document, .format, .rename, .text, .png, .compose, .macros, .styles, .preview,
                                 .tables, .assets, .strings, .stringsdict]
        static let names: [String: Parts] = ["values": .values, "json": .json, "document": .document, "format": .format,
                                             "rename": .rename, "tools": [.format, .rename], "text": .text, "png": .png,
                                             "compose": .compose, "templates": .compose, "macros": .macros,
                                             "styles": .styles, "preview": .preview, "tables": .tables,
                                             "assets": .assets, "strings": .strings, "stringsdict": .stringsdict]
    }
    static let parts: Parts = ProcessInfo.processInfo.environment["GRAVITY_FUZZ"].map { list in
        Parts(list.split(separator: ",").map { part in
            guard let parts = Parts.names[String(part)] else {
                fatalError("GRAVITY_FUZZ: no part '\(part)'; the parts are \(Parts.names.keys.sorted().joined(separator: ", "))")
            }
            return parts
        })
    } ?? .all

    static func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: "fuzz.xml", bytes: bytes)
        // Value parsers see the raw text too: they must refuse, never trap.
        if parts.contains(.values) { parseValues(String(decoding: bytes.prefix(256), as: UTF8.self)) }
        // The same bytes as a `--data` JSON file (SPEC §8), errors printed;
        // data that parses is deep-merged over `fuzzData` (as a second
        // `--data` is) and read by expressions.
        if parts.contains(.json) {
            do {
                let parsed = try JSONReader.parse(SourceFile(path: "fuzz.json", bytes: bytes))
                readData(fuzzData.merged(with: parsed))
            } catch {
                if let diagnostic = error as? Diagnostic { _ = format([diagnostic], SourceFile(path: "fuzz.json", bytes: bytes)) }
            }
        }
        // The bytes as a small image through our PNG deflater and both decoders.
        if parts.contains(.png) { PNGFuzz.run(bytes) }
        let hash = bytes.reduce(UInt32(2166136261)) { ($0 ^ UInt32($1)) &* 16777619 }  // FNV-1a
        if parts.contains(.text) { layOutText(String(decoding: bytes, as: UTF8.self), hash: hash) }
        if parts.contains(.macros) { EntryPoints.macros(bytes) }
        if parts.contains(.styles) { EntryPoints.styles(bytes) }
        if parts.contains(.preview) { EntryPoints.preview(bytes) }
        if parts.contains(.tables) { TablesFuzz.run(bytes) }
        if parts.contains(.assets) { ResourceFuzz.assets(bytes) }
        if parts.contains(.strings) { ResourceFuzz.strings(bytes) }
        if parts.contains(.stringsdict) { ResourceFuzz.stringsdict(bytes) }
        guard !parts.isDisjoint(with: [.document, .format, .rename, .compose]) else { return }

        let node: Node
        do {
            node = try DocumentLoader.parse(source)
        } catch {
            // The syntax error is printed with its line quoted and a caret.
            if let diagnostic = error as? Diagnostic { _ = format([diagnostic], source) }
            return
        }
        if parts.contains(.format) { reformat(source) }
        if parts.contains(.rename) { rename(bytes, root: node) }
        if parts.contains(.compose) { compose(bytes) }
        guard parts.contains(.document) else { return }
        // Attribute values reach the parsers whole, whatever the attribute.
        var pending = [node]
        while let next = pending.popLast() {
            next.attributes.forEach { parseValues($0.value) }
            pending += next.elementChildren
        }
        var options = Resolver.Options()
        options.strict = hash & 1 == 1
        // `{…}`, Repeat and templates read data (SPEC §8).
        options.data = fuzzData
        // Half the inputs are also read as a `--styles` file (a <Styles> root).
        if hash & (1 << 12) != 0, let file = inputFile(bytes) { options.styleFiles = [file] }
        let (element, diagnostics) = Resolver.resolve(node, options: options)
        for diagnostic in diagnostics { precondition(diagnostic.location == nil || diagnostic.location!.line >= 1) }
        _ = format(diagnostics, source)
        guard let root = element else { return }
        let canvases = everyCanvas ? allCanvases : [(widths[Int(hash >> 1) % widths.count],
                                                     widths[Int(hash >> 5) % widths.count],
                                                     scales[Int(hash >> 9) % scales.count])]
        // Real text (line breaking, bidi, fallback, truncation) for half the
        // inputs, when the bundled fonts load.
        var measurer: any TextMeasuring = FixedAdvanceMeasurer()
        if hash & (1 << 13) != 0, let realMeasurer { measurer = realMeasurer }
        for (width, height, scale) in canvases {
            if let solved = try? LayoutEngine(measurer: measurer)
                .layout(root, options: LayoutOptions(width: width, height: height, scale: scale)) {
                _ = FrameJSON.encode(solved)
            }
        }
    }

    /// The input as one label's text, shaped and broken by the real text
    /// measurer (bundled fonts): wrapping or not, a width, a line count and
    /// a direction the hash picks.
    static func layOutText(_ text: String, hash: UInt32) {
        guard let realMeasurer else { return }
        var content = TextContent(text: text, font: .default, color: .black)
        content.wrap = hash & 2 != 0
        content.lines = Int(hash >> 2) % 4
        content.direction = [nil, .ltr, .rtl][Int(hash >> 4) % 3]
        let width = [nil, 0, 1, 37, 300, 1e7][Int(hash >> 6) % 6]
        _ = try? realMeasurer.layout(content, maxWidth: width, alignWidth: width)
    }

    /// `gravity format` reads layouts with its own source-keeping parser: a
    /// formatted file parses again and formats to itself.
    static func reformat(_ source: SourceFile) {
        guard let formatted = try? LayoutFormatter.format(source) else { return }
        let again = SourceFile(path: "fuzz.xml", bytes: Array(formatted.utf8))
        guard (try? DocumentLoader.parse(again)) != nil else {
            preconditionFailure("gravity format wrote a file that does not parse:\n\(formatted)")
        }
        precondition((try? LayoutFormatter.format(again)) == formatted, "formatting a formatted file changed it")
    }

    /// `gravity rename` of the first id: a renamed file parses again.
    static func rename(_ bytes: [UInt8], root: Node) {
        var pending = [root]
        var id: String?
        while id == nil, let next = pending.popLast() {
            id = next.attributes.first { $0.name == "id" }?.value
            pending += next.elementChildren
        }
        guard let id, let file = inputFile(bytes) else { return }
        for change in (try? IdRenamer.rename(id, to: "renamedId", in: [file])) ?? [] {
            guard (try? DocumentLoader.parse(SourceFile(path: "fuzz.xml", bytes: change.bytes))) != nil else {
                preconditionFailure("gravity rename wrote a file that does not parse:\n\(String(decoding: change.bytes, as: UTF8.self))")
            }
        }
    }

    /// The input as a file other documents include: a template extended
    /// twice (once with params and children), an `xml=` file, a component
    /// given dot-notation overrides and data, and a `<Styles file>` — so
    /// template expansion, params, dot notation, styles and macros across
    /// files see every mutation, under the default limits.
    static func compose(_ bytes: [UInt8]) {
        let folder = NSTemporaryDirectory() + "/gravity-fuzz-compose-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: folder + "/FuzzPart.xml", contents: Data(bytes)) else { return }
        let host = """
        <V>
          <Styles file="FuzzPart.xml"/>
          <V template="FuzzPart.xml" title="{s}" a="1"><Label text="child {a}"/></V>
          <H template="FuzzPart.xml"/>
          <Z xml="FuzzPart.xml" id="x"/>
          <FuzzPart id="c" title.text="t" a.b.c="1" x.style="s" data="{o}"/>
          <Repeat items="{items}" as="item"><FuzzPart index="{index}"/></Repeat>
        </V>
        """
        let source = SourceFile(path: folder + "/Host.xml", bytes: Array(host.utf8))
        guard let node = try? DocumentLoader.parse(source) else { return }
        var options = Resolver.Options()
        options.data = fuzzData
        let resolution = Resolver.resolveDocument(node, options: options)
        _ = format(resolution.diagnostics, source)
        if let root = resolution.element {
            _ = try? LayoutEngine(measurer: FixedAdvanceMeasurer()).layout(root, options: LayoutOptions(width: 320, height: nil, scale: 2))
        }
    }

    /// The input written to one temporary file, for the readers that take
    /// paths (`--styles`, rename); nil if it cannot be written.
    static func inputFile(_ bytes: [UInt8]) -> String? {
        let path = NSTemporaryDirectory() + "/gravity-fuzz-\(getpid()).xml"
        return FileManager.default.createFile(atPath: path, contents: Data(bytes)) ? path : nil
    }

    static let realMeasurer: TextMeasurer? = (try? FontLibrary.standard()).map { TextMeasurer(library: $0) }

    /// Replay mode lays each file out on every canvas, not one.
    nonisolated(unsafe) static var everyCanvas = false
    static var allCanvases: [(Double?, Double?, Double)] {
        widths.flatMap { width in widths.flatMap { height in scales.map { (width, height, $0) } } }
    }

    /// Diagnostics as the command line prints them (excerpt and caret).
    static func format(_ items: [Diagnostic], _ source: SourceFile) -> String {
        var diagnostics = Diagnostics()
        diagnostics.register(source)
        diagnostics.append(contentsOf: items)
        return diagnostics.formattedAll()
    }

    static func parseValues(_ text: String) {
        _ = try? Color.parse(text)
        _ = try? SizeValue.parse(text)
        _ = try? Length.parse(text, allowNegative: true)
        _ = try? GravityValue.parse(text)
        _ = try? StackAlignment.parse(text)
        _ = try? Insets.parse(text, allowNegative: true)
        if let font = try? FontDescriptor.parse(text) { _ = font.resolved(inheriting: .default) }
        // Expressions: the text as one expression and as an interpolated
        // value, evaluated against a little data (errors only, never a trap).
        let evaluator = ExpressionEvaluator(scope: DataScope(root: fuzzData))
        if let expression = try? Expression.parse(text) { _ = try? evaluator.evaluate(expression) }
        if let interpolation = try? Interpolation.parse(text) { _ = try? interpolation.text(evaluator) }
        // Relations (SPEC §7): SFL lines, metrics, Keep values and attributes,
        // frame expressions (linearised and evaluated).
        let origin = SourceLocation(file: "fuzz.xml", line: 1, column: 1)
        _ = SimpleFormat.metrics(text, origin: origin)
        _ = SimpleFormat.constraints(text, origin: origin, metrics: ["gap": 8], views: ["a", "b", "c"])
        _ = SimpleFormat.constraints(text, origin: nil)
        _ = try? KeepValue.parse(text)
        for name in ["keepWidth", "keepSize", "keepInsets", "keepLeftOffsetTo", "keepCentered"] {
            _ = KeepAttributes.childConstraints(name, text, origin: origin)
        }
        _ = KeepAttributes.layerConstraints("keepHorizontalOffsets", text, origin: origin)
        _ = try? AxisPriorities.parse(text)
        if case let (frame?, _) = FrameExpression.parse(.width, text, origin: origin) {
            _ = frame.value.linear(natural: 10)
            _ = try? frame.value.evaluate(natural: 10) { _, _ in 3 }
        }
        layoutGrammar(text)
    }

    /// Layout's grammar (SPEC §14.1, issue #40): the text as the values of a
    /// Layout document — frame expressions in both of Layout's modes
    /// (`right`/`bottom`, `center.x`, `leading`/`trailing`, own `layer.*`
    /// reads), comments and braces in text and colours, a macro (arrays,
    /// cycles) and a root `<param>` bound from the root's attribute.
    static func layoutGrammar(_ text: String) {
        let value = EntryPoints.escaped(Substring(text.prefix(512)))
        let document = """
        <UIView width="320" foo="\(value)">
        <param name="foo" type="Int"/>
        <macro name="M" value="\(value)"/>
        <UIView id="a" left="\(value)" right="\(value)" top="M" height="\(value)" transform.rotation="\(value)"/>
        <UIView id="b" center.x="\(value)" leading="\(value)" trailing="\(value)" bottom="\(value)" width="a.width + layer.anchorPoint.x"/>
        <UILabel text="\(value)" backgroundColor="\(value)" font="\(value)" top="M[1]"/>
        </UIView>
        """
        for legacy in [true, false] {
            var options = Resolver.Options()
            options.dialect = .layout
            options.useLegacyLayoutMode = legacy
            EntryPoints.resolveAndLayOut(document, options: options)
        }
    }

    /// Key paths, interpolation and every type check over data from the input.
    static func readData(_ data: DataValue) {
        let evaluator = ExpressionEvaluator(scope: DataScope(root: data))
        for text in dataReads {
            if let interpolation = try? Interpolation.parse(text) { _ = try? interpolation.text(evaluator) }
        }
    }

    static let dataReads = [
        "{a} {a.b[0].c} {items.count} {items[0].title ?? 'none'} {s + t} {a * 2 > 3 ? o.k : z}",
        "{min(a, b)} {round(a / 3)} {!t && (s == 'text')} {items[1] % 2} {pow(a, 400)} {-o.k / 0.5}",
    ]

    static let fuzzData: DataValue = .object([
        "a": .number(2), "b": .number(0), "s": .string("text"), "t": .bool(true), "z": .null,
        "items": .array([.object(["title": .string("x")]), .number(-1)]), "o": .object(["k": .number(1e308)]),
    ])
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
/// `GravityFuzz FILE…` runs each through the same case, laid out on every
/// canvas of the list, for regressions.
@main
struct ReplayMain {
    static func main() {
        FuzzCase.everyCanvas = true
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            FuzzCase.run([UInt8](data))
        }
    }
}
#endif
