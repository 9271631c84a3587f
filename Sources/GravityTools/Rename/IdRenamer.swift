import Foundation
import GravityCore

/// `gravity rename FILE… OLD NEW` (LayoutTool's `rename`, SPEC §11): renames
/// an element id in the document that defines it and everywhere it is read.
///
/// 1. Parse every file, keeping where each name, value and content is.
/// 2. The defining documents are those with an element `id="OLD"`; one that
///    already has `id="NEW"` is refused, located at that id.
/// 3. In a defining document: the `id` itself, and each reference found by
///    the parser of the value's own syntax — constraint strings
///    (`SimpleFormat`), Keep attributes (`KeepAttributes`), frame
///    expressions (`FrameExpression`) — in attributes and attribute nodes.
/// 4. When the defining document is a component (`Name.xml`), dot notation
///    on every `<Name>` in every file: `OLD.text="…"` attributes and
///    `<Name.OLD.text>` attribute nodes; and through components that embed
///    it, at any depth (`routes`): `<Form first.OLD.text="…">` where
///    `Form.xml` holds `<Name id="first"/>`.
/// 5. Other symbols named OLD in every file (`SymbolRenamer`): names in
///    expressions, `<param>`/`<macro>` declarations, element names.
/// 6. Each edit replaces only the name's bytes, so everything else in a
///    Gravity file (formatting, comments, entities) stays as written; a
///    Layout file is then formatted as LayoutTool's `rename` formats it.
public enum IdRenamer {
    /// A file with its new bytes and how many places changed.
    public struct Change: Sendable {
        public var path: String
        public var places: Int
        public var bytes: [UInt8]
        /// How many places of each kind changed besides ids and their
        /// references ("expression": 2), for the report.
        public var otherPlaces: [String: Int] = [:]

        /// "3 places", or "3 places (1 id, 2 expression)" when not only ids changed.
        public var summary: String {
            let total = "\(places) \(places == 1 ? "place" : "places")"
            guard !otherPlaces.isEmpty else { return total }
            let ids = places - otherPlaces.values.reduce(0, +)
            let parts = (ids > 0 ? ["\(ids) id"] : []) + otherPlaces.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            return total + " (" + parts.joined(separator: ", ") + ")"
        }
    }

    /// Names an id may not take: they mean something else in constraint
    /// strings and expressions.
    public static let reservedNames: Set<String> = ["parent", "superview", "previous", "next", "auto"]

