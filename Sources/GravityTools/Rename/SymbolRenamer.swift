import Foundation
import GravityCore

/// What `gravity rename` changes besides element ids and their references
/// (`IdRenamer`), as LayoutTool's renamer does: the symbol wherever a
/// document reads it.
///
/// 1. Names in expressions — constants, state and parameter keys: a key
///    path whose first key is OLD (`OLD`, `OLD.count`, `#OLD.left`) in
///    every `{…}`, and in values read as one expression (Layout's frame
///    attributes and the others LayoutTool reads so). Text outside braces
///    is never touched.
/// 2. Declarations: `<param name="OLD">`, `<macro name="OLD">`.
/// 3. Element names: `<OLD>…</OLD>`, when OLD is capitalised (a class or
///    component; lower-case markup such as `<center>` is not renamed).
enum SymbolRenamer {
    enum Kind: String {
        case id, expression, declaration
        case element = "element name"
    }

    /// Steps 1–3 in one document, as edits of its bytes.
    static func edits(_ old: String, _ new: String, in document: Document, dialect: DocumentDialect,
                      work: inout IdRenamer.Work) -> [(IdRenamer.Edit, Kind)] {
        var edits: [(IdRenamer.Edit, Kind)] = []
        let capitalised = old.first.map { $0.isUppercase } ?? false
        var pending = [document.root]
        while let node = pending.popLast() {
            // Step 3.
            if capitalised, node.name == old {
                for range in [document.trivia.nameRanges[node.location], document.trivia.endTagNameRanges[node.location]].compactMap({ $0 }) {
                    edits.append((IdRenamer.Edit(range: range, replacement: new), .element))
                }
            }
            let paramTypes = Dictionary(node.elementChildren.filter { $0.name == "param" }.compactMap { param in
                param.attribute("name").flatMap { name in param.attribute("type").map { (name.value, $0.value) } }
            }, uniquingKeysWith: { first, _ in first })
            for attribute in node.attributes where attribute.name != "id" {
                guard let raw = document.trivia.valueRanges[attribute.valueLocation] else { continue }
                // Step 2.
                if ["param", "macro"].contains(node.name), attribute.name == "name" {
                    if attribute.value == old { edits.append((IdRenamer.Edit(range: raw, replacement: new), .declaration)) }
                    continue
                }
                // Step 1.
                let asText = dialect == .gravity
                    || LayoutValueStyle.renameReadsAsText(attribute.name, value: attribute.value, paramTypes: paramTypes)
                let offsets = nameOffsets(old, in: attribute.value, asText: asText)
                guard !offsets.isEmpty else { continue }
                let length = old.unicodeScalars.count
                let bytes = SpellingMap.byteOffsets(ofScalars: offsets.flatMap { [$0, $0 + length] },
                                                    in: document.source.bytes[raw], walked: &work.bytesWalked)
                for index in stride(from: 0, to: bytes.count, by: 2) {
                    guard let start = bytes[index], let end = bytes[index + 1],
                          document.source.bytes[start..<end].elementsEqual(old.utf8) else { continue }
                    edits.append((IdRenamer.Edit(range: start..<end, replacement: new), .expression))
                }
            }
            pending.append(contentsOf: node.elementChildren)
        }
        return edits
    }

    /// Scalar offsets of key paths starting with `old` in a value; a value
    /// that does not parse is left alone.
    static func nameOffsets(_ old: String, in value: String, asText: Bool) -> [Int] {
        guard asText ? value.contains("{") : value.contains(old) else { return [] }
        let scalars = Array(value.unicodeScalars)
        guard let ranges = try? LayoutValueStyle.expressionRanges(scalars, asText: asText) else { return [] }
        var offsets: [Int] = []
        for range in ranges {
            guard let expression = try? LayoutExpression.parse(scalars, range) else { continue }
            var stack = [expression]
            while let next = stack.popLast() {
                switch next.kind {
                case .keyPath(let path):
                    if path.head == old { offsets.append(path.offsets[0]) }
                case .unary(_, let operand): stack.append(operand)
                case .binary(_, let left, let right): stack += [left, right]
                case .conditional(let a, let b, let c): stack += [a, b, c]
                case .call(_, let arguments): stack += arguments
                case .localized(_, let arguments): stack += arguments
                default: break
                }
            }
        }
        return offsets.sorted()
    }

    /// The document renamed (ids too, within it) and, for a Layout
    /// document, formatted as LayoutTool formats it: what `rename` writes
    /// for one file.
    static func renamed(_ old: String, to new: String, in source: SourceFile, dialect: DocumentDialect? = nil) throws -> (text: String, places: Int) {
        // The loader's "empty file" error; any other file is read once, below.
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { _ = try DocumentLoader.parse(source) }
        let (root, trivia) = try XMLReader.parseKeepingSource(source)
        let document = Document(path: source.path, source: source, root: root, trivia: trivia)
        let dialect = dialect ?? DocumentDialect.detect(root)
        var work = IdRenamer.Work()
        var edits = edits(old, new, in: document, dialect: dialect, work: &work).map(\.0)
        if !document.ids(old).isEmpty { edits += document.definitionEdits(old, new, work: &work) }
        let places = Set(edits.map(\.range.lowerBound)).count
        let bytes = IdRenamer.apply(edits, to: source.bytes, copied: &work.bytesCopied)
        let renamed = SourceFile(path: source.path, bytes: bytes)
        let text = dialect == .layout ? try LayoutFormatter.format(renamed, dialect: .layout) : String(decoding: bytes, as: UTF8.self)
        return (text, places)
    }
}

/// The in-memory rename, for LayoutTool's renamer tests and tools.
public enum LayoutToolRename {
    /// `source` with `old` renamed to `new`, formatted when it is a Layout document.
    public static func renamed(_ old: String, to new: String, in source: SourceFile, dialect: DocumentDialect? = nil) throws -> String {
        try SymbolRenamer.renamed(old, to: new, in: source, dialect: dialect).text
    }
}