    /// Whether `name` can be an id that every syntax reads back as a name.
    public static func isValidId(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return !reservedNames.contains(name)
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// What a rename copied and walked, in bytes: the scale test checks it
    /// grows with the files, not with the files times their references.
    package struct Work: Sendable {
        /// Bytes written into the changed files (step 5).
        package var bytesCopied = 0
        /// Bytes stepped over finding references in the file (`SpellingMap`).
        package var bytesWalked = 0
        package init() {}
    }

    /// The changes, or a located error; nothing is written here.
    public static func rename(_ old: String, to new: String, in paths: [String]) throws -> [Change] {
        var work = Work()
        return try rename(old, to: new, in: paths, work: &work)
    }

    /// `rename(_:to:in:)`, adding what it copied and walked to `work`.
    package static func rename(_ old: String, to new: String, in paths: [String], work: inout Work) throws -> [Change] {
        var documents: [Document] = []
        for path in paths {
            let source = try DocumentLoader.read(path: path)
            _ = try DocumentLoader.parse(source)  // the loader's checks (an empty file) first
            let (root, trivia) = try XMLReader.parseKeepingSource(source)
            documents.append(Document(path: path, source: source, root: root, trivia: trivia))
        }
        // Step 2.
        let defining = documents.indices.filter { !documents[$0].ids(old).isEmpty }
        var clashes = Diagnostics()
        for index in defining {
            clashes.register(documents[index].source)
            for existing in documents[index].ids(new) {
                clashes.append(.error("'\(new)' is already an id in this document; renaming '\(old)' to it would make two", at: existing.valueLocation))
            }
        }
        if clashes.hasErrors { throw DiagnosticsError(clashes) }
        // Steps 3 and 4.
        var edits = Array(repeating: [Edit](), count: documents.count)
        for index in defining {
            edits[index] += documents[index].definitionEdits(old, new, work: &work)
            for route in routes(to: documents[index].componentName, in: documents) {
                for user in documents.indices where documents[user].componentName != route.component {
                    edits[user] += documents[user].dotNotationEdits(component: route.component, prefix: route.prefix, old, new)
                }
            }
        }
        // Step 5.
        var kinds = Array(repeating: [Int: String](), count: documents.count)
        var dialects: [DocumentDialect] = []
        for index in documents.indices {
            let dialect = DocumentDialect.detect(documents[index].root)
            dialects.append(dialect)
            let taken = Set(edits[index].map(\.range.lowerBound))
            for (edit, kind) in SymbolRenamer.edits(old, new, in: documents[index], dialect: dialect, work: &work)
            where !taken.contains(edit.range.lowerBound) {
                edits[index].append(edit)
                kinds[index][edit.range.lowerBound] = kind.rawValue
            }
        }
        guard edits.contains(where: { !$0.isEmpty }) else {
            throw Diagnostic.error("no element has the id '\(old)' in \(paths.count == 1 ? "'\(paths[0])'" : "these \(paths.count) files")", at: nil)
        }
        // Step 6.
        return try documents.indices.compactMap { index in
            let unique = Set(edits[index].map(\.range.lowerBound)).count
            guard unique > 0 else { return nil }
            var bytes = apply(edits[index], to: documents[index].source.bytes, copied: &work.bytesCopied)
            if dialects[index] == .layout {
                let style = TextStyle(of: bytes)
                bytes = style.apply(to: try LayoutFormatter.format(SourceFile(path: documents[index].path, bytes: bytes), dialect: .layout))
            }
            var change = Change(path: documents[index].path, places: unique, bytes: bytes)
            for kind in kinds[index].values { change.otherPlaces[kind, default: 0] += 1 }
            return change
        }
    }

    struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    /// Dot notation reaches the id as `<component prefix….OLD.attribute>`.
    struct Route: Hashable {
        var component: String
        var prefix: [String]
    }

    /// Step 4's routes: the defining component with no prefix; then, for
    /// each file that holds `<component id="I">` of a route, that file's
    /// component with `I` in front — as deep as components may nest (32).
    static func routes(to component: String, in documents: [Document]) -> [Route] {
        var found: Set<Route> = [Route(component: component, prefix: [])]
        var frontier = Array(found), ordered = frontier
        while let route = frontier.popLast() {
            guard route.prefix.count < Limits().maxComponentDepth else { continue }
            for document in documents where document.componentName != route.component {
                for id in document.ids(ofElementsNamed: route.component) {
                    let next = Route(component: document.componentName, prefix: [id] + route.prefix)
                    if found.insert(next).inserted {
                        frontier.append(next)
                        ordered.append(next)
                    }
                }
            }
        }
        return ordered
    }

    /// The bytes with each edit made once, copied front to back in one
    /// pass (replacing in place moved the rest of the file once per edit:
    /// 20,000 references took 15 s).
    static func apply(_ edits: [Edit], to bytes: [UInt8], copied: inout Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 8)
        var done = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= done {
            result += bytes[done..<edit.range.lowerBound]
            result += edit.replacement.utf8
            done = edit.range.upperBound
        }
        result += bytes[done...]
        copied += result.count
        return result
    }
}

/// One parsed file and the places in its bytes.
struct Document {
    var path: String
    var source: SourceFile
    var root: Node
    var trivia: SourceTrivia

    /// The file's name without `.xml`: the element name that embeds it.
    var componentName: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// The ids of the elements named `name` (a component's uses), in document order.
    func ids(ofElementsNamed name: String) -> [String] {
        var found: [String] = []
        func walk(_ node: Node) {
            if node.name == name, let id = node.attribute("id")?.value, !id.isEmpty { found.append(id) }
            node.elementChildren.forEach(walk)
        }
        walk(root)
        return found
    }

    /// The `id` attributes equal to `name`, in document order.
    func ids(_ name: String) -> [Attribute] {
        var found: [Attribute] = []
        func walk(_ node: Node) {
            if let id = node.attribute("id"), id.value == name { found.append(id) }
            node.elementChildren.forEach(walk)
        }
        walk(root)
        return found
    }

    /// Step 3: the id and every reference to it in the defining document.
    func definitionEdits(_ old: String, _ new: String, work: inout IdRenamer.Work) -> [IdRenamer.Edit] {
        var edits: [IdRenamer.Edit] = []
        func walk(_ node: Node, parent: Node?) {
            for attribute in node.attributes {
                guard let range = trivia.valueRanges[attribute.valueLocation] else { continue }
                if attribute.name == "id", attribute.value == old {
                    edits.append(IdRenamer.Edit(range: range, replacement: new))
                    continue
                }
                edits += referenceEdits(attribute.name, value: attribute.value, raw: range, old, new, work: &work)
            }
            // An attribute node <Parent.name>text</Parent.name> holds a value too.
            if let parent, node.name.hasPrefix(parent.name + "."), let range = trivia.contentRanges[node.location],
               case let texts = node.children.compactMap({ child -> String? in if case .text(let text, _) = child { return text } else { return nil } }),
               texts.count == node.children.count, texts.count == 1 {
                let name = String(node.name.dropFirst(parent.name.count + 1))
                edits += referenceEdits(name, value: texts[0], raw: range, old, new, work: &work)
            }
            for child in node.elementChildren { walk(child, parent: node) }
        }
        walk(root, parent: nil)
        return edits
    }

    /// The references to `old` in one value, by the parser of its syntax,
    /// as edits of the file's bytes.
    func referenceEdits(_ name: String, value: String, raw: Range<Int>, _ old: String, _ new: String,
                        work: inout IdRenamer.Work) -> [IdRenamer.Edit] {
        let references: [IdReference]
        if name == "constraints" {
            references = SimpleFormat.idReferences(in: value)
        } else if KeepAttributes.isChildName(name) || KeepAttributes.layerNames.contains(name) {
            references = KeepAttributes.idReferences(name, in: value)
        } else if FrameExpression.attributes.contains(where: { $0.rawValue == name }) {
            references = FrameExpression.idReferences(in: value)
        } else {
            return []
        }
        let length = old.unicodeScalars.count
        let starts = references.filter { $0.id == old }.map(\.offset)
        // One walk of the value for all its references (a constraint
        // string may hold thousands).
        let offsets = SpellingMap.byteOffsets(ofScalars: starts.flatMap { [$0, $0 + length] }, in: source.bytes[raw],
                                              walked: &work.bytesWalked)
        return stride(from: 0, to: offsets.count, by: 2).compactMap { index in
            guard let start = offsets[index], let end = offsets[index + 1],
                  source.bytes[start..<end].elementsEqual(old.utf8) else { return nil }
            return IdRenamer.Edit(range: start..<end, replacement: new)
        }
    }

    /// Step 4: dot notation on the elements that embed `component`, the
    /// id after the ids of `prefix` (`first.OLD.text`).
    func dotNotationEdits(component: String, prefix: [String] = [], _ old: String, _ new: String) -> [IdRenamer.Edit] {
        var edits: [IdRenamer.Edit] = []
        let path = prefix.map { $0 + "." }.joined()
        func walk(_ node: Node) {
            if node.name == component {
                for attribute in node.attributes where attribute.name.hasPrefix(path + old + ".") {
                    if let range = trivia.nameRanges[attribute.location] {
                        let start = range.lowerBound + path.utf8.count
                        edits.append(IdRenamer.Edit(range: start..<(start + old.utf8.count), replacement: new))
                    }
                }
                for child in node.elementChildren where child.name.hasPrefix(component + "." + path + old + ".") {
                    let skip = component.utf8.count + 1 + path.utf8.count
                    for range in [trivia.nameRanges[child.location], trivia.endTagNameRanges[child.location]].compactMap({ $0 }) {
                        edits.append(IdRenamer.Edit(range: (range.lowerBound + skip)..<(range.lowerBound + skip + old.utf8.count), replacement: new))
                    }
                }
            }
            node.elementChildren.forEach(walk)
        }
        walk(root)
        return edits
    }
}

/// From a value as the parsers see it (entities decoded) back to the bytes
/// as written: each `&…;` is one decoded scalar.
enum SpellingMap {
    /// The file offset of each decoded scalar offset of the value whose raw
    /// bytes are `raw` (a slice of the file), or nil past its end; one walk
    /// of the value for all of them (its bytes stepped over are added to `walked`).
    static func byteOffsets(ofScalars offsets: [Int], in raw: ArraySlice<UInt8>, walked: inout Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var next = order.startIndex
        var index = raw.startIndex, scalar = 0
        func record() {
            while next < order.endIndex, offsets[order[next]] <= scalar {
                if offsets[order[next]] == scalar { result[order[next]] = index }
                next += 1
            }
        }
        while index < raw.endIndex, next < order.endIndex {
            record()
            if raw[index] == UInt8(ascii: "&"), let end = raw[index...].firstIndex(of: UInt8(ascii: ";")) {
                index = end + 1
            } else if raw[index] == 0x0D, index + 1 < raw.endIndex, raw[index + 1] == 0x0A {
                // CR LF in an attribute value is one space (XML attribute-value normalisation).
                index += 2
            } else {
                index += utf8Length(raw[index])
            }
            scalar += 1
        }
        record()  // offsets at the end of the value; any past it stay nil
        walked += index - raw.startIndex
        return result
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
